import { ROLE, type RoleId } from '@core/auth-constants';
import { addDays, today } from '@core/dates';
import { exerciseIdsOf } from '@core/training/block-exercises';
import { afterEachSync } from './after-sync';
import { EXERCISE_PICTURES_CACHE } from './exercise-picture-cache';
import { blocksOf } from './calendar-entries';
import { exercisePictures } from './exercise-pictures';
import type { UserDatabase } from './local/database';
import { calendarEntriesBetween } from './local/queries';

/** How far ahead a client's workouts get their photos stored: today and the next 13 days. */
export const COMING_DAYS = 14;

/**
 * The photos of every exercise in the workouts of the coming days on a client's device, as
 * addresses. A client's device holds only their own calendar (a client never reads the client
 * records, only their coach does), so every entry on it is theirs.
 */
export async function comingPictureUrls(db: UserDatabase, now: Date = new Date()): Promise<string[]> {
  const from = today(now);
  const entries = await calendarEntriesBetween(db, 'all', from, addDays(from, COMING_DAYS - 1));
  const workoutIds = [...new Set(entries.flatMap((entry) => (entry.workout_id ? [entry.workout_id] : [])))];
  const workoutRows = await db.records('workouts').bulkGet(workoutIds);
  const workouts = new Map(workoutRows.flatMap((workout) => (workout ? [[workout.id, workout] as const] : [])));
  const exerciseIds = [...new Set(entries.flatMap((entry) => exerciseIdsOf(blocksOf(entry, workouts) ?? [])))];
  const exercises = await db.records('exercises').bulkGet(exerciseIds);
  const urls = exercises.flatMap((exercise) => {
    const pictures = exercise ? exercisePictures(exercise) : null;
    return pictures ? [pictures.start, pictures.end] : [];
  });
  return [...new Set(urls)];
}

/**
 * Makes the photo cache hold exactly these photos: fetches the missing ones one by one and drops
 * those no coming workout needs any more, so the cache stays the size of two weeks of training,
 * never the whole library. A photo that cannot be fetched now (offline) is tried after the next sync.
 */
export async function keepPicturesOffline(
  urls: readonly string[],
  storage: CacheStorage,
  base: string,
): Promise<{ stored: number; dropped: number }> {
  const cache = await storage.open(EXERCISE_PICTURES_CACHE);
  const wanted = new Set(urls.map((url) => new URL(url, base).href));
  const held = new Set<string>();
  let dropped = 0;
  for (const request of await cache.keys()) {
    if (wanted.has(request.url)) held.add(request.url);
    else if (await cache.delete(request)) dropped++;
  }
  let stored = 0;
  for (const url of wanted) {
    if (held.has(url)) continue;
    try {
      const response = await fetch(url);
      if (!response.ok) continue;
      await cache.put(url, response);
      stored++;
    } catch {
      // Offline or the server away: the next sync tries again.
    }
  }
  return { stored, dropped };
}

/**
 * After every sync that ends well, stores the photos of the client's coming workouts for the
 * player to show offline (docs/decisions/0123-exercise-photos-ship-with-the-app.md). Only on a client's device: a
 * coach's holds every client's calendar and is not the one at the gym without a network. Runs in
 * the tab that syncs; returns how to stop.
 */
export function keepComingPicturesOffline(
  db: UserDatabase,
  roleId: RoleId | undefined,
  storage: CacheStorage | undefined = typeof caches === 'undefined' ? undefined : caches,
): () => void {
  if (roleId !== ROLE.client || !storage) return () => undefined;
  return afterEachSync(db, async () => keepPicturesOffline(await comingPictureUrls(db), storage, location.origin));
}
