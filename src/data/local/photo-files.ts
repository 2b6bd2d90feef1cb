import type { PhotoBytes, PhotoFile, UserDatabase } from './database';

/**
 * The record a picture belongs to, under the same id: a progress photo (sync/SPEC.md A17) or a
 * message carrying a photo (A22). Undefined when the device has neither (or the message lost it).
 */
export async function pictureOwner(db: UserDatabase, id: string): Promise<{ uploaded_at: string | null; version: number } | undefined> {
  const photo = await db.records('progress-photos').get(id);
  if (photo) return photo;
  const message = await db.records('conversation-messages').get(id);
  return message?.has_photo && !message.removed ? { uploaded_at: message.photo_uploaded_at, version: message.version } : undefined;
}

/** The tables pictureOwner reads, for a transaction that reads them with the pictures. */
const ownerTables = (db: UserDatabase) => [db.records('progress-photos'), db.records('conversation-messages')];

/**
 * A picture the device has not had stored longer than this without its record is one whose record
 * never came (the app was killed between the two writes) or has gone: it is dropped.
 */
const ORPHAN_AFTER_MS = 10 * 60 * 1000;

async function keepPicture(db: UserDatabase, file: PhotoFile, picture: Blob): Promise<void> {
  const bytes = await picture.arrayBuffer();
  await db.transaction('rw', db.photoFiles, db.photoBytes, async () => {
    await db.photoFiles.put(file);
    await db.photoBytes.put({ id: file.id, bytes });
  });
}

/** Keeps a picture taken on this device until the server has stored it. Written before its record. */
export async function keepWaitingPicture(db: UserDatabase, id: string, picture: Blob, thumbnail: Blob, now = Date.now()): Promise<void> {
  await keepPicture(db, { id, state: 'waiting', type: picture.type, thumbnail: await thumbnail.arrayBuffer(), saved_at: now }, picture);
}

/** The pictures still to be sent to the server, oldest first. */
export async function waitingPictures(db: UserDatabase): Promise<PhotoFile[]> {
  const waiting = await db.photoFiles.where('state').equals('waiting').toArray();
  return waiting.sort((a, b) => a.saved_at - b.saved_at);
}

export function pictureFile(db: UserDatabase, id: string): Promise<PhotoFile | undefined> {
  return db.photoFiles.get(id);
}

export function pictureBytes(db: UserDatabase, id: string): Promise<PhotoBytes | undefined> {
  return db.photoBytes.get(id);
}

/** The server has the picture: the device keeps its copy to show, no longer to send. */
export async function markPictureStored(db: UserDatabase, id: string): Promise<void> {
  await db.photoFiles.update(id, { state: 'stored' });
}

export async function markPictureRefused(db: UserDatabase, id: string, problem: string): Promise<void> {
  await db.photoFiles.update(id, { state: 'refused', problem });
}

/** A picture fetched from the server, kept so that it shows offline the next time. */
export async function keepFetchedPicture(db: UserDatabase, id: string, picture: Blob, thumbnail: Blob, now = Date.now()): Promise<void> {
  const [bytes, small] = await Promise.all([picture.arrayBuffer(), thumbnail.arrayBuffer()]);
  await db.transaction('rw', [db.photoFiles, db.photoBytes, ...ownerTables(db)], async () => {
    // Not for a photo that left the device while the picture was on its way (unlinked, deleted).
    if (!(await pictureOwner(db, id))) return;
    await db.photoFiles.put({ id, state: 'stored', type: picture.type, thumbnail: small, saved_at: now });
    await db.photoBytes.put({ id, bytes });
  });
}

export async function dropPicture(db: UserDatabase, id: string): Promise<void> {
  await db.transaction('rw', db.photoFiles, db.photoBytes, async () => {
    await db.photoFiles.delete(id);
    await db.photoBytes.delete(id);
  });
}

/**
 * [A17][A22] Drops the pictures whose record is no longer on the device: deleted on another
 * device, a message removed, or gone with a coach's access to the client (P6). Health data does not stay behind its
 * record. Returns how many went.
 */
export async function dropPicturesWithoutRecord(db: UserDatabase, now = Date.now()): Promise<number> {
  return db.transaction('rw', [db.photoFiles, db.photoBytes, ...ownerTables(db)], async () => {
    const files = await db.photoFiles.toArray();
    const records = await Promise.all(files.map((file) => pictureOwner(db, file.id)));
    const gone = files
      .filter((file, index) => !records[index] && (file.state !== 'waiting' || now - file.saved_at > ORPHAN_AFTER_MS))
      .map((file) => file.id);
    await db.photoFiles.bulkDelete(gone);
    await db.photoBytes.bulkDelete(gone);
    return gone.length;
  });
}
