import { eq, sql } from 'drizzle-orm';
import { expandWith, validatePatched, type PrimitiveOp } from '@sync/mutations';
import type { Conflict } from '@sync/protocol';
import { SERVER_OWNED_FIELDS } from '@core/records/index';
import type { Tx } from '../db/types';
import type { AuthUser } from '../plugins/auth';
import { ENTITIES } from './entities/index';
import { missing, rejected } from './rejections';
import { serverSource } from './expansion';
import { createRecords } from './new-records';
import { fieldNames, pick, rowToRecord, type SyncRow } from './rows';
import { findConflicts, recordHistory } from './history-writes';
import { revokeAssignment, revokeClientScope, revokeMovedEntry } from './scope';
import type { Actor, WriteContext, WriteEffects, Written } from './types';
import { nextVersion } from './versions';
import { sameJson } from './same-json';

/**
 * What the entities' rules may do beyond their own row, bound to this transaction: handed to
 * them with each write, so the registry they live in never imports the engine that reads it.
 */
export function effectsOf(tx: Tx): WriteEffects {
  return {
    write: (op) => applyPrimitive(tx, { system: true }, op),
    revokeClientScope: (clientId, userId) => revokeClientScope(tx, clientId, userId),
    revokeMovedEntry: (clientId, entryId) => revokeMovedEntry(tx, clientId, entryId),
    revokeAssignment: (clientId, assignmentId, planId) => revokeAssignment(tx, clientId, assignmentId, planId),
  };
}

/** The context an entity's rules see for a signed-in user's write. */
const writeContext = (tx: Tx, user: AuthUser, fields: Pick<WriteContext, 'kind' | 'existing' | 'next' | 'changed'>): WriteContext => ({
  ...effectsOf(tx),
  tx,
  user,
  ...fields,
});

/**
 * The row to write, locked, and whether the writer may read it. A record the writer cannot read
 * answers as if it did not exist, before any comparison or validation: otherwise the answer to a
 * write (a repeated set log "applied", a tombstone "deleted") would tell a stranger that the id
 * exists (sync/SPEC.md A11).
 */
async function lockRow(tx: Tx, actor: Actor, op: PrimitiveOp): Promise<SyncRow | undefined> {
  const def = ENTITIES[op.entity];
  const { table } = def;
  const condition = 'user' in actor ? def.readable(actor.user) : sql`true`;
  const [found] = await tx
    .select({ row: table, readable: sql<boolean>`coalesce(${condition ?? sql`false`}, false)` })
    .from(table)
    .where(eq(table.id, op.id))
    .for('update');
  if (!found) return undefined;
  // [R4] Deleting what one cannot see is the same no-op as deleting what does not exist.
  if (!found.readable) {
    if (op.kind === 'delete') return undefined;
    throw missing();
  }
  return found.row as SyncRow;
}

/**
 * Applies one primitive operation in the caller's transaction: the one write path for sync pushes,
 * the admin REST API and the server's own writes (sync/SPEC.md §R). Returns the record as stored,
 * or undefined when there was nothing to do. Throws MutationRejected for permanent refusals.
 * Every write is kept in the record's history (R9).
 */
export async function applyPrimitive(tx: Tx, actor: Actor, op: PrimitiveOp): Promise<Written | undefined> {
  const def = ENTITIES[op.entity];
  const history = (version: number, changes: Record<string, unknown>, replaced: Record<string, unknown>, conflicts: Conflict[] = []) =>
    recordHistory(tx, {
      entity: op.entity,
      id: op.id,
      version,
      kind: op.kind,
      userId: 'user' in actor ? actor.user.id : null,
      device: 'user' in actor ? actor.device : undefined,
      changes,
      replaced,
      conflicts,
    });
  const row = await lockRow(tx, actor, op);
  const existing = row && !row.deleted ? row : undefined;

  if (op.kind === 'delete') {
    // [R4] Deleting an absent or already deleted record is a complete no-op.
    if (!existing) return undefined;
    const ctx = 'user' in actor ? writeContext(tx, actor.user, { kind: 'delete', existing, next: existing, changed: [] }) : undefined;
    if (ctx) {
      await def.authorize(ctx);
      await def.assertUnused?.(ctx);
    }
    const version = await nextVersion(tx);
    await tx.update(def.table).set({ deleted: true, version, updated_at: new Date() }).where(eq(def.table.id, op.id));
    await history(version, {}, {});
    const written = { ...existing, deleted: true };
    if (ctx) await def.afterWrite?.(ctx, written);
    return { record: written, conflicts: [] };
  }

  // [R3] A delete wins: nothing writes over a tombstone.
  if (row?.deleted) throw rejected('deleted', 'This record has been deleted');

  let next: Record<string, unknown>;
  let changed: string[];
  if (op.kind === 'put') {
    if (existing && def.appendOnly) {
      // [R6] Append-only records are written once; the same put again is a harmless repeat, but
      // only for a writer who may write it (authorized first, A11).
      if ('user' in actor) await def.authorize(writeContext(tx, actor.user, { kind: 'put', existing, next: op.record, changed: [] }));
      const current = rowToRecord(def.table, existing);
      const fields = Object.keys(op.record).filter((field) => !(SERVER_OWNED_FIELDS[op.entity] ?? []).includes(field));
      if (fields.every((field) => sameJson(current[field], op.record[field]))) return { record: current, conflicts: [] };
      throw rejected('append_only', 'A logged set cannot be changed; delete it and log it again');
    }
    next = op.record;
    const current = existing ? rowToRecord(def.table, existing) : undefined;
    changed = Object.keys(op.record).filter((field) => field !== 'id' && (!current || !sameJson(current[field], op.record[field])));
  } else {
    if (!existing) throw missing();
    if (def.appendOnly) throw rejected('append_only', 'A logged set cannot be changed; delete it and log it again');
    const merged = validatePatched(op.entity, rowToRecord(def.table, existing), op.changes);
    next = merged;
    changed = Object.keys(op.changes);
  }

  const ctx = 'user' in actor ? writeContext(tx, actor.user, { kind: op.kind, existing, next, changed }) : undefined;
  const owned = ctx ? await def.authorize(ctx) : {};
  const columns = new Set(fieldNames(def.table));
  const values: Record<string, unknown> = {};
  // [R2] Field-level: a patch writes only the fields it names, so concurrent patches of different fields both survive.
  for (const field of op.kind === 'patch' ? changed : Object.keys(next)) {
    // [R1] The schemas refuse unknown fields, and a test holds every schema field to a column; a
    // field without one here is a bug, so it stops the push (W6) instead of being dropped.
    if (!columns.has(field)) throw new Error(`${op.entity}.${field} has no column to be stored in`);
    values[field] = next[field];
  }
  Object.assign(values, owned);
  const full = { ...(existing ? rowToRecord(def.table, existing) : {}), ...next, ...owned };
  if (def.search) values.search = def.search(full);
  values.version = await nextVersion(tx);
  values.updated_at = new Date();

  if (row) {
    await tx.update(def.table).set(values).where(eq(def.table.id, op.id));
  } else {
    await tx.insert(def.table).values({ ...values, id: op.id });
  }
  const before = existing ? rowToRecord(def.table, existing) : {};
  const conflicts =
    op.kind === 'patch' && op.base_version !== undefined
      ? await findConflicts(tx, op.entity, op.id, op.base_version, 'user' in actor ? actor.device : undefined, before, pick(next, changed))
      : [];
  await history(values.version as number, pick(values, changed), existing ? pick(before, changed) : {}, conflicts);
  const written = { ...full, id: op.id, version: values.version };
  if (ctx) await def.afterWrite?.(ctx, written);
  return { record: written, conflicts };
}

/**
 * Applies one named mutation (sync/SPEC.md §M) in the caller's transaction: its primitive
 * operations in order, each through applyPrimitive, so a device's push, the admin REST API and the
 * server's own writes as a user expand and apply mutations the same way. A refusal of any operation
 * throws and leaves the rollback to the caller's transaction. Returns the newer values from other
 * devices that the operations replaced (R9).
 */
export async function applyMutation(tx: Tx, actor: Actor, name: string, args: unknown): Promise<Conflict[]> {
  const conflicts: Conflict[] = [];
  const ops = await expandWith(name, args, serverSource(tx, actor));
  for (let at = 0; at < ops.length;) {
    // A run of new records of one entity (a plan's entries) is written together when it can be.
    let end = at;
    while (end < ops.length && ops[end]?.kind === 'put' && ops[end]?.entity === ops[at]?.entity) end += 1;
    if (end - at > 1 && (await createRecords(tx, actor, ops.slice(at, end) as Extract<PrimitiveOp, { kind: 'put' }>[], effectsOf(tx)))) {
      at = end;
      continue;
    }
    const op = ops[at] as PrimitiveOp;
    conflicts.push(...((await applyPrimitive(tx, actor, op))?.conflicts ?? []));
    at += 1;
  }
  return conflicts;
}
