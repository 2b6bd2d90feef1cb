import { Button, Checkbox, Field, Input, makeStyles, Select, Subtitle2, tokens } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { mdiDeleteOutline, mdiPlus } from '@mdi/js';
import { useState } from 'react';
import {
  deloadSchema,
  PROGRESSION_KINDS,
  progressionSchema,
  type Deload,
  type Progression,
  type ProgressionKind,
} from '@core/records/workouts';
import { ExerciseName, exerciseNames } from '@/ui/ExerciseLink';
import { Icon } from '@/ui/Icon';
import { formatNumber, parseDecimal } from '@/ui/training-format';
import { useTouchStyles } from '@/ui/touch-styles';

const useStyles = makeStyles({
  rules: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  rule: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalXS} 0`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  form: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    alignItems: 'flex-end',
    marginTop: tokens.spacingVerticalM,
    '> *': { flex: '1 1 140px' },
  },
  action: { minHeight: '44px', minWidth: '44px', flex: '0 0 auto' },
  name: { fontWeight: 'inherit' },
  heading: { display: 'block', margin: `${tokens.spacingVerticalL} 0 ${tokens.spacingVerticalS}` },
});

export const PROGRESSION_LABELS: Record<ProgressionKind, MessageDescriptor> = {
  load_kg: msg`Load: kilograms a week`,
  load_percent: msg`Load: percent a week`,
  reps: msg`Reps up to a ceiling, then load`,
  sets: msg`Sets up to a ceiling`,
};

interface ProgressionEditorProps {
  progressions: readonly Progression[];
  deload: Deload | null;
  /** The exercises of the plan's workouts, by name; `known` when this device has the exercise's page to open. */
  exercises: readonly { id: string; name: string; known: boolean }[];
  onChange: (progressions: Progression[]) => void;
  onDeload: (deload: Deload | null) => void;
}

/** How the plan gets harder week by week (sync/SPEC.md G2, G3), written as coaches say it. */
export function ProgressionEditor({ progressions, deload, exercises, onChange, onDeload }: ProgressionEditorProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const touch = useTouchStyles();
  const [exerciseId, setExerciseId] = useState('');
  const [kind, setKind] = useState<ProgressionKind>('load_kg');
  const [amount, setAmount] = useState('2.5');
  const [ceiling, setCeiling] = useState('');
  const [step, setStep] = useState('2.5');
  const [errors, setErrors] = useState<Record<string, string>>({});
  // An exercise this device lacks has no page to open: it is named, not linked.
  const names = exerciseNames(
    new Map(exercises.flatMap((exercise) => (exercise.known ? [[exercise.id, exercise.name] as const] : []))),
    t`Unknown exercise`,
  );
  const describe = (rule: Progression) => {
    const value = formatNumber(i18n, rule.amount);
    switch (rule.kind) {
      case 'load_kg':
        return t`+${value} kg a week`;
      case 'load_percent':
        return t`+${value} % a week`;
      case 'reps':
        return t`+${value} reps a week up to ${rule.ceiling ?? 0}, then +${formatNumber(i18n, rule.load_step_kg ?? 0)} kg`;
      case 'sets':
        return rule.ceiling === null ? t`+${value} sets a week` : t`+${value} sets a week up to ${rule.ceiling}`;
    }
  };

  const add = () => {
    const candidate = {
      exercise_id: exerciseId || exercises[0]?.id,
      kind,
      amount: parseDecimal(amount),
      ceiling: kind === 'reps' || kind === 'sets' ? (ceiling === '' ? null : Number(ceiling)) : null,
      load_step_kg: kind === 'reps' ? parseDecimal(step) : null,
    };
    const parsed = progressionSchema.safeParse(candidate);
    const found: Record<string, string> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[String(issue.path[0] ?? 'amount')] ??= t`Check this value`;
    if (parsed.success && progressions.some((rule) => rule.exercise_id === parsed.data.exercise_id && rule.kind === parsed.data.kind))
      found.kind = t`This exercise has this kind of progression already`;
    setErrors(found);
    if (parsed.success && Object.keys(found).length === 0) onChange([...progressions, parsed.data]);
  };

  // Typed as text, so a field can be emptied on the way to another number; applied once valid.
  const [every, setEvery] = useState(String(deload?.every_weeks ?? 4));
  const [percent, setPercent] = useState(String(deload?.percent ?? 60));
  const deloadValue = (everyText: string, percentText: string) => {
    setEvery(everyText);
    setPercent(percentText);
    const next = deloadSchema.safeParse({ every_weeks: Number(everyText), percent: Number(percentText) });
    if (next.success) onDeload(next.data);
  };
  const deloadInvalid = deload !== null && !deloadSchema.safeParse({ every_weeks: Number(every), percent: Number(percent) }).success;

  return (
    <>
      {progressions.length === 0 ? (
        <p>{t`No progression yet: every week is as the workouts are written.`}</p>
      ) : (
        <ul className={styles.rules} aria-label={t`Progressions`}>
          {progressions.map((rule, index) => (
            <li key={`${rule.exercise_id}:${rule.kind}`} className={styles.rule}>
              <span>
                <strong>
                  {/* The plan may hold unsaved changes: the exercise's page opens beside it, not in its place. */}
                  <ExerciseName id={rule.exercise_id} names={names} newTab className={styles.name} />
                </strong>
                : {describe(rule)}
              </span>
              <Button
                className={styles.action}
                appearance="subtle"
                icon={<Icon path={mdiDeleteOutline} />}
                aria-label={t`Remove the progression of ${names(rule.exercise_id)}`}
                onClick={() => onChange(progressions.filter((_rule, at) => at !== index))}
              />
            </li>
          ))}
        </ul>
      )}
      {exercises.length === 0 ? (
        <p>{t`Put workouts on the plan's days to add a progression to their exercises.`}</p>
      ) : (
        <div className={styles.form} role="group" aria-label={t`Add a progression`}>
          <Field label={t`Exercise`} validationMessage={errors.exercise_id}>
            <Select value={exerciseId || exercises[0]?.id} onChange={(event) => setExerciseId(event.target.value)}>
              {exercises.map((exercise) => (
                <option key={exercise.id} value={exercise.id}>
                  {exercise.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t`Progression`} validationMessage={errors.kind}>
            <Select value={kind} onChange={(event) => setKind(event.target.value as ProgressionKind)}>
              {PROGRESSION_KINDS.map((value) => (
                <option key={value} value={value}>
                  {i18n._(PROGRESSION_LABELS[value])}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            label={
              kind === 'load_kg'
                ? t`Kilograms a week`
                : kind === 'load_percent'
                  ? t`Percent a week`
                  : kind === 'reps'
                    ? t`Reps a week`
                    : t`Sets a week`
            }
            validationMessage={errors.amount}
          >
            <Input className={touch.control} inputMode="decimal" value={amount} onChange={(_event, data) => setAmount(data.value)} />
          </Field>
          {(kind === 'reps' || kind === 'sets') && (
            <Field label={kind === 'reps' ? t`Most reps` : t`Most sets`} validationMessage={errors.ceiling}>
              <Input className={touch.control} inputMode="numeric" value={ceiling} onChange={(_event, data) => setCeiling(data.value)} />
            </Field>
          )}
          {kind === 'reps' && (
            <Field label={t`Then add kilograms`} validationMessage={errors.load_step_kg}>
              <Input className={touch.control} inputMode="decimal" value={step} onChange={(_event, data) => setStep(data.value)} />
            </Field>
          )}
          <Button className={styles.action} icon={<Icon path={mdiPlus} />} onClick={add}>
            {t`Add progression`}
          </Button>
        </div>
      )}
      <Subtitle2 as="h3" className={styles.heading}>
        {t`Deload`}
      </Subtitle2>
      <Checkbox
        checked={deload !== null}
        onChange={(_event, data) => (data.checked ? deloadValue(every, percent) : onDeload(null))}
        label={t`A lighter week at regular intervals`}
      />
      {deload && (
        <div className={styles.form}>
          <Field label={t`Every how many weeks`} validationMessage={deloadInvalid ? t`From 2 to 52 weeks` : undefined}>
            <Input
              className={touch.control}
              type="number"
              inputMode="numeric"
              min={2}
              max={52}
              value={every}
              onChange={(_event, data) => deloadValue(data.value, percent)}
            />
          </Field>
          <Field label={t`Loads at percent`} validationMessage={deloadInvalid ? t`From 10 to 95 percent` : undefined}>
            <Input
              className={touch.control}
              type="number"
              inputMode="numeric"
              min={10}
              max={95}
              value={percent}
              onChange={(_event, data) => deloadValue(every, data.value)}
            />
          </Field>
        </div>
      )}
    </>
  );
}
