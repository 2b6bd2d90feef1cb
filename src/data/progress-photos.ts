import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useState } from 'react';
import type { PhotoPose } from '@core/records/progress-photos';
import type { RecordOf } from '@core/records/index';
import { api } from './api';
import type { PhotoFile, UserDatabase } from './local/database';
import { dropPicture, keepFetchedPicture, keepWaitingPicture, pictureBytes, pictureFile } from './local/photo-files';
import { preparePhoto, thumbnailOf } from './photo-prepare';
import type { RecordWrites } from './record-writes';
import { unlessClosed, useUserDatabase } from './user-database';

/**
 * A client's progress photos on the device (sync/SPEC.md A17): the records sync like any other;
 * the pictures are kept in the device's database (src/data/local/photo-files.ts), sent by
 * photo-uploads.ts and fetched from the server the first time a device without them shows one.
 */

export type ProgressPhotoRecord = RecordOf<'progress-photos'>;
/** What shows a picture: its id (a progress photo's, or a message's with a photo) and whether the server has it. */
export type PictureOf = Pick<ProgressPhotoRecord, 'id' | 'uploaded_at'>;

const POSE_ORDER = ['front', 'side', 'back', 'free'];
const sortedNewestFirst = (photos: ProgressPhotoRecord[]) =>
  photos.sort((a, b) => b.taken_on.localeCompare(a.taken_on) || POSE_ORDER.indexOf(a.pose) - POSE_ORDER.indexOf(b.pose));

/** A client's photos, the newest day first (and within a day front, side, back, free). */
export function useProgressPhotos(clientId: string | null | undefined): ProgressPhotoRecord[] | undefined {
  const db = useUserDatabase();
  return useLiveQuery(
    () =>
      unlessClosed(async () => {
        if (!db || !clientId) return [];
        return sortedNewestFirst(await db.records('progress-photos').where('client_id').equals(clientId).toArray());
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

export interface PhotoGrid {
  /** Every photo of the client, newest first. */
  photos: ProgressPhotoRecord[];
  /** The device's rows of the first `shown` of them (null: none on the device). */
  files: Map<string, PhotoFile | null>;
}

/**
 * A client's photos and the device's pictures of the first `shown`, in one read: a grid drawn
 * from two reads one after the other waits for both.
 */
export function usePhotoGrid(clientId: string, shown: number): PhotoGrid | undefined {
  const db = useUserDatabase();
  return useLiveQuery(
    () =>
      unlessClosed(async (): Promise<PhotoGrid> => {
        if (!db) return { photos: [], files: new Map() };
        return db.transaction('r', db.records('progress-photos'), db.photoFiles, async () => {
          const photos = sortedNewestFirst(await db.records('progress-photos').where('client_id').equals(clientId).toArray());
          const ids = photos.slice(0, shown).map((photo) => photo.id);
          const rows = await db.photoFiles.bulkGet(ids);
          return { photos, files: new Map(ids.map((id, index) => [id, rows[index] ?? null])) };
        });
      }, undefined),
    [db, clientId, shown],
  );
}

/**
 * Fetches the picture of an uploaded photo the device has none of, once, and keeps it for offline
 * (the row's live read then shows it). Returns whether it failed; a failed fetch (offline) is
 * tried again when the device is back online.
 */
function useFetchWhenMissing(photo: PictureOf, file: PhotoFile | null | undefined): boolean {
  const db = useUserDatabase();
  const [failed, setFailed] = useState<string>();
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
  return hasFailed;
}

function stateOf(photo: PictureOf, file: PhotoFile | null | undefined, url: string | undefined, failed: boolean): PictureState {
  if (file === undefined) return { state: 'loading' };
  if (file && url) return { state: 'shown', url, sending: file.state, problem: file.problem };
  if (file === null && (photo.uploaded_at === null || failed)) return { state: 'unavailable' };
  return { state: 'loading' };
}

/** An object URL of `bytes` for as long as they are shown. */
function useObjectUrl(bytes: ArrayBuffer | undefined, type: string | undefined): string | undefined {
  const url = useMemo(() => (bytes ? URL.createObjectURL(new Blob([bytes], { type })) : undefined), [bytes, type]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/**
 * A photo's picture in full: the device's copy (its bytes read apart from the small row), or else
 * fetched once from the server (signed in, never cached by the browser) and kept for offline.
 */
export function usePhotoPicture(photo: PictureOf): PictureState {
  const db = useUserDatabase();
  const file = usePictureFile(photo.id);
  const failed = useFetchWhenMissing(photo, file);
  const bytes = useLiveQuery(
    () => unlessClosed(async () => (db && file ? ((await pictureBytes(db, photo.id))?.bytes ?? null) : null), null),
    [db, photo.id, file?.state ?? null],
  );
  return stateOf(photo, file, useObjectUrl(bytes ?? undefined, file?.type), failed);
}

/**
 * A photo's thumbnail from its row, read by the grid with the others (usePhotoGrid) or by the
 * caller (usePictureFile): nothing is read here, so a grid of 24 is one read, not 24.
 */
export function useThumbnail(photo: PictureOf, file: PhotoFile | null | undefined): PictureState {
  const failed = useFetchWhenMissing(photo, file);
  return stateOf(photo, file, useObjectUrl(file?.thumbnail, 'image/jpeg'), failed);
}
