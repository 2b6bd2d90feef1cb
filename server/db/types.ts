import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index';

export type Schema = typeof schema;

/** The drizzle handle every service takes: the same type whether PGlite or PostgreSQL is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Services accept either, so a caller can compose several writes in one transaction. */
export type DbOrTx = Db | Tx;

export type DatabaseKind = 'pglite' | 'postgresql';

export interface Database {
  readonly kind: DatabaseKind;
  readonly db: Db;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Flushes and releases the database. Safe to call twice. */
  close(): Promise<void>;
}
