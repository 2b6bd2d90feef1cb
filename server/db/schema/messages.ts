import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// Who a message goes to (core/admin-api.ts). DO NOT rename kinds: they are stored in the history.
// A type-only import: drizzle-kit loads this file without the project's path aliases.
import type { Audience } from '@core/admin-api';

export type { Audience };

/**
 * An admin's message to users, with its delivery counts. Each recipient's copy is a synced
 * `notifications` record, so it can be read offline.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    audience: jsonb('audience').$type<Audience>().notNull(),
    channels: jsonb('channels').$type<{ app: boolean; email: boolean }>().notNull(),
    sent_by: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    recipients: integer('recipients').notNull().default(0),
    app_delivered: integer('app_delivered').notNull().default(0),
    email_sent: integer('email_sent').notNull().default(0),
    email_failed: integer('email_failed').notNull().default(0),
  },
  (t) => [index('messages_sent_at_idx').on(t.sent_at)],
);
