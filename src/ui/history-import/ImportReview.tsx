import { Badge, Body1, Caption1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { IMPORT_SOURCE_NAMES } from '@core/imports/types';
import type { ExerciseChoice, ImportPreview } from '@/data/history-import';
import { useExerciseOptions } from '@/data/workouts';
import { formatDateTime } from '@/i18n/date-format';
import type { Locale } from '@/i18n/locales';
import { NativeSelect } from '@/ui/NativeSelect';
import { formatNumber } from '@/ui/training-format';
import { ExercisePicker } from '@/ui/workout-editor/ExercisePicker';
import { CONFIDENCE_WORDS, PROBLEM_WORDS, SKIP_WORDS } from './import-words';

const useStyles = makeStyles({
  // The grid's gap spaces the paragraphs; their own margins would double it.
  review: { display: 'grid', gap: tokens.spacingVerticalM, '& p': { margin: 0 } },
  list: { margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: tokens.spacingVerticalM },
  row: {
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    paddingBlock: tokens.spacingVerticalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  name: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  select: { minHeight: '44px', width: '100%' },
  problems: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  summary: { minHeight: '44px', cursor: 'pointer', display: 'flex', alignItems: 'center' },
});

const OTHER = '__other';
const NEW = 'new';
const SKIP = 'skip';

/** Names that need a look come first: not found, then unsure; the rest keep the file's order. */
const attention = { none: 0, low: 1, high: 2, exact: 3, remembered: 3 } as const;

/**
 * What an uploaded export holds, before anything is written: its size and dates, what is left out
 * and why (row and column), the exercise each name is taken as (changeable), and the latest workouts.
 */
export function ImportReview({
  preview,
  choices,
  onChoose,
}: {
  preview: ImportPreview;
  choices: Readonly<Record<string, ExerciseChoice>>;
  onChoose: (name: string, choice: ExerciseChoice) => void;
}) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const locale = i18n.locale as Locale;
  const options = useExerciseOptions('on-device');
  const nameOf = useMemo(() => new Map((options ?? []).map((option) => [option.id, option.name])), [options]);
  const [picking, setPicking] = useState<string>();
  const exercises = useMemo(
    () => [...preview.exercises].sort((a, b) => attention[a.confidence] - attention[b.confidence]),
    [preview.exercises],
  );
  const when = (iso: string | null) => (iso ? formatDateTime(new Date(iso), locale, 'short') : '');
  const number = (value: number) => formatNumber(i18n, value);
  const skipped = Object.entries(preview.skipped).filter(([, count]) => count > 0) as [keyof typeof SKIP_WORDS, number][];
  const newWorkouts = preview.workouts - preview.already_imported;
  const source = IMPORT_SOURCE_NAMES[preview.source];

  return (
    <div className={styles.review}>
      <Body1 as="p" block>
        <Trans>
          From {source}: {number(preview.workouts)} workouts with {number(preview.sets)} sets, {when(preview.first_started_at)} to{' '}
          {when(preview.last_started_at)}, times read in {preview.time_zone.replace(/_/g, ' ')}.
        </Trans>
      </Body1>
      {preview.workouts > 0 && newWorkouts === 0 && (
        <Body1 as="p" block>
          <Trans>Every workout of this file is in the history already: there is nothing new to import.</Trans>
        </Body1>
      )}
      {preview.already_imported > 0 && newWorkouts > 0 && (
        <Body1 as="p" block>
          <Trans>
            {number(preview.already_imported)} of them were imported before and are not added again; {number(newWorkouts)} are new.
          </Trans>
        </Body1>
      )}
      {(preview.warmup_sets > 0 || skipped.length > 0) && (
        <Body1 as="p" block>
          <Trans>Left out, as they are not working sets:</Trans>{' '}
          {[
            ...(preview.warmup_sets > 0 ? [[t`warm-up sets`, preview.warmup_sets] as const] : []),
            ...skipped.map(([reason, count]) => [i18n._(SKIP_WORDS[reason]), count] as const),
          ]
            .map(([what, count]) => `${what} ${number(count)}`)
            .join('; ')}
          .
        </Body1>
      )}
      {preview.problem_count > 0 && (
        <details>
          <summary className={styles.summary}>
            <Trans>{number(preview.problem_count)} rows could not be read and are left out</Trans>
          </summary>
          <ul className={styles.problems}>
            {preview.problems.map((problem) => (
              <li key={`${problem.row}:${problem.column ?? ''}`}>
                <Trans>Row {problem.row}</Trans>
                {problem.column ? `, ${problem.column}` : ''}
                {problem.value ? ` (“${problem.value}”)` : ''} {i18n._(PROBLEM_WORDS[problem.message])}
              </li>
            ))}
          </ul>
        </details>
      )}

      <Subtitle2 as="h3">
        <Trans>Exercises</Trans>
      </Subtitle2>
      <ul className={styles.list} aria-label={t`Exercises of the file`}>
        {exercises.map((exercise) => {
          const choice = choices[exercise.name];
          const chosen = choice ?? exercise.exercise_id ?? '';
          const label = t`${exercise.name}: taken as`;
          const known = new Map<string, string>();
          if (exercise.exercise_id) known.set(exercise.exercise_id, nameOf.get(exercise.exercise_id) ?? exercise.exercise_name ?? '');
          for (const alternative of exercise.alternatives) known.set(alternative.id, nameOf.get(alternative.id) ?? alternative.name);
          if (choice && choice !== NEW && choice !== SKIP && !known.has(choice)) known.set(choice, nameOf.get(choice) ?? '');
          return (
            <li key={exercise.name} className={styles.row}>
              <div className={styles.name}>
                <Body1>{exercise.name}</Body1>
                <Caption1>{t`${number(exercise.sets)} sets`}</Caption1>
                {choice === undefined && (
                  <Badge
                    appearance="tint"
                    color={exercise.confidence === 'none' ? 'danger' : exercise.confidence === 'low' ? 'warning' : 'success'}
                  >
                    {i18n._(CONFIDENCE_WORDS[exercise.confidence])}
                  </Badge>
                )}
              </div>
              <NativeSelect
                className={styles.select}
                aria-label={label}
                value={picking === exercise.name ? OTHER : chosen}
                onChange={(event) => {
                  const value = event.target.value;
                  if (value === OTHER) setPicking(exercise.name);
                  else {
                    setPicking(undefined);
                    if (value) onChoose(exercise.name, value);
                  }
                }}
              >
                {!chosen && <option value="">{t`Choose an exercise`}</option>}
                {[...known].map(([id, name]) => (
                  <option key={id} value={id}>
                    {name}
                  </option>
                ))}
                <option value={OTHER}>{t`Another exercise…`}</option>
                <option value={NEW}>{t`A new exercise called “${exercise.name}”`}</option>
                <option value={SKIP}>{t`Leave these sets out`}</option>
              </NativeSelect>
              {picking === exercise.name && (
                <ExercisePicker
                  label={t`Find the exercise for “${exercise.name}”`}
                  exercises={options ?? []}
                  onPick={(picked) => {
                    setPicking(undefined);
                    onChoose(exercise.name, picked.id);
                  }}
                />
              )}
            </li>
          );
        })}
      </ul>

      {preview.sample.length > 0 && (
        <>
          <Subtitle2 as="h3">
            <Trans>The latest workouts, as they will be added</Trans>
          </Subtitle2>
          {preview.sample.map((workout) => (
            <div key={workout.started_at}>
              <Body1 as="p" block>
                <strong>{workout.title}</strong> · {when(workout.started_at)}
              </Body1>
              <Caption1 as="p" block>
                {workout.exercises
                  .map((exercise) => t`${exercise.name} × ${exercise.sets.filter((set) => set.kind !== 'warmup').length}`)
                  .join(', ')}
              </Caption1>
            </div>
          ))}
        </>
      )}
    </div>
  );
}
