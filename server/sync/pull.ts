import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { ENTITY_NAMES, isEntityName, type EntityName } from '@core/records/index';
import { PULL_LIMIT_DEFAULT, type Change, type PullRequest, type PullResponse } from '@sync/protocol';
import { syncClients, syncRevocations, syncScopes, syncState } from '../db/schema/index';
import { queryRows } from '../db/execute';
import type { Db, DbOrTx, Tx } from '../db/types';
import type { AuthUser } from '../plugins/auth';
import { clientOfAnotherUser } from './clients';
import { decodeCursor, encodeCursor, type FirstDownload } from './cursor';
import { ENTITIES } from './entities/index';
import { rowToRecord, type SyncRow } from './rows';

/** How stale sync_clients.last_pull_at may get: the admin dashboard shows it to the minute, not the second. */
const LAST_PULL_RESOLUTION_SECONDS = 5 * 60;

interface PullHead {
  /** The newest version the server has handed out. */
  max: number;
  epoch: number;
  lastMutationId: number;
  lastPullAt: Date | null;
  /** Whether the device's row exists (it is created by its first push). */
  known: boolean;
}

/**
 * What every pull starts from, in one statement and so one snapshot: the newest version, the
 * user's scope epoch and the device's last applied mutation. An idle device's pull (nothing new
 * since its cursor) is answered from this alone: every device asks every minute.
 */
async function pullHead(db: DbOrTx, userId: string, clientId: string): Promise<PullHead> {
  // Scalar subqueries, so the answer has its one row even before anything was ever versioned
  // (sync_state empty) or the user's scope was first bumped.
  const [row] = await queryRows<{
    max: string | number | null;
    epoch: number | null;
    client_user_id: string | null;
    last_mutation_id: string | number | null;
    last_pull_at: Date | string | null;
  }>(
    db,
    sql`select
      (select ${syncState.version} from ${syncState} where ${syncState.id} = 1) as max,
      (select ${syncScopes.epoch} from ${syncScopes} where ${syncScopes.user_id} = ${userId}) as epoch,
      ${syncClients.user_id} as client_user_id,
      ${syncClients.last_mutation_id} as last_mutation_id,
      ${syncClients.last_pull_at} as last_pull_at
    from (select 1) as one left join ${syncClients} on ${syncClients.client_id} = ${clientId}`,
  );
  if (row?.client_user_id && row.client_user_id !== userId) throw clientOfAnotherUser();
  const lastPullAt = row?.last_pull_at ? new Date(row.last_pull_at) : null;
  return {
    max: Number(row?.max ?? 0),
    epoch: row?.epoch ?? 0,
    lastMutationId: Number(row?.last_mutation_id ?? 0),
    lastPullAt,
    known: Boolean(row?.client_user_id),
  };
}

interface StartingPoint {
  from: number;
  reset: boolean;
  /** Set while the device makes its first download (P1): which part, up to which version. */
  first?: FirstDownload;
}

/** The cursor to continue from, or a reset (sync/SPEC.md P3). */
function startingPoint(request: PullRequest, instanceId: string, head: PullHead): StartingPoint {
  const cursor = request.cursor === null ? undefined : decodeCursor(request.cursor);
  // [P3] A cursor from another installation, an older scope, or beyond what this server has
  // (restored from a backup) cannot be continued: the device starts over.
  const reset =
    request.cursor !== null &&
    (!cursor ||
      cursor.instance !== instanceId ||
      cursor.epoch !== head.epoch ||
      cursor.version > head.max ||
      (cursor.first?.snapshot ?? 0) > head.max);
  // [P1] A first download, or one starting over, brings what is current before the history.
  if (!cursor || reset) return { from: 0, reset, first: { snapshot: head.max, part: 1 } };
  return { from: cursor.version, reset, ...(cursor.first ? { first: cursor.first } : {}) };
}

/**
 * What changed for this user since the cursor (sync/SPEC.md §P), in version order, one page.
 * Read in one repeatable-read snapshot, lastMutationId included, so a device never drops a
 * pending mutation whose effect it has not yet received.
 */
export async function pull(db: Db, user: AuthUser, instanceId: string, request: PullRequest): Promise<PullResponse> {
  const limit = request.limit ?? PULL_LIMIT_DEFAULT;
  const head = await pullHead(db, user.id, request.clientId);
  const start = startingPoint(request, instanceId, head);
  const response =
    start.from >= head.max && !(start.first && start.first.snapshot > 0)
      ? {
          cursor: encodeCursor({ instance: instanceId, epoch: head.epoch, version: head.max }),
          lastMutationId: head.lastMutationId,
          changes: [],
          hasMore: false,
          ...(start.reset ? { reset: true as const } : {}),
        }
      : await db.transaction((tx) => pullChanges(tx, user, instanceId, request, limit), {
          isolationLevel: 'repeatable read',
          accessMode: 'read only',
        });
  if (head.known && (!head.lastPullAt || Date.now() - head.lastPullAt.getTime() > LAST_PULL_RESOLUTION_SECONDS * 1000)) {
    // Conditional, like users.last_active_at: concurrent pulls of one device write it once.
    await db
      .update(syncClients)
      .set({ last_pull_at: sql`now()` })
      .where(
        and(
          eq(syncClients.client_id, request.clientId),
          eq(syncClients.user_id, user.id),
          sql`(${syncClients.last_pull_at} is null or ${syncClients.last_pull_at} < now() - make_interval(secs => ${LAST_PULL_RESOLUTION_SECONDS}))`,
        ),
      );
  }
  return response;
}

type Found = { entity: EntityName; row: SyncRow };

/**
 * One page of what changed since the cursor, read in one repeatable-read snapshot with the head
 * read again inside it, lastMutationId included, so a device never drops a pending mutation whose
 * effect it has not yet received.
 */
async function pullChanges(tx: Tx, user: AuthUser, instanceId: string, request: PullRequest, limit: number): Promise<PullResponse> {
  const head = await pullHead(tx, user.id, request.clientId);
  const { lastMutationId, epoch, max } = head;
  const { from, reset, first } = startingPoint(request, instanceId, head);
  const next = (version: number) => encodeCursor({ instance: instanceId, epoch, version });
  if (first && first.snapshot > 0)
    return {
      ...(await firstDownloadPage(tx, user, first, from, limit, max, next, (version, part) =>
        encodeCursor({ instance: instanceId, epoch, version, first: { snapshot: first.snapshot, part } }),
      )),
      lastMutationId,
      ...(reset ? { reset: true as const } : {}),
    };
  if (from >= max) return { cursor: next(max), lastMutationId, changes: [], hasMore: false, ...(reset ? { reset: true as const } : {}) };

  const found: Found[] = [];
  // [P6] Records that left this user's sight since the cursor come as tombstones.
  if (from > 0) {
    const revoked = await tx
      .select()
      .from(syncRevocations)
      .where(and(eq(syncRevocations.user_id, user.id), gt(syncRevocations.version, from)))
      .orderBy(asc(syncRevocations.version))
      .limit(limit + 1);
    for (const revocation of revoked) {
      if (!isEntityName(revocation.entity)) continue;
      found.push({
        entity: revocation.entity,
        row: { id: revocation.record_id, version: revocation.version, deleted: true, updated_at: new Date(0) },
      });
    }
  }
  // A download from the start (a cursor taken while the server was empty) needs no tombstones:
  // there is nothing on the device to delete.
  found.push(...(await visibleRows(tx, user, ENTITY_NAMES, { from, liveOnly: from === 0 }, limit)));
  // Each source brought up to limit + 1 of its own, in version order, so the first `limit` of them
  // all are the first `limit` changes, and more than `limit` means another page.
  found.sort((a, b) => a.row.version - b.row.version);
  const hasMore = found.length > limit;
  const page = found.slice(0, limit);
  const changes = page.map(toChange);
  const last = page.at(-1)?.row.version ?? max;
  return { cursor: next(hasMore ? last : max), lastMutationId, changes, hasMore, ...(reset ? { reset: true as const } : {}) };
}

/** A found row as a device receives it: a tombstone, or the record. */
const toChange = ({ entity, row }: Found): Change =>
  row.deleted
    ? { entity, id: row.id, version: row.version, deleted: true }
    : { entity, id: row.id, version: row.version, deleted: false, data: rowToRecord(ENTITIES[entity].table, row) };

/**
 * [P1] The entities of what happened: a coach's year of them is most of a first download, and
 * nothing a screen needs first (the clients, the calendar, the workouts) is among them.
 */
const HISTORY: ReadonlySet<EntityName> = new Set<EntityName>(['workout-sessions', 'set-logs', 'comments']);

/** Rows of `entities` the user may read with a version above `from` (and at most `upTo`), up to `room` + 1 of each entity's, by version. */
async function visibleRows(
  tx: Tx,
  user: AuthUser,
  entities: readonly EntityName[],
  range: { from: number; upTo?: number; liveOnly: boolean },
  room: number,
): Promise<Found[]> {
  const found: Found[] = [];
  for (const entity of entities) {
    const def = ENTITIES[entity];
    const visible = def.readable(user);
    if (!visible) continue;
    const rows = (await tx
      .select()
      .from(def.table)
      .where(
        and(
          gt(def.table.version, range.from),
          range.upTo === undefined ? undefined : lte(def.table.version, range.upTo),
          visible,
          range.liveOnly ? eq(def.table.deleted, false) : undefined,
        ),
      )
      .orderBy(asc(def.table.version))
      .limit(room + 1)) as SyncRow[];
    for (const row of rows) found.push({ entity, row });
  }
  return found;
}

/** Live records of one part of a first download with a version in (`from`, `snapshot`], by version: more than `room` when the part goes on. */
async function firstDownloadRows(tx: Tx, user: AuthUser, part: 1 | 2, from: number, snapshot: number, room: number): Promise<Found[]> {
  const entities = ENTITY_NAMES.filter((entity) => HISTORY.has(entity) === (part === 2));
  const found = await visibleRows(tx, user, entities, { from, upTo: snapshot, liveOnly: true }, room);
  return found.sort((a, b) => a.row.version - b.row.version);
}

/**
 * [P1] One page of a first download: every record the user may read as it was at the snapshot
 * version, what is current first and the history after it, each part in version order. Each record
 * belongs to one part and comes once, in its state at the snapshot or not at all when it changed
 * since; what changed after the snapshot follows by version (P2), tombstones included.
 */
async function firstDownloadPage(
  tx: Tx,
  user: AuthUser,
  first: FirstDownload,
  startFrom: number,
  limit: number,
  /** The newest version in this page's snapshot. */
  max: number,
  after: (version: number) => string,
  within: (version: number, part: 1 | 2) => string,
): Promise<Omit<PullResponse, 'lastMutationId' | 'reset'>> {
  const found: Found[] = [];
  let { part } = first;
  let from = startFrom;
  for (;;) {
    const room = limit - found.length;
    if (room === 0) break;
    const rows = await firstDownloadRows(tx, user, part, from, first.snapshot, room);
    const taken = rows.slice(0, room);
    found.push(...taken);
    from = taken.at(-1)?.row.version ?? from;
    if (rows.length > room) break;
    // Done up to the snapshot; anything written since follows as an ordinary pull.
    if (part === 2) return { cursor: after(first.snapshot), changes: found.map(toChange), hasMore: max > first.snapshot };
    part = 2;
    from = 0;
  }
  return { cursor: within(from, part), changes: found.map(toChange), hasMore: true };
}
