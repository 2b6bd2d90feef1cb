import { applyOp, expandMutation } from '@sync/mutations';
import { keysOf, recordKey } from '@sync/engine/rebase';
import { ENTITY_TABLES, type UserDatabase } from './database';
import { META } from './store';

/** The browser's word for "this device is out of space"; shown to the user, never swallowed. */
export function isQuotaError(error: unknown): boolean {
  const name = (error as { name?: unknown; inner?: { name?: unknown } } | null)?.name;
  const inner = (error as { inner?: { name?: unknown } } | null)?.inner?.name;
  return name === 'QuotaExceededError' || inner === 'QuotaExceededError';
}

/**
 * [C1] A local write: in ONE transaction the records change and the mutation joins the outbox
 * under the next gapless id, so a closed tab, a lost network or an expired session loses nothing.
 * Throws InvalidMutation (with per-field messages) for a write the contract refuses.
 * Returns the mutation id.
 */
export async function writeLocal(db: UserDatabase, name: string, args: Record<string, unknown>, now = new Date().toISOString()): Promise<number> {
  const ops = expandMutation(name, args);
  const tables = [...new Set(ops.map((op) => ENTITY_TABLES[op.entity].table))].map((table) => db.table(table));
  return db.transaction('rw', [db.outbox, db.shadows, db.meta, ...tables], async () => {
    for (const op of ops) {
      const table = db.records(op.entity);
      const key = recordKey(op.entity, op.id);
      const current = await table.get(op.id);
      // Copy on first write: with nothing pending, what the device shows is the server's copy.
      if (!(await db.shadows.get(key))) await db.shadows.put({ key, data: current ?? null });
      const next = applyOp(current, op, now);
      if (next) await table.put(next);
      else await table.delete(op.id);
    }
    const id = ((await db.meta.get(META.nextMutationId))?.value as number | undefined) ?? 1;
    await db.meta.put({ key: META.nextMutationId, value: id + 1 });
    await db.outbox.add({ id, name, args, keys: keysOf(ops), created_at: now });
    return id;
  });
}
