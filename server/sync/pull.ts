import { and, asc, eq, gt } from 'drizzle-orm';
import { ENTITY_NAMES, isEntityName, type EntityName } from '@sync/records/index';
import { PULL_LIMIT_DEFAULT, type Change, type PullRequest, type PullResponse } from '@sync/protocol';
import { syncClients, syncRevocations, syncScopes, syncState } from '../db/schema/index';
import type { Db, Tx } from '../db/types';
import type { AuthUser } from '../plugins/auth';
import { lastMutationOf } from './clients';
import { decodeCursor, encodeCursor } from './cursor';
import { ENTITIES } from './entities/index';
import { rowToRecord, type SyncRow } from './records';

async function scopeEpoch(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx.select({ epoch: syncScopes.epoch }).from(syncScopes).where(eq(syncScopes.user_id, userId));
  return row?.epoch ?? 0;
}

async function maxVersion(tx: Tx): Promise<number> {
  const [row] = await tx.select({ version: syncState.version }).from(syncState);
  return row?.version ?? 0;
}

/**
 * What changed for this user since the cursor (sync/SPEC.md §P), in version order, one page.
 * Read in one repeatable-read snapshot, lastMutationId included, so a device never drops a
 * pending mutation whose effect it has not yet received.
 */
export async function pull(db: Db, user: AuthUser, instanceId: string, request: PullRequest): Promise<PullResponse> {
  const limit = request.limit ?? PULL_LIMIT_DEFAULT;
  const response = await db.transaction(
    async (tx) => {
      const lastMutationId = await lastMutationOf(tx, request.clientId, user.id);
      const epoch = await scopeEpoch(tx, user.id);
      const max = await maxVersion(tx);
      const cursor = request.cursor === null ? undefined : decodeCursor(request.cursor);
      // [P3] A cursor from another installation, an older scope, or beyond what this server has
      // (restored from a backup) cannot be continued: the device starts over.
      const reset = request.cursor !== null && (!cursor || cursor.instance !== instanceId || cursor.epoch !== epoch || cursor.version > max);
      const from = cursor && !reset ? cursor.version : 0;
      const next = (version: number) => encodeCursor({ instance: instanceId, epoch, version });
      if (from >= max) return { cursor: next(max), lastMutationId, changes: [], hasMore: false, ...(reset ? { reset: true as const } : {}) };

      const found: { entity: EntityName; row: SyncRow }[] = [];
      let truncated = false;
      // [P6] Records that left this user's sight since the cursor come as tombstones.
      if (from > 0) {
        const revoked = await tx
          .select()
          .from(syncRevocations)
          .where(and(eq(syncRevocations.user_id, user.id), gt(syncRevocations.version, from)))
          .orderBy(asc(syncRevocations.version))
          .limit(limit + 1);
        if (revoked.length > limit) truncated = true;
        for (const revocation of revoked) {
          if (!isEntityName(revocation.entity)) continue;
          found.push({ entity: revocation.entity, row: { id: revocation.record_id, version: revocation.version, deleted: true, updated_at: new Date(0) } });
        }
      }
      for (const entity of ENTITY_NAMES) {
        const def = ENTITIES[entity];
        const visible = def.readable(user);
        if (!visible) continue;
        const rows = (await tx
          .select()
          .from(def.table)
          // A first download needs no tombstones: there is nothing on the device to delete.
          .where(and(gt(def.table.version, from), visible, from === 0 ? eq(def.table.deleted, false) : undefined))
          .orderBy(asc(def.table.version))
          .limit(limit + 1)) as SyncRow[];
        if (rows.length > limit) truncated = true;
        for (const row of rows) found.push({ entity, row });
      }
      found.sort((a, b) => a.row.version - b.row.version);
      const hasMore = truncated || found.length > limit;
      const page = found.slice(0, limit);
      const changes: Change[] = page.map(({ entity, row }) =>
        row.deleted ? { entity, id: row.id, version: row.version, deleted: true } : { entity, id: row.id, version: row.version, deleted: false, data: rowToRecord(ENTITIES[entity].table, row) },
      );
      const last = page.at(-1)?.row.version ?? max;
      return { cursor: next(hasMore ? last : max), lastMutationId, changes, hasMore, ...(reset ? { reset: true as const } : {}) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  await db.update(syncClients).set({ last_pull_at: new Date() }).where(and(eq(syncClients.client_id, request.clientId), eq(syncClients.user_id, user.id)));
  return response;
}
