import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { EntityName } from '@core/records/index';
import type { RoleId } from '@core/auth-constants';
import {
  bodyMetrics,
  calendarEntries,
  checkInAnswers,
  checkInAssignments,
  checkInForms,
  clients,
  comments,
  conversationMessages,
  conversationReads,
  conversations,
  customMetrics,
  exercises,
  gymProfiles,
  planAssignments,
  progressPhotos,
  setLogs,
  syncRevocations,
  users,
  workoutPlans,
  workouts,
  workoutSessions,
} from '../db/schema/index';
import type { Tx } from '../db/types';
import { ENTITIES } from './entities/index';
import type { AuthUser } from '../plugins/auth';
import { nextVersions } from './versions';

/** Revocations are written in batches: one row is four bind parameters, and PostgreSQL takes 65,535. */
const REVOCATION_BATCH = 5_000;

/** A signed-in user as the readable rules see them; undefined when the account is gone. */
async function accountOf(tx: Tx, userId: string): Promise<AuthUser | undefined> {
  const [person] = await tx.select({ id: users.id, roleId: users.roleId, email: users.email }).from(users).where(eq(users.id, userId));
  return person ? { ...person, roleId: person.roleId as RoleId } : undefined;
}

/**
 * [P6] Every live record of `entity` that meets `candidates` and that `person` can no longer read
 * gets a revocation: the person's next incremental pull carries a tombstone for each, so their
 * devices drop it without a full reset. What they may read is the entity's one readable rule,
 * after the change, evaluated in the query: no list of ids is sent, however many records a
 * client has.
 */
async function revokeWhere(tx: Tx, person: AuthUser, entity: EntityName, candidates: SQL): Promise<void> {
  const def = ENTITIES[entity];
  const { table } = def;
  const visible = def.readable(person);
  const lost = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.deleted, false), candidates, visible ? sql`not coalesce(${visible}, false)` : undefined))
    .orderBy(table.id);
  if (lost.length === 0) return;
  // One version each: a pull page may end between any two versions, never inside one.
  const first = await nextVersions(tx, lost.length);
  for (let start = 0; start < lost.length; start += REVOCATION_BATCH) {
    const batch = lost.slice(start, start + REVOCATION_BATCH);
    await tx
      .insert(syncRevocations)
      .values(batch.map((row, index) => ({ user_id: person.id, entity, record_id: String(row.id), version: first + start + index })));
  }
}

/** [P6] A calendar entry moved away from `clientId`: its person's devices drop it. */
export async function revokeMovedEntry(tx: Tx, clientId: unknown, entryId: string): Promise<void> {
  const userId = await linkedUserOf(tx, clientId);
  const person = userId ? await accountOf(tx, userId) : undefined;
  if (person) await revokeWhere(tx, person, 'calendar-entries', eq(calendarEntries.id, entryId));
}

/**
 * [P6] A plan assignment deleted, or moved off `clientId` or off plan `planId`: the person of
 * `clientId` loses the plan it gave them (unless another assignment still gives it) and, when it
 * moved to another client, the assignment itself. A deleted one reaches them as its own tombstone.
 */
export async function revokeAssignment(tx: Tx, clientId: unknown, assignmentId: string, planId: unknown): Promise<void> {
  const userId = await linkedUserOf(tx, clientId);
  const person = userId ? await accountOf(tx, userId) : undefined;
  if (!person) return;
  await revokeWhere(tx, person, 'plan-assignments', eq(planAssignments.id, assignmentId));
  if (typeof planId === 'string') await revokeWhere(tx, person, 'workout-plans', eq(workoutPlans.id, planId));
}

/**
 * The person of client record `clientId` (`userId`) no longer reaches it (it was deleted or
 * unlinked): what they saw through it leaves their devices, unless they still reach it another
 * way (a second coach's record of them, the library).
 */
export async function revokeClientScope(tx: Tx, clientId: string, userId: string): Promise<void> {
  const [client] = await tx.select({ coach_id: clients.coach_id }).from(clients).where(eq(clients.id, clientId));
  const person = await accountOf(tx, userId);
  if (!client || !person) return;
  await revokeWhere(tx, person, 'calendar-entries', eq(calendarEntries.client_id, clientId));
  await revokeWhere(tx, person, 'workout-sessions', eq(workoutSessions.client_id, clientId));
  await revokeWhere(tx, person, 'set-logs', eq(setLogs.client_id, clientId));
  await revokeWhere(tx, person, 'comments', eq(comments.client_id, clientId));
  await revokeWhere(tx, person, 'gym-profiles', eq(gymProfiles.id, clientId));
  await revokeWhere(tx, person, 'custom-metrics', eq(customMetrics.client_id, clientId));
  await revokeWhere(tx, person, 'body-metrics', eq(bodyMetrics.client_id, clientId));
  await revokeWhere(tx, person, 'progress-photos', eq(progressPhotos.client_id, clientId));
  await revokeWhere(tx, person, 'check-in-answers', eq(checkInAnswers.client_id, clientId));
  await revokeWhere(tx, person, 'check-in-assignments', eq(checkInAssignments.client_id, clientId));
  await revokeWhere(
    tx,
    person,
    'check-in-forms',
    inArray(
      checkInForms.id,
      tx.select({ id: checkInAssignments.form_id }).from(checkInAssignments).where(eq(checkInAssignments.client_id, clientId)),
    ),
  );
  await revokeWhere(
    tx,
    person,
    'workouts',
    inArray(
      workouts.id,
      tx.select({ id: calendarEntries.workout_id }).from(calendarEntries).where(eq(calendarEntries.client_id, clientId)),
    ),
  );
  await revokeWhere(tx, person, 'exercises', eq(exercises.owner_id, client.coach_id));
  await revokeWhere(tx, person, 'plan-assignments', eq(planAssignments.client_id, clientId));
  await revokeWhere(
    tx,
    person,
    'workout-plans',
    inArray(
      workoutPlans.id,
      tx.select({ id: planAssignments.plan_id }).from(planAssignments).where(eq(planAssignments.client_id, clientId)),
    ),
  );
  // [A17, A21] The coach sees the person's photos and their conversation only while they coach
  // them: those leave the coach's devices too. The person keeps the conversation.
  const coach = await accountOf(tx, client.coach_id);
  if (!coach) return;
  await revokeWhere(tx, coach, 'progress-photos', eq(progressPhotos.client_id, clientId));
  await revokeWhere(tx, coach, 'conversations', eq(conversations.client_id, clientId));
  await revokeWhere(tx, coach, 'conversation-messages', eq(conversationMessages.client_id, clientId));
  await revokeWhere(tx, coach, 'conversation-reads', eq(conversationReads.client_id, clientId));
}

/** The person linked to client record `clientId`, when they have an account. */
export async function linkedUserOf(tx: Tx, clientId: unknown): Promise<string | undefined> {
  if (typeof clientId !== 'string') return undefined;
  const [row] = await tx.select({ user_id: clients.user_id }).from(clients).where(eq(clients.id, clientId));
  return row?.user_id ?? undefined;
}
