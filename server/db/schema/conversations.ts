import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { bytea, createdAt, syncColumns, versionIndex } from './columns';
import { users } from './users';

/*
 * A coach and a client talking between sessions (sync/SPEC.md A21–A23). Each table carries the
 * conversation's client record, coach and the person's account, so one condition on the row says
 * who reads it: the person always, the coach while the client record is live and linked to them.
 */

const party = () => ({
  client_id: uuid('client_id')
    .notNull()
    .references(() => clients.id),
  coach_id: uuid('coach_id')
    .notNull()
    .references(() => users.id),
  client_user_id: uuid('client_user_id')
    .notNull()
    .references(() => users.id),
});

export const conversations = pgTable('conversations', { ...syncColumns(), ...party() }, (t) => [
  versionIndex('conversations', t.version),
  index('conversations_coach_idx').on(t.coach_id),
  index('conversations_client_user_idx').on(t.client_user_id),
]);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    ...syncColumns(),
    conversation_id: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id),
    body: text('body').notNull(),
    ref_entity: text('ref_entity'),
    ref_id: uuid('ref_id'),
    removed: boolean('removed').notNull().default(false),
    has_photo: boolean('has_photo').notNull().default(false),
    photo_uploaded_at: timestamp('photo_uploaded_at', { withTimezone: true, mode: 'string' }),
    author_id: uuid('author_id')
      .notNull()
      .references(() => users.id),
    written_at: timestamp('written_at', { withTimezone: true, mode: 'string' }).notNull(),
    edited_at: timestamp('edited_at', { withTimezone: true, mode: 'string' }),
    ...party(),
  },
  (t) => [
    versionIndex('conversation_messages', t.version),
    index('conversation_messages_conversation_idx').on(t.conversation_id, t.written_at),
    index('conversation_messages_coach_idx').on(t.coach_id),
    index('conversation_messages_client_user_idx').on(t.client_user_id),
  ],
);

export const conversationReads = pgTable(
  'conversation_reads',
  {
    ...syncColumns(),
    conversation_id: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id),
    read_until: timestamp('read_until', { withTimezone: true, mode: 'string' }).notNull(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id),
    ...party(),
  },
  (t) => [
    versionIndex('conversation_reads', t.version),
    index('conversation_reads_coach_idx').on(t.coach_id),
    index('conversation_reads_client_user_idx').on(t.client_user_id),
  ],
);

/** The picture of a message with a photo, stored apart from the synced record as a progress photo's is. */
export const messagePhotoFiles = pgTable('message_photo_files', {
  message_id: uuid('message_id')
    .primaryKey()
    .references(() => conversationMessages.id, { onDelete: 'cascade' }),
  /** Whose conversation it is in, for its quota. */
  conversation_id: uuid('conversation_id').notNull(),
  content_type: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  created_at: createdAt(),
});
