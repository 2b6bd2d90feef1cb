import { z } from 'zod';
import { idSchema, nameText } from './common';

/**
 * A measurement a coach tracks for one client beyond the built-in body metrics (sync/SPEC.md A16):
 * "Grip strength" in kg, "Steps a day". Its values are body metrics naming its id; they are kept
 * as typed, in its own unit, never converted.
 */
export const customMetricFields = z.strictObject({
  id: idSchema,
  client_id: idSchema,
  name: nameText(60),
  /** As the coach writes it ("kg", "steps"); empty for a count. */
  unit: z.string().trim().max(16, 'is too long').default(''),
  /** Derived by the server from the client record. */
  coach_id: idSchema.nullable().default(null),
});
