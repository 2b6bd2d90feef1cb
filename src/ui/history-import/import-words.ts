import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ImportConfidence } from '@core/imports/api';
import type { ImportProblemCode, ImportSkipReason } from '@core/imports/types';

/** Why a row of the file was left out, as the preview says it. */
export const PROBLEM_WORDS: Record<ImportProblemCode, MessageDescriptor> = {
  bad_number: msg`is not a number that fits here`,
  negative_number: msg`is below zero`,
  number_too_large: msg`is larger than a set can hold`,
  bad_date: msg`is not a date this import can read`,
  future_date: msg`is in the future`,
  missing_exercise: msg`names no exercise`,
  bad_unit: msg`is not a unit this import knows`,
  bad_set_order: msg`is not a set number, W, D, F, a rest timer or a note`,
};

/** Rows that are not sets, counted in the preview. */
export const SKIP_WORDS: Record<ImportSkipReason, MessageDescriptor> = {
  rest_timer: msg`rest timer rows`,
  note_row: msg`note rows`,
  empty_row: msg`empty rows`,
  empty_set: msg`sets with nothing written in them`,
};

/** How sure the match of a name is. */
export const CONFIDENCE_WORDS: Record<ImportConfidence, MessageDescriptor> = {
  remembered: msg`Your earlier choice`,
  exact: msg`Same exercise`,
  high: msg`Likely`,
  low: msg`Check this`,
  none: msg`Not found`,
};

/** What the server's refusal of a file means for the person. */
export const FILE_FAILURE_WORDS: Record<string, MessageDescriptor> = {
  empty_file: msg`The file is empty.`,
  not_text: msg`This is not a CSV file. Export your workouts as CSV in Strong or Hevy and choose that file.`,
  unknown_format: msg`This file is not an export of Strong or Hevy: its first row is not theirs.`,
  too_many_rows: msg`The file has more rows than an import takes.`,
  too_many_exercises: msg`The file names more different exercises than an import takes. Is it a training history?`,
  file_too_large: msg`The file is larger than an import takes (25 MB).`,
  no_client_record: msg`Your training is kept with a coach: join a coach before importing a history.`,
  exercises_unmatched: msg`Choose an exercise for every name first.`,
};
