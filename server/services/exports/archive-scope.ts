import { eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
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
  planAssignments,
  progressPhotos,
  setLogs,
  workoutPlans,
  workouts,
  workoutSessions,
} from '../../db/schema/index';
import { ENTITIES } from '../../sync/entities/index';
import type { ExportSubject } from './export-subject';

/**
 * Which records of an entity an archive holds (docs/exports.md, "What an archive holds"), beyond
 * the entity's readable rule, which every archive applies first: nobody's archive holds what they
 * could not read on their devices. `undefined`: all the reader can read; `null`: none.
 *
 * A person's own archive is everything they can read but the shared library. A client's archive
 * is that client's records, and what of the coach's they were given or trained from. The map is
 * over every entity, so a new entity does not compile until it says what archives hold of it.
 */
type Scope = (subject: ExportSubject) => SQL | undefined | null;

const library: Scope = () => null;
/** The client's own rows, by their `client_id`; all the reader can read in their own archive. */
const ofClient =
  (column: { getSQL(): SQL }): Scope =>
  ({ clientId }) =>
    clientId === null ? undefined : sql`${column} = ${clientId}`;

/** The set logs of the archive, as a subquery of their exercises. */
function archivedSetExercises(subject: ExportSubject): SQL {
  const readable = ENTITIES['set-logs'].readable(subject.reader) ?? sql`false`;
  const client = subject.clientId === null ? sql`true` : sql`${setLogs.client_id} = ${subject.clientId}`;
  return sql`(select ${setLogs.exercise_id} from ${setLogs} where ${readable} and ${client} and not ${setLogs.deleted})`;
}

export const ARCHIVE_SCOPES: Record<EntityName, Scope> = {
  'age-groups': library,
  'country-codes': library,
  'exercise-types': library,
  inventory: library,
  joints: library,
  muscles: library,
  positions: library,
  // Library exercises only where a set names them, so that every set's exercise is in the archive;
  // a coach's own exercises whole in their own archive.
  exercises: (subject) => {
    const used = sql`${exercises.id} in ${archivedSetExercises(subject)}`;
    return subject.clientId === null ? or(isNotNull(exercises.owner_id), used) : used;
  },
  clients: ({ clientId }) => (clientId === null ? undefined : eq(clients.id, clientId)),
  // A gym profile's id is its client's.
  'gym-profiles': ({ clientId }) => (clientId === null ? undefined : eq(gymProfiles.id, clientId)),
  workouts: ({ clientId }) =>
    clientId === null
      ? undefined
      : or(
          sql`${workouts.id} in (select ${calendarEntries.workout_id} from ${calendarEntries} where ${calendarEntries.client_id} = ${clientId})`,
          sql`${workouts.id} in (select ${workoutSessions.workout_id} from ${workoutSessions} where ${workoutSessions.client_id} = ${clientId})`,
          sql`${workouts.id}::text in (select day->>'workout_id' from ${workoutPlans}, jsonb_array_elements(${workoutPlans.days}) as day
            where ${workoutPlans.id} in (select ${planAssignments.plan_id} from ${planAssignments} where ${planAssignments.client_id} = ${clientId}))`,
        ),
  'workout-plans': ({ clientId }) =>
    clientId === null
      ? undefined
      : sql`${workoutPlans.id} in (select ${planAssignments.plan_id} from ${planAssignments} where ${planAssignments.client_id} = ${clientId})`,
  'plan-assignments': ofClient(planAssignments.client_id),
  'calendar-entries': ofClient(calendarEntries.client_id),
  'workout-sessions': ofClient(workoutSessions.client_id),
  'set-logs': ofClient(setLogs.client_id),
  comments: ofClient(comments.client_id),
  // A person's own alerts; nothing of a client's training.
  notifications: ({ clientId }) => (clientId === null ? undefined : null),
  'custom-metrics': ofClient(customMetrics.client_id),
  'body-metrics': ofClient(bodyMetrics.client_id),
  'progress-photos': ofClient(progressPhotos.client_id),
  'check-in-forms': ({ clientId }) =>
    clientId === null
      ? undefined
      : sql`${checkInForms.id} in (select ${checkInAssignments.form_id} from ${checkInAssignments} where ${checkInAssignments.client_id} = ${clientId})`,
  'check-in-assignments': ofClient(checkInAssignments.client_id),
  'check-in-answers': ofClient(checkInAnswers.client_id),
  conversations: ofClient(conversations.client_id),
  'conversation-messages': ({ clientId }) =>
    clientId === null
      ? undefined
      : sql`${conversationMessages.conversation_id} in (select ${conversations.id} from ${conversations} where ${conversations.client_id} = ${clientId})`,
  'conversation-reads': ({ clientId }) =>
    clientId === null
      ? undefined
      : sql`${conversationReads.conversation_id} in (select ${conversations.id} from ${conversations} where ${conversations.client_id} = ${clientId})`,
};
