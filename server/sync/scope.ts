import { and, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { EntityName } from '@sync/records/index';
import type { RoleId } from '@sync/auth-constants';
import { calendarEntries, clients, exercises, setLogs, syncRevocations, users, workoutSessions } from '../db/schema/index';
import type { Tx } from '../db/types';
import { applyPrimitive } from './apply';
import { ENTITIES } from './entities/index';
import type { SyncTable } from './records';
import { nextVersions } from './versions';

/**
 * [P6] Of the records `ids`, those `userId` can no longer read get a revocation: the user's next
 * incremental pull carries a tombstone for each, so their devices drop it without a full reset.
 * What the user may read is decided by the entity's one readable rule, after the change.
 */
export async function revokeUnreadable(tx: Tx, userId: string, entity: EntityName, ids: readonly string[]): Promise<void> {
  const candidates = [...new Set(ids)];
  if (candidates.length === 0) return;
  const [person] = await tx.select({ id: users.id, roleId: users.roleId, email: users.email }).from(users).where(eq(users.id, userId));
  if (!person) return;
  const def = ENTITIES[entity];
  const visible = def.readable({ ...person, roleId: person.roleId as RoleId });
  const still = visible
    ? new Set((await tx.select({ id: def.table.id }).from(def.table).where(and(inArray(def.table.id, candidates), visible))).map((row) => row.id))
    : new Set<string>();
  const lost = candidates.filter((id) => !still.has(id));
  if (lost.length === 0) return;
  // One version each: a pull page may end between any two versions, never inside one.
  const first = await nextVersions(tx, lost.length);
  await tx.insert(syncRevocations).values(lost.map((record_id, index) => ({ user_id: userId, entity, record_id, version: first + index })));
}

/**
 * The person of client record `clientId` (`userId`) no longer reaches it (it was deleted or
 * unlinked): what they saw through it leaves their devices, unless they still reach it another
 * way (a second coach's record of them, the library).
 */
export async function revokeClientScope(tx: Tx, clientId: string, userId: string): Promise<void> {
  const [client] = await tx.select({ coach_id: clients.coach_id }).from(clients).where(eq(clients.id, clientId));
  if (!client) return;
  await revokeUnreadable(tx, userId, 'calendar-entries', await liveIds(tx, calendarEntries, eq(calendarEntries.client_id, clientId)));
  await revokeUnreadable(tx, userId, 'workout-sessions', await liveIds(tx, workoutSessions, eq(workoutSessions.client_id, clientId)));
  await revokeUnreadable(tx, userId, 'set-logs', await liveIds(tx, setLogs, eq(setLogs.client_id, clientId)));
  const onCalendar = await tx
    .selectDistinct({ id: calendarEntries.workout_id })
    .from(calendarEntries)
    .where(and(eq(calendarEntries.client_id, clientId), isNotNull(calendarEntries.workout_id)));
  await revokeUnreadable(tx, userId, 'workouts', onCalendar.map((row) => row.id).filter((id): id is string => id !== null));
  await revokeUnreadable(tx, userId, 'exercises', await liveIds(tx, exercises, eq(exercises.owner_id, client.coach_id)));
}

async function liveIds(tx: Tx, table: SyncTable, condition: SQL): Promise<string[]> {
  return (await tx.select({ id: table.id }).from(table).where(and(eq(table.deleted, false), condition))).map((row) => String(row.id));
}

/** The person linked to client record `clientId`, when they have an account. */
export async function linkedUserOf(tx: Tx, clientId: unknown): Promise<string | undefined> {
  if (typeof clientId !== 'string') return undefined;
  const [row] = await tx.select({ user_id: clients.user_id }).from(clients).where(eq(clients.id, clientId));
  return row?.user_id ?? undefined;
}

/**
 * Ends the link between client record `clientId` and its person's account: the record stays the
 * coach's, and everything the person saw through it leaves their devices on their next pull.
 */
export async function unlinkClient(tx: Tx, clientId: string): Promise<void> {
  const person = await linkedUserOf(tx, clientId);
  if (!person) return;
  await applyPrimitive(tx, { system: true }, { entity: 'clients', kind: 'patch', id: clientId, changes: { user_id: null } });
  await revokeClientScope(tx, clientId, person);
}
