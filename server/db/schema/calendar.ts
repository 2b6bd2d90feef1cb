import { date, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { WorkoutBlock } from '@core/records/workouts';
import { clients } from './clients';
import { createdAt, syncColumns, versionIndex } from './columns';
import { users } from './users';

export const planAssignments = pgTable(
  'plan_assignments',
  {
    ...syncColumns(),
    coach_id: uuid('coach_id')
      .notNull()
      .references(() => users.id),
    plan_id: uuid('plan_id').notNull(),
    client_id: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    start_date: date('start_date').notNull(),
    status: text('status').notNull().default('active'),
    substitutions: jsonb('substitutions').$type<{ exercise_id: string; substitute_id: string }[]>().notNull().default([]),
    created_at: createdAt(),
  },
  (t) => [versionIndex('plan_assignments', t.version), index('plan_assignments_coach_idx').on(t.coach_id)],
);

export const calendarEntries = pgTable(
  'calendar_entries',
  {
    ...syncColumns(),
    coach_id: uuid('coach_id')
      .notNull()
      .references(() => users.id),
    client_id: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    workout_id: uuid('workout_id'),
    assignment_id: uuid('assignment_id'),
    /** Local date and time in Europe/Riga (docs/architecture.md §6). */
    date: date('date').notNull(),
    time: text('time'),
    duration_minutes: integer('duration_minutes'),
    title: text('title'),
    status: text('status').notNull().default('planned'),
    notes: text('notes'),
    prescription: jsonb('prescription').$type<WorkoutBlock[]>(),
    /** The group session it belongs to (sync/SPEC.md A7). */
    group_id: uuid('group_id'),
    created_at: createdAt(),
  },
  (t) => [
    versionIndex('calendar_entries', t.version),
    index('calendar_entries_coach_date_idx').on(t.coach_id, t.date),
    index('calendar_entries_group_idx').on(t.group_id),
    index('calendar_entries_client_date_idx').on(t.client_id, t.date),
    index('calendar_entries_workout_idx').on(t.workout_id),
    index('calendar_entries_assignment_idx').on(t.assignment_id),
  ],
);

/**
 * A user's private calendar feed address. Only the secret's SHA-256 is kept, as for refresh
 * tokens: a copy of the database does not hand out anyone's feed. One per user; making a new one
 * replaces the row, so the old address stops working at once.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret_hash: text('secret_hash').notNull().unique(),
  created_at: createdAt(),
});
