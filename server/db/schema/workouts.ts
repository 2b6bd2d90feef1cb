import { index, jsonb, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Deload, planDaySchema, Progression, Translations, WorkoutBlock } from '@core/records/workouts';
import { createdAt, syncColumns, versionIndex } from './columns';
import { users } from './users';

export const workouts = pgTable(
  'workouts',
  {
    ...syncColumns(),
    owner_id: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    blocks: jsonb('blocks').$type<WorkoutBlock[]>().notNull().default([]),
    created_at: createdAt(),
  },
  (t) => [versionIndex('workouts', t.version), index('workouts_owner_idx').on(t.owner_id)],
);

export const workoutPlans = pgTable(
  'workout_plans',
  {
    ...syncColumns(),
    owner_id: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    weeks: smallint('weeks').notNull(),
    days: jsonb('days').$type<z.output<typeof planDaySchema>[]>().notNull().default([]),
    progressions: jsonb('progressions').$type<Progression[]>().notNull().default([]),
    deload: jsonb('deload').$type<Deload>(),
    created_at: createdAt(),
  },
  (t) => [versionIndex('workout_plans', t.version), index('workout_plans_owner_idx').on(t.owner_id)],
);
