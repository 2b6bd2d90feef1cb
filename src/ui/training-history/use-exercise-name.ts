import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { localized } from '@core/records/localized';
import { useRecords } from '@/data/record-reads';
import { exerciseNames, type ExerciseNames } from '../ExerciseLink';

/** An exercise's name in the reader's language by id; undefined while the exercises load. */
export function useExerciseName(): ExerciseNames | undefined {
  const { t, i18n } = useLingui();
  const exercises = useRecords('exercises');
  const names = useMemo(
    () => new Map((exercises ?? []).map((exercise) => [exercise.id, localized(exercise.name, i18n.locale)])),
    [exercises, i18n.locale],
  );
  // An exercise deleted since, or not on this device, still has its sets: they are shown unnamed rather than lost.
  const name = useMemo(() => exerciseNames(names, t`Exercise no longer available`), [names, t]);
  return exercises ? name : undefined;
}
