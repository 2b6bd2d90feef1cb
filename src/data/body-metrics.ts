import { useLiveQuery } from 'dexie-react-hooks';
import { bodyMetricId, METRIC_UNITS, type UnitPreference } from '@core/body-metrics';
import type { RecordOf } from '@core/records/index';
import { rememberedProfile } from './auth-api';
import type { RecordWrites } from './record-writes';
import { unlessClosed, useUserDatabase } from './user-database';

/**
 * A client's body measurements on the device (sync/SPEC.md A15): one record per metric and day,
 * whoever logs it, in SI units. Cleared values (`value: null`) are not entries.
 */

export type BodyMetricRecord = RecordOf<'body-metrics'>;
export type CustomMetricRecord = RecordOf<'custom-metrics'>;
/** Each metric's entries (by built-in key or custom metric id), oldest day first. */
export type MetricSeries = Partial<Record<string, BodyMetricRecord[]>>;

/** Every measured value of one client, by metric, oldest first: read by the client index. */
export function useBodyMetrics(clientId: string | null | undefined): MetricSeries | undefined {
  const db = useUserDatabase();
  return useLiveQuery(
    () =>
      unlessClosed(async (): Promise<MetricSeries> => {
        if (!db || !clientId) return {};
        const rows = await db
          .records('body-metrics')
          .where('[client_id+metric+date]')
          .between([clientId, '', ''], [clientId, '\uffff', '\uffff'])
          .toArray();
        const series: MetricSeries = {};
        // The index keeps metric then date order, so each series arrives oldest first.
        for (const row of rows) if (row.value !== null) (series[row.metric] ??= []).push(row);
        return series;
      }, {}),
    [db, clientId],
  );
}

/** The measurements the coach added for one client (A16), by name. */
export function useCustomMetrics(clientId: string | null | undefined): CustomMetricRecord[] | undefined {
  const db = useUserDatabase();
  return useLiveQuery(
    () =>
      unlessClosed(async () => {
        if (!db || !clientId) return [];
        const rows = await db.records('custom-metrics').where('client_id').equals(clientId).toArray();
        return rows.sort((a, b) => a.name.localeCompare(b.name));
      }, []),
    [db, clientId],
  );
}

/** [A15] Logs a metric for a day: the day's entry if it has one is replaced, on this device and the server. */
export function logBodyMetric(
  writes: RecordWrites,
  entry: { clientId: string; metric: string; date: string; value: number | null },
): Promise<number> {
  return writes.put('body-metrics', {
    id: bodyMetricId(entry.clientId, entry.metric, entry.date),
    client_id: entry.clientId,
    metric: entry.metric,
    date: entry.date,
    value: entry.value,
  });
}

/** The units the signed-in person reads their body in: their profile's, metric until it is known. */
export function unitPreference(): UnitPreference {
  const profile = rememberedProfile();
  // A profile remembered by an app from before length units has none.
  return { weight_unit: profile?.weight_unit ?? METRIC_UNITS.weight_unit, length_unit: profile?.length_unit ?? METRIC_UNITS.length_unit };
}
