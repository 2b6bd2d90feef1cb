import { z } from 'zod';
import { IMPORT_SOURCES } from '../imports/types';
import { idSchema, isoDateTimeSchema, nameText, optionalText } from './common';
import { workoutBlocksSchema } from './workouts';

/** What a client actually did in one workout (docs/architecture.md §6). */
export const workoutSessionFields = z.strictObject({
  id: idSchema,
  client_id: idSchema,
  /** Derived by the server from the client's coach. */
  coach_id: idSchema.nullable().default(null),
  calendar_entry_id: idSchema.nullable().default(null),
  workout_id: idSchema.nullable().default(null),
  /** The prescription as it was when the session started: later edits of the workout do not rewrite history. */
  prescription: z.strictObject({ name: nameText(200), blocks: workoutBlocksSchema }),
  started_at: isoDateTimeSchema,
  finished_at: isoDateTimeSchema.nullable().default(null),
  rating: z.number().int().min(1, 'must be 1 to 5').max(5, 'must be 1 to 5').nullable().default(null),
  notes: optionalText(4000).default(null),
  /**
   * Set by the server for a session brought in from another logger's export (docs/imports.md): which
   * one and the file's name. It counts for history and records, never for keeping to the schedule.
   */
  import_source: z.enum(IMPORT_SOURCES).nullable().default(null),
  import_file: optionalText(200).default(null),
  /**
   * Set by the server from the first write of the session: who ran it (the client, or their coach
   * at an in-person session) and that person's name then, so the client's device, which holds no
   * accounts, can say "with your coach, Anna". Null on an imported session and on one the server
   * has not taken yet (sync/SPEC.md A8).
   */
  run_by: idSchema.nullable().default(null),
  run_by_name: optionalText(120).default(null),
});

/** One set as performed. Append-only: a set log is created once and can only be withdrawn (deleted). */
export const setLogFields = z.strictObject({
  id: idSchema,
  session_id: idSchema,
  /** Derived by the server from the session. */
  client_id: idSchema.nullable().default(null),
  coach_id: idSchema.nullable().default(null),
  exercise_id: idSchema,
  block_id: idSchema.nullable().default(null),
  item_id: idSchema.nullable().default(null),
  set_index: z.number().int().min(0).max(1000),
  reps: z.number().int().min(0).max(1000).nullable().default(null),
  weight_kg: z.number().min(0).max(1000).nullable().default(null),
  duration_seconds: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600)
    .nullable()
    .default(null),
  distance_m: z.number().min(0).max(1_000_000).nullable().default(null),
  rpe: z.number().min(1).max(10).nullable().default(null),
  logged_at: isoDateTimeSchema,
  notes: optionalText(1000).default(null),
  /** Set by the server: who logged the set (the client, or their coach at the session, sync/SPEC.md A9). */
  logged_by: idSchema.nullable().default(null),
});

/** A message delivered to one user (communication, docs/architecture.md §6); only `read_at` is theirs to change. */
export const notificationFields = z.strictObject({
  id: idSchema,
  user_id: idSchema.nullable().default(null),
  message_id: idSchema.nullable().default(null),
  subject: nameText(200),
  body: z.string().max(20_000),
  /** The workout session it is about (a comment on it, sync/SPEC.md A14), which it opens; null: none. */
  session_id: idSchema.nullable().default(null),
  /** The app's screen it opens otherwise (a conversation, a workout's reminder); null: none. Set by the server. */
  path: z
    .string()
    .max(500)
    .regex(/^\/(?![/\\])\S*$/, 'must be a path of this app')
    .nullable()
    .default(null),
  sent_at: isoDateTimeSchema,
  read_at: isoDateTimeSchema.nullable().default(null),
});
