import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AnyRecord } from '@core/records/index';
import type { syncColumns } from '../db/schema/columns';

/** A synced table: the sync columns plus the entity's own, named like the wire fields. */
export type SyncTable = PgTable & { [K in keyof ReturnType<typeof syncColumns>]: PgColumn };
export type SyncRow = { id: string; version: number; updated_at: Date; deleted: boolean } & Record<string, unknown>;

/**
 * Columns the server keeps to itself: never sent to devices. `person_id`: whose training a session
 * or set is, which decides who reads it after the coaching ends (sync/SPEC.md A8, A9).
 */
const SERVER_ONLY = new Set(['deleted', 'search', 'created_at', 'person_id']);

const columnsCache = new WeakMap<PgTable, [string, PgColumn][]>();
function columnsOf(table: PgTable): [string, PgColumn][] {
  let columns = columnsCache.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table));
    columnsCache.set(table, columns);
  }
  return columns;
}

export function fieldNames(table: PgTable): string[] {
  return columnsOf(table)
    .map(([key]) => key)
    .filter((key) => !SERVER_ONLY.has(key));
}

/** The record a device receives for a row: ISO timestamps, no server-only columns. */
export function rowToRecord(table: PgTable, row: Record<string, unknown>): AnyRecord {
  const record: Record<string, unknown> = {};
  for (const [key, column] of columnsOf(table)) {
    if (SERVER_ONLY.has(key)) continue;
    const value = row[key];
    if (value instanceof Date) record[key] = value.toISOString();
    // timestamp columns in string mode answer PostgreSQL's text form ("2026-01-01 10:00:00+00").
    else if (typeof value === 'string' && column.columnType === 'PgTimestampString') record[key] = new Date(value).toISOString();
    else record[key] = value ?? null;
  }
  return record as AnyRecord;
}

/** The named fields of a record, absent ones as null: what a write set or replaced, for its history. */
export const pick = (record: Record<string, unknown>, fields: readonly string[]) =>
  Object.fromEntries(fields.map((field) => [field, record[field] ?? null]));

export { fold, foldAll } from '@core/text';
