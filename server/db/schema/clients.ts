import { date, index, jsonb, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
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
    status: text('status', { enum: ['active', 'paused', 'archived'] }).notNull().default('active'),
    sessions_per_week: smallint('sessions_per_week'),
    created_at: createdAt(),
    /** Folded name and e-mail for search (server only). */
    search: text('search').notNull().default(''),
  },
  (t) => [index('clients_coach_idx').on(t.coach_id), index('clients_user_idx').on(t.user_id), versionIndex('clients', t.version)],
);
