/**
 * What the app and the service worker (src/sw.ts) agree on about the exercise photos. Free of DOM
 * and worker types so both can import it.
 */

/** Where the server serves the library's exercise photos (public/exercise-images/). */
export const EXERCISE_PICTURES_PATH = '/exercise-images/';

/**
 * The Cache Storage cache that holds the photos of the client's coming workouts: the app fills it
 * after a sync (exercise-pictures-offline.ts), the worker answers from it first.
 */
export const EXERCISE_PICTURES_CACHE = 'treneris-exercise-pictures';
