import { Combobox, Field, makeStyles, Option, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { fold } from '@core/text';

import type { ExerciseOption } from '@/data/workouts';
import { ExerciseThumbnail } from '@/ui/exercise-pictures/ExerciseThumbnail';

export type { ExerciseOption };

const SHOWN = 50;
const NOTHING_CHOSEN: string[] = [];

const useStyles = makeStyles({
  option: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** Finds an exercise by typing any part of its name, with or without diacritics. */
export function ExercisePicker({
  exercises,
  onPick,
  label,
}: {
  exercises: readonly ExerciseOption[];
  onPick: (exercise: ExerciseOption) => void;
  label: string;
}) {
  const { t } = useLingui();
  const styles = useStyles();
  const [query, setQuery] = useState('');
  // Opened by what is typed, not only by a key press: a phone's keyboard (IME) or a paste sends no
  // key the list would open on.
  const [open, setOpen] = useState(false);
  const matches = useMemo(() => {
    const wanted = fold(query);
    return exercises.filter((exercise) => !wanted || fold(exercise.name).includes(wanted)).slice(0, SHOWN);
  }, [exercises, query]);
  return (
    <Field label={label}>
      <Combobox
        freeform
        placeholder={t`Type to search exercises`}
        value={query}
        open={open && matches.length > 0}
        onOpenChange={(_event, data) => setOpen(data.open)}
        // A pick adds the exercise and the search starts over: the list never holds a choice. Left to
        // itself it keeps the last pick and clears it on the next letter that matches no name's start,
        // reporting that as an (empty) choice that would wipe the letter just typed.
        selectedOptions={NOTHING_CHOSEN}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(event.target.value !== '');
        }}
        onOptionSelect={(_event, data) => {
          const picked = exercises.find((exercise) => exercise.id === data.optionValue);
          if (!picked) return;
          onPick(picked);
          setQuery('');
        }}
      >
        {matches.map((exercise) => (
          <Option key={exercise.id} value={exercise.id} text={exercise.name}>
            <span className={styles.option}>
              <ExerciseThumbnail src={exercise.thumbnail ?? null} />
              {exercise.name}
            </span>
          </Option>
        ))}
      </Combobox>
    </Field>
  );
}
