import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
// A type only: the records' schemas (and zod) must not load with the sync indicator on every page.
import type { EntityName } from '@core/records/index';

/**
 * What a synced record is, in words, one of it and many: for the sync indicator's rejections and
 * replaced changes, and for what a 409 `in_use` counts. Typed by entity name, so a new entity does
 * not compile until it has words.
 */
export const ENTITY_LABELS: Record<EntityName, { one: MessageDescriptor; many: MessageDescriptor }> = {
  'age-groups': { one: msg`Age group`, many: msg`Age groups` },
  'country-codes': { one: msg`Country code`, many: msg`Country codes` },
  'exercise-types': { one: msg`Exercise type`, many: msg`Exercise types` },
  inventory: { one: msg`Equipment`, many: msg`Equipment` },
  joints: { one: msg`Joint`, many: msg`Joints` },
  muscles: { one: msg`Muscle`, many: msg`Muscles` },
  positions: { one: msg`Position`, many: msg`Positions` },
  exercises: { one: msg`Exercise`, many: msg`Exercises` },
  clients: { one: msg`Client`, many: msg`Clients` },
  'gym-profiles': { one: msg`Gym equipment`, many: msg`Gym equipment` },
  workouts: { one: msg`Workout`, many: msg`Workouts` },
  'workout-plans': { one: msg`Workout plan`, many: msg`Workout plans` },
  'plan-assignments': { one: msg`Plan assignment`, many: msg`Plan assignments` },
  'calendar-entries': { one: msg`Calendar entry`, many: msg`Calendar entries` },
  'workout-sessions': { one: msg`Workout session`, many: msg`Workout sessions` },
  'set-logs': { one: msg`Logged set`, many: msg`Logged sets` },
  comments: { one: msg`Comment`, many: msg`Comments` },
  notifications: { one: msg`Notification`, many: msg`Notifications` },
  'custom-metrics': { one: msg`Custom measurement`, many: msg`Custom measurements` },
  'body-metrics': { one: msg`Body measurement`, many: msg`Body measurements` },
  'progress-photos': { one: msg`Progress photo`, many: msg`Progress photos` },
  'check-in-forms': { one: msg`Check-in form`, many: msg`Check-in forms` },
  'check-in-assignments': { one: msg`Check-in schedule`, many: msg`Check-in schedules` },
  'check-in-answers': { one: msg`Check-in answers`, many: msg`Check-in answers` },
  conversations: { one: msg`Conversation`, many: msg`Conversations` },
  'conversation-messages': { one: msg`Message`, many: msg`Messages` },
  'conversation-reads': { one: msg`Read mark`, many: msg`Read marks` },
};

/** The words for one record of `entity`, as an engine or server names it; undefined for a name the app does not know. */
export function entityLabel(entity: string): MessageDescriptor | undefined {
  return Object.hasOwn(ENTITY_LABELS, entity) ? ENTITY_LABELS[entity as EntityName].one : undefined;
}
