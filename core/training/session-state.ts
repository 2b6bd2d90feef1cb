/**
 * A session's state, derived rather than stored (docs/decisions/0086-a-sessions-state-is-derived.md): in
 * progress until it is finished, finished once it has `finished_at`, and abandoned when it was
 * left unfinished for longer than any workout lasts. Deriving it needs no wire change and no
 * device to be online at the moment a session is given up. The app uses it (the player resumes only
 * a session in progress); the server neither stores nor derives it, and its reports
 * (server/services/dashboard.ts) count every session, finished or not.
 */
export type SessionState = 'in_progress' | 'finished' | 'abandoned';

/** No workout runs this long: a session still open after it was given up. */
export const ABANDONED_AFTER_MS = 12 * 3600 * 1000;

export function sessionState(session: { started_at: string; finished_at: string | null }, now: number): SessionState {
  if (session.finished_at !== null) return 'finished';
  return now - Date.parse(session.started_at) > ABANDONED_AFTER_MS ? 'abandoned' : 'in_progress';
}
