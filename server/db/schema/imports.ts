import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { createdAt } from './columns';
import { users } from './users';

/*
 * Bringing in a training history from another logger's export (docs/imports.md). Neither table is
 * synced: an import is the server's work between its preview and its commit, and the remembered
 * choices are read only by the import.
 */

/**
 * An uploaded export between its preview and its commit: the file's text is kept, not its
 * reading, so the commit reads it again with the same zone and cannot disagree with a parser fix
 * made in between. Removed a day after it was made (an unconfirmed preview) or once committed.
 */
export const historyImports = pgTable(
  'history_imports',
  {
    id: uuid('id').primaryKey(),
    /** Who uploaded it: the client themselves or their coach. */
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    client_id: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    file_name: text('file_name').notNull(),
    time_zone: text('time_zone').notNull(),
    content: text('content').notNull(),
    created_at: createdAt(),
    /** Set by the first commit, with what it wrote: a second commit (a double tap) answers the same. */
    committed_at: timestamp('committed_at', { withTimezone: true }),
    result: jsonb('result').$type<{ sessions_created: number; sets_created: number; sessions_existing: number }>(),
  },
  (t) => [index('history_imports_user_idx').on(t.user_id), index('history_imports_created_idx').on(t.created_at)],
);

/**
 * The exercise a person chose for a name in an export, kept for their next import: a coach who
 * imports for ten clients maps "Squat (Barbell)" once. Keyed by the name as the matcher
 * normalises it, so "squat (barbell)" in another file is the same choice.
 */
export const importExerciseChoices = pgTable(
  'import_exercise_choices',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    exercise_id: uuid('exercise_id').notNull(),
    chosen_at: timestamp('chosen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.name] })],
);
