import { date, index, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, syncColumns, versionIndex } from './columns';
import { users } from './users';

/** A coach's client (docs/architecture.md §6). `user_id` links the client's own account when they have one. */
export const clients = pgTable(
  'clients',
  {
    ...syncColumns(),
    coach_id: uuid('coach_id')
      .notNull()
      .references(() => users.id),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** While an invitation is open: when its link expires. */
    invited_until: timestamp('invited_until', { withTimezone: true, mode: 'string' }),
    name: text('name').notNull(),
    email: text('email'),
    phone_country: text('phone_country'),
    phone: text('phone'),
    birth_date: date('birth_date'),
    age_group_id: uuid('age_group_id'),
    goals: text('goals'),
    /** Private to the coach: never sent to the client. */
    notes: text('notes'),
    /** Joint ids to spare: exercises loading them are flagged. */
    joints_to_spare: jsonb('joints_to_spare').$type<string[]>().notNull().default([]),
    status: text('status', { enum: ['active', 'paused', 'archived'] })
      .notNull()
      .default('active'),
    sessions_per_week: smallint('sessions_per_week'),
    /** The column every table has; a client's is synced as when the coach added them. */
    added_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('clients_coach_idx').on(t.coach_id), index('clients_user_idx').on(t.user_id), versionIndex('clients', t.version)],
);

/**
 * A coach's invitation to the person of a client record to link their account (docs/product.md,
 * "Invitations"). Single use, hashed at rest; a new one for the same client revokes the last.
 */
export const clientInvitations = pgTable(
  'client_invitations',
  {
    id: uuid('id').primaryKey(),
    client_id: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    coach_id: uuid('coach_id')
      .notNull()
      .references(() => users.id),
    email: text('email').notNull(),
    language: text('language', { enum: ['en-US', 'lv-LV'] }).notNull(),
    /** SHA-256 of the link's token; the token itself is only in the mail. */
    token_hash: text('token_hash').notNull(),
    created_at: createdAt(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when it was accepted, revoked or replaced: it no longer opens anything. */
    closed_at: timestamp('closed_at', { withTimezone: true }),
    accepted_by: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('client_invitations_hash_unique').on(t.token_hash), index('client_invitations_client_idx').on(t.client_id)],
);
