import { z } from 'zod';
import type { EntityName } from './records/index';

/**
 * [R11] A record's history as a person may read it: every write of it the server kept, newest
 * first, with who made it and, for the reader's own writes, from which device. Shared by the
 * server's route and the screens that show it.
 */

/** The records whose screens show their history: what people edit. */
export const HISTORY_ENTITIES = [
  'clients',
  'gym-profiles',
  'workouts',
  'workout-plans',
  'exercises',
  'plan-assignments',
  'calendar-entries',
  'workout-sessions',
] as const satisfies readonly EntityName[];
export type HistoryEntity = (typeof HISTORY_ENTITIES)[number];

/** How many writes an answer holds at most: a record edited more often shows its newest. */
export const HISTORY_LIMIT = 100;

export const historyQuerySchema = z.object({
  entity: z.enum(HISTORY_ENTITIES),
  id: z.uuid('is not a valid id'),
});

/** Who made a write: null for the server itself (a message it sent, a plan it expanded). */
const authorSchema = z
  .object({
    name: z.string(),
    /** The reader made it. */
    you: z.boolean(),
    /** The device (sync client id) it came from: told only for the reader's own writes. */
    device: z.uuid().nullable(),
  })
  .nullable();

export const historyEntrySchema = z.object({
  version: z.number().int().positive(),
  at: z.iso.datetime(),
  kind: z.enum(['put', 'patch', 'delete']),
  author: authorSchema,
  /** The fields it set, with their values. */
  changes: z.record(z.string(), z.unknown()),
  /** The values it replaced, for the fields it changed. */
  replaced: z.record(z.string(), z.unknown()),
  /** [R9] Fields where it replaced a newer change made on another device, and who had made that change. */
  conflicts: z.array(z.object({ field: z.string(), replaced: z.unknown(), replaced_author: authorSchema.optional() })),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historyResponseSchema = z.object({
  entries: z.array(historyEntrySchema),
  /** More writes are older than the last entry. */
  more: z.boolean(),
});
export type HistoryResponse = z.infer<typeof historyResponseSchema>;
