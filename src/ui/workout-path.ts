/** /workout/{id}-v2 is the full-screen layout of /workout/{id}: the same session, another layout. */
export const FULLSCREEN_SUFFIX = '-v2';

/** /workout/free: a workout without a plan, started empty; the client adds exercises as they go. */
export const FREE_WORKOUT = 'free';

/** The calendar entry a /workout/ path names, whichever layout it asks for. */
export function workoutEntryId(param: string | undefined): string | undefined {
  return param?.endsWith(FULLSCREEN_SUFFIX) ? param.slice(0, -FULLSCREEN_SUFFIX.length) : param;
}
