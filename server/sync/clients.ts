import { eq } from 'drizzle-orm';
import { SYNC_ERRORS } from '@sync/protocol';
import { syncClients } from '../db/schema/index';
import type { DbOrTx } from '../db/types';
import { ApiError } from '../lib/api-error';

export interface SyncClientRow {
  client_id: string;
  user_id: string;
  last_mutation_id: number;
}

/** A device id already claimed by another account: it cannot be used by this one. */
export const clientOfAnotherUser = () =>
  new ApiError(403, SYNC_ERRORS.clientOfAnotherUser, 'This device id belongs to another account. Sign in again to start a new local copy.');

/** The device's row, locked for this transaction, created on first contact; a client id belongs to one user. */
export async function claimClient(tx: DbOrTx, clientId: string, userId: string, userAgent: string | undefined): Promise<SyncClientRow> {
  const lock = () =>
    tx
      .select({ client_id: syncClients.client_id, user_id: syncClients.user_id, last_mutation_id: syncClients.last_mutation_id })
      .from(syncClients)
      .where(eq(syncClients.client_id, clientId))
      .for('update');
  // Every mutation claims the row: the usual case (it exists) costs one query.
  let [row] = await lock();
  if (!row) {
    await tx
      .insert(syncClients)
      .values({ client_id: clientId, user_id: userId, user_agent: userAgent?.slice(0, 300) ?? null })
      .onConflictDoNothing();
    [row] = await lock();
  }
  if (!row) throw new Error('sync client row missing right after inserting it');
  if (row.user_id !== userId) throw clientOfAnotherUser();
  return row;
}
