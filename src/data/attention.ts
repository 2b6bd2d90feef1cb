import { useLiveQuery } from 'dexie-react-hooks';
import { attentionOf, type ClientAttention } from '@core/attention';
import { addDays, startOfWeek, today } from '@core/dates';
import type { RecordOf } from '@core/records/index';
import type { UserDatabase } from './local/database';
import { calendarEntriesBetween, firstSessionStart } from './local/queries';
import { META } from './local/meta';
import { unlessClosed, useUserDatabase } from './user-database';

/** Sessions started this long ago or less are read: enough for "since you last looked" of an active coach. */
const RECENT_DAYS = 21;

type Seen = Record<string, string>;

async function seenMarks(db: UserDatabase): Promise<Seen> {
  return ((await db.meta.get(META.attentionSeen))?.value as Seen | undefined) ?? {};
}

/**
 * The coach looked at a client (their history, or "Mark as seen" at home): what came before now
 * is no longer new. Kept on this device, with the user's data: looking on the tablet does not
 * clear the phone's list, a small price for not syncing a read mark per client.
 */
export async function markClientSeen(db: UserDatabase, clientId: string, at: Date = new Date()): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    const seen = await seenMarks(db);
    await db.meta.put({ key: META.attentionSeen, value: { ...seen, [clientId]: at.toISOString() } });
  });
}

export interface AttentionItem extends ClientAttention {
  client: RecordOf<'clients'>;
}

/**
 * What needs the coach (core/attention.ts) across their active clients, live, from this device's
 * copy: works offline, and changes as syncs bring sessions and replies.
 */
export function useAttention(userId: string | undefined, now: Date): AttentionItem[] | undefined {
  const db = useUserDatabase();
  const day = today(now);
  return useLiveQuery(
    () =>
      unlessClosed(async () => {
        if (!db || !userId) return [];
        const since = new Date(now.getTime() - RECENT_DAYS * 24 * 3600 * 1000).toISOString();
        const [clients, entries, sessions, comments, seen, checkInSchedules, checkInAnswers] = await Promise.all([
          db.records('clients').toArray(),
          calendarEntriesBetween(db, 'all', addDays(startOfWeek(day), -14), day),
          db.records('workout-sessions').where('started_at').aboveOrEqual(since).toArray(),
          db.records('comments').toArray(),
          seenMarks(db),
          db.records('check-in-assignments').toArray(),
          db.records('check-in-answers').toArray(),
        ]);
        // Their own training record is not a client to look after.
        const active = clients
          .filter((client) => client.status !== 'archived' && client.user_id !== userId)
          .sort((a, b) => a.name.localeCompare(b.name));
        const byId = new Map(active.map((client) => [client.id, client]));
        // Only a client without an account is judged from their first logged session (core/compliance.ts).
        const judged = await Promise.all(
          active.map(async (client) => ({
            ...client,
            first_session_at: client.user_id === null ? await firstSessionStart(db, client.id) : null,
          })),
        );
        return attentionOf({
          now,
          today: day,
          userId,
          clients: judged,
          entries,
          sessions,
          comments,
          seen,
          checkInSchedules,
          checkInAnswers,
        }).flatMap((item) => {
          const client = byId.get(item.client_id);
          return client ? [{ ...item, client }] : [];
        });
      }, []),
    [db, userId, day, Math.floor(now.getTime() / 60_000)],
  );
}
