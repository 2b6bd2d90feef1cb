import { index, jsonb, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { planDaySchema, WorkoutBlock } from '@sync/records/workouts';
import { createdAt, syncColumns, versionIndex } from './columns';
import { users } from './users';

export const workouts = pgTable(
  'workouts',
  {
    ...syncColumns(),
    owner_id: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    blocks: jsonb('blocks').$type<WorkoutBlock[]>().notNull().default([]),
    created_at: createdAt(),
    search: text('search').notNull().default(''),
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
    weeks: smallint('weeks').notNull(),
    days: jsonb('days').$type<z.output<typeof planDaySchema>[]>().notNull().default([]),
    created_at: createdAt(),
  },
  (t) => [versionIndex('workout_plans', t.version), index('workout_plans_owner_idx').on(t.owner_id)],
);
