import { date, doublePrecision, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { syncColumns, versionIndex } from './columns';
import { users } from './users';

/**
 * A client's body measured on one day (sync/SPEC.md A15), in SI units; `value` null when taken
 * back. The id is derived from client, metric and day, so the primary key keeps a day to one value.
 */
export const bodyMetrics = pgTable(
  'body_metrics',
  {
    ...syncColumns(),
    client_id: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    metric: text('metric').notNull(),
    date: date('date').notNull(),
    value: doublePrecision('value'),
    logged_by: uuid('logged_by')
      .notNull()
      .references(() => users.id),
    coach_id: uuid('coach_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    versionIndex('body_metrics', t.version),
    // A client's progress reads one metric's days in order.
    index('body_metrics_client_metric_date_idx').on(t.client_id, t.metric, t.date),
    index('body_metrics_coach_idx').on(t.coach_id),
  ],
);

/** A measurement a coach tracks for one client beyond the built-in ones (sync/SPEC.md A16). */
export const customMetrics = pgTable(
  'custom_metrics',
  {
    ...syncColumns(),
    client_id: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    name: text('name').notNull(),
    unit: text('unit').notNull().default(''),
    coach_id: uuid('coach_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    versionIndex('custom_metrics', t.version),
    index('custom_metrics_client_idx').on(t.client_id),
    index('custom_metrics_coach_idx').on(t.coach_id),
  ],
);
