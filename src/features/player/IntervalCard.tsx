import { Button, Caption1, makeStyles, Subtitle1, Title3, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import { localized } from '@core/records/localized';
import type { RecordOf } from '@core/records/index';
import type { WorkPeriod } from '@core/training/intervals';
import { remainingMs } from '@core/training/rest-timer';
import type { Step } from '@core/training/sequence';
import { formatClock, prescriptionText } from '@/ui/training-format';
import { countdownCue } from './cues';
import { ExerciseDetails } from './ExerciseDetails';
import { PlayerDock } from './PlayerDock';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `2px solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    textAlign: 'center',
  },
  label: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  title: { margin: 0 },
  notes: { margin: 0 },
  work: { display: 'flex', alignItems: 'baseline', justifyContent: 'center', gap: tokens.spacingHorizontalM },
  clock: { fontSize: '48px', lineHeight: 1, fontWeight: tokens.fontWeightBold, fontVariantNumeric: 'tabular-nums' },
  state: { margin: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: tokens.spacingHorizontalS },
  main: { minHeight: '56px', flexGrow: 1, fontSize: tokens.fontSizeBase500 },
  action: { minHeight: '48px', minWidth: '96px' },
});

export interface IntervalCardProps {
  step: Step;
  exercise: RecordOf<'exercises'> | undefined;
  /** The work period running for this step, if it has started. */
  work: WorkPeriod | null;
  now: number;
  sound: boolean;
  busy: boolean;
  /** The rest timer, when a rest is running: it shares the bottom of the screen with the work clock. */
  rest?: ReactNode;
  /** The rest of the session's screen, placed between the interval's details and its controls. */
  between?: ReactNode;
  onStart: () => void;
  onPause: (paused: boolean) => void;
  onDone: () => void;
  onSkip: () => void;
}

/**
 * An interval: work for the prescribed seconds, counted down on a big clock with a beep in the
 * last three seconds. The clock ends the period and starts the rest by itself (runIntervalClock);
 * "Done" ends it early. The clock and its buttons sit at the bottom of the screen (PlayerDock).
 */
export function IntervalCard({
  step,
  exercise,
  work,
  now,
  sound,
  busy,
  rest,
  between,
  onStart,
  onPause,
  onDone,
  onSkip,
}: IntervalCardProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const name = exercise ? localized(exercise.name, i18n.locale) : t`Exercise`;
  const left = work ? remainingMs(work.timer, now) : (step.work_seconds ?? 0) * 1000;
  const paused = work !== null && work.timer.paused_at !== null;
  const secondsLeft = Math.ceil(left / 1000);
  const cued = useRef<number | null>(null);
  useEffect(() => {
    if (!work || paused || secondsLeft > 3 || secondsLeft < 1 || cued.current === secondsLeft) return;
    cued.current = secondsLeft;
    countdownCue(sound);
  }, [work, paused, secondsLeft, sound]);
  const prescribed = prescriptionText(i18n, { ...step.prescribed, duration_seconds: null });

  return (
    <>
      <section className={styles.card} aria-labelledby={`step-${step.key}`}>
        <Caption1 className={styles.label}>
          {step.label} · {t`Round ${step.set_index + 1} of ${step.set_count}`}
        </Caption1>
        <Title3 as="h2" id={`step-${step.key}`} className={styles.title}>
          {name}
        </Title3>
        {prescribed && <Subtitle1>{prescribed}</Subtitle1>}
        {step.notes && <p className={styles.notes}>{step.notes}</p>}
        {exercise && <ExerciseDetails exercise={exercise} />}
      </section>
      {between}
      <PlayerDock label={t`Current set`}>
        {rest}
        <div className={styles.work}>
          <div role="timer" aria-live="off" aria-label={t`Work time left`} className={styles.clock}>
            {formatClock(left)}
          </div>
          <p className={styles.state}>{work ? paused ? <Trans>Paused</Trans> : <Trans>Work!</Trans> : <Trans>Ready when you are</Trans>}</p>
        </div>
        <div className={styles.actions}>
          {work ? (
            <>
              <Button className={styles.action} disabled={busy} onClick={() => onPause(!paused)}>
                {paused ? t`Resume` : t`Pause`}
              </Button>
              <Button className={styles.main} appearance="primary" disabled={busy} onClick={onDone}>
                {t`Log set ${step.label}: done`}
              </Button>
            </>
          ) : (
            <Button className={styles.main} appearance="primary" disabled={busy} onClick={onStart}>
              {t`Start ${step.label}: ${formatClock((step.work_seconds ?? 0) * 1000)} of work`}
            </Button>
          )}
          <Button className={styles.action} appearance="subtle" disabled={busy} onClick={onSkip}>
            {t`Skip set`}
          </Button>
        </div>
      </PlayerDock>
    </>
  );
}
