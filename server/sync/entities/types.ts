import type { SQL } from 'drizzle-orm';
import type { EntityName } from '@sync/records/index';
import type { Tx } from '../../db/types';
import type { AuthUser } from '../../plugins/auth';
import type { SyncRow, SyncTable } from '../records';

export interface WriteContext {
  tx: Tx;
  user: AuthUser;
  kind: 'put' | 'patch' | 'delete';
  /** The row as stored before this write; undefined when the write creates it. Never a tombstone. */
  existing: SyncRow | undefined;
  /** The record as it will be: the put record, the patched record, or for a delete the existing one. */
  next: Record<string, unknown>;
  /** Fields the client set or changed. */
  changed: readonly string[];
}

/**
 * One synced entity on the server: where it lives, who may read it, and the one place each of its
 * write rules lives (sync/SPEC.md §A). The sync push and the admin REST API both write through it.
 */
export interface EntityDef {
  name: EntityName;
  table: SyncTable;
  /** The rows `user` may read, as a condition on `table`; undefined when none. */
  readable(user: AuthUser): SQL | undefined;
  /** Throws MutationRejected when `user` may not make this write; returns the server-owned field values to store. */
  authorize(ctx: WriteContext): Promise<Record<string, unknown>>;
  /** Refuses a delete while other records still use this one. */
  assertUnused?(ctx: WriteContext): Promise<void>;
  /** Effects beyond the row itself, in the same transaction. */
  afterWrite?(ctx: WriteContext, written: Record<string, unknown>): Promise<void>;
  /** The text search matches, folded; stored in the row's `search` column. */
  search?(record: Record<string, unknown>): string;
  /**
   * For many new records in one mutation (server/sync/new-records.ts): records with the same key are
   * authorized alike and have the same effects, so the rules run once per key. Only an entity whose
   * authorize and afterWrite read nothing of a new record beyond its key sets it.
   */
  batchKey?(record: Record<string, unknown>): string;
  /** Rows are only ever inserted (and tombstoned): set logs. */
  appendOnly?: boolean;
}
