import { z } from 'zod';
import { idSchema, isoDateSchema, isoDateTimeSchema } from './common';

export const PHOTO_POSES = ['front', 'side', 'back', 'free'] as const;
export type PhotoPose = (typeof PHOTO_POSES)[number];

/**
 * A client's progress photo (sync/SPEC.md A17): what it shows and when, synced like any record.
 * The picture itself travels apart from the sync (`PUT`/`GET /api/v1/photos/{id}`, docs/api.md);
 * the server fills in what it found in it once it has it.
 */
export const progressPhotoFields = z.strictObject({
  id: idSchema,
  client_id: idSchema,
  pose: z.enum(PHOTO_POSES, 'is not a pose'),
  /** The day it was taken, in the client's calendar. */
  taken_on: isoDateSchema,
  /** When the server stored the picture; null until it has. Set by the server. */
  uploaded_at: isoDateTimeSchema.nullable().default(null),
  /** Of the picture as the server stores it; 0 until it has. Set by the server. */
  width: z.number().int().nonnegative().default(0),
  height: z.number().int().nonnegative().default(0),
  byte_size: z.number().int().nonnegative().default(0),
  /** Derived by the server from the client record. */
  coach_id: idSchema.nullable().default(null),
});
