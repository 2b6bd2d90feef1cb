/**
 * A scheduled push due this long ago is still sent: a server that was down (a deploy, a restart)
 * sends what fell due meanwhile; older ones would arrive after the moment they were about.
 */
export const LATE_MS = 10 * 60_000;

/** Whether something due at `due` is sent by a scan at `now`: it is due, and at most `lateMs` late. */
export function inSendWindow(due: Date, now: Date, lateMs = LATE_MS): boolean {
  return due.getTime() <= now.getTime() && due.getTime() > now.getTime() - lateMs;
}
