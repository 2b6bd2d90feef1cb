// Live reads of the signed-in user's records. Only types come from the schemas: a screen that
// reads loads neither zod nor the write path (docs/decisions/0034-zod-is-not-in-the-first-download.md).
import { useLiveQuery } from 'dexie-react-hooks';
import type { EntityName, RecordOf } from '@core/records/index';
import type { UserDatabase } from './local/database';
import { calendarEntriesBetween, sessionsOf, setLogsOf, type IsoDate, type IsoInstant } from './local/queries';
import { unlessClosed, useUserDatabase } from './user-database';

/**
 * Records of one entity, live: updates when this tab, another tab or a sync changes them.
 * Undefined while loading. It reads the whole table: for small tables; a client's calendar and
 * history have the range hooks below.
 */
export function useRecords<E extends EntityName>(
  entity: E,
  select?: (records: RecordOf<E>[]) => RecordOf<E>[],
  deps: unknown[] = [],
): RecordOf<E>[] | undefined {
  const db = useUserDatabase();
  return useLiveQuery(
    () =>
      unlessClosed(async () => {
        if (!db) return [];
        const records = await db.records(entity).toArray();
        return select ? select(records) : records;
      }, []),
    [db, entity, ...deps],
  );
}

/**
 * A range query of src/data/local/queries.ts, live. Dexie re-runs it only when a write touches the
 * index range it read, so another client's new set log does not reload this one's history.
 * Undefined while loading; empty when nobody is signed in.
 */
function useRangeQuery<T>(query: (db: UserDatabase) => Promise<T[]>, deps: unknown[]): T[] | undefined {
  const db = useUserDatabase();
  // `query` is a new closure every render; `deps` are what it reads, so they decide when it re-runs.
  return useLiveQuery(() => unlessClosed(async () => (db ? query(db) : []), []), [db, ...deps]);
}

/**
 * Calendar entries of some clients, or of every client on this device, dated `from` to `to`
 * (both included), by date, live. For a week or a month of a calendar.
 */
export function useCalendarEntries(
  clientIds: readonly string[] | 'all',
  from: IsoDate,
  to: IsoDate,
): RecordOf<'calendar-entries'>[] | undefined {
  // A screen passes a new array each render; the query depends on the ids, not on the array.
  const key = clientIds === 'all' ? 'all' : JSON.stringify(clientIds);
  return useRangeQuery((db) => calendarEntriesBetween(db, clientIds, from, to), [key, from, to]);
}

/** One client's workout sessions started in [`from`, `to`) (open ends when left out), by start, live. */
export function useSessions(clientId: string, from?: IsoInstant, to?: IsoInstant): RecordOf<'workout-sessions'>[] | undefined {
  return useRangeQuery((db) => sessionsOf(db, clientId, from, to), [clientId, from, to]);
}

/** One client's set logs of one exercise logged in [`from`, `to`) (open ends when left out), in logged order, live. */
export function useSetLogs(clientId: string, exerciseId: string, from?: IsoInstant, to?: IsoInstant): RecordOf<'set-logs'>[] | undefined {
  return useRangeQuery((db) => setLogsOf(db, clientId, exerciseId, from, to), [clientId, exerciseId, from, to]);
}

/** One record, live; null when it does not exist (or not on this device), undefined while loading. */
export function useRecord<E extends EntityName>(entity: E, id: string | undefined): RecordOf<E> | null | undefined {
  const db = useUserDatabase();
  return useLiveQuery(
    () => unlessClosed(async () => (db && id ? ((await db.records(entity).get(id)) ?? null) : null), null),
    [db, entity, id],
  );
}
