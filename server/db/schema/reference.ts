import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@core/records/common';
import { syncColumns, versionIndex } from './columns';

/**
 * Reference data (docs/architecture.md §6), written by admins. `key` names seeded rows so seeding and the
 * exercise importer can find them again (unique among live rows, so a deleted one can be made again); `search` holds the names folded for diacritic- and
 * case-insensitive search (server only, never synced).
 */
const referenceColumns = () => ({
  ...syncColumns(),
  key: text('key'),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  search: text('search').notNull().default(''),
});

export const ageGroups = pgTable(
  'age_groups',
  {
    ...referenceColumns(),
    min_age: smallint('min_age').notNull(),
    max_age: smallint('max_age'),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('age_groups_key_unique')
      .on(t.key)
      .where(sql`not ${t.deleted}`),
    versionIndex('age_groups', t.version),
  ],
);

export const countryCodes = pgTable(
  'country_codes',
  {
    ...syncColumns(),
    code: text('code').notNull(),
    dial_code: text('dial_code'),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    search: text('search').notNull().default(''),
  },
  (t) => [
    uniqueIndex('country_codes_code_unique')
      .on(t.code)
      .where(sql`not ${t.deleted}`),
    versionIndex('country_codes', t.version),
  ],
);

export const exerciseTypes = pgTable(
  'exercise_types',
  { ...referenceColumns(), metrics: jsonb('metrics').$type<string[]>().notNull() },
  (t) => [
    uniqueIndex('exercise_types_key_unique')
      .on(t.key)
      .where(sql`not ${t.deleted}`),
    versionIndex('exercise_types', t.version),
  ],
);

export const inventory = pgTable('inventory', { ...referenceColumns(), load_type: text('load_type').notNull() }, (t) => [
  uniqueIndex('inventory_key_unique')
    .on(t.key)
    .where(sql`not ${t.deleted}`),
  versionIndex('inventory', t.version),
]);

export const joints = pgTable('joints', referenceColumns(), (t) => [
  uniqueIndex('joints_key_unique')
    .on(t.key)
    .where(sql`not ${t.deleted}`),
  versionIndex('joints', t.version),
]);

export const muscles = pgTable(
  'muscles',
  { ...referenceColumns(), region: text('region').notNull(), group: text('group').notNull() },
  (t) => [
    uniqueIndex('muscles_key_unique')
      .on(t.key)
      .where(sql`not ${t.deleted}`),
    versionIndex('muscles', t.version),
    index('muscles_group_idx').on(t.group),
  ],
);

export const positions = pgTable('positions', referenceColumns(), (t) => [
  uniqueIndex('positions_key_unique')
    .on(t.key)
    .where(sql`not ${t.deleted}`),
  versionIndex('positions', t.version),
]);
