import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { bytea, createdAt, syncColumns, versionIndex } from './columns';
import { users } from './users';

/** What a client's progress photo shows and when (sync/SPEC.md A17); the picture is in photo_files. */
export const progressPhotos = pgTable(
  'progress_photos',
  {
    ...syncColumns(),
    client_id: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    pose: text('pose').notNull(),
    taken_on: date('taken_on').notNull(),
    uploaded_at: timestamp('uploaded_at', { withTimezone: true, mode: 'string' }),
    width: integer('width').notNull().default(0),
    height: integer('height').notNull().default(0),
    byte_size: integer('byte_size').notNull().default(0),
    coach_id: uuid('coach_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    versionIndex('progress_photos', t.version),
    index('progress_photos_client_idx').on(t.client_id, t.taken_on),
    index('progress_photos_coach_idx').on(t.coach_id),
  ],
);

/**
 * The pictures themselves, as the server re-encoded them without any metadata, in the database
 * every server shares (docs/decisions/0136-photos-live-in-postgresql.md). Never synced: devices
 * fetch one by its photo's id.
 */
export const photoFiles = pgTable('photo_files', {
  photo_id: uuid('photo_id')
    .primaryKey()
    .references(() => progressPhotos.id),
  content_type: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  created_at: createdAt(),
});
