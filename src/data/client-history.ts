import { useLiveQuery } from 'dexie-react-hooks';
import type { RecordOf } from '@sync/records/index';
import { sessionsOf } from './local/queries';
import { unlessClosed, useUserDatabase } from './records';

export interface ClientHistory {
  /** Every session of the client on this device, by start. */
  sessions: RecordOf<'workout-sessions'>[];
  /** Every set they logged, by time logged. */
  logs: RecordOf<'set-logs'>[];
}

const EMPTY: ClientHistory = { sessions: [], logs: [] };

/**
 * One client's whole training history, live: the history and progress screens. Both come from one
 * query, so a sync that brings a session and its sets shows them together, never a session without
 * its sets. A year of one client is a few thousand set logs, read by the client index.
 */
export function useClientHistory(clientId: string): ClientHistory | undefined {
  const db = useUserDatabase();
  return useLiveQuery(
    () =>
      unlessClosed(async () => {
        if (!db) return EMPTY;
        const [sessions, logs] = await Promise.all([sessionsOf(db, clientId), db.records('set-logs').where('client_id').equals(clientId).toArray()]);
        const ordered = (logs as unknown as RecordOf<'set-logs'>[]).sort((a, b) => a.logged_at.localeCompare(b.logged_at) || a.id.localeCompare(b.id));
        return { sessions, logs: ordered };
      }, EMPTY),
    [db, clientId],
  );
}
