import { Button, Caption1, makeStyles, ProgressBar, Title2, tokens } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { localized } from '@sync/records/common';
import type { RecordOf } from '@sync/records/index';
import { progressOf } from '@sync/training/progress';
import { workoutSteps } from '@sync/training/sequence';
import { changeRest, finishedStatus, finishSession, logSet, skipStep, withdrawSet, type SetValues } from '@/data/player';
import { useExercisesById, useLastPerformance, usePlayerState, useSessionLogs, useSessionRecords } from '@/data/player-queries';
import type { UserDatabase } from '@/data/local/database';
import { StatusBar } from '@/ui/StatusBar';
import { FinishPanel } from './FinishPanel';
import { performedText } from '@/ui/training-format';
import { recordText } from './record-text';
import { RestPanel } from './RestPanel';
import { StepCard } from './StepCard';
import { useNow } from './use-now';

const NOT_SAVED = msg`This could not be saved on the device. Free some storage space and try again.`;
const ALL_DONE = msg`Every set is done or skipped. Finish the workout when you are ready.`;

const useStyles = makeStyles({
  view: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, paddingBlock: tokens.spacingVerticalM },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '48px', borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  rowText: { flexGrow: 1 },
  current: { fontWeight: tokens.fontWeightSemibold },
  correct: { minHeight: '44px' },
  finish: { minHeight: '56px' },
  record: {
    padding: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorStatusSuccessBackground1,
    border: `1px solid ${tokens.colorStatusSuccessBorder1}`,
    fontWeight: tokens.fontWeightSemibold,
  },
});

export interface SessionViewProps {
  db: UserDatabase;
  session: RecordOf<'workout-sessions'>;
  onFinished: () => void;
}

/** A session in progress: the current set, the rest after it, every set's state, and the finish. */
export function SessionView({ db, session, onFinished }: SessionViewProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const logs = useSessionLogs(session.id);
  const state = usePlayerState(session.id);
  const defaults = useExercisesById(session.prescription.blocks.flatMap((block) => block.items.map((item) => item.exercise_id)));
  const steps = useMemo(() => workoutSteps(session.prescription.blocks, (id) => defaults?.get(id)?.default_rest_seconds ?? null), [session.prescription.blocks, defaults]);
  const progress = useMemo(() => progressOf(steps, logs ?? [], new Set(state?.skipped ?? [])), [steps, logs, state?.skipped]);
  const [busy, setBusy] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const [failure, setFailure] = useState<MessageDescriptor>();
  const rest = state?.rest ?? null;
  const now = useNow(rest !== null || finishing);
  const step = progress.current === null ? undefined : steps[progress.current];
  const last = useLastPerformance(session.client_id, step?.exercise_id, session.id);
  const records = useSessionRecords(session);
  const nameOf = (exerciseId: string) => {
    const exercise = defaults?.get(exerciseId);
    return exercise ? localized(exercise.name, i18n.locale) : t`Exercise`;
  };

  // Every write is a local write: nothing here waits for the network.
  const run = async (write: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await write();
    } catch (error) {
      console.error('player write failed', error);
      setFailure(NOT_SAVED);
    } finally {
      setBusy(false);
    }
  };

  if (!logs || state === undefined || !defaults) return null;
  const done = progress.done.size;

  if (finishing) {
    return (
      <FinishPanel
        session={session}
        logs={logs}
        done={done}
        total={steps.length}
        now={now}
        busy={busy}
        records={(records ?? []).map((entry) => `${nameOf(entry.exercise_id)}: ${recordText(i18n, entry.record)}`)}
        onBack={() => setFinishing(false)}
        onFinish={(rating, notes) =>
          void run(async () => {
            await finishSession(db, session, { rating, notes, status: finishedStatus(steps.length, done), now: Date.now() });
            onFinished();
          })
        }
      />
    );
  }

  const nextLabel = step ? `${step.label} ${nameOf(step.exercise_id)}` : null;
  const newest = [...logs].sort((a, b) => b.logged_at.localeCompare(a.logged_at))[0];
  const latestRecords = (records ?? []).filter((entry) => entry.log_id === newest?.id);
  return (
    <div className={styles.view}>
      <div>
        <Title2 as="h1">{session.prescription.name}</Title2>
        <Caption1 block>
          <Trans>
            {done} of {steps.length} sets done
          </Trans>
        </Caption1>
        <ProgressBar value={steps.length === 0 ? 1 : done / steps.length} aria-label={t`Progress`} thickness="large" />
      </div>
      <StatusBar status={failure ? { intent: 'error', message: failure } : undefined} />
      {latestRecords.length > 0 && (
        <div role="status" className={styles.record}>
          <Trans>New record!</Trans> {latestRecords.map((entry) => `${nameOf(entry.exercise_id)}: ${recordText(i18n, entry.record)}`).join('; ')}
        </div>
      )}
      {rest && <RestPanel timer={rest} now={now} sound next={nextLabel} onAction={(action) => void run(() => changeRest(db, session.id, action, Date.now()))} />}
      {step ? (
        // Mounted once "last time" is known, so the inputs can start from it (they keep what the
        // client types afterwards).
        last !== undefined && (
          <StepCard
            key={step.key}
            step={step}
            exercise={defaults.get(step.exercise_id)}
            last={last}
            busy={busy}
            onLog={(values: SetValues) => void run(() => logSet(db, session, step, values, Date.now()))}
            onSkip={() => void run(() => skipStep(db, session.id, step.key, Date.now()))}
          />
        )
      ) : (
        <StatusBar status={{ intent: 'success', message: ALL_DONE }} />
      )}
      <Button className={styles.finish} appearance={step ? 'secondary' : 'primary'} onClick={() => setFinishing(true)}>
        {t`Finish workout`}
      </Button>
      <section aria-label={t`All sets`}>
        <ol className={styles.list}>
          {steps.map((entry, index) => {
            const log = progress.done.get(entry.key);
            const skipped = !log && state?.skipped.includes(entry.key);
            return (
              <li key={entry.key} className={styles.row} aria-current={index === progress.current ? 'step' : undefined}>
                <span className={index === progress.current ? `${styles.rowText} ${styles.current}` : styles.rowText}>
                  {entry.label} {nameOf(entry.exercise_id)}
                  {' — '}
                  {log ? performedText(i18n, log) : skipped ? t`skipped` : index === progress.current ? t`now` : t`to do`}
                </span>
                {log && (
                  <Button className={styles.correct} appearance="subtle" disabled={busy} onClick={() => void run(() => withdrawSet(db, log.id))}>
                    {t`Correct ${entry.label}`}
                  </Button>
                )}
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
