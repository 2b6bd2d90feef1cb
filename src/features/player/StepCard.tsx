import { Button, Caption1, makeStyles, Subtitle1, Title3, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { localized } from '@sync/records/localized';
import type { RecordOf } from '@sync/records/index';
import type { Step } from '@sync/training/sequence';
import type { GymSetup } from '@/data/gym-profile';
import type { SetValues } from '@/data/player';
import { formatNumber, performedText, prescriptionText } from '@/ui/training-format';
import { ExerciseDetails } from './ExerciseDetails';
import { startingLoadFor } from './load-kind';
import { NumberStepper } from './NumberStepper';
import { PlateLoad } from './PlateLoad';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `2px solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  label: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  prescription: { fontSize: tokens.fontSizeBase500 },
  inputs: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  log: { minHeight: '56px', flexGrow: 1, fontSize: tokens.fontSizeBase500 },
  skip: { minHeight: '48px' },
  notes: { whiteSpace: 'pre-wrap' },
  said: {
    whiteSpace: 'pre-wrap',
    margin: 0,
    padding: tokens.spacingVerticalS,
    borderLeft: `4px solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
});

export interface StepCardProps {
  step: Step;
  exercise: RecordOf<'exercises'> | undefined;
  last: RecordOf<'set-logs'> | null | undefined;
  /** The other party's latest word on this exercise (sync/SPEC.md A14): the coach's, on the client's phone. */
  said: RecordOf<'comments'> | null;
  /** What the client's gym has: the load starts as it can be put on the bar. */
  gym: GymSetup;
  busy: boolean;
  onLog: (values: SetValues) => void;
  onSkip: () => void;
}

/** The set to do now (an interval step has IntervalCard): what it asks for, what was done last time, and one tap to log it as shown. */
export function StepCard({ step, exercise, last, said, gym, busy, onLog, onSkip }: StepCardProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const p = step.prescribed;
  const timed = p.duration_seconds !== null;
  const showReps = p.reps !== null || (!timed && p.distance_m === null);
  const showLoad = p.load_kg !== null || (last?.weight_kg ?? null) !== null;
  // Start from the prescription, else from last time: the usual case is one tap.
  const [reps, setReps] = useState<number | null>(p.reps ?? last?.reps ?? null);
  // Once, on mount: the nearest loadable weight is a search over the plates.
  const [load, setLoad] = useState<number | null>(() => startingLoadFor(gym, exercise, p.load_kg ?? last?.weight_kg ?? null));
  const [seconds, setSeconds] = useState<number | null>(p.duration_seconds ?? last?.duration_seconds ?? null);
  const [meters, setMeters] = useState<number | null>(p.distance_m ?? last?.distance_m ?? null);
  const name = exercise ? localized(exercise.name, i18n.locale) : t`Exercise`;
  const prescribed = prescriptionText(i18n, p);
  const setWord = step.kind === 'circuit' ? t`Round ${step.set_index + 1} of ${step.set_count}` : t`Set ${step.set_index + 1} of ${step.set_count}`;

  return (
    <section className={styles.card} aria-labelledby={`step-${step.key}`}>
      <Caption1 className={styles.label}>
        {step.label} · {setWord}
      </Caption1>
      <Title3 as="h2" id={`step-${step.key}`}>
        {name}
      </Title3>
      {prescribed && <Subtitle1 className={styles.prescription}>{prescribed}</Subtitle1>}
      {step.notes && <p className={styles.notes}>{step.notes}</p>}
      {last && (
        <Caption1>
          <Trans>Last time: {performedText(i18n, last)}</Trans>
        </Caption1>
      )}
      {said && (
        <p className={styles.said}>
          {said.author_id === said.coach_id ? t`Your coach about this exercise: ${said.body}` : t`The client about this exercise: ${said.body}`}
        </p>
      )}
      {exercise && <ExerciseDetails exercise={exercise} />}
      <div className={styles.inputs}>
        {showReps && <NumberStepper label={t`Reps`} value={reps} step={1} max={1000} onChange={setReps} />}
        {showLoad && <NumberStepper label={t`Weight (kg)`} value={load} step={2.5} max={1000} onChange={setLoad} />}
        {timed && <NumberStepper label={t`Seconds`} value={seconds} step={5} max={24 * 3600} onChange={setSeconds} />}
        {p.distance_m !== null && <NumberStepper label={t`Metres`} value={meters} step={10} max={1_000_000} onChange={setMeters} />}
      </div>
      {showLoad && <PlateLoad gym={gym} exercise={exercise} prescribedKg={p.load_kg} load={load} />}
      <div className={styles.actions}>
        <Button
          className={styles.log}
          appearance="primary"
          disabled={busy}
          onClick={() =>
            onLog({
              reps: showReps ? (reps === null ? null : Math.round(reps)) : null,
              weight_kg: showLoad ? load : null,
              duration_seconds: timed ? (seconds === null ? null : Math.round(seconds)) : null,
              distance_m: p.distance_m !== null ? meters : null,
              rpe: null,
            })
          }
        >
          {showLoad && load !== null && showReps && reps !== null
            ? t`Log set ${step.label}: ${formatNumber(i18n, reps)} × ${formatNumber(i18n, load)} kg`
            : t`Log set ${step.label}`}
        </Button>
        <Button className={styles.skip} appearance="subtle" disabled={busy} onClick={onSkip}>
          {t`Skip set`}
        </Button>
      </div>
    </section>
  );
}
