import { Body1, Button, Field, makeStyles, Textarea, Title2, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { localized } from '@sync/records/common';
import type { RecordOf } from '@sync/records/index';
import { workoutSteps } from '@sync/training/sequence';
import { prescriptionText } from '@/ui/training-format';

const useStyles = makeStyles({
  start: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, paddingBlock: tokens.spacingVerticalM },
  blocks: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  startButton: { minHeight: '56px', fontSize: tokens.fontSizeBase500 },
  secondary: { minHeight: '48px' },
  skip: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

export interface StartPanelProps {
  workout: RecordOf<'workouts'>;
  exercises: Map<string, RecordOf<'exercises'>> | undefined;
  /** The calendar entry, or null for an unscheduled session. */
  entry: RecordOf<'calendar-entries'> | null;
  /** Whether this person trains it (a client on their own calendar); others only see it. */
  mine: boolean;
  busy: boolean;
  onStart: () => void;
  onSkip: (reason: string) => void;
}

const REASON_MAX = 500;

/** Before a session: what the workout asks for, one button to start it, and skipping it with a reason. */
export function StartPanel({ workout, exercises, entry, mine, busy, onStart, onSkip }: StartPanelProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const [skipping, setSkipping] = useState(false);
  const [reason, setReason] = useState('');
  const steps = workoutSteps(workout.blocks);
  const done = entry?.status === 'completed';
  const skipped = entry?.status === 'skipped';
  return (
    <section className={styles.start}>
      <Title2 as="h2">{workout.name}</Title2>
      {workout.description && <Body1 as="p">{workout.description}</Body1>}
      {entry?.notes && <Body1 as="p">{entry.notes}</Body1>}
      <ol className={styles.blocks} aria-label={t`Sets`}>
        {steps.map((step) => {
          const exercise = exercises?.get(step.exercise_id);
          return (
            <li key={step.key}>
              {step.label} {exercise ? localized(exercise.name, i18n.locale) : ''} {prescriptionText(i18n, step.prescribed)}
            </li>
          );
        })}
      </ol>
      {!mine ? (
        <Body1 as="p">
          {entry ? <Trans>This workout is on a client's calendar: they start it on their own device.</Trans> : <Trans>Workouts are logged by clients: sign in with a client account to train this one.</Trans>}
        </Body1>
      ) : skipping ? (
        <form
          className={styles.skip}
          onSubmit={(event) => {
            event.preventDefault();
            onSkip(reason);
          }}
        >
          <Field label={t`Why are you skipping it? Your coach sees this.`} hint={t`Optional`}>
            <Textarea value={reason} maxLength={REASON_MAX} resize="vertical" onChange={(_, data) => setReason(data.value)} />
          </Field>
          <Button type="submit" appearance="primary" className={styles.secondary} disabled={busy}>
            {t`Skip this workout`}
          </Button>
          <Button className={styles.secondary} disabled={busy} onClick={() => setSkipping(false)}>
            {t`Cancel`}
          </Button>
        </form>
      ) : (
        <>
          <Button appearance="primary" className={styles.startButton} disabled={busy || done} onClick={onStart}>
            {done ? t`Already done` : skipped ? t`Start it anyway` : t`Start workout`}
          </Button>
          {entry && !done && !skipped && (
            <Button appearance="subtle" className={styles.secondary} disabled={busy} onClick={() => setSkipping(true)}>
              {t`I can't do this one`}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
