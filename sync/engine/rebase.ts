import { applyOp, assignmentOps, expandMutation, type AssignmentRead, type PrimitiveOp } from '../mutations';
import type { AnyRecord } from '../../core/records/index';
import type { OutboxEntry } from './sync-store';

export const recordKey = (entity: string, id: string) => `${entity}:${id}`;

export function splitKey(key: string): { entity: string; id: string } {
  const at = key.lastIndexOf(':');
  return { entity: key.slice(0, at), id: key.slice(at + 1) };
}

/**
 * An assignment's operations made again, by its id and when it was written: rebasing a thousand
 * entries asks for them once per entry. One write's reads always make the same operations.
 */
const assignedOps = new Map<string, PrimitiveOp[]>();
const ASSIGNED_KEPT = 100;

function opsOfAssigned({
  args,
  created_at,
  assigned,
}: Pick<OutboxEntry, 'args' | 'created_at'> & { assigned: AssignmentRead }): PrimitiveOp[] {
  const id = (args.assignment as { id?: unknown } | undefined)?.id;
  const key = typeof id === 'string' ? `${id}@${created_at}` : undefined;
  const known = key ? assignedOps.get(key) : undefined;
  if (known) return known;
  const ops = assignmentOps(args, assigned);
  if (!key) return ops;
  assignedOps.set(key, ops);
  const oldest = assignedOps.keys().next().value;
  if (assignedOps.size > ASSIGNED_KEPT && oldest !== undefined) assignedOps.delete(oldest);
  return ops;
}

/** The primitive operations of a queued mutation; an entry that no longer parses contributes nothing. */
export function opsOf(entry: Pick<OutboxEntry, 'name' | 'args' | 'created_at' | 'ops' | 'assigned'>): PrimitiveOp[] {
  if (entry.ops) return entry.ops;
  try {
    return entry.assigned ? opsOfAssigned({ ...entry, assigned: entry.assigned }) : expandMutation(entry.name, entry.args);
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
