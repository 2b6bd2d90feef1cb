import { v7 as uuidv7 } from 'uuid';
import type { OutboxEntry, SyncStatus, SyncStore } from '@sync/engine/sync-store';
import { opsOf, rebase, recordKey, splitKey } from '@sync/engine/rebase';
import { isEntityName, type AnyRecord, type EntityName } from '@core/records/index';
import type { PrimitiveOp } from '@sync/mutations';
import type { Conflict, PullResponse, PushResponse } from '@sync/protocol';
import { ENTITY_TABLES, type UserDatabase } from './database';
import { INITIAL_STATUS, META } from './meta';

/** Changes applied per transaction when a pull page arrives (see applyPullPage). */
const PULL_CHUNK = 100;

async function metaValue<T>(db: UserDatabase, key: string): Promise<T | undefined> {
  return (await db.meta.get(key))?.value as T | undefined;
}

/** Every table a sync transaction may touch. */
function allTables(db: UserDatabase) {
  return [db.outbox, db.shadows, db.rejections, db.meta, db.conflicts, ...Object.values(ENTITY_TABLES).map(({ table }) => db.table(table))];
}

/**
 * [C4] Recomputes what the device shows for one record from its server copy and the mutations
 * still pending for it; drops the server copy once nothing is pending. Call inside a transaction.
 */
export async function refreshRecord(db: UserDatabase, key: string): Promise<void> {
  const { entity, id } = splitKey(key);
  if (!isEntityName(entity)) return;
  const shadow = await db.shadows.get(key);
  if (!shadow) return;
  const pending = await db.outbox.where('keys').equals(key).toArray();
  const view = rebase(shadow.data, pending, key);
  const table = db.anyRecords(entity);
  if (view) await table.put(view);
  else await table.delete(id);
  if (pending.length === 0) await db.shadows.delete(key);
}

/** The device's side of sync on IndexedDB (sync/SPEC.md §C): each method is one local transaction. */
/**
 * [R9] Replaced values that need no notice: a message marked read on two devices is read, whichever
 * moment is kept. The server's history still has both.
 */
const QUIET_CONFLICTS: Partial<Record<EntityName, readonly string[]>> = { notifications: ['read_at'] };

export class IndexedDbSyncStore implements SyncStore {
  constructor(private readonly db: UserDatabase) {}

  async clientId(): Promise<string> {
    const existing = await metaValue<string>(this.db, META.clientId);
    if (existing) return existing;
    return this.db.transaction('rw', this.db.meta, async () => {
      const again = await metaValue<string>(this.db, META.clientId);
      if (again) return again;
      const id = uuidv7();
      await this.db.meta.put({ key: META.clientId, value: id });
      return id;
    });
  }

  async unpushed(limit: number): Promise<OutboxEntry[]> {
    const acked = (await metaValue<number>(this.db, META.acked)) ?? 0;
    return this.db.outbox.where('id').above(acked).limit(limit).toArray();
  }

  async applyPushResult(response: PushResponse, sentAs: string): Promise<void> {
    await this.db.transaction('rw', allTables(this.db), async () => {
      if (!(await this.stillClient(sentAs))) return;
      const rejectedAt = new Date().toISOString();
      for (const result of response.results) {
        if (result.conflicts?.length) await this.noteConflicts(result.id, result.conflicts, rejectedAt);
        // [C5] A rejection, or a repeat that reports one whose first answer was lost.
        if (!result.error) continue;
        const entry = await this.db.outbox.get(result.id);
        if (!entry) continue;
        await this.db.outbox.delete(entry.id);
        await this.db.rejections.add({ mutation_id: entry.id, name: entry.name, args: entry.args, error: result.error, at: rejectedAt });
        for (const key of entry.keys) await refreshRecord(this.db, key);
      }
      const acked = (await metaValue<number>(this.db, META.acked)) ?? 0;
      await this.db.meta.put({ key: META.acked, value: Math.max(acked, response.lastMutationId) });
    });
  }

  /** [R9] Keeps a notice per replaced field, once, even when a lost answer brings it again. */
  private async noteConflicts(mutationId: number, conflicts: readonly Conflict[], at: string): Promise<void> {
    const entry = await this.db.outbox.get(mutationId);
    if (!entry) return;
    const op = opsOf(entry).find((candidate): candidate is Extract<PrimitiveOp, { kind: 'patch' }> => candidate.kind === 'patch');
    if (!op) return;
    const known = await this.db.conflicts.where('[entity+record_id]').equals([op.entity, op.id]).toArray();
    for (const { field, replaced } of conflicts) {
      if (QUIET_CONFLICTS[op.entity]?.includes(field)) continue;
      if (known.some((notice) => notice.mutation_id === mutationId && notice.field === field)) continue;
      await this.db.conflicts.add({
        entity: op.entity,
        record_id: op.id,
        field,
        replaced,
        written: op.changes[field] ?? null,
        mutation_id: mutationId,
        at,
      });
    }
  }

  async recoverFromGap(serverLast: number, sentAs: string): Promise<void> {
    await this.db.transaction('rw', allTables(this.db), async () => {
      if (await this.stillClient(sentAs)) await this.resumeFrom(serverLast, false);
    });
  }

  /**
   * Whether an answer to a request sent under `sentAs` still describes this outbox. Where every
   * tab syncs (no Web Locks, E5), another tab may have moved what is pending to a new client id
   * (C7) while the answer was on its way; its mutation ids then name other writes, and acting on
   * them (dropping, rejecting, renumbering again) would lose one that was never applied.
   */
  private async stillClient(sentAs: string): Promise<boolean> {
    return (await metaValue<string>(this.db, META.clientId)) === sentAs;
  }

  /**
   * [C7] Continues after `serverLast` when the outbox holds every mutation after it, without a
   * hole. A hole (a mutation rejected, or confirmed and let go, that a server restored from a
   * backup no longer has) can never be sent again: what is pending then starts over under a new
   * client id. Mutations the server already applied under the old id leave the outbox; sent
   * again, they would apply twice. After a push's gap answer their effect has not arrived yet, so
   * it is kept in the server copy until the next pull brings it. At the end of a pull it has
   * arrived (P4): the server copy already holds it, and applying them again would leave the
   * device's own version of fields the server decides (who scheduled, when) on a record the next
   * pull does not bring again.
   */
  private async resumeFrom(serverLast: number, effectsArrived: boolean): Promise<boolean> {
    const entries = await this.db.outbox.orderBy('id').toArray();
    const pending = entries.filter((entry) => entry.id > serverLast);
    if (pending.every((entry, index) => entry.id === serverLast + 1 + index)) {
      await this.db.meta.put({ key: META.acked, value: serverLast });
      return false;
    }
    const applied = entries.filter((entry) => entry.id <= serverLast);
    for (const key of effectsArrived ? [] : new Set(applied.flatMap((entry) => entry.keys))) {
      const shadow = await this.db.shadows.get(key);
      if (shadow) await this.db.shadows.put({ key, data: rebase(shadow.data, applied, key) ?? null });
    }
    await this.db.outbox.clear();
    await this.db.outbox.bulkAdd(pending.map((entry, index) => ({ ...entry, id: index + 1 })));
    for (const key of new Set(applied.flatMap((entry) => entry.keys))) await refreshRecord(this.db, key);
    await this.db.meta.bulkPut([
      { key: META.clientId, value: uuidv7() },
      { key: META.nextMutationId, value: pending.length + 1 },
      { key: META.acked, value: 0 },
    ]);
    return true;
  }

  async cursor(): Promise<string | null> {
    return (await metaValue<string>(this.db, META.cursor)) ?? null;
  }

  /**
   * Applies one page in short transactions of PULL_CHUNK changes, each over only the tables it
   * touches, so a set logged at the gym during a long download waits for one chunk, not for the
   * page (C1 stays one transaction). The cursor moves only in the last one: a tab closed mid-page
   * pulls the page again, and applying a change twice leaves the same record (versions decide).
   */
  async applyPullPage(page: PullResponse, last: boolean, sentAs: string): Promise<void> {
    if (page.reset) await this.db.transaction('rw', allTables(this.db), () => this.resetLocalCopy());
    const known = page.changes.filter((change): change is typeof change & { entity: EntityName } => isEntityName(change.entity));
    for (let start = 0; start < known.length; start += PULL_CHUNK) {
      const chunk = known.slice(start, start + PULL_CHUNK);
      const tables = [...new Set(chunk.map((change) => ENTITY_TABLES[change.entity].table))].map((table) => this.db.table(table));
      await this.db.transaction('rw', [this.db.shadows, this.db.outbox, ...tables], () => this.applyChanges(chunk));
    }
    await this.db.transaction('rw', allTables(this.db), async () => {
      if (last && (await this.stillClient(sentAs))) await this.dropAcknowledged(page.lastMutationId);
      await this.db.meta.put({ key: META.cursor, value: page.cursor });
    });
  }

  /** [C4] Server changes: a record with pending writes gets a new shadow and is rebased on it. */
  private async applyChanges(arrived: readonly (PullResponse['changes'][number] & { entity: EntityName })[]): Promise<void> {
    // A record may come twice in one chunk (a tombstone of what left the user's sight, then the
    // record again when it came back, P6): they are in version order, and the newest is what holds.
    const newest = new Map(arrived.map((change) => [recordKey(change.entity, change.id), change]));
    const changes = [...newest.values()];
    const keys = [...newest.keys()];
    const shadowed = new Set((await this.db.shadows.bulkGet(keys)).filter((shadow) => shadow !== undefined).map((shadow) => shadow.key));
    const puts = new Map<EntityName, AnyRecord[]>();
    const deletes = new Map<EntityName, string[]>();
    for (const change of changes) {
      const key = recordKey(change.entity, change.id);
      // The wire types a record's fields as unknown; the server sends each record whole, updated_at included (R1).
      const data = change.deleted || !change.data ? null : ({ ...change.data, id: change.id, version: change.version } as AnyRecord);
      if (shadowed.has(key)) {
        await this.db.shadows.put({ key, data });
        await refreshRecord(this.db, key);
      } else if (data) {
        puts.set(change.entity, [...(puts.get(change.entity) ?? []), data]);
      } else {
        deletes.set(change.entity, [...(deletes.get(change.entity) ?? []), change.id]);
      }
    }
    for (const [entity, records] of puts) await this.db.anyRecords(entity).bulkPut(records);
    for (const [entity, ids] of deletes) await this.db.anyRecords(entity).bulkDelete(ids);
  }

  async setStatus(change: Partial<SyncStatus>): Promise<void> {
    await this.db.transaction('rw', this.db.meta, async () => {
      const current = (await metaValue<SyncStatus>(this.db, META.status)) ?? INITIAL_STATUS;
      await this.db.meta.put({ key: META.status, value: { ...current, ...change } });
    });
  }

  /** [C3] Mutations the server applied, now that their effect has arrived, leave the outbox. */
  private async dropAcknowledged(lastMutationId: number): Promise<void> {
    const acked = (await metaValue<number>(this.db, META.acked)) ?? 0;
    // [C7] A server restored from a backup no longer has mutations it acknowledged: what the
    // outbox still holds of them is sent again (or, past a hole, under a new client id), not left
    // waiting for a confirmation that cannot come.
    if (lastMutationId < acked && (await this.resumeFrom(lastMutationId, true))) return;
    const done = await this.db.outbox.where('id').belowOrEqual(lastMutationId).toArray();
    if (done.length === 0) return;
    await this.db.outbox.bulkDelete(done.map((entry) => entry.id));
    for (const key of new Set(done.flatMap((entry) => entry.keys))) await refreshRecord(this.db, key);
    await this.db.meta.put({ key: META.acked, value: lastMutationId });
  }

  /** [C6] The server's copy is replaced: everything goes, pending mutations are re-applied on nothing. */
  private async resetLocalCopy(): Promise<void> {
    for (const { table } of Object.values(ENTITY_TABLES)) await this.db.table(table).clear();
    const shadows = await this.db.shadows.toArray();
    const pendingKeys = new Set((await this.db.outbox.toArray()).flatMap((entry) => entry.keys));
    for (const key of pendingKeys) if (!shadows.some((shadow) => shadow.key === key)) shadows.push({ key, data: null });
    await this.db.shadows.bulkPut(shadows.map((shadow) => ({ key: shadow.key, data: null })));
    for (const shadow of shadows) await refreshRecord(this.db, shadow.key);
  }
}
