import { z } from 'zod';
import { USUAL_BAR_KG, USUAL_PLATES } from '../training/plates';
import { idSchema } from './common';

/**
 * A weight that bars, plates and dumbbells come in: quarter kilograms, like the smallest plates.
 * Together with the bounds on plates below, this keeps the search for a loadable total
 * (core/training/plates.ts) quick on a phone whatever a profile holds.
 */
const kg = (max: number) =>
  z
    .number()
    .positive('must be more than 0')
    .max(max, `must be at most ${max}`)
    .refine((value) => Math.abs(value * 4 - Math.round(value * 4)) < 1e-9, 'must be a multiple of 0.25');

const plateSchema = z.strictObject({
  kg: kg(50),
  /** Plates of this weight that can go on one bar at once, counted in pairs (one each side). */
  pairs: z.number().int('must be a whole number').min(1, 'must be at least 1').max(10, 'must be at most 10'),
});
export type GymPlate = z.output<typeof plateSchema>;

/**
 * What exists where a client trains (sync/SPEC.md A13). One per client: its id is the client
 * record's id, so the client's and the coach's devices write the same record even offline.
 */
export const gymProfileFields = z.strictObject({
  /** The client record's id. */
  id: idSchema,
  /** Derived by the server from the client's coach. */
  coach_id: idSchema.nullable().default(null),
  bar_kg: kg(100).default(USUAL_BAR_KG),
  plates: z
    .array(plateSchema)
    .max(12, 'at most 12 plate weights')
    .refine((plates) => new Set(plates.map((plate) => plate.kg)).size === plates.length, 'each plate weight once')
    .default(() => USUAL_PLATES.map((plate) => ({ ...plate }))),
  /** Every dumbbell weight there is; when empty, the step and the heaviest below say it. */
  dumbbells_kg: z
    .array(kg(200))
    .max(100, 'at most 100 dumbbell weights')
    .transform((weights) => [...new Set(weights)].sort((a, b) => a - b))
    .default([]),
  /** Dumbbells go up in this step from the step itself (2, 4, 6 …); null: not known. */
  dumbbell_step_kg: kg(50).nullable().default(null),
  /** The heaviest dumbbell; null: no limit known. */
  dumbbell_max_kg: kg(200).nullable().default(null),
});
