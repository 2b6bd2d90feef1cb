import { and, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { Conflict } from '@sync/protocol';
import type { EntityName } from '@core/records/index';
import { syncHistory } from '../db/schema/index';
import type { Tx } from '../db/types';
import type { DeviceWrite } from './types';
import { sameJson } from './same-json';

/**
 * [R9] The fields of `changes` that another writer changed after `baseVersion` (the version the
 * device edited from) and whose current value the patch now replaces with a different one. The
 * device's own earlier writes are not conflicts: it knew them.
 */
export async function findConflicts(
  tx: Tx,
  entity: EntityName,
  id: string,
  baseVersion: number,
  device: DeviceWrite | undefined,
  current: Record<string, unknown>,
  changes: Record<string, unknown>,
): Promise<Conflict[]> {
  const later = await tx
    .select({ changes: syncHistory.changes })
    .from(syncHistory)
    .where(
      and(
        eq(syncHistory.entity, entity),
        eq(syncHistory.record_id, id),
        gt(syncHistory.version, baseVersion),
        device ? or(isNull(syncHistory.client_id), ne(syncHistory.client_id, device.clientId)) : undefined,
      ),
    );
  const changedElsewhere = new Set(later.flatMap((row) => Object.keys(row.changes)));
  return Object.keys(changes)
    .filter((field) => changedElsewhere.has(field) && !sameJson(current[field], changes[field]))
    .map((field) => ({ field, replaced: current[field] ?? null }));
}

export interface HistoryEntry {
  entity: EntityName;
  id: string;
  version: number;
  kind: 'put' | 'patch' | 'delete';
  userId: string | null;
  device: DeviceWrite | undefined;
  changes: Record<string, unknown>;
  replaced: Record<string, unknown>;
  conflicts: Conflict[];
}

/** [R9] Keeps one write of a record: what it set and what it replaced, so both values survive. */
export async function recordHistory(tx: Tx, entry: HistoryEntry): Promise<void> {
  await tx.insert(syncHistory).values({
    entity: entry.entity,
    record_id: entry.id,
    version: entry.version,
    kind: entry.kind,
    user_id: entry.userId,
    client_id: entry.device?.clientId ?? null,
    mutation_id: entry.device?.mutationId ?? null,
    changes: entry.changes,
    replaced: entry.replaced,
    conflicts: entry.conflicts.length > 0 ? entry.conflicts : null,
  });
}

/** The conflicts a device's mutation met, for repeating them when its first answer was lost (W3). */
export async function conflictsOf(tx: Tx, device: DeviceWrite): Promise<Conflict[]> {
  const rows = await tx
    .select({ conflicts: syncHistory.conflicts })
    .from(syncHistory)
    .where(and(eq(syncHistory.client_id, device.clientId), eq(syncHistory.mutation_id, device.mutationId)));
  return rows.flatMap((row) => row.conflicts ?? []);
}
