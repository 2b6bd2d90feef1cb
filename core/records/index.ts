import type { z } from 'zod';
import { bodyMetricFields } from './body-metrics';
import { checkInAnswerFields, checkInAssignmentFields, checkInFormFields } from './check-ins';
import { calendarEntryFields, planAssignmentFields } from './calendar';
import { clientFields } from './clients';
import { commentFields } from './comments';
import { conversationFields, conversationMessageFields, conversationReadFields } from './conversations';
import { customMetricFields } from './custom-metrics';
import type { SyncMeta } from './common';
import { exerciseFields } from './exercises';
import { gymProfileFields } from './gym-profiles';
import { progressPhotoFields } from './progress-photos';
import {
  ageGroupFields,
  countryCodeFields,
  exerciseTypeFields,
  inventoryFields,
  jointFields,
  muscleFields,
  positionFields,
} from './reference';
import { notificationFields, setLogFields, workoutSessionFields } from './sessions';
import { workoutFields, workoutPlanFields } from './workouts';

/**
 * Every synced entity, by its wire name (URL-style plural, as in `clients.put`). The order is the
 * order a first download applies them: what others refer to comes first.
 * DO NOT rename: the names are stored in outboxes and cursors on users' devices.
 */
export const ENTITY_FIELDS = {
  'age-groups': ageGroupFields,
  'country-codes': countryCodeFields,
  'exercise-types': exerciseTypeFields,
  inventory: inventoryFields,
  joints: jointFields,
  muscles: muscleFields,
  positions: positionFields,
  exercises: exerciseFields,
  clients: clientFields,
  'gym-profiles': gymProfileFields,
  workouts: workoutFields,
  'workout-plans': workoutPlanFields,
  'plan-assignments': planAssignmentFields,
  'calendar-entries': calendarEntryFields,
  'workout-sessions': workoutSessionFields,
  'set-logs': setLogFields,
  comments: commentFields,
  notifications: notificationFields,
  'custom-metrics': customMetricFields,
  'body-metrics': bodyMetricFields,
  'progress-photos': progressPhotoFields,
  'check-in-forms': checkInFormFields,
  'check-in-assignments': checkInAssignmentFields,
  'check-in-answers': checkInAnswerFields,
  conversations: conversationFields,
  'conversation-messages': conversationMessageFields,
  'conversation-reads': conversationReadFields,
} as const;

export type EntityName = keyof typeof ENTITY_FIELDS;
export const ENTITY_NAMES = Object.keys(ENTITY_FIELDS) as EntityName[];

export const REFERENCE_ENTITIES = [
  'age-groups',
  'country-codes',
  'exercise-types',
  'inventory',
  'joints',
  'muscles',
  'positions',
] as const satisfies readonly EntityName[];
export type ReferenceEntity = (typeof REFERENCE_ENTITIES)[number];

export function isEntityName(value: string): value is EntityName {
  return Object.hasOwn(ENTITY_FIELDS, value);
}

/** What a client writes: the record's own fields, as validated (defaults filled in). */
export type FieldsOf<E extends EntityName> = z.output<(typeof ENTITY_FIELDS)[E]>;
/** What a client may send: defaults may be left out. */
export type FieldsInput<E extends EntityName> = z.input<(typeof ENTITY_FIELDS)[E]>;
/** A record as it is synced and stored on the device. */
export type RecordOf<E extends EntityName> = FieldsOf<E> & SyncMeta;
export type AnyRecord = { id: string } & SyncMeta & Record<string, unknown>;

/**
 * Fields the server derives or owns; a client's value is ignored on put and refused on patch.
 * The server's access rules (sync/SPEC.md §A) set them.
 */
export const SERVER_OWNED_FIELDS: Partial<Record<EntityName, readonly string[]>> = {
  exercises: ['owner_id'],
  clients: ['coach_id', 'user_id', 'invited_until', 'added_at'],
  'gym-profiles': ['coach_id'],
  workouts: ['owner_id'],
  'workout-plans': ['owner_id'],
  'plan-assignments': ['coach_id'],
  'calendar-entries': ['coach_id'],
  'workout-sessions': ['coach_id', 'import_source', 'import_file', 'run_by', 'run_by_name'],
  'set-logs': ['client_id', 'coach_id', 'logged_by'],
  comments: ['author_id', 'written_at', 'client_id', 'coach_id'],
  notifications: ['user_id', 'message_id', 'subject', 'body', 'session_id', 'path', 'sent_at'],
  'custom-metrics': ['coach_id'],
  'body-metrics': ['logged_by', 'coach_id'],
  'progress-photos': ['uploaded_at', 'width', 'height', 'byte_size', 'coach_id'],
  'check-in-forms': ['owner_id'],
  'check-in-assignments': ['coach_id'],
  'check-in-answers': ['submitted_at', 'replied_at', 'coach_id'],
  conversations: ['coach_id', 'client_user_id'],
  'conversation-messages': ['author_id', 'written_at', 'edited_at', 'photo_uploaded_at', 'client_id', 'coach_id', 'client_user_id'],
  'conversation-reads': ['user_id', 'client_id', 'coach_id', 'client_user_id'],
};

export * from './body-metrics';
export * from './calendar';
export * from './check-ins';
export * from './clients';
export * from './comments';
export * from './conversations';
export * from './custom-metrics';
export * from './common';
export * from './exercises';
export * from './gym-profiles';
export * from './progress-photos';
export * from './reference';
export * from './sessions';
export * from './workouts';
