import { Combobox, Field, Option } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { fold } from '@core/text';
import type { RecordOf } from '@core/records/index';
import { shownText } from '@core/records/shown-text';

const SHOWN = 50;

interface WorkoutPickerProps {
  workouts: readonly RecordOf<'workouts'>[];
  workoutId: string | null;
  onPick: (workoutId: string | null) => void;
  validationMessage?: string;
}

/** The coach's own workouts and the library's, found by typing any part of a name. */
export function WorkoutPicker({ workouts, workoutId, onPick, validationMessage }: WorkoutPickerProps) {
  const { t, i18n } = useLingui();
  const nameOf = (workout: RecordOf<'workouts'>) => shownText(workout, i18n.locale);
  const picked = workouts.find((workout) => workout.id === workoutId);
  const [query, setQuery] = useState(picked ? nameOf(picked) : '');
  const matches = useMemo(() => {
    const wanted = fold(query);
    // Once a workout is picked its name is the text: show every workout again rather than just that one.
    const all = picked && query === shownText(picked, i18n.locale);
    return workouts
      .filter((workout) => all || !wanted || fold(`${workout.name} ${shownText(workout, i18n.locale)}`).includes(wanted))
      .slice(0, SHOWN);
  }, [workouts, query, picked, i18n.locale]);
  return (
    <Field label={t`Workout`} validationMessage={validationMessage} hint={t`Your workouts and the library's`}>
      <Combobox
        freeform
        placeholder={t`Type to search workouts`}
        value={query}
        selectedOptions={workoutId ? [workoutId] : []}
        onChange={(event) => {
          setQuery(event.target.value);
          if (event.target.value === '') onPick(null);
        }}
        onOptionSelect={(_event, data) => {
          onPick(data.optionValue ?? null);
          setQuery(data.optionText ?? '');
        }}
      >
        {matches.map((workout) => (
          <Option key={workout.id} value={workout.id} text={nameOf(workout)}>
            {workout.owner_id === null ? t`${nameOf(workout)} (library)` : nameOf(workout)}
          </Option>
        ))}
        {matches.length === 0 && (
          <Option disabled value="" text="">
            {t`No workout matches`}
          </Option>
        )}
      </Combobox>
    </Field>
  );
}
