import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { LocalizedSteps, LocalizedText } from '@core/records/common';
import { createdAt, syncColumns, versionIndex } from './columns';
import { users } from './users';

export const exercises = pgTable(
  'exercises',
  {
    ...syncColumns(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    instructions: jsonb('instructions').$type<LocalizedSteps>().notNull(),
    type_id: uuid('type_id'),
    primary_muscle_ids: jsonb('primary_muscle_ids').$type<string[]>().notNull().default([]),
    secondary_muscle_ids: jsonb('secondary_muscle_ids').$type<string[]>().notNull().default([]),
    joint_ids: jsonb('joint_ids').$type<string[]>().notNull().default([]),
    position_ids: jsonb('position_ids').$type<string[]>().notNull().default([]),
    inventory_ids: jsonb('inventory_ids').$type<string[]>().notNull().default([]),
    level: text('level'),
    default_rest_seconds: integer('default_rest_seconds'),
    media: jsonb('media').$type<{ kind: 'image' | 'video'; url: string }[]>().notNull().default([]),
    source_name: text('source_name'),
    source_id: text('source_id'),
    source_url: text('source_url'),
    licence: text('licence'),
    /** https only (core/records/exercises.ts); shown as a link, never embedded. */
    video_url: text('video_url'),
    /** Null: the library; else the coach whose own exercise it is. */
    owner_id: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
    search: text('search').notNull().default(''),
  },
  (t) => [
    versionIndex('exercises', t.version),
    index('exercises_owner_idx').on(t.owner_id),
    // The importer finds its own rows again by source and source id.
    uniqueIndex('exercises_source_unique').on(t.source_name, t.source_id),
  ],
);
