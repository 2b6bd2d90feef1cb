import { and, eq } from 'drizzle-orm';
import { toStorableText } from '@core/records/storable';
import type { Mutation, MutationError, MutationResult, PushRequest, PushResponse } from '@sync/protocol';
import { syncClients, syncRejections } from '../db/schema/index';
import type { Db, Tx } from '../db/types';
import { ApiError } from '../lib/api-error';
import type { AuthUser } from '../plugins/auth';
import { applyMutation } from './apply';
import { claimClient } from './clients';
import { asPermanent } from './rejections';
import { conflictsOf } from './history-writes';

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
      const permanent = asPermanent(error);
      if (!permanent) throw new PushInterrupted(committed, error);
      // [W5] Rejected: the attempt rolled back; in a transaction of its own the rejection is
      // recorded and the device's position still advances past it.
      try {
        result = await db.transaction((tx) => recordRejection(tx, user, request.clientId, mutation, permanent, userAgent));
      } catch (again) {
        if (again instanceof MutationGap || again instanceof ApiError) throw again;
        throw new PushInterrupted(committed, again);
      }
    }
    committed = result.last;
    const { last: _last, ...answer } = result;
    results.push(answer);
  }
  // An empty batch answers where the device stands.
  committed ??= await db.transaction(async (tx) => (await claimClient(tx, request.clientId, user.id, userAgent)).last_mutation_id);
  return { lastMutationId: committed, results };
}

type Outcome = MutationResult & { last: number };

/**
 * [W3] Already applied: skipped. If it was rejected, or replaced newer values (R9), say so again:
 * the first answer may have been lost.
 */
async function skipped(tx: Tx, clientId: string, mutation: Mutation, last: number): Promise<Outcome> {
  const [earlier] = await tx
    .select()
    .from(syncRejections)
    .where(and(eq(syncRejections.client_id, clientId), eq(syncRejections.mutation_id, mutation.id)));
  const error = earlier
    ? { code: earlier.code, message: earlier.message, ...(earlier.fields ? { fields: earlier.fields } : {}) }
    : undefined;
  const conflicts = error ? [] : await conflictsOf(tx, { clientId, mutationId: mutation.id });
  return { id: mutation.id, status: 'skipped', ...(error ? { error } : {}), ...(conflicts.length > 0 ? { conflicts } : {}), last };
}

/** Claims the device's row and decides whether `mutation` is next; undefined when it is. */
async function position(
  tx: Tx,
  user: AuthUser,
  clientId: string,
  mutation: Mutation,
  userAgent: string | undefined,
): Promise<Outcome | undefined> {
  const client = await claimClient(tx, clientId, user.id, userAgent);
  if (mutation.id <= client.last_mutation_id) return skipped(tx, clientId, mutation, client.last_mutation_id);
  if (mutation.id > client.last_mutation_id + 1) throw new MutationGap(client.last_mutation_id);
  return undefined;
}

async function advance(tx: Tx, clientId: string, mutationId: number): Promise<void> {
  await tx.update(syncClients).set({ last_mutation_id: mutationId, last_push_at: new Date() }).where(eq(syncClients.client_id, clientId));
}

/** [W2] The mutation and the device's new position, in one transaction. */
async function applyInTransaction(
  tx: Tx,
  user: AuthUser,
  clientId: string,
  mutation: Mutation,
  userAgent: string | undefined,
): Promise<Outcome> {
  const done = await position(tx, user, clientId, mutation, userAgent);
  if (done) return done;
  const device = { clientId, mutationId: mutation.id };
  const conflicts = await applyMutation(tx, { user, device }, mutation.name, mutation.args);
  await advance(tx, clientId, mutation.id);
  return { id: mutation.id, status: 'applied', ...(conflicts.length > 0 ? { conflicts } : {}), last: mutation.id };
}

async function recordRejection(
  tx: Tx,
  user: AuthUser,
  clientId: string,
  mutation: Mutation,
  error: MutationError,
  userAgent: string | undefined,
): Promise<Outcome> {
  // Another tab may have got there first while this one was failing.
  const done = await position(tx, user, clientId, mutation, userAgent);
  if (done) return done;
  // A rejection that quotes bad input (a field name with a NUL) must itself be storable, or the
  // queue would stall on recording it.
  const fields = error.fields
    ? Object.fromEntries(Object.entries(error.fields).map(([field, message]) => [toStorableText(field), toStorableText(message)]))
    : null;
  await tx.insert(syncRejections).values({
    client_id: clientId,
    mutation_id: mutation.id,
    code: toStorableText(error.code),
    message: toStorableText(error.message),
    fields,
  });
  await advance(tx, clientId, mutation.id);
  return { id: mutation.id, status: 'rejected', error, last: mutation.id };
}
