import { getTableColumns, inArray, type Table } from 'drizzle-orm';
import type { PrimitiveOp } from '@sync/mutations';
import { syncHistory } from '../db/schema/index';
import type { Tx } from '../db/types';
import { ENTITIES } from './entities/index';
import { fieldNames, pick } from './rows';
import type { Actor, WriteContext, WriteEffects } from './types';
import { nextVersions } from './versions';

type Put = Extract<PrimitiveOp, { kind: 'put' }>;

/** Parameters per INSERT: under PostgreSQL's limit of 65,535, with room to spare. */
const PARAMETERS_PER_INSERT = 50_000;

/** Rows of `table` one INSERT takes: as many as its columns' parameters allow (a set log's, about 2,000). */
const rowsPerInsert = (table: Table) => Math.floor(PARAMETERS_PER_INSERT / Object.keys(getTableColumns(table)).length);

/**
 * Many new records of one entity from one mutation (the calendar entries of a plan assignment,
 * sync/SPEC.md G4) written as applyPrimitive would write them one by one (the same checks, values,
 * versions and history), in a few statements: a 12-week plan for 20 clients is a thousand records.
 * Authorization runs once per group of records the entity authorizes alike (`batchKey`), with
 * the group's first record. Answers false, having written nothing, when the entity has no
 * `batchKey` or one of the ids is taken (a tombstone, say): the caller then writes them one by
 * one, which gives such a record its own answer (R3). `effects` are what applyPrimitive hands the
 * entity's rules, so they act alike on both paths.
 */
export async function createRecords(tx: Tx, actor: Actor, puts: readonly Put[], effects: WriteEffects): Promise<boolean> {
  const first = puts[0];
  if (!first) return true;
  const def = ENTITIES[first.entity];
  if (!def.batchKey || puts.some((op) => op.entity !== first.entity)) return false;
  const ids = puts.map((op) => op.id);
  const taken = await tx.select({ id: def.table.id }).from(def.table).where(inArray(def.table.id, ids));
  if (taken.length > 0) return false;

  // The first record of each group, by index: the one its rules run with; and all of them, for authorizeGroup.
  const groups = new Map<string, number>();
  const members = new Map<string, Record<string, unknown>[]>();
  puts.forEach((op, index) => {
    const key = def.batchKey?.(op.record) ?? '';
    if (!groups.has(key)) groups.set(key, index);
    const group = members.get(key);
    if (group) group.push(op.record);
    else members.set(key, [op.record]);
  });
  const changedOf = (op: Put) => Object.keys(op.record).filter((field) => field !== 'id');
  const owned = new Map<string, (record: Record<string, unknown>) => Record<string, unknown>>();
  for (const [key, index] of groups) {
    const representative = puts[index] as Put;
    const ctx: WriteContext | undefined =
      'user' in actor
        ? {
            ...effects,
            tx,
            user: actor.user,
            kind: 'put',
            existing: undefined,
            next: representative.record,
            changed: changedOf(representative),
          }
        : undefined;
    if (!ctx) owned.set(key, () => ({}));
    else if (def.authorizeGroup) owned.set(key, await def.authorizeGroup(ctx, members.get(key) ?? []));
    else {
      const values = await def.authorize(ctx);
      owned.set(key, () => values);
    }
  }

  const columns = new Set(fieldNames(def.table));
  const firstVersion = await nextVersions(tx, puts.length);
  const now = new Date();
  const rows = puts.map((op, index) => {
    for (const field of Object.keys(op.record)) {
      // [R1] As in applyPrimitive: a schema field without a column is a bug, never a silent drop.
      if (!columns.has(field)) throw new Error(`${op.entity}.${field} has no column to be stored in`);
    }
    const values: Record<string, unknown> = { ...op.record, ...owned.get(def.batchKey?.(op.record) ?? '')?.(op.record) };
    if (def.search) values.search = def.search(values);
    return { ...values, id: op.id, version: firstVersion + index, updated_at: now };
  });
  const perInsert = rowsPerInsert(def.table);
  for (let start = 0; start < rows.length; start += perInsert) await tx.insert(def.table).values(rows.slice(start, start + perInsert));

  const userId = 'user' in actor ? actor.user.id : null;
  const device = 'user' in actor ? actor.device : undefined;
  const history = puts.map((op, index) => ({
    entity: op.entity,
    record_id: op.id,
    version: firstVersion + index,
    kind: 'put' as const,
    user_id: userId,
    client_id: device?.clientId ?? null,
    mutation_id: device?.mutationId ?? null,
    changes: pick(rows[index] ?? {}, changedOf(op)),
    replaced: {},
    conflicts: null,
  }));
  const historyPerInsert = rowsPerInsert(syncHistory);
  for (let start = 0; start < history.length; start += historyPerInsert)
    await tx.insert(syncHistory).values(history.slice(start, start + historyPerInsert));

  // What a write does beyond its row (a client's device receiving the entry's workout) is the same
  // for every record of a group: done once for each.
  if ('user' in actor && def.afterWrite) {
    for (const index of groups.values()) {
      const row = rows[index];
      if (row)
        await def.afterWrite(
          { ...effects, tx, user: actor.user, kind: 'put', existing: undefined, next: row, changed: changedOf(puts[index] as Put) },
          row,
        );
    }
  }
  return true;
}
