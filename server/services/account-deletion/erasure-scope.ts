import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { EntityName } from '@core/records/index';
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
  notifications,
  planAssignments,
  progressPhotos,
  setLogs,
  workoutPlans,
  workouts,
  workoutSessions,
} from '../../db/schema/index';

/** The person being erased: their account, and the client records that were theirs (as a subquery). */
export interface Erased {
  userId: string;
  /** The client records linked to the account: their training is the person's. */
  ownClients: SQL;
}

/**
 * What of each entity is the person's alone, and is erased with the account
 * (docs/account-deletion.md): `null` for nothing. Typed over every entity, so a new entity does
 * not compile until it says. What a coach made for a client (calendar, plans, check-in
 * schedules, gym profile) stays with the coach's client record, which becomes the coach's own
 * notes; what the person did or wrote goes.
 */
/** The sessions of a person's own training on records of coachings that ended (sync/SPEC.md A8). */
const theirSessions = (userId: string) =>
  sql`(select ${workoutSessions.id} from ${workoutSessions} where ${workoutSessions.person_id} = ${userId})`;

export const ERASURE_SCOPES: Record<EntityName, (person: Erased) => SQL | null> = {
  'age-groups': () => null,
  'country-codes': () => null,
  'exercise-types': () => null,
  inventory: () => null,
  joints: () => null,
  muscles: () => null,
  positions: () => null,
  // A coach's own: an account with linked clients is not erased (docs/account-deletion.md), so
  // nobody else trains from these.
  exercises: ({ userId }) => eq(exercises.owner_id, userId),
  clients: ({ userId }) => eq(clients.coach_id, userId),
  'gym-profiles': ({ userId }) => eq(gymProfiles.coach_id, userId),
  workouts: ({ userId }) => eq(workouts.owner_id, userId),
  'workout-plans': ({ userId }) => eq(workoutPlans.owner_id, userId),
  'plan-assignments': ({ userId }) => eq(planAssignments.coach_id, userId),
  'calendar-entries': ({ userId }) => eq(calendarEntries.coach_id, userId),
  // The training: the person's as a client (also on records of coachings that ended, which they
  // still read), and everything on a coach's own records.
  'workout-sessions': ({ userId, ownClients }) =>
    or(sql`${workoutSessions.client_id} in ${ownClients}`, eq(workoutSessions.coach_id, userId), eq(workoutSessions.person_id, userId)) ??
    null,
  'set-logs': ({ userId, ownClients }) =>
    or(sql`${setLogs.client_id} in ${ownClients}`, eq(setLogs.coach_id, userId), eq(setLogs.person_id, userId)) ?? null,
  comments: ({ userId, ownClients }) =>
    or(
      sql`${comments.client_id} in ${ownClients}`,
      eq(comments.coach_id, userId),
      eq(comments.author_id, userId),
      sql`${comments.session_id} in ${theirSessions(userId)}`,
    ) ?? null,
  // Their own, and their coaches' notices of what they did (a message, a finished workout), which
  // lead to their client record and repeat what they wrote.
  notifications: ({ userId, ownClients }) =>
    or(
      eq(notifications.user_id, userId),
      sql`${notifications.session_id} in ${theirSessions(userId)}`,
      sql`exists (select 1 from ${ownClients} as own(id) where position(own.id::text in coalesce(${notifications.path}, '')) > 0)`,
    ) ?? null,
  'custom-metrics': ({ userId, ownClients }) =>
    or(sql`${customMetrics.client_id} in ${ownClients}`, eq(customMetrics.coach_id, userId)) ?? null,
  'body-metrics': ({ userId, ownClients }) => or(sql`${bodyMetrics.client_id} in ${ownClients}`, eq(bodyMetrics.coach_id, userId)) ?? null,
  'progress-photos': ({ userId, ownClients }) =>
    or(sql`${progressPhotos.client_id} in ${ownClients}`, eq(progressPhotos.coach_id, userId)) ?? null,
  'check-in-forms': ({ userId }) => eq(checkInForms.owner_id, userId),
  'check-in-assignments': ({ userId }) => eq(checkInAssignments.coach_id, userId),
  'check-in-answers': ({ userId, ownClients }) =>
    or(sql`${checkInAnswers.client_id} in ${ownClients}`, eq(checkInAnswers.coach_id, userId)) ?? null,
  // A conversation is between a coach and one person: with either gone, it goes, both sides.
  conversations: ({ userId }) => or(eq(conversations.client_user_id, userId), eq(conversations.coach_id, userId)) ?? null,
  'conversation-messages': ({ userId }) =>
    sql`${conversationMessages.conversation_id} in (select ${conversations.id} from ${conversations} where ${conversations.client_user_id} = ${userId} or ${conversations.coach_id} = ${userId})`,
  'conversation-reads': ({ userId }) =>
    sql`${conversationReads.conversation_id} in (select ${conversations.id} from ${conversations} where ${conversations.client_user_id} = ${userId} or ${conversations.coach_id} = ${userId})`,
};

/**
 * The order rows are deleted in: whatever refers to a row goes before it (a set before its
 * session, a message before its conversation, a session before its client record).
 */
export const ERASURE_ORDER: readonly EntityName[] = [
  'comments',
  'set-logs',
  'workout-sessions',
  'check-in-answers',
  'check-in-assignments',
  'check-in-forms',
  'conversation-reads',
  'conversation-messages',
  'conversations',
  'notifications',
  'body-metrics',
  'custom-metrics',
  'progress-photos',
  'calendar-entries',
  'plan-assignments',
  'workout-plans',
  'workouts',
  'gym-profiles',
  'clients',
  'exercises',
];
