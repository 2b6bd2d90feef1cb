import type { AnyRecord, EntityName } from '@core/records/index';
import {
  applyOp,
  expandWith,
  isDomainOperation,
  validatePatched,
  type AssignmentRead,
  type ExpansionSource,
  type PrimitiveOp,
} from '@sync/mutations';
import { keysOf, recordKey } from '@sync/engine/rebase';
import type { OutboxEntry } from '@sync/engine/sync-store';
import type { Shadow, UserDatabase } from './database';
import { withPlanDefaults } from './stored-plans';
import { localWriteTables } from './write-tables';
import { META } from './meta';

/** The patched fields as validation normalizes them (trimmed text, empty → null); throws InvalidMutation. */
function normalizedChanges(
  entity: EntityName,
  current: Record<string, unknown>,
  changes: Record<string, unknown>,
): Record<string, unknown> {
  const merged = validatePatched(entity, current, changes);
  return Object.fromEntries(
    Object.keys(changes)
      .filter((field) => field in merged)
      .map((field) => [field, merged[field]]),
  );
}

/**
 * [R9] A patch names the server version it was made against: the server copy this device had
 * (its shadow, C2). A record the server has never had (version 0) has no other writer to miss.
 */
function withBaseVersion(shadow: Shadow | undefined, args: Record<string, unknown>): Record<string, unknown> {
  const version = shadow?.data?.version ?? 0;
  return version > 0 ? { ...args, base_version: version } : args;
}

/** The distinct record ids the operations touch, by entity. */
function idsByEntity(ops: readonly PrimitiveOp[]): Map<EntityName, string[]> {
  const byEntity = new Map<EntityName, Set<string>>();
  for (const op of ops) byEntity.set(op.entity, (byEntity.get(op.entity) ?? new Set()).add(op.id));
  return new Map([...byEntity].map(([entity, ids]) => [entity, [...ids]]));
}

/** What a domain operation reads on this device (sync/SPEC.md M3): the records as the device shows them. */
export function deviceSource(db: UserDatabase): ExpansionSource {
  return {
    plan: async (id) => {
      const plan = await db.records('workout-plans').get(id);
      return plan && withPlanDefaults(plan);
    },
    workouts: async (ids) => (await db.records('workouts').bulkGet([...ids])).filter((found) => found !== undefined),
    assignment: (id) => db.records('plan-assignments').get(id),
    assignmentEntries: async (assignment) =>
      db
        .records('calendar-entries')
        .where('client_id')
        .equals(assignment.client_id)
        .filter((entry) => entry.assignment_id === assignment.id)
        .toArray(),
  };
}

/**
 * [C1] A local write: in ONE transaction the records change and the mutation joins the outbox
 * under the next gapless id, so a closed tab, a lost network or an expired session loses nothing.
 * Throws InvalidMutation (with per-field messages) for a write the contract refuses.
 * Returns the mutation id.
 */
export async function writeLocal(
  db: UserDatabase,
  name: string,
  args: Record<string, unknown>,
  now = new Date().toISOString(),
): Promise<number> {
  return (await writeLocalRecords(db, name, args, now)).mutationId;
}

/**
 * writeLocal, answering also the records as it stored them (null for one it deleted), in the
 * order of the mutation's operations: a screen can show them at once, without reading them back.
 */
export async function writeLocalRecords(
  db: UserDatabase,
  name: string,
  args: Record<string, unknown>,
  now = new Date().toISOString(),
): Promise<{ mutationId: number; records: (AnyRecord | null)[] }> {
  const [written] = await writeLocalBatch(db, [{ name, args }], now);
  if (!written) throw new Error('writeLocalBatch answered nothing for one mutation');
  return written;
}

/**
 * [C1] Several independent local writes (a plan given to twenty clients) in ONE transaction: each
 * its own mutation with the next gapless id, applied in order, all or none. Their records are read
 * and written in bulk. A domain operation reads what it expands from the device as it was before
 * the batch, so the mutations of one batch must not build on each other.
 */
export async function writeLocalBatch(
  db: UserDatabase,
  mutations: readonly { name: string; args: Record<string, unknown> }[],
  now = new Date().toISOString(),
): Promise<{ mutationId: number; records: (AnyRecord | null)[] }[]> {
  const source = memoized(deviceSource(db));
  // Expanded side by side: each reads the device as it was before the batch, none builds on another.
  const expanded = await Promise.all(mutations.map(({ name, args }) => expandNoting(name, args, source)));
  const all = expanded.flatMap(({ ops }) => ops);
  const byEntity = idsByEntity(all);
  const keys = keysOf(all);
  return db.transaction(
    'rw',
    localWriteTables(
      db,
      all.map((op) => op.entity),
    ),
    async () => {
      // Every record the operations touch, their shadows and the next mutation id are asked for at
      // once and written back at once: a plan given to twenty clients is some thousand records. One
      // cursor per table finds them (anyOf) where a request per key would answer a thousand times,
      // mostly that the record does not exist yet.
      const [found, shadows, next] = await Promise.all([
        Promise.all([...byEntity].map(([entity, ids]) => db.anyRecords(entity).where(':id').anyOf(ids).toArray())),
        db.shadows.where(':id').anyOf(keys).toArray(),
        db.meta.get(META.nextMutationId),
      ]);
      const shown = new Map<string, AnyRecord | undefined>();
      [...byEntity].forEach(([entity], table) => found[table]?.forEach((record) => shown.set(recordKey(entity, record.id), record)));
      // Copy on first write: with nothing pending, what the device shows is the server's copy.
      const shadowOf = new Map(shadows.map((shadow) => [shadow.key, shadow]));
      const copies = keys.filter((key) => !shadowOf.get(key)).map((key) => ({ key, data: shown.get(key) ?? null }));
      for (const copy of copies) shadowOf.set(copy.key, copy);
      const firstId = (next?.value as number | undefined) ?? 1;
      const results: { mutationId: number; records: (AnyRecord | null)[] }[] = [];
      const entries: OutboxEntry[] = [];
      for (const [index, { name, args }] of mutations.entries()) {
        const { ops = [], assigned } = expanded[index] ?? {};
        const records: (AnyRecord | null)[] = [];
        for (const op of ops) {
          const key = recordKey(op.entity, op.id);
          const current = shown.get(key);
          // A patch is checked as the record it makes (C1), as the server will check it, so the
          // screen never shows what the server is bound to refuse.
          const checked = op.kind === 'patch' && current ? { ...op, changes: normalizedChanges(op.entity, current, op.changes) } : op;
          const next = applyOp(current, checked, now);
          shown.set(key, next);
          records.push(next ?? null);
        }
        const patch = ops.length === 1 && ops[0]?.kind === 'patch' && !('base_version' in args) ? ops[0] : undefined;
        const id = firstId + index;
        // A domain operation keeps the operations it expanded to, an assignment what it read to make
        // them: expanding from the records again later (C4) would read records that have changed since.
        const kept = assigned ? { assigned } : isDomainOperation(name) ? { ops } : {};
        entries.push({
          id,
          name,
          args: patch ? withBaseVersion(shadowOf.get(recordKey(patch.entity, patch.id)), args) : args,
          keys: keysOf(ops),
          created_at: now,
          ...kept,
        });
        results.push({ mutationId: id, records });
      }
      const writes: Promise<unknown>[] = [];
      if (copies.length > 0) writes.push(db.shadows.bulkPut(copies));
      for (const [entity, ids] of byEntity) {
        const after = ids.map((id) => shown.get(recordKey(entity, id)));
        const kept = after.filter((record) => record !== undefined);
        if (kept.length > 0) writes.push(db.anyRecords(entity).bulkPut(kept));
        const gone = ids.filter((_id, index) => after[index] === undefined);
        if (gone.length > 0) writes.push(db.anyRecords(entity).bulkDelete(gone));
      }
      writes.push(db.meta.put({ key: META.nextMutationId, value: firstId + mutations.length }), db.outbox.bulkAdd(entries));
      await Promise.all(writes);
      return results;
    },
  );
}

/** Expands a mutation, noting the plan and workouts an assignment read (M3). */
async function expandNoting(
  name: string,
  args: Record<string, unknown>,
  source: ExpansionSource,
): Promise<{ ops: PrimitiveOp[]; assigned?: AssignmentRead }> {
  let plan: AssignmentRead['plan'] | undefined;
  let workouts: AssignmentRead['workouts'] | undefined;
  const noting: ExpansionSource = {
    ...source,
    plan: async (id) => (plan = await source.plan(id)),
    workouts: async (ids) => (workouts = await source.workouts(ids)),
  };
  const ops = await expandWith(name, args, noting);
  return name === 'plan-assignments.assign' && plan && workouts ? { ops, assigned: { plan, workouts } } : { ops };
}

/** A source that reads each plan and workout once per batch: twenty assignments of one plan read it once. */
function memoized(source: ExpansionSource): ExpansionSource {
  const plans = new Map<string, ReturnType<ExpansionSource['plan']>>();
  const workouts = new Map<string, ReturnType<ExpansionSource['workouts']>>();
  return {
    ...source,
    plan: (id) => plans.get(id) ?? plans.set(id, source.plan(id)).get(id) ?? source.plan(id),
    workouts: (ids) => {
      const key = [...ids].sort().join(',');
      return workouts.get(key) ?? workouts.set(key, source.workouts(ids)).get(key) ?? source.workouts(ids);
    },
  };
}
