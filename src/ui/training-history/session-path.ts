import type { RecordOf } from '@core/records/index';

/** The address parameter naming the session a history opens and brings into view. */
export const SESSION_PARAM = 'session';

/**
 * Where one session's comments are read and answered (sync/SPEC.md A14): its coach reads it in the
 * client's history (`/client/{id}?tab=history`), the client in their own (My Workouts). A session
 * the device has from the server names its coach; the reader is that coach or else its client.
 */
export function sessionPath(session: Pick<RecordOf<'workout-sessions'>, 'id' | 'client_id' | 'coach_id'>, userId: string): string {
  return session.coach_id === userId
    ? clientSessionPath(session.client_id, session.id)
    : `/workouts?${SESSION_PARAM}=${encodeURIComponent(session.id)}`;
}

/** A session as its coach reads it: in the client's history. */
export function clientSessionPath(clientId: string, sessionId: string): string {
  return `/client/${encodeURIComponent(clientId)}?tab=history&${SESSION_PARAM}=${encodeURIComponent(sessionId)}`;
}
