import { applyOp, expandMutation, type PrimitiveOp } from '../mutations';
import type { AnyRecord } from '../records/index';
import type { OutboxEntry } from './store';

export const recordKey = (entity: string, id: string) => `${entity}:${id}`;

export function splitKey(key: string): { entity: string; id: string } {
  const at = key.lastIndexOf(':');
  return { entity: key.slice(0, at), id: key.slice(at + 1) };
}

/** The primitive operations of a queued mutation; an entry that no longer parses contributes nothing. */
export function opsOf(entry: Pick<OutboxEntry, 'name' | 'args' | 'ops'>): PrimitiveOp[] {
  if (entry.ops) return entry.ops;
  try {
    return expandMutation(entry.name, entry.args);
  } catch {
    return [];
  }
}

export const keysOf = (ops: readonly PrimitiveOp[]) => [...new Set(ops.map((op) => recordKey(op.entity, op.id)))];

/**
 * [C4] What the device shows for one record: the server's copy with every still-pending local
 * mutation applied on top, in outbox order. A local edit is never overwritten by an older server
 * copy, and a server delete wins over pending patches.
 */
export function rebase(server: AnyRecord | null, pending: readonly OutboxEntry[], key: string): AnyRecord | undefined {
  let view: AnyRecord | undefined = server ?? undefined;
  for (const entry of [...pending].sort((a, b) => a.id - b.id)) {
    for (const op of opsOf(entry)) {
      if (recordKey(op.entity, op.id) === key) view = applyOp(view, op, entry.created_at);
    }
  }
  return view;
}
