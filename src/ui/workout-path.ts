/** /workout/{id}-v2 is the full-screen layout of /workout/{id}: the same session, another layout. */
export const FULLSCREEN_SUFFIX = '-v2';

/** /workout/free: a workout without a plan, started empty; the client adds exercises as they go. */
export const FREE_WORKOUT = 'free';

/** The calendar entry a /workout/ path names, whichever layout it asks for. */
export function workoutEntryId(param: string | undefined): string | undefined {
  return param?.endsWith(FULLSCREEN_SUFFIX) ? param.slice(0, -FULLSCREEN_SUFFIX.length) : param;
}

/**
 * `?client={id}`: whose unscheduled session /workout/{workout id} or /workout/free starts, when a
 * coach trains a client in person; without it, the signed-in person's own.
 */
export const CLIENT_PARAM = 'client';

/** The player's address for a client's session on the coach's device: their entry, or a workout (or free) for them. */
export function inPersonPath(target: { entryId: string } | { workoutId: string | null; clientId: string }): string {
  if ('entryId' in target) return `/workout/${encodeURIComponent(target.entryId)}`;
  const workout = target.workoutId === null ? FREE_WORKOUT : encodeURIComponent(target.workoutId);
  return `/workout/${workout}?${CLIENT_PARAM}=${encodeURIComponent(target.clientId)}`;
}
