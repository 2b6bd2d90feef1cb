import { eq, or, sql } from 'drizzle-orm';
import { isBodyMetric } from '@core/body-metrics';
import { addDays, dateOfUtc } from '@core/dates';
import { bodyMetrics, customMetrics } from '../../db/schema/index';
import { assertReferences, awaitConcurrentCreation, clientAccess, linkedClientIds } from '../access';
import { forbiddenWrite, rejected } from '../rejections';
import type { EntityDef } from '../types';

/**
 * [A15] A client's body measured on one day, logged by the client or by their coach at an
 * in-person weigh-in. Read and revoked (P6) like the client's sessions.
 */
export const bodyMetricsEntity: EntityDef = {
  name: 'body-metrics',
  table: bodyMetrics,
  readable: (user) => or(eq(bodyMetrics.coach_id, user.id), sql`${bodyMetrics.client_id} in ${linkedClientIds(user.id)}`),
  async authorize({ tx, user, kind, existing, next }) {
    // A tombstone could never be written again (R3), and the day's id is the only one it can have.
    if (kind === 'delete') throw forbiddenWrite('A body metric is not deleted; clear its value instead');
    const access = await clientAccess(tx, user, existing ? existing.client_id : next.client_id);
    // A value logged offline before the coach removed its custom metric still happened (A12).
    if (!isBodyMetric(String(next.metric)))
      await assertReferences(tx, customMetrics, [next.metric], 'metric', eq(customMetrics.client_id, access.id), { tombstones: true });
    // Any zone's today: a weigh-in typed in Riga or in Vancouver is never refused as future.
    if (String(next.date) > addDays(dateOfUtc(Date.now()), 1))
      throw rejected('validation_failed', 'A body metric cannot be logged for a day that has not come', { date: 'is in the future' });
    if (!existing) await awaitConcurrentCreation(tx, bodyMetrics, 'body metric', access.id, String(next.id));
    return { logged_by: user.id, coach_id: access.coach_id };
  },
};

/** [A16] A measurement the coach tracks for one client: the coach names it, the client logs it. */
export const customMetricsEntity: EntityDef = {
  name: 'custom-metrics',
  table: customMetrics,
  readable: (user) => or(eq(customMetrics.coach_id, user.id), sql`${customMetrics.client_id} in ${linkedClientIds(user.id)}`),
  async authorize({ tx, user, existing, next, changed }) {
    if (existing && changed.includes('client_id') && next.client_id !== existing.client_id)
      throw rejected('field_not_writable', 'A custom measurement stays with its client', { client_id: 'cannot be changed' });
    const access = await clientAccess(tx, user, existing ? existing.client_id : next.client_id);
    if (access.as !== 'coach') throw forbiddenWrite('Only the coach adds or changes the measurements they track');
    return { coach_id: access.coach_id };
  },
};
