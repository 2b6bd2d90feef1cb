import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { syncColumns, versionIndex } from './columns';
import { setLogs, workoutSessions } from './sessions';
import { users } from './users';

/**
 * A coach's comment on a client's session or one set of it, or the client's reply (sync/SPEC.md
 * A14). `client_id` and `coach_id` are the session's, so the comment is read and revoked (P6) with
 * it by the same rule as set logs.
 */
export const comments = pgTable(
  'comments',
  {
    ...syncColumns(),
    session_id: uuid('session_id')
      .notNull()
      .references(() => workoutSessions.id),
    set_log_id: uuid('set_log_id').references(() => setLogs.id),
    body: text('body').notNull(),
    author_id: uuid('author_id')
      .notNull()
      .references(() => users.id),
    written_at: timestamp('written_at', { withTimezone: true, mode: 'string' }).notNull(),
    client_id: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    coach_id: uuid('coach_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    versionIndex('comments', t.version),
    index('comments_session_idx').on(t.session_id),
    index('comments_client_idx').on(t.client_id),
    index('comments_coach_idx').on(t.coach_id),
  ],
);
