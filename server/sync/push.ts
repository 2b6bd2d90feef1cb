import { and, eq } from 'drizzle-orm';
import { expandMutation } from '@sync/mutations';
import type { Mutation, MutationResult, PushRequest, PushResponse } from '@sync/protocol';
import { syncClients, syncRejections } from '../db/schema/index';
import type { Db, Tx } from '../db/types';
import { ApiError } from '../lib/errors';
import type { AuthUser } from '../plugins/auth';
import { applyPrimitive } from './apply';
import { claimClient } from './clients';
import { asPermanent } from './errors';

/** [W4] A mutation id beyond lastMutationId + 1: refused without effect. */
export class MutationGap extends Error {
  constructor(readonly lastMutationId: number) {
    super(`Mutation ids must continue from ${lastMutationId + 1}`);
    this.name = 'MutationGap';
  }
}

/** [W6] A temporary failure after some mutations committed: those count, the rest is retried. */
export class PushInterrupted extends Error {
  constructor(
    readonly lastMutationId: number | undefined,
    override readonly cause: unknown,
  ) {
    super('The push stopped at a temporary error');
    this.name = 'PushInterrupted';
  }
}

/**
 * Applies a device's mutations in order, each in its own transaction together with the device's
 * lastMutationId (sync/SPEC.md §W): exactly once, rejections recorded and skipped.
 */
export async function push(db: Db, user: AuthUser, request: PushRequest, userAgent?: string): Promise<PushResponse> {
  const results: MutationResult[] = [];
  // What has committed so far; only this may be reported if the batch stops.
  let committed: number | undefined;
  for (const mutation of request.mutations) {
    let result: MutationResult & { last: number };
    try {
      result = await db.transaction((tx) => applyInTransaction(tx, user, request.clientId, mutation, userAgent));
    } catch (error) {
      if (error instanceof MutationGap || error instanceof ApiError) throw error;
      throw new PushInterrupted(committed, error);
    }
    committed = result.last;
    const { last: _last, ...answer } = result;
    results.push(answer);
  }
  // An empty batch answers where the device stands.
  committed ??= await db.transaction(async (tx) => (await claimClient(tx, request.clientId, user.id, userAgent)).last_mutation_id);
  return { lastMutationId: committed, results };
}

async function applyInTransaction(tx: Tx, user: AuthUser, clientId: string, mutation: Mutation, userAgent: string | undefined): Promise<MutationResult & { last: number }> {
  const client = await claimClient(tx, clientId, user.id, userAgent);
  if (mutation.id <= client.last_mutation_id) {
    // [W3] Already applied: skipped. If it was rejected, say so again: the first answer may have been lost.
    const [earlier] = await tx
      .select()
      .from(syncRejections)
      .where(and(eq(syncRejections.client_id, clientId), eq(syncRejections.mutation_id, mutation.id)));
    const error = earlier ? { code: earlier.code, message: earlier.message, ...(earlier.fields ? { fields: earlier.fields } : {}) } : undefined;
    return { id: mutation.id, status: 'skipped', ...(error ? { error } : {}), last: client.last_mutation_id };
  }
  if (mutation.id > client.last_mutation_id + 1) throw new MutationGap(client.last_mutation_id);
  let outcome: MutationResult = { id: mutation.id, status: 'applied' };
  try {
    await tx.transaction(async (savepoint) => {
      for (const op of expandMutation(mutation.name, mutation.args)) await applyPrimitive(savepoint, { user }, op);
    });
  } catch (error) {
    const permanent = asPermanent(error);
    if (!permanent) throw error;
    // [W5] Rejected: recorded, and the device's position still advances past it.
    outcome = { id: mutation.id, status: 'rejected', error: permanent };
    await tx.insert(syncRejections).values({ client_id: clientId, mutation_id: mutation.id, code: permanent.code, message: permanent.message, fields: permanent.fields ?? null });
  }
  await tx.update(syncClients).set({ last_mutation_id: mutation.id, last_push_at: new Date() }).where(eq(syncClients.client_id, clientId));
  return { ...outcome, last: mutation.id };
}
