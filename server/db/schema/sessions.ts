import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { WorkoutBlock } from '@core/records/workouts';
import { clients } from './clients';
import { syncColumns, versionIndex } from './columns';
import { users } from './users';

export const workoutSessions = pgTable(
  'workout_sessions',
  {
    ...syncColumns(),
    client_id: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    coach_id: uuid('coach_id')
      .notNull()
      .references(() => users.id),
    calendar_entry_id: uuid('calendar_entry_id'),
    workout_id: uuid('workout_id'),
    prescription: jsonb('prescription').$type<{ name: string; blocks: WorkoutBlock[] }>().notNull(),
    started_at: timestamp('started_at', { withTimezone: true, mode: 'string' }).notNull(),
    finished_at: timestamp('finished_at', { withTimezone: true, mode: 'string' }),
    rating: smallint('rating'),
    notes: text('notes'),
    /** Brought in from another logger's export (docs/imports.md): its source and file name. */
    import_source: text('import_source'),
    import_file: text('import_file'),
    /** Who ran it and their name then (sync/SPEC.md A8); not a reference: the name outlives a renamed account. */
    run_by: uuid('run_by'),
    run_by_name: text('run_by_name'),
    /**
     * Server-only: the person whose training it is (the account linked to the client record when it
     * was written, or when the record was linked later), who keeps reading it after the coaching
     * ends (sync/SPEC.md A8). Not a reference: it outlives the link.
     */
    person_id: uuid('person_id'),
  },
  (t) => [
    versionIndex('workout_sessions', t.version),
    index('workout_sessions_client_started_idx').on(t.client_id, t.started_at),
    index('workout_sessions_coach_idx').on(t.coach_id),
    index('workout_sessions_person_idx').on(t.person_id),
  ],
);

/** Append-only (sync/SPEC.md §A): a row is inserted once and can only be tombstoned. */
export const setLogs = pgTable(
  'set_logs',
  {
    ...syncColumns(),
    session_id: uuid('session_id')
      .notNull()
      .references(() => workoutSessions.id),
    client_id: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    coach_id: uuid('coach_id')
      .notNull()
      .references(() => users.id),
    exercise_id: uuid('exercise_id').notNull(),
    block_id: uuid('block_id'),
    item_id: uuid('item_id'),
    set_index: integer('set_index').notNull(),
    reps: integer('reps'),
    weight_kg: doublePrecision('weight_kg'),
    duration_seconds: integer('duration_seconds'),
    distance_m: doublePrecision('distance_m'),
    rpe: doublePrecision('rpe'),
    logged_at: timestamp('logged_at', { withTimezone: true, mode: 'string' }).notNull(),
    notes: text('notes'),
    /** Who logged it (sync/SPEC.md A9). */
    logged_by: uuid('logged_by'),
    /** Server-only, as the session's (sync/SPEC.md A9). */
    person_id: uuid('person_id'),
  },
  (t) => [
    versionIndex('set_logs', t.version),
    index('set_logs_session_idx').on(t.session_id),
    index('set_logs_client_logged_idx').on(t.client_id, t.logged_at),
    index('set_logs_client_exercise_logged_idx').on(t.client_id, t.exercise_id, t.logged_at),
    index('set_logs_person_idx').on(t.person_id),
    // [R10] One live log per step of a session: decides between two devices logging it at once.
    uniqueIndex('set_logs_step_live_uq')
      .on(t.session_id, t.block_id, t.item_id, t.set_index)
      .where(sql`${t.deleted} = false`),
  ],
);

/** A message delivered to one user; created by the server, only `read_at` changes. */
export const notifications = pgTable(
  'notifications',
  {
    ...syncColumns(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message_id: uuid('message_id'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The session a comment's notification opens (sync/SPEC.md A10); null for an admin's message. */
    session_id: uuid('session_id').references(() => workoutSessions.id),
    /** The app's screen it opens otherwise (a conversation, a workout's reminder); null: none. */
    path: text('path'),
    sent_at: timestamp('sent_at', { withTimezone: true, mode: 'string' }).notNull(),
    read_at: timestamp('read_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    versionIndex('notifications', t.version),
    index('notifications_user_idx').on(t.user_id),
    index('notifications_message_idx').on(t.message_id),
  ],
);
