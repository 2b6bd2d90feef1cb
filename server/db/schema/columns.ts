import { bigint, boolean, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Columns every synced table carries (DESIGN.md §6): a server-assigned, monotonic version (the
 * pull cursor), the time of the last change, and a tombstone instead of a hard delete.
 * DO NOT rename: clients hold cursors in terms of `version`.
 */
export const syncColumns = () => ({
  version: bigint('version', { mode: 'number' }).notNull(),
  updatedAt: updatedAt(),
  deleted: boolean('deleted').notNull().default(false),
});
