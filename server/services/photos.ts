import { and, eq, sum } from 'drizzle-orm';
import sharp from 'sharp';
import { PHOTO_FORMATS, PHOTO_LIMITS } from '@core/photos';
import { clients, photoFiles, progressPhotos } from '../db/schema/index';
import type { Db } from '../db/types';
import { ApiError, forbidden, notFound } from '../lib/api-error';
import type { AuthUser } from '../plugins/auth';
import { clientAccess } from '../sync/access';
import { applyPrimitive } from '../sync/apply';
import { ENTITIES } from '../sync/entities/index';
import { MutationRejected } from '../sync/rejections';
import { readableMessagePhoto, readMessagePhoto, storeMessagePhoto, type CleanPicture } from './message-photos';

/** What is stored of every photo: a JPEG, the one format every browser shows. */
const STORED_TYPE = 'image/jpeg';

const unreadable = (message: string) => new ApiError(422, 'image_unreadable', message, { file: message });

type Picture = CleanPicture;

/**
 * The picture as it is stored: checked to be a JPEG, PNG or WebP by what the bytes are, turned
 * upright, no longer than PHOTO_LIMITS.longSide, and encoded again as a JPEG with no metadata at
 * all (EXIF with its GPS position and maker notes, XMP, IPTC, comments): sharp writes none unless
 * asked to. Whatever the device did, the server does it again.
 */
export async function cleanPicture(bytes: Buffer): Promise<Picture> {
  const side = PHOTO_LIMITS.inputSide;
  let format: string;
  let width = 0;
  let height = 0;
  try {
    ({ format, width, height } = await sharp(bytes, { limitInputPixels: side * side }).metadata());
  } catch {
    throw new ApiError(415, 'unsupported_image', 'The file is not a JPEG, PNG or WebP picture', { file: 'is not a picture' });
  }
  if (!(PHOTO_FORMATS as readonly string[]).includes(format))
    throw new ApiError(415, 'unsupported_image', 'Only JPEG, PNG and WebP pictures are taken', { file: `is a ${format} picture` });
  if (width > side || height > side)
    throw new ApiError(422, 'image_too_large', `A picture may be at most ${side} pixels on its longest side`, {
      file: `is ${width} × ${height} pixels`,
    });
  try {
    // failOn 'truncated': a picture cut off on its way is refused, not stored grey at the bottom.
    const { data, info } = await sharp(bytes, { limitInputPixels: side * side, failOn: 'truncated' })
      .rotate()
      .resize({ width: PHOTO_LIMITS.longSide, height: PHOTO_LIMITS.longSide, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    throw unreadable('The picture is damaged or incomplete');
  }
}

/** The photo record `id` if `user` may read it, live; else undefined. */
async function readablePhoto(db: Db, user: AuthUser, id: string) {
  const [row] = await db
    .select()
    .from(progressPhotos)
    .where(and(eq(progressPhotos.id, id), eq(progressPhotos.deleted, false), ENTITIES['progress-photos'].readable(user)));
  return row;
}

/**
 * `PUT /api/v1/photos/{id}`: stores the picture of photo record `id`, which the client's device
 * synced before (sync/SPEC.md A17), and fills in what was found in it. The same picture again, or
 * any once one is stored, changes nothing: an upload that lost its answer is simply sent again.
 */
export interface StoredPhoto {
  id: string;
  uploaded_at: string;
  width: number;
  height: number;
  byte_size: number;
}

export async function storePhoto(db: Db, user: AuthUser, id: string, upload: Buffer): Promise<StoredPhoto> {
  const photo = await readablePhoto(db, user, id);
  if (!photo) {
    // A message's photo (A22) travels the same way, under the message's id.
    const message = await readableMessagePhoto(db, user, id);
    if (message) return storeMessagePhoto(db, user, message, () => cleanPicture(upload));
    throw notFound('The photo does not exist or is not yours');
  }
  const stored = (row: { uploaded_at: string; width: number; height: number; byte_size: number }): StoredPhoto => ({
    id,
    uploaded_at: row.uploaded_at,
    width: row.width,
    height: row.height,
    byte_size: row.byte_size,
  });
  if (photo.uploaded_at !== null) return stored({ ...photo, uploaded_at: new Date(photo.uploaded_at).toISOString() });
  const picture = await cleanPicture(upload);
  return db.transaction(async (tx) => {
    // The client alone adds their pictures; their coach reads them.
    const access = await clientAccess(tx, user, photo.client_id).catch(() => undefined);
    if (access?.as !== 'self') throw forbidden('Only the client adds their photos');
    // One upload at a time per client, so two cannot both fit under the quota that only one fits.
    await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, photo.client_id)).for('no key update');
    const [kept] = await tx
      .select({ bytes: sum(progressPhotos.byte_size).mapWith(Number) })
      .from(progressPhotos)
      .where(and(eq(progressPhotos.client_id, photo.client_id), eq(progressPhotos.deleted, false)));
    if ((kept?.bytes ?? 0) + picture.bytes.length > PHOTO_LIMITS.storedBytesPerClient)
      throw new ApiError(
        413,
        'photo_quota_exceeded',
        `A client's photos may take at most ${PHOTO_LIMITS.storedBytesPerClient / 1024 / 1024} MB; remove some first`,
      );
    await tx
      .insert(photoFiles)
      .values({ photo_id: id, content_type: STORED_TYPE, bytes: picture.bytes })
      .onConflictDoUpdate({ target: photoFiles.photo_id, set: { content_type: STORED_TYPE, bytes: picture.bytes } });
    const found = { uploaded_at: new Date().toISOString(), width: picture.width, height: picture.height, byte_size: picture.bytes.length };
    try {
      // Through the one write path, as the server: it takes a version, so every device pulls it (P2).
      await applyPrimitive(tx, { system: true }, { entity: 'progress-photos', kind: 'patch', id, changes: found });
      return stored(found);
    } catch (error) {
      // Deleted by another device while this upload ran.
      if (error instanceof MutationRejected) throw notFound('The photo does not exist or is not yours');
      throw error;
    }
  });
}

/** `GET /api/v1/photos/{id}`: the stored picture, for the client and their current coach only (A17). */
export async function readPhoto(db: Db, user: AuthUser, id: string): Promise<{ contentType: string; bytes: Buffer }> {
  const photo = await readablePhoto(db, user, id);
  const [file] = photo ? await db.select().from(photoFiles).where(eq(photoFiles.photo_id, id)) : [];
  if (file) return { contentType: file.content_type, bytes: file.bytes };
  const message = photo ? undefined : await readableMessagePhoto(db, user, id);
  const messageFile = message && (await readMessagePhoto(db, message));
  if (!messageFile) throw notFound('The photo does not exist, is not yours, or its picture has not arrived yet');
  return messageFile;
}
