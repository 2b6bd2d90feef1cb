import { bigint, boolean, customType, index, timestamp, uuid, type PgColumn } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Columns every synced table carries (docs/architecture.md §6): a server-assigned, monotonic version (the
 * pull cursor), the time of the last change, and a tombstone instead of a hard delete.
 * Synced tables name their properties exactly like the wire fields (snake_case), so a record
 * and a row are the same object and one generic service can write every entity.
 * DO NOT rename: clients hold cursors in terms of `version`.
 */
export const syncColumns = () => ({
  id: uuid('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
  updated_at: updatedAt(),
  deleted: boolean('deleted').notNull().default(false),
});

/** Every pull scans by version. */
export const versionIndex = (table: string, version: PgColumn) => index(`${table}_version_idx`).on(version);

/** Bytes (a stored picture), as a Buffer whichever driver read them. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
