import { PHOTO_LIMITS } from '@core/photos';

/** Why a file cannot become a progress photo, said to the person who chose it. */
export class PhotoProblem extends Error {
  constructor(readonly reason: 'too_heavy' | 'unreadable' | 'too_large') {
    super(reason);
  }
}

/**
 * The largest file the device opens: a phone's photo is 2–12 MB; a file several times that is
 * something else, and decoding it could take the tab's memory.
 */
export const DEVICE_INPUT_BYTES = 40 * 1024 * 1024;

/** JPEG at this quality: a 1600 px photo of some 200–400 KB, indistinguishable on a phone. */
const QUALITY = 0.85;

/** The long side of a grid's thumbnail: sharp at three columns on a tablet. */
const THUMBNAIL_SIDE = 360;

export interface PreparedPhoto {
  picture: Blob;
  thumbnail: Blob;
  width: number;
  height: number;
}

/**
 * A chosen or taken photo as the device keeps and sends it: upright, at most PHOTO_LIMITS.longSide
 * on its longest side, a JPEG drawn afresh from the pixels. Drawing on a canvas and encoding the
 * canvas keeps nothing of the file but its pixels, so every metadata block (EXIF with its GPS
 * position and maker notes, XMP, IPTC, comments) is gone before the photo is stored or sent.
 * The server does the same again (docs/api.md, "Progress photos").
 */
export async function preparePhoto(file: Blob): Promise<PreparedPhoto> {
  if (file.size > DEVICE_INPUT_BYTES) throw new PhotoProblem('too_heavy');
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new PhotoProblem('unreadable');
  }
  try {
    const { width: fullWidth, height: fullHeight } = bitmap;
    if (Math.max(fullWidth, fullHeight) > PHOTO_LIMITS.inputSide) throw new PhotoProblem('too_large');
    const scale = Math.min(1, PHOTO_LIMITS.longSide / Math.max(fullWidth, fullHeight));
    const width = Math.max(1, Math.round(fullWidth * scale));
    const height = Math.max(1, Math.round(fullHeight * scale));
    const picture = await drawJpeg(bitmap, width, height);
    const thumbScale = Math.min(1, THUMBNAIL_SIDE / Math.max(fullWidth, fullHeight));
    const thumbnail = await drawJpeg(
      bitmap,
      Math.max(1, Math.round(fullWidth * thumbScale)),
      Math.max(1, Math.round(fullHeight * thumbScale)),
    );
    return { picture, thumbnail, width, height };
  } finally {
    bitmap.close();
  }
}

async function drawJpeg(bitmap: ImageBitmap, width: number, height: number): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new PhotoProblem('unreadable');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: QUALITY });
  }
  // Safari before 16.4 has no OffscreenCanvas.
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new PhotoProblem('unreadable');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new PhotoProblem('unreadable'))), 'image/jpeg', QUALITY);
  });
}

/** A thumbnail of a picture the server sent (already upright and clean). */
export async function thumbnailOf(picture: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(picture);
  try {
    const scale = Math.min(1, THUMBNAIL_SIDE / Math.max(bitmap.width, bitmap.height));
    return await drawJpeg(bitmap, Math.max(1, Math.round(bitmap.width * scale)), Math.max(1, Math.round(bitmap.height * scale)));
  } finally {
    bitmap.close();
  }
}
