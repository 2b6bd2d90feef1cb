import { z } from 'zod';

/**
 * The sync wire contract (the push rules of sync/SPEC.md). Bump PROTOCOL_VERSION on any change an older client
 * could misread; the server answers 426 to versions it no longer speaks, so the app asks the user
 * to update instead of corrupting data.
 */
export const PROTOCOL_VERSION = 2;
/**
 * 2: sessions say who ran them and set logs who logged them (sync/SPEC.md A8, A9). An app of
 * protocol 1 refuses a record with fields its schemas do not know, so it is told to update.
 */
export const MIN_SUPPORTED_PROTOCOL = 2;
export const PROTOCOL_HEADER = 'x-treneris-sync-protocol';

export const PUSH_BATCH_MAX = 500;
export const PULL_LIMIT_DEFAULT = 1000;
export const PULL_LIMIT_MAX = 5000;

const clientIdSchema = z.uuid('is not a valid client id');

export const mutationSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(3).max(100),
  args: z.record(z.string(), z.unknown()),
});
export type Mutation = z.infer<typeof mutationSchema>;

export const pushRequestSchema = z.object({
  clientId: clientIdSchema,
  mutations: z.array(mutationSchema).max(PUSH_BATCH_MAX, `at most ${PUSH_BATCH_MAX} mutations per request`),
});
export type PushRequest = z.infer<typeof pushRequestSchema>;

export const mutationErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type MutationError = z.infer<typeof mutationErrorSchema>;

/** [R9] A field a patch wrote over a newer value from another device, and that value. */
export const conflictSchema = z.object({
  field: z.string(),
  replaced: z.unknown(),
});
export type Conflict = z.infer<typeof conflictSchema>;

export const mutationResultSchema = z.object({
  id: z.number().int(),
  status: z.enum(['applied', 'skipped', 'rejected']),
  /** On `rejected`; also on `skipped` when the original outcome was a rejection whose answer was lost. */
  error: mutationErrorSchema.optional(),
  /** On `applied` (and on `skipped`, repeated): newer values this mutation replaced (R9). */
  conflicts: z.array(conflictSchema).optional(),
});
export type MutationResult = z.infer<typeof mutationResultSchema>;

export const pushResponseSchema = z.object({
  lastMutationId: z.number().int().nonnegative(),
  results: z.array(mutationResultSchema),
});
export type PushResponse = z.infer<typeof pushResponseSchema>;

export const pullRequestSchema = z.object({
  clientId: clientIdSchema,
  cursor: z.string().max(200).nullable(),
  limit: z.number().int().min(1).max(PULL_LIMIT_MAX).optional(),
});
export type PullRequest = z.infer<typeof pullRequestSchema>;

export const changeSchema = z.object({
  entity: z.string(),
  id: z.string(),
  version: z.number().int(),
  deleted: z.boolean(),
  data: z.record(z.string(), z.unknown()).optional(),
});
export type Change = z.infer<typeof changeSchema>;

export const pullResponseSchema = z.object({
  cursor: z.string(),
  lastMutationId: z.number().int().nonnegative(),
  changes: z.array(changeSchema),
  hasMore: z.boolean(),
  reset: z.literal(true).optional(),
});
export type PullResponse = z.infer<typeof pullResponseSchema>;

/** Error codes of the sync endpoints that a client acts on. */
export const SYNC_ERRORS = {
  /** A mutation id beyond lastMutationId + 1: the body carries the server's lastMutationId. */
  gap: 'mutation_gap',
  clientOfAnotherUser: 'client_id_taken',
  protocolTooOld: 'client_too_old',
  protocolTooNew: 'server_too_old',
} as const;

/** 409 mutation_gap and 503 on push: the error shape plus where the device stands on the server. */
export const pushFailureSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
  lastMutationId: z.number().int().nonnegative().nullable().optional(),
});
