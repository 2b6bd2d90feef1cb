import { Caption1, makeStyles, Subtitle1, Title3, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { localized } from '@core/records/localized';
import type { RecordOf } from '@core/records/index';
import type { CarriedSet } from '@core/training/carry';
import type { Step } from '@core/training/sequence';
import type { GymSetup } from '@/data/gym-profile';
import type { SetValues } from '@/data/player';
import { countedLabel } from '@/ui/set-label';
import { formatNumber, performedText, prescriptionText } from '@/ui/training-format';
import { ExerciseDetails } from './ExerciseDetails';
import { startingInputs, takesLoadFor } from './load-kind';
import { PlateLoad } from './PlateLoad';
import { PlayerDock } from './PlayerDock';
import { TraineeBanner } from './TraineeBanner';
import { SetControls, type SetInputs } from './SetControls';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `2px solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  label: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  title: { margin: 0 },
  prescription: { fontSize: tokens.fontSizeBase500 },
  notes: { whiteSpace: 'pre-wrap', margin: 0 },
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
  /** The signed-in person: a word of theirs (or not yet sent from this device) is their own note. */
  viewer: string | undefined;
  /** The client's name when their coach trains them in person (TraineeBanner). */
  trainee?: string | undefined;
  /** What the client's gym has: the load starts as it can be put on the bar. */
  gym: GymSetup;
  /** The reps and weight an earlier set of this exercise that asked the same was done with (core/training/carry.ts). */
  carried: CarriedSet | null;
  busy: boolean;
  /** The rest timer, when a rest is running: it shares the bottom of the screen with this set's controls. */
  rest?: ReactNode;
  /** The rest of the session's screen, placed between this set's details and its controls. */
  between?: ReactNode;
  onLog: (values: SetValues) => void;
  onSkip: () => void;
}

/**
 * The set to do now (an interval step has IntervalCard): what it asks for and how, above; its
 * inputs and one tap to log it, at the bottom of the screen with the rest timer (PlayerDock).
 */
export function StepCard({ step, exercise, last, said, viewer, trainee, gym, carried, busy, rest, between, onLog, onSkip }: StepCardProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const p = step.prescribed;
  const timed = p.duration_seconds !== null;
  const showReps = p.reps !== null || (!timed && p.distance_m === null);
  // Every exercise done with a weight asks for it, also when the coach left the load open.
  const showLoad = p.load_kg !== null || (last?.weight_kg ?? null) !== null || takesLoadFor(gym, exercise);
  const [values, setValues] = useState<SetInputs>(() => startingInputs(step, exercise, gym, last, carried));
  // The carried values can arrive after the card is up (the player state's live read answers
  // after the session's logs): they are taken then, unless the client has already changed an input.
  const [edited, setEdited] = useState(false);
  const carriedNow = carried ? `${carried.set_index}/${String(carried.reps)}/${String(carried.weight_kg)}` : '';
  const [carriedSeen, setCarriedSeen] = useState(carriedNow);
  if (carriedNow !== carriedSeen) {
    setCarriedSeen(carriedNow);
    if (carried && !edited)
      setValues((before) => ({ ...before, reps: carried.reps ?? before.reps, load: carried.weight_kg ?? before.load }));
  }
  const name = exercise ? localized(exercise.name, i18n.locale) : t`Exercise`;
  const prescribed = prescriptionText(i18n, p);
  const setWord = step.kind === 'circuit' ? t`Round ${step.set_index + 1} of ${step.set_count}` : countedLabel(i18n, step);
  const fromEarlier = carried && (carried.reps !== p.reps || (carried.weight_kg !== null && carried.weight_kg !== p.load_kg));
  const carriedText = fromEarlier
    ? [
        carried.reps === null ? null : formatNumber(i18n, carried.reps),
        carried.weight_kg === null ? null : `${formatNumber(i18n, carried.weight_kg)} kg`,
      ]
        .filter(Boolean)
        .join(' × ')
    : '';

  return (
    <>
      <section className={styles.card} aria-labelledby={`step-${step.key}`}>
        <Caption1 className={styles.label}>{step.kind === 'straight' ? setWord : `${step.label} · ${setWord}`}</Caption1>
        <Title3 as="h2" id={`step-${step.key}`} className={styles.title}>
          {name}
        </Title3>
        {prescribed && <Subtitle1 className={styles.prescription}>{prescribed}</Subtitle1>}
        {fromEarlier && carriedText && (
          <Caption1>
            <Trans>Starts from your previous set: {carriedText}</Trans>
          </Caption1>
        )}
        {step.notes && <p className={styles.notes}>{step.notes}</p>}
        {last && (
          <Caption1>
            <Trans>Last time: {performedText(i18n, last)}</Trans>
          </Caption1>
        )}
        {said && (
          <p className={styles.said}>
            {said.author_id === null || said.author_id === viewer
              ? t`Your note about this exercise: ${said.body}`
              : said.author_id === said.coach_id
                ? t`Your coach about this exercise: ${said.body}`
                : t`The client about this exercise: ${said.body}`}
          </p>
        )}
        {showLoad && <PlateLoad gym={gym} exercise={exercise} prescribedKg={p.load_kg} load={values.load} />}
        {exercise && <ExerciseDetails exercise={exercise} />}
      </section>
      {between}
      <PlayerDock label={t`Current set`}>
        {trainee && <TraineeBanner name={trainee} />}
        {rest}
        <SetControls
          step={step}
          shown={{ reps: showReps, load: showLoad, seconds: timed, meters: p.distance_m !== null }}
          values={values}
          busy={busy}
          onChange={(change) => {
            setEdited(true);
            setValues((before) => ({ ...before, ...change }));
          }}
          onLog={onLog}
          onSkip={onSkip}
        />
      </PlayerDock>
    </>
  );
}
