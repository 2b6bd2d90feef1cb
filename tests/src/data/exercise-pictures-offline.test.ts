import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE } from '@core/auth-constants';
import { addDays, today } from '@core/dates';
import { addEntries } from '@/data/calendar-entries';
import { EXERCISE_PICTURES_CACHE } from '@/data/exercise-picture-cache';
import { comingPictureUrls, COMING_DAYS, keepComingPicturesOffline, keepPicturesOffline } from '@/data/exercise-pictures-offline';
import { META } from '@/data/local/meta';
import { UserDatabase } from '@/data/local/database';
import { recordWrites } from '@/data/record-writes';

const MY_CLIENT = uuidv7();
const SQUAT = uuidv7();
const PRESS = uuidv7();
const SLED = uuidv7();
const ROW = uuidv7();
const LEGS = uuidv7();
const NOW = new Date('2026-11-28T08:00:00Z');
const TODAY = today(NOW);

const library = (id: string, name: string, sourceId: string) => ({
  id,
  name: { 'en-US': name },
  source_name: 'free-exercise-db',
  source_id: sourceId,
});
const straight = (...exerciseIds: string[]) => [
  { id: uuidv7(), kind: 'straight' as const, items: exerciseIds.map((exercise_id) => ({ id: uuidv7(), exercise_id, sets: [] })) },
];
const entry = (client_id: string, date: string, fields: object) => ({
  client_id,
  date,
  time: null,
  duration_minutes: null,
  title: null,
  notes: null,
  workout_id: null,
  ...fields,
});
const photos = (sourceId: string) => [`/exercise-images/${sourceId}/0.webp`, `/exercise-images/${sourceId}/1.webp`];

describe('the photos of the client’s coming workouts', () => {
  let db: UserDatabase;
  beforeEach(async () => {
    db = new UserDatabase(`pictures-test-${uuidv7()}`, { indexedDB: new IDBFactory(), IDBKeyRange });
    const writes = recordWrites(db);
    await writes.put('exercises', library(SQUAT, 'Barbell Squat', 'Barbell_Squat'));
    await writes.put('exercises', library(PRESS, 'Push Press', 'Push_Press'));
    await writes.put('exercises', library(ROW, 'Bent Over Barbell Row', 'Bent_Over_Barbell_Row'));
    await writes.put('exercises', { id: SLED, name: { 'en-US': 'Sled push' } });
    await writes.put('workouts', { id: LEGS, name: 'Legs', blocks: straight(SQUAT, SLED) });
    await addEntries(db, [
      entry(MY_CLIENT, TODAY, { workout_id: LEGS }),
      // A coach's own prescription on the entry replaces the workout's blocks.
      entry(MY_CLIENT, addDays(TODAY, COMING_DAYS - 1), { prescription: straight(PRESS) }),
      // Too far ahead, or in the past: not this device's to keep.
      entry(MY_CLIENT, addDays(TODAY, COMING_DAYS), { prescription: straight(ROW) }),
      entry(MY_CLIENT, addDays(TODAY, -1), { prescription: straight(ROW) }),
    ]);
  });
  afterEach(() => db.close());

  it('are those of the library exercises in the client’s workouts from today for two weeks', async () => {
    expect((await comingPictureUrls(db, NOW)).sort()).toEqual([...photos('Barbell_Squat'), ...photos('Push_Press')].sort());
  });

  it('reach a client’s device after a sync ends well, and never a coach’s', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    vi.stubGlobal('fetch', (url: string) => Promise.resolve({ ok: true, url }));
    const client = fakeCacheStorage();
    const coach = fakeCacheStorage();
    const stops = [keepComingPicturesOffline(db, ROLE.client, client.storage), keepComingPicturesOffline(db, ROLE.coach, coach.storage)];
    await db.meta.put({ key: META.status, value: { phase: 'idle', lastSyncAt: NOW.toISOString(), error: null, received: null } });
    await vi.waitFor(() => expect(client.held(EXERCISE_PICTURES_CACHE)).toHaveLength(4));
    expect(
      client
        .held(EXERCISE_PICTURES_CACHE)
        .map((url) => new URL(url).pathname)
        .sort(),
    ).toEqual([...photos('Barbell_Squat'), ...photos('Push_Press')].sort());
    expect(coach.opened()).toBe(0);
    for (const stop of stops) stop();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
});

/** Cache Storage as the browser has it, in memory: one cache per name, keyed by URL. */
function fakeCacheStorage() {
  const caches = new Map<string, Map<string, unknown>>();
  let opened = 0;
  const storage = {
    open: (name: string) => {
      opened++;
      const entries = caches.get(name) ?? new Map<string, unknown>();
      caches.set(name, entries);
      return Promise.resolve({
        keys: () => Promise.resolve([...entries.keys()].map((url) => ({ url }))),
        delete: (request: { url: string }) => Promise.resolve(entries.delete(request.url)),
        put: (url: string, response: unknown) => {
          entries.set(url, response);
          return Promise.resolve();
        },
      });
    },
  };
  return {
    storage: storage as unknown as CacheStorage,
    held: (name: string) => [...(caches.get(name)?.keys() ?? [])].sort(),
    opened: () => opened,
  };
}

describe('keeping them on the device', () => {
  const base = 'https://treneris.test';
  const abs = (paths: string[]) => paths.map((path) => `${base}${path}`);
  afterEach(() => vi.unstubAllGlobals());

  it('stores the missing photos, fetches none twice, and drops those no coming workout needs', async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      fetched.push(url);
      return Promise.resolve({ ok: true, url });
    });
    const { storage, held } = fakeCacheStorage();
    expect(await keepPicturesOffline(photos('Barbell_Squat'), storage, base)).toEqual({ stored: 2, dropped: 0 });
    expect(held(EXERCISE_PICTURES_CACHE)).toEqual(abs(photos('Barbell_Squat')));

    // The next sync: the squat is done, the press comes.
    expect(await keepPicturesOffline([...photos('Barbell_Squat').slice(1), ...photos('Push_Press')], storage, base)).toEqual({
      stored: 2,
      dropped: 1,
    });
    expect(held(EXERCISE_PICTURES_CACHE)).toEqual(abs([...photos('Barbell_Squat').slice(1), ...photos('Push_Press')]).sort());
    expect(fetched).toEqual(abs([...photos('Barbell_Squat'), ...photos('Push_Press')]));
  });

  it('keeps nothing it could not fetch, and tries it again the next time', async () => {
    const { storage, held } = fakeCacheStorage();
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await keepPicturesOffline(photos('Barbell_Squat'), storage, base)).toEqual({ stored: 0, dropped: 0 });
    vi.stubGlobal('fetch', (url: string) => Promise.resolve({ ok: !url.endsWith('1.webp'), url }));
    expect(await keepPicturesOffline(photos('Barbell_Squat'), storage, base)).toEqual({ stored: 1, dropped: 0 });
    expect(held(EXERCISE_PICTURES_CACHE)).toEqual(abs(photos('Barbell_Squat').slice(0, 1)));
  });
});
