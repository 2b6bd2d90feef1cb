import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PushPayload } from '@core/push';
import { createdAt } from './columns';
import { users } from './users';

/*
 * Web Push (docs/api.md, "Notifications"; docs/decisions/0139-pushes-are-jobs-in-the-database.md).
 * Neither table is synced: a subscription belongs to one browser, and a job is the server's work.
 */

/** A browser that takes pushes for a signed-in user: its push service's address and its keys. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    created_at: createdAt(),
    last_sent_at: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint), index('push_subscriptions_user_idx').on(t.user_id)],
);

/**
 * A push to send at `due_at`, once: taken by one server with FOR UPDATE SKIP LOCKED and marked
 * taken in the same transaction before it is sent. `key` names what it is about (a message, a
 * rest's end, a calendar entry's reminder at its time): one push per key, ever.
 */
export const pushJobs = pgTable(
  'push_jobs',
  {
    id: uuid('id').primaryKey(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').$type<PushPayload>().notNull(),
    /** One of the user's browsers only (a retry after its push service failed); null: every one. */
    subscription_id: uuid('subscription_id').references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    due_at: timestamp('due_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Set when a server took it: it is sent (or given up) by that server, and never taken again. */
    taken_at: timestamp('taken_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    // A key is pushed once, ever: scheduling it again (a second server, a retried request) finds it.
    uniqueIndex('push_jobs_key_uq').on(t.user_id, t.key),
    index('push_jobs_due_idx')
      .on(t.due_at)
      .where(sql`taken_at is null`),
  ],
);

/**
 * The daily e-mail of what a person has not read in the app, claimed per person and day before it
 * is sent: of two servers, or a restart, one mail goes out (at most once, as the pushes).
 */
export const emailDigests = pgTable(
  'email_digests',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The Riga day it tells of. */
    day: date('day', { mode: 'string' }).notNull(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.day] })],
);
