import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useState } from 'react';
import type { PhotoPose } from '@core/records/progress-photos';
import type { RecordOf } from '@core/records/index';
import { api } from './api';
import type { PhotoFile, UserDatabase } from './local/database';
import { dropPicture, keepFetchedPicture, keepWaitingPicture, pictureFile } from './local/photo-files';
import { preparePhoto, thumbnailOf } from './photo-prepare';
import type { RecordWrites } from './record-writes';
import { unlessClosed, useUserDatabase } from './user-database';

/**
 * A client's progress photos on the device (sync/SPEC.md A17): the records sync like any other;
 * the pictures are kept in the device's database (src/data/local/photo-files.ts), sent by
 * photo-uploads.ts and fetched from the server the first time a device without them shows one.
 */

export type ProgressPhotoRecord = RecordOf<'progress-photos'>;

/** A client's photos, the newest day first (and within a day front, side, back, free). */
export function useProgressPhotos(clientId: string | null | undefined): ProgressPhotoRecord[] | undefined {
  const db = useUserDatabase();
  return useLiveQuery(
    () =>
      unlessClosed(async () => {
        if (!db || !clientId) return [];
        const rows = await db.records('progress-photos').where('client_id').equals(clientId).toArray();
        const order = ['front', 'side', 'back', 'free'];
        return rows.sort((a, b) => b.taken_on.localeCompare(a.taken_on) || order.indexOf(a.pose) - order.indexOf(b.pose));
      }, []),
    [db, clientId],
  );
}

/**
 * [A17] A new progress photo of the signed-in client: the picture made small and clean on the
 * device, kept there, then the record written; both before any network. Throws PhotoProblem for a
 * file that is not a usable picture, with nothing written.
 */
export async function addProgressPhoto(
  db: UserDatabase,
  writes: RecordWrites,
  photo: { id: string; clientId: string; pose: PhotoPose; takenOn: string; file: Blob },
): Promise<void> {
  const prepared = await preparePhoto(photo.file);
  // The picture first: a record whose picture never came would show a hole; a picture whose record
  // never came is dropped unseen (dropPicturesWithoutRecord).
  await keepWaitingPicture(db, photo.id, prepared.picture, prepared.thumbnail);
  await writes.put('progress-photos', { id: photo.id, client_id: photo.clientId, pose: photo.pose, taken_on: photo.takenOn });
}

/** [A17] Deletes a photo: from this device at once, from the server and every device on sync. */
export async function deleteProgressPhoto(db: UserDatabase, writes: RecordWrites, id: string): Promise<void> {
  await writes.remove('progress-photos', id);
  await dropPicture(db, id);
}

/** Where a photo's picture stands on this device. */
export type PictureState =
  | { state: 'loading' }
  /** Not on the device and the server cannot be asked now (offline) or has none yet. */
  | { state: 'unavailable' }
  | { state: 'shown'; url: string; sending: 'waiting' | 'stored' | 'refused'; problem?: string };

const fetching = new Map<string, Promise<void>>();
/** Fetches at a time: a grid of 150 photos asks in turn, not all at once. */
const FETCHES_AT_ONCE = 3;
let running = 0;
const queue: (() => void)[] = [];

async function fetchPicture(db: UserDatabase, id: string): Promise<void> {
  if (running >= FETCHES_AT_ONCE) await new Promise<void>((resolve) => queue.push(resolve));
  running++;
  try {
    const picture = await api().http.get(`photos/${id}`).blob();
    await keepFetchedPicture(db, id, picture, await thumbnailOf(picture));
  } finally {
    running--;
    queue.shift()?.();
  }
}

function fetchOnce(db: UserDatabase, id: string): Promise<void> {
  let pending = fetching.get(id);
  if (!pending) {
    pending = fetchPicture(db, id).finally(() => fetching.delete(id));
    fetching.set(id, pending);
  }
  return pending;
}

/** The device's copy of a photo's picture: null when it has none, undefined while it looks. */
export function usePictureFile(id: string): PhotoFile | null | undefined {
  const db = useUserDatabase();
  return useLiveQuery(() => unlessClosed(async () => (db ? ((await pictureFile(db, id)) ?? null) : null), null), [db, id]);
}

/**
 * The picture of `photo` to show, as a thumbnail or in full: the device's copy, or else fetched
 * once from the server (signed in, never cached by the browser) and kept for offline. A fetch that
 * failed (offline) is tried again when the device is back online.
 */
export function usePhotoPicture(photo: ProgressPhotoRecord, size: 'thumbnail' | 'full'): PictureState {
  const db = useUserDatabase();
  const file = usePictureFile(photo.id);
  const [failed, setFailed] = useState<string>();
  const url = useObjectUrl(file ?? undefined, size);
  const uploaded = photo.uploaded_at !== null;
  const hasFailed = failed === photo.id;
  useEffect(() => {
    if (!db || file !== null || !uploaded || hasFailed) return;
    let live = true;
    fetchOnce(db, photo.id).catch(() => {
      if (live) setFailed(photo.id);
    });
    return () => {
      live = false;
    };
  }, [db, file, uploaded, photo.id, hasFailed]);
  useEffect(() => {
    if (!hasFailed) return;
    const retry = () => setFailed(undefined);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [hasFailed]);
  if (file === undefined) return { state: 'loading' };
  if (file && url) return { state: 'shown', url, sending: file.state, problem: file.problem };
  if (file === null && (!uploaded || hasFailed)) return { state: 'unavailable' };
  return { state: 'loading' };
}

function useObjectUrl(file: PhotoFile | undefined, size: 'thumbnail' | 'full'): string | undefined {
  const bytes = file ? (size === 'thumbnail' ? file.thumbnail : file.bytes) : undefined;
  const type = size === 'thumbnail' ? 'image/jpeg' : file?.type;
  const url = useMemo(() => (bytes ? URL.createObjectURL(new Blob([bytes], { type })) : undefined), [bytes, type]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
