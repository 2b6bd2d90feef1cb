import { Body1, Button, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import type { RecordOf } from '@core/records/index';
import { shownText } from '@core/records/shown-text';
import { workoutSteps } from '@core/training/sequence';
import { WorkoutOverview } from './WorkoutOverview';

const SkipForm = lazy(() => import('./SkipForm'));
// Only a coach training someone in person sees it: not in the client's first download.
const TraineeBanner = lazy(() => import('./TraineeBanner').then((module) => ({ default: module.TraineeBanner })));

const useStyles = makeStyles({
  start: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, paddingBlock: tokens.spacingVerticalM },
  // The column's gap spaces the panel; a heading's own margins would double it.
  name: { margin: 0 },
  startButton: { minHeight: '56px', fontSize: tokens.fontSizeBase500 },
  secondary: { minHeight: '48px' },
});

export interface StartPanelProps {
  workout: RecordOf<'workouts'>;
  exercises: ReadonlyMap<string, RecordOf<'exercises'>>;
  /** The calendar entry, or null for an unscheduled session. */
  entry: RecordOf<'calendar-entries'> | null;
  /** Whether this person may train it (a client on their own calendar, their coach in person); others only see it. */
  mine: boolean;
  /** The client's name when a coach trains them in person: shown so nobody logs onto the wrong person. */
  inPerson?: string | undefined;
  busy: boolean;
  onStart: () => void;
  onSkip: (reason: string) => void;
}

/**
 * Before a session: one button to start it (first, where a thumb finds it without scrolling),
 * skipping it with a reason, and what the workout asks for.
 */
export function StartPanel({ workout, exercises, entry, mine, inPerson, busy, onStart, onSkip }: StartPanelProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const [skipping, setSkipping] = useState(false);
  const steps = workoutSteps(workout.blocks);
  const done = entry?.status === 'completed';
  const skipped = entry?.status === 'skipped';
  const description = shownText(workout, i18n.locale, 'description');
  return (
    <section className={styles.start}>
      {inPerson && (
        <Suspense fallback={null}>
          <TraineeBanner name={inPerson} />
        </Suspense>
      )}
      <Title2 as="h2" className={styles.name}>
        {shownText(workout, i18n.locale)}
      </Title2>
      {description && <Body1 as="p">{description}</Body1>}
      {entry?.notes && <Body1 as="p">{entry.notes}</Body1>}
      {!mine ? (
        <Body1 as="p">
          {entry ? (
            <Trans>
              This workout is on a client's calendar: they start it on their own device, or you train them in person from their page.
            </Trans>
          ) : (
            <Trans>Workouts are logged by clients: sign in with a client account to train this one.</Trans>
          )}
        </Body1>
      ) : skipping ? (
        <Suspense>
          <SkipForm busy={busy} onSkip={onSkip} onCancel={() => setSkipping(false)} />
        </Suspense>
      ) : (
        <>
          <Button appearance="primary" className={styles.startButton} disabled={busy || done} onClick={onStart}>
            {done ? t`Already done` : skipped ? t`Start it anyway` : t`Start workout`}
          </Button>
          {entry && !done && !skipped && !inPerson && (
            <Button appearance="subtle" className={styles.secondary} disabled={busy} onClick={() => setSkipping(true)}>
              {t`I can't do this one`}
            </Button>
          )}
        </>
      )}
      <WorkoutOverview workout={workout} steps={steps} exercises={exercises} />
    </section>
  );
}
