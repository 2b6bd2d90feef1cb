import { date, index, jsonb, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, syncColumns } from './columns';
import { users } from './users';

/** A coach's client (DESIGN.md §6). `user_id` links the client's own account when they have one. */
export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey(),
    coachId: uuid('coach_id')
      .notNull()
      .references(() => users.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email'),
    phoneCountry: text('phone_country'),
    phone: text('phone'),
    birthDate: date('birth_date'),
    ageGroupId: uuid('age_group_id'),
    goals: text('goals'),
    /** Private to the coach: never sent to the client. */
    notes: text('notes'),
    /** Joint ids to spare: exercises loading them are flagged. */
    jointsToSpare: jsonb('joints_to_spare').$type<string[]>().notNull().default([]),
    status: text('status', { enum: ['active', 'paused', 'archived'] }).notNull().default('active'),
    sessionsPerWeek: smallint('sessions_per_week'),
    createdAt: createdAt(),
    ...syncColumns(),
  },
  (t) => [index('clients_coach_idx').on(t.coachId), index('clients_user_idx').on(t.userId), index('clients_version_idx').on(t.version)],
);
