import { Button, Caption1, makeStyles, Subtitle1, Title3, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { localized } from '@sync/records/localized';
import type { RecordOf } from '@sync/records/index';
import type { WorkPeriod } from '@sync/training/intervals';
import { remainingMs } from '@sync/training/rest-timer';
import type { Step } from '@sync/training/sequence';
import { formatClock, prescriptionText } from '@/ui/training-format';
import { countdownCue } from './cues';
import { ExerciseDetails } from './ExerciseDetails';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `2px solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    textAlign: 'center',
  },
  label: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  clock: { fontSize: '72px', lineHeight: 1, fontWeight: tokens.fontWeightBold, fontVariantNumeric: 'tabular-nums' },
  actions: { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: tokens.spacingHorizontalS, alignSelf: 'stretch' },
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
  onStart: () => void;
  onPause: (paused: boolean) => void;
  onDone: () => void;
  onSkip: () => void;
}

/**
 * An interval: work for the prescribed seconds, counted down on a big clock with a beep in the
 * last three seconds. The clock ends the period and starts the rest by itself (runIntervalClock);
 * "Done" ends it early.
 */
export function IntervalCard({ step, exercise, work, now, sound, busy, onStart, onPause, onDone, onSkip }: IntervalCardProps) {
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
    <section className={styles.card} aria-labelledby={`step-${step.key}`}>
      <Caption1 className={styles.label}>
        {step.label} · {t`Round ${step.set_index + 1} of ${step.set_count}`}
      </Caption1>
      <Title3 as="h2" id={`step-${step.key}`}>
        {name}
      </Title3>
      {prescribed && <Subtitle1>{prescribed}</Subtitle1>}
      {step.notes && <p>{step.notes}</p>}
      {exercise && <ExerciseDetails exercise={exercise} />}
      <div role="timer" aria-live="off" aria-label={t`Work time left`} className={styles.clock}>
        {formatClock(left)}
      </div>
      <p>{work ? (paused ? <Trans>Paused</Trans> : <Trans>Work!</Trans>) : <Trans>Ready when you are</Trans>}</p>
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
    </section>
  );
}
