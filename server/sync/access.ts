import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ROLE } from '@core/auth-constants';
import { clients, syncScopes } from '../db/schema/index';
import type { DbOrTx, Tx } from '../db/types';
import type { AuthUser } from '../plugins/auth';
import { nextVersion } from './versions';
import { forbiddenWrite, missing, rejected } from './rejections';
import type { SyncTable } from './rows';

/** The client records linked to a signed-in client's own account. */
export const linkedClientIds = (userId: string): SQL =>
  sql`(select ${clients.id} from ${clients} where ${clients.user_id} = ${userId} and not ${clients.deleted})`;

/** The coaches of a signed-in client. */
export const coachesOf = (userId: string): SQL =>
  sql`(select ${clients.coach_id} from ${clients} where ${clients.user_id} = ${userId} and not ${clients.deleted})`;

export const isAdmin = (user: AuthUser) => user.roleId === ROLE.admin;
export const isCoach = (user: AuthUser) => user.roleId === ROLE.coach;

export function requireRole(user: AuthUser, roles: readonly number[], message: string): void {
  if (!roles.includes(user.roleId)) throw forbiddenWrite(message);
}

export interface ClientAccess {
  id: string;
  coach_id: string;
  user_id: string | null;
  /** How the user reaches the client: as its coach, or as the client themselves. */
  as: 'coach' | 'self';
}

/** The client record `clientId`, if `user` is its coach or the person it describes; else a rejection. */
export async function clientAccess(tx: DbOrTx, user: AuthUser, clientId: unknown): Promise<ClientAccess> {
  if (typeof clientId !== 'string') throw missing('client');
  const [row] = await tx
    .select({ id: clients.id, coach_id: clients.coach_id, user_id: clients.user_id })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.deleted, false)));
  if (row?.coach_id === user.id) return { ...row, as: 'coach' };
  if (row && row.user_id === user.id) return { ...row, as: 'self' };
  throw missing('client');
}

/**
 * Every id in `ids` names a row of `table` that `visible` admits; else a rejection naming the
 * field. Live rows only, unless `tombstones` admits deleted ones: a record of what happened (a
 * session, a set) names what it was done against, even if that was deleted meanwhile.
 */
export async function assertReferences(
  tx: Tx,
  table: SyncTable,
  ids: readonly unknown[],
  field: string,
  visible?: SQL,
  { tombstones = false } = {},
): Promise<void> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
  if (wanted.length === 0) return;
  const found = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, wanted), tombstones ? undefined : eq(table.deleted, false), visible));
  if (found.length !== wanted.length)
    throw rejected('invalid_reference', `${field} refers to something that does not exist`, {
      [field]: 'refers to something that does not exist',
    });
}

/**
 * What `user` may see changed in a way a version cursor cannot express (a role changed, an account
 * was linked to or unlinked from a client record): their next pull becomes a reset, which brings
 * what they may now see and removes what they may no longer see from their devices.
 */
export async function bumpScope(tx: Tx, userId: string): Promise<void> {
  await tx
    .insert(syncScopes)
    .values({ user_id: userId, epoch: 1 })
    .onConflictDoUpdate({ target: syncScopes.user_id, set: { epoch: sql`${syncScopes.epoch} + 1` } });
}

/** Gives a row a new version without changing it, so that users who can newly see it pull it. */
export async function touch(tx: Tx, table: SyncTable, id: string, condition?: SQL): Promise<void> {
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.deleted, false), condition));
  if (!row) return;
  await tx
    .update(table)
    .set({ version: await nextVersion(tx) })
    .where(eq(table.id, id));
}

/** Thrown when another device made the same record while this write waited: a retry applies over it (W6). */
export class ConcurrentCreation extends Error {
  constructor(entity: string) {
    super(`The ${entity} record was made by another device at the same moment; retry`);
    this.name = 'ConcurrentCreation';
  }
}

/**
 * For a record whose id every device derives alike (a gym profile, a day's body metric): the
 * first write of it by a second device at the same moment. The writer waits on the client row,
 * which the first write locks too, and then finds the record made. Inserting anyway would be a
 * permanent `duplicate` (W5) and lose that device's change; failing temporarily lets its retry
 * apply over the first (R2).
 */
export async function awaitConcurrentCreation(tx: Tx, table: SyncTable, entity: string, clientId: string, id: string): Promise<void> {
  await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('no key update');
  const [made] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
  if (made) throw new ConcurrentCreation(entity);
}
