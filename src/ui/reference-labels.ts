import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UserStatus } from '@core/admin-api';
import type { CalendarStatus } from '@core/records/calendar';
import type { CLIENT_STATUSES } from '@core/records/clients';
import type { EntityName } from '@core/records/index';
import type { EXERCISE_LEVELS } from '@core/records/exercises';
import type { EXERCISE_METRICS, LOAD_TYPES, MUSCLE_GROUPS, MUSCLE_REGIONS } from '@core/records/reference';
import { ENTITY_LABELS } from './entity-labels';

/** The words for the reference data's fixed values, shared by the admin screens and the exercise page. */

export const LEVEL_LABELS: Record<(typeof EXERCISE_LEVELS)[number], MessageDescriptor> = {
  beginner: msg`Beginner`,
  intermediate: msg`Intermediate`,
  expert: msg`Expert`,
};

export const METRIC_LABELS: Record<(typeof EXERCISE_METRICS)[number], MessageDescriptor> = {
  reps: msg`Repetitions`,
  weight: msg`Weight`,
  duration: msg`Duration`,
  distance: msg`Distance`,
};

export const LOAD_TYPE_LABELS: Record<(typeof LOAD_TYPES)[number], MessageDescriptor> = {
  free_weight: msg`Free weight`,
  machine: msg`Machine`,
  cable: msg`Cable`,
  bodyweight: msg`Body weight`,
  elastic: msg`Elastic band`,
  other: msg`Other`,
};

export const MUSCLE_REGION_LABELS: Record<(typeof MUSCLE_REGIONS)[number], MessageDescriptor> = {
  upper: msg`Upper body`,
  lower: msg`Lower body`,
  core: msg`Core`,
};

export const MUSCLE_GROUP_LABELS: Record<(typeof MUSCLE_GROUPS)[number], MessageDescriptor> = {
  chest: msg`Chest`,
  back: msg`Back`,
  shoulders: msg`Shoulders`,
  arms: msg`Arms`,
  core: msg`Core`,
  hips: msg`Hips`,
  legs: msg`Legs`,
  neck: msg`Neck`,
};

export const ROLE_LABELS: Record<1 | 2 | 3, MessageDescriptor> = {
  1: msg`Administrator`,
  2: msg`Coach`,
  3: msg`Client`,
};

/** A coach's client: training now, on a break, or no longer coached. */
export const CLIENT_STATUS_LABELS: Record<(typeof CLIENT_STATUSES)[number], MessageDescriptor> = {
  active: msg`Active`,
  paused: msg`Paused`,
  archived: msg`Archived`,
};

/** Where a scheduled workout stands (missed: its day ended without a session, core/calendar-rules.ts). */
export const CALENDAR_STATUS_LABELS: Record<CalendarStatus, MessageDescriptor> = {
  planned: msg`Planned`,
  completed: msg`Done`,
  partial: msg`Partly done`,
  skipped: msg`Skipped`,
  missed: msg`Missed`,
};

export const USER_STATUS_LABELS: Record<UserStatus, MessageDescriptor> = {
  active: msg`Active`,
  disabled: msg`Disabled`,
  invited: msg`Invited`,
};

/** What uses a record, as a 409 `in_use` names it: a heading for a count. */
export function usageLabel(what: string): MessageDescriptor | undefined {
  if (what === 'users') return msg`Users`;
  return Object.hasOwn(ENTITY_LABELS, what) ? ENTITY_LABELS[what as EntityName].many : undefined;
}
