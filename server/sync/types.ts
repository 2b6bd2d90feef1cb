import type { SQL } from 'drizzle-orm';
import type { PrimitiveOp } from '@sync/mutations';
import type { Conflict } from '@sync/protocol';
import type { EntityName } from '@core/records/index';
import type { Tx } from '../db/types';
import type { AuthUser } from '../plugins/auth';
import type { SyncRow, SyncTable } from './rows';

/*
 * The types the write engine (apply.ts) and the entity rules (entities/) share. They live apart
 * from both so that neither imports the other for them: the engine reads the entity registry, and
 * an entity reaches the engine only through the WriteEffects it is handed (the way a Replicache
 * mutator receives its WriteTransaction), so the registry never imports the engine back.
 */

/** The device mutation behind a write, when a device made it. */
export interface DeviceWrite {
  clientId: string;
  mutationId: number;
}

/**
 * Who writes: a signed-in user, whose every write passes the entity's access rules, or the
 * server itself (seeding, importing, delivering messages), which sets server-owned fields directly.
 */
export type Actor = { user: AuthUser; device?: DeviceWrite } | { system: true };

/** A write as stored, and the newer values from other devices it replaced (R9). */
export interface Written {
  record: Record<string, unknown>;
  conflicts: Conflict[];
}

/**
 * What an entity's rules may do beyond their own row, in the writer's transaction; the engine
 * provides it. Functions bound to the write, not methods: the rules take them apart.
 */
export interface WriteEffects {
  /** Writes one primitive operation as the server itself, through the one write path (sync/SPEC.md §R): a message to another person. */
  write: (op: PrimitiveOp) => Promise<Written | undefined>;
  /**
   * [P6] The person of client record `clientId` (`userId`) no longer reaches it (it was deleted or
   * unlinked): what they saw through it leaves their devices, unless they still reach it another way.
   */
  revokeClientScope: (clientId: string, userId: string) => Promise<void>;
  /** [P6] A calendar entry moved away from `clientId`: its person's devices drop it. */
  revokeMovedEntry: (clientId: unknown, entryId: string) => Promise<void>;
  /** [P6] A plan assignment deleted or moved off `clientId` or its plan: its person's devices drop what it gave them. */
  revokeAssignment: (clientId: unknown, assignmentId: string, planId: unknown) => Promise<void>;
}

export interface WriteContext extends WriteEffects {
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
  /**
   * With batchKey, for an entity whose authorize reads more of a record than its key (a set log's
   * session and exercise): authorizes a whole group of new records at once, exactly as authorize
   * would each of them, and answers each record's server-owned values. Without it the group's
   * first record is authorized for all.
   */
  authorizeGroup?(
    ctx: WriteContext,
    records: readonly Record<string, unknown>[],
  ): Promise<(record: Record<string, unknown>) => Record<string, unknown>>;
  /** Rows are only ever inserted (and tombstoned): set logs. */
  appendOnly?: boolean;
}
