import { z } from 'zod';
import { idSchema, localizedStepsSchema, localizedTextSchema, optionalText } from './common';
import { HTTPS_LINK, VIDEO_URL_MAX, WEB_LINK } from './links';

export { HTTPS_LINK, VIDEO_URL_MAX };

export const EXERCISE_LEVELS = ['beginner', 'intermediate', 'expert'] as const;

/**
 * A picture's or a source's address (links.ts WEB_LINK). A refinement, not a pattern: the API's
 * answers are checked against these schemas' JSON Schema (core/admin-api.ts), which leaves it out, so
 * a record stored before the rule is still answered rather than failing as a 500.
 */
const webLink = z
  .url('is not a valid address')
  .max(2000)
  .refine((value) => WEB_LINK.test(value), 'must be an http:// or https:// link');

const mediaSchema = z.strictObject({
  kind: z.enum(['image', 'video']),
  url: webLink,
});

const ids = z.array(idSchema).max(50).default([]);

/** Optional, like optionalText: an empty address is stored as null. */
const videoUrlSchema = z
  .string()
  .trim()
  .max(VIDEO_URL_MAX, 'is too long')
  .refine((value) => value === '' || HTTPS_LINK.test(value), 'must be an https:// link')
  .nullable()
  .transform((value) => (value ? value : null));

/** An exercise of the library (owner_id null, written by admins) or a coach's own (owner_id = the coach). */
export const exerciseFields = z.strictObject({
  id: idSchema,
  name: localizedTextSchema(),
  instructions: localizedStepsSchema.default({ 'en-US': [] }),
  type_id: idSchema.nullable().default(null),
  primary_muscle_ids: ids,
  secondary_muscle_ids: ids,
  joint_ids: ids,
  position_ids: ids,
  inventory_ids: ids,
  level: z.enum(EXERCISE_LEVELS).nullable().default(null),
  default_rest_seconds: z.number().int().min(0).max(3600).nullable().default(null),
  media: z.array(mediaSchema).max(20).default([]),
  /** Where the exercise came from and under which licence, for attribution. */
  source_name: optionalText(200).default(null),
  source_id: optionalText(200).default(null),
  source_url: webLink.nullable().default(null),
  licence: optionalText(200).default(null),
  /** A video that shows the exercise, opened as a link (never embedded); https only. */
  video_url: videoUrlSchema.default(null),
  /** Set by the server: null for the library, else the coach who made it. */
  owner_id: idSchema.nullable().default(null),
});
