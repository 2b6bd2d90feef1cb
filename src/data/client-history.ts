import { useLiveQuery } from 'dexie-react-hooks';
import type { RecordOf } from '@core/records/index';
import { sessionsOf } from './local/queries';
import { unlessClosed, useUserDatabase } from './user-database';

export interface ClientHistory {
  /** Every session of the client on this device, by start. */
  sessions: RecordOf<'workout-sessions'>[];
  /** Every set they logged, by time logged. */
  logs: RecordOf<'set-logs'>[];
}

const EMPTY: ClientHistory = { sessions: [], logs: [] };

/** Whose training: a client of the coach's, or on a client's own device, their own. */
export type Trainee = { clientId: string } | 'own';

/**
 * One client's whole training history, live: the history and progress screens. Both come from one
 * query, so a sync that brings a session and its sets shows them together, never a session without
 * its sets. A year of one client is a few thousand set logs, read by the client index. 'own': all
 * of them on this device, which for a client's own account is their training (sync/SPEC.md A8, A9),
 * including sets logged here and not yet given their client by the server.
 */
export function useClientHistory(trainee: Trainee): ClientHistory | undefined {
  const clientId = trainee === 'own' ? null : trainee.clientId;
  const db = useUserDatabase();
  return useLiveQuery(
    () =>
      unlessClosed(async () => {
        if (!db) return EMPTY;
        const [sessions, logs] = await Promise.all(
          clientId === null
            ? [db.records('workout-sessions').orderBy('started_at').toArray(), db.records('set-logs').toArray()]
            : [sessionsOf(db, clientId), db.records('set-logs').where('client_id').equals(clientId).toArray()],
        );
        const ordered = logs.sort((a, b) => a.logged_at.localeCompare(b.logged_at) || a.id.localeCompare(b.id));
        return { sessions, logs: ordered };
      }, EMPTY),
    [db, clientId],
  );
}

/** Whether this device holds a finished session: the person has trained with the app at least once. */
export function useHasFinishedSession(): boolean | undefined {
  const db = useUserDatabase();
  return useLiveQuery(
    () =>
      unlessClosed(async () => {
        if (!db) return false;
        const finished = await db
          .records('workout-sessions')
          .filter((session) => typeof session.finished_at === 'string')
          .first();
        return finished !== undefined;
      }, false),
    [db],
  );
}
