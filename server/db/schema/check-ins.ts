import { date, index, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CheckInQuestion } from '@core/records/check-ins';
import { clients } from './clients';
import { syncColumns, versionIndex } from './columns';
import { users } from './users';

/** A coach's check-in form (sync/SPEC.md A18). */
export const checkInForms = pgTable(
  'check_in_forms',
  {
    ...syncColumns(),
    owner_id: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    questions: jsonb('questions').$type<CheckInQuestion[]>().notNull(),
  },
  (t) => [versionIndex('check_in_forms', t.version), index('check_in_forms_owner_idx').on(t.owner_id)],
);

/** When a client answers a form (A19). */
export const checkInAssignments = pgTable(
  'check_in_assignments',
  {
    ...syncColumns(),
    client_id: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    form_id: uuid('form_id')
      .notNull()
      .references(() => checkInForms.id),
    weekday: smallint('weekday').notNull(),
    every_weeks: smallint('every_weeks').notNull(),
    start_date: date('start_date').notNull(),
    grace_days: smallint('grace_days').notNull(),
    ended_on: date('ended_on'),
    coach_id: uuid('coach_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    versionIndex('check_in_assignments', t.version),
    index('check_in_assignments_client_idx').on(t.client_id),
    index('check_in_assignments_form_idx').on(t.form_id),
    index('check_in_assignments_coach_idx').on(t.coach_id),
  ],
);

/** A client's answers to one due day, and the coach's reply (A20). */
export const checkInAnswers = pgTable(
  'check_in_answers',
  {
    ...syncColumns(),
    assignment_id: uuid('assignment_id')
      .notNull()
      .references(() => checkInAssignments.id),
    client_id: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    due_date: date('due_date').notNull(),
    answers: jsonb('answers').$type<unknown[]>().notNull(),
    submitted_at: timestamp('submitted_at', { withTimezone: true, mode: 'string' }),
    reply: text('reply'),
    replied_at: timestamp('replied_at', { withTimezone: true, mode: 'string' }),
    coach_id: uuid('coach_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    versionIndex('check_in_answers', t.version),
    // A coach's Check-ins tab reads one client's answers by due day.
    index('check_in_answers_client_due_idx').on(t.client_id, t.due_date),
    index('check_in_answers_assignment_idx').on(t.assignment_id),
    index('check_in_answers_coach_idx').on(t.coach_id),
  ],
);
