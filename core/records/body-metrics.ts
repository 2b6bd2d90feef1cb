import { z } from 'zod';
import { BODY_METRIC_KEYS, bodyMetricId, metricValueProblem } from '../body-metrics';
import { idSchema, isoDateSchema } from './common';

export { bodyMetricId };

/**
 * One measurement of a client's body on one day (sync/SPEC.md A15), stored in SI units (kg, cm, %,
 * beats a minute) whatever unit it was typed in. A value taken back is `value: null` rather than a
 * delete: the id of that day and metric must stay writable (a tombstone never is, R3).
 */
export const bodyMetricFields = z
  .strictObject({
    /** bodyMetricId(client_id, metric, date). */
    id: idSchema,
    client_id: idSchema,
    /** A built-in metric's key, or the id of the client's custom metric (A16). */
    metric: z.union([z.enum(BODY_METRIC_KEYS), idSchema], 'is not a body metric'),
    date: isoDateSchema,
    value: z.number().nullable(),
    /** Set by the server: who wrote the value (the client, or their coach at an in-person weigh-in). */
    logged_by: idSchema.nullable().default(null),
    /** Derived by the server from the client record. */
    coach_id: idSchema.nullable().default(null),
  })
  .superRefine((entry, context) => {
    if (entry.value !== null) {
      const problem = metricValueProblem(entry.metric, entry.value);
      if (problem) context.addIssue({ code: 'custom', path: ['value'], message: `must be between ${problem.min} and ${problem.max}` });
    }
    if (entry.id !== bodyMetricId(entry.client_id, entry.metric, entry.date))
      context.addIssue({ code: 'custom', path: ['id'], message: 'must be the id of this client, metric and day' });
  });
