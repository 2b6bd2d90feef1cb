import { doublePrecision, foreignKey, index, jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import type { GymPlate } from '@core/records/gym-profiles';
import { clients } from './clients';
import { createdAt, syncColumns, versionIndex } from './columns';
import { users } from './users';

/**
 * What exists where a client trains (sync/SPEC.md A13): one per client, its id the client
 * record's, so a second profile for the same client cannot exist.
 */
export const gymProfiles = pgTable(
  'gym_profiles',
  {
    ...syncColumns(),
    coach_id: uuid('coach_id')
      .notNull()
      .references(() => users.id),
    bar_kg: doublePrecision('bar_kg').notNull(),
    plates: jsonb('plates').$type<GymPlate[]>().notNull(),
    dumbbells_kg: jsonb('dumbbells_kg').$type<number[]>().notNull().default([]),
    dumbbell_step_kg: doublePrecision('dumbbell_step_kg'),
    dumbbell_max_kg: doublePrecision('dumbbell_max_kg'),
    created_at: createdAt(),
  },
  (t) => [
    versionIndex('gym_profiles', t.version),
    index('gym_profiles_coach_idx').on(t.coach_id),
    foreignKey({ name: 'gym_profiles_client_fk', columns: [t.id], foreignColumns: [clients.id] }),
  ],
);
