import { HTTPError, type KyInstance } from 'ky';
import { afterEachSync } from './after-sync';
import type { UserDatabase } from './local/database';
import {
  dropPicturesWithoutRecord,
  markPictureRefused,
  markPictureStored,
  pictureBytes,
  pictureOwner,
  waitingPictures,
} from './local/photo-files';

/** How long one picture may take on its way: a 1600 px JPEG over a slow gym connection. */
const UPLOAD_TIMEOUT_MS = 120_000;

/** The answers that say the server will never take this picture: kept, shown, not sent again. */
const REFUSALS = new Set([413, 415, 422]);

export interface UploadRound {
  sent: number;
  refused: number;
  /** Still waiting: their record is not on the server yet, or the network went away. */
  left: number;
}

/**
 * [A17][A22] Sends the pictures taken on this device (progress photos, messages' photos) that the server does not have yet, oldest first,
 * each once its record has reached the server (its version is no longer 0, R1). A picture is
 * marked sent only when the server answered that it stored it, so a lost network or a killed app
 * leaves it waiting for the next round, and sending it again is harmless (the server keeps the
 * first). Stops at the first failure of the network: the rest would fail the same way.
 */
export async function sendWaitingPictures(db: UserDatabase, http: KyInstance): Promise<UploadRound> {
  const round: UploadRound = { sent: 0, refused: 0, left: 0 };
  const waiting = await waitingPictures(db);
  for (const [index, file] of waiting.entries()) {
    const record = await pictureOwner(db, file.id);
    if (record?.uploaded_at) {
      // Stored by an earlier round whose answer was lost, or from another device.
      await markPictureStored(db, file.id);
      continue;
    }
    if (!record || record.version === 0) {
      round.left++;
      continue;
    }
    const picture = await pictureBytes(db, file.id);
    if (!picture) continue;
    try {
      await http.put(`photos/${file.id}`, {
        body: new Blob([picture.bytes], { type: file.type }),
        headers: { 'content-type': file.type },
        timeout: UPLOAD_TIMEOUT_MS,
      });
      await markPictureStored(db, file.id);
      round.sent++;
    } catch (error) {
      if (error instanceof HTTPError && REFUSALS.has(error.response.status)) {
        await markPictureRefused(db, file.id, await refusalCode(error.response));
        round.refused++;
        continue;
      }
      // 404: the photo was deleted elsewhere meanwhile; its deletion arrives with the next pull.
      if (error instanceof HTTPError && error.response.status === 404) {
        round.left++;
        continue;
      }
      round.left += waiting.length - index;
      return round;
    }
  }
  return round;
}

/** The server's error code (`unsupported_image`, `photo_quota_exceeded`…, docs/api.md), which the screen words. */
async function refusalCode(response: Response): Promise<string> {
  try {
    const body = (await response.clone().json()) as { error?: { code?: unknown } };
    if (typeof body.error?.code === 'string') return body.error.code;
  } catch {
    // Not the server's JSON error (a proxy's page): the status says enough.
  }
  return response.status === 413 ? 'payload_too_large' : 'unsupported_image';
}

/**
 * After every sync that ends well, sends the waiting pictures and drops those whose record left
 * the device (photo-files.ts). Runs in the tab that syncs, one round at a time; returns how to stop.
 */
export function keepPicturesMoving(db: UserDatabase, http: KyInstance): () => void {
  return afterEachSync(db, async () => {
    await dropPicturesWithoutRecord(db);
    await sendWaitingPictures(db, http);
  });
}
