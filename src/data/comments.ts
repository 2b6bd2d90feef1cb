import { useLiveQuery } from 'dexie-react-hooks';
import type { RecordOf } from '@core/records/index';
import type { UserDatabase } from './local/database';
import { unlessClosed, useUserDatabase } from './user-database';

/**
 * Comments on sessions and their sets, on the device (sync/SPEC.md A14). They are written with
 * the generic `useRecordWrites().put('comments', …)`: the device leaves the fields the server
 * decides (author, time, client, coach) to it, as set logs do.
 */

export type CommentRecord = RecordOf<'comments'>;

/**
 * In the order they were said: by the server's time, then id. One this device wrote that the
 * server has not taken yet has no time; it is the newest, so it comes last, and among those the
 * UUIDv7 ids keep the order they were written in.
 */
export function compareComments(a: CommentRecord, b: CommentRecord): number {
  if (a.written_at !== b.written_at) {
    if (a.written_at === null) return 1;
    if (b.written_at === null) return -1;
    return a.written_at < b.written_at ? -1 : 1;
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The comments on some sessions, in the order they were said; through the `session_id` index. */
export async function commentsOfSessions(db: UserDatabase, sessionIds: readonly string[]): Promise<CommentRecord[]> {
  const wanted = [...new Set(sessionIds)];
  if (wanted.length === 0) return [];
  const rows = await db.records('comments').where('session_id').anyOf(wanted).toArray();
  return rows.sort(compareComments);
}

/**
 * Every comment on one client's sessions, in the order they were said. `client_id` comes from the
 * server (A14, R5): a comment this device wrote is found here once the server has it, or at once
 * if it was written with its session's client, as set logs are.
 */
export async function commentsOfClient(db: UserDatabase, clientId: string): Promise<CommentRecord[]> {
  const rows = await db.records('comments').where('client_id').equals(clientId).toArray();
  return rows.sort(compareComments);
}

/**
 * The comments on some sessions, live, in the order they were said. Undefined while loading;
 * empty when nobody is signed in. Dexie re-runs it only when a write touches these sessions.
 */
export function useComments(sessionIds: readonly string[]): CommentRecord[] | undefined {
  const db = useUserDatabase();
  // A screen passes a new array each render; the query depends on the ids, not on the array.
  const key = [...new Set(sessionIds)].sort().join(',');
  return useLiveQuery(() => unlessClosed(async () => (db ? commentsOfSessions(db, key ? key.split(',') : []) : []), []), [db, key]);
}

/**
 * The newest comment about an exercise of one client, leaving out those of `skip`: on the client's
 * phone (`skip` the client), what the coach said about that exercise last time, shown in the player
 * the next time it comes up; on the coach's device at an in-person session (`skip` null), their own
 * last cue or the client's reply, whichever is newer. A comment not yet taken by the server has no
 * author: it is this device's, so the client's own. Comments on a set say which exercise they are
 * about; a comment on a whole session is about no one exercise and is read in the history instead.
 */
export async function latestCommentOnExercise(
  db: UserDatabase,
  clientId: string,
  exerciseId: string,
  skip: string | null,
): Promise<CommentRecord | null> {
  const onSets = (await db.records('comments').where('client_id').equals(clientId).toArray()).filter(
    (comment) => comment.set_log_id !== null && (skip === null || (comment.author_id !== null && comment.author_id !== skip)),
  );
  if (onSets.length === 0) return null;
  const logs = await db.records('set-logs').bulkGet(onSets.map((comment) => comment.set_log_id ?? ''));
  const about = new Set(logs.flatMap((log) => (log && log.exercise_id === exerciseId ? [log.id] : [])));
  return (
    onSets
      .filter((comment) => comment.set_log_id !== null && about.has(comment.set_log_id))
      .sort(compareComments)
      .at(-1) ?? null
  );
}

/** latestCommentOnExercise, live; undefined while loading or without a client or exercise. */
export function useLatestCommentOnExercise(
  clientId: string | undefined,
  exerciseId: string | undefined,
  skip: string | null | undefined,
): CommentRecord | null | undefined {
  const db = useUserDatabase();
  return useLiveQuery(
    () =>
      unlessClosed(
        async () => (db && clientId && exerciseId && skip !== undefined ? latestCommentOnExercise(db, clientId, exerciseId, skip) : null),
        null,
      ),
    [db, clientId, exerciseId, skip],
  );
}
