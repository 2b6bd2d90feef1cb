import { Button, Caption1, makeStyles, ProgressBar, Title2, tokens } from '@fluentui/react-components';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { lazy, memo, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { localized } from '@core/records/localized';
import type { RecordOf } from '@core/records/index';
import { exerciseIdsOf } from '@core/training/block-exercises';
import { carriedTo, carryKey, carryOf, type CarriedSet } from '@core/training/carry';
import { extraCounts, itemKey, withExtraSets } from '@core/training/extra-sets';
import { isOver } from '@core/training/rest-timer';
import { progressOf } from '@core/training/progress';
import { workoutSteps, type Step } from '@core/training/sequence';
import { addExercise, changeRest, finishedStatus, finishSession, logSetRecord, skipStep, withdrawSet, type SetValues } from '@/data/player';
import { addExtraSet, endWorkNow, pauseWork, runIntervalClock, startIntervalWork } from '@/data/player-clock';
import {
  useClientRecord,
  useExercisesById,
  useLastPerformance,
  usePlayerState,
  useSessionLogs,
  useSessionRecords,
} from '@/data/player-queries';
import { useLatestCommentOnExercise } from '@/data/comments';
import { useGymSetup } from '@/data/gym-profile';
import { sessionAtom } from '@/data/session';
import type { UserDatabase } from '@/data/local/database';
import { requireCatalogPart } from '@/i18n/activate';
import { StatusBar } from '@/ui/StatusBar';
import { NARROW_SCREEN } from './narrow';
import { AddExercise } from './AddExercise';
import { periodOverCue } from './cues';
import { FinishPanel } from './FinishPanel';
import { IntervalCard } from './IntervalCard';
import { PlayerSettings } from './PlayerSettings';
import { performedText } from '@/ui/training-format';
import { personalBestText } from '@/ui/personal-best-text';
import { setLabel } from '@/ui/set-label';
import { PlayerDock } from './PlayerDock';
import { RestPanel } from './RestPanel';
import type { SetNoteTarget } from './SetNoteDialog';
import { StepCard } from './StepCard';
import { TraineeBanner } from './TraineeBanner';
import { useNow } from './use-now';
import { usePlayerPrefs, useWakeLock } from './use-player-prefs';
import { usePlayerWrite } from './use-player-write';

// A coach's note on a set loads with its words when first asked for (lingui.config.ts, `coaching`).
const SetNoteDialog = lazy(() =>
  Promise.all([import('./SetNoteDialog'), requireCatalogPart('coaching')]).then(([module]) => ({ default: module.SetNoteDialog })),
);

const ALL_DONE = msg`Every set is done or skipped. Finish the workout when you are ready.`;
const NOTHING_YET = msg`Nothing is planned: add the first exercise, log its sets, then add the next.`;

const useStyles = makeStyles({
  view: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, paddingBlock: tokens.spacingVerticalM },
  // The view's own padding spaces it from the header; the browser's heading margin would double it.
  heading: {
    display: 'block',
    marginTop: 0,
    marginBottom: tokens.spacingVerticalXS,
    [NARROW_SCREEN]: { fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500 },
  },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '48px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  rowText: { flexGrow: 1 },
  current: { fontWeight: tokens.fontWeightSemibold },
  correct: { minHeight: '44px' },
  finish: { minHeight: '56px' },
  more: { minHeight: '48px', alignSelf: 'flex-start' },
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

/**
 * A session in progress: the current set, the rest after it, every set's state, and the finish.
 * Memoized: the page around it renders again whenever the player's state changes (its open
 * sessions read it), and this renders every set of the workout.
 */
export const SessionView = memo(function SessionView({ db, session, onFinished }: SessionViewProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const stored = useSessionLogs(session.id);
  // The set just logged is shown as soon as it is written, with the buttons enabled again in the
  // same render: the live read of the session's logs answers a few frames later, and its next
  // answer (read after the write) replaces this (docs/performance.md, "The workout player").
  const [written, setWritten] = useState<{
    log: RecordOf<'set-logs'>;
    over: RecordOf<'set-logs'>[];
    carried: { key: string; set: CarriedSet };
  }>();
  const logs = useMemo(() => (written && stored === written.over ? [...written.over, written.log] : stored), [written, stored]);
  const state = usePlayerState(session.id);
  const defaults = useExercisesById(exerciseIdsOf(session.prescription.blocks));
  const prescribed = useMemo(
    () => workoutSteps(session.prescription.blocks, (id) => defaults?.get(id)?.default_rest_seconds ?? null),
    [session.prescription.blocks, defaults],
  );
  const extras = useMemo(() => extraCounts(prescribed, state?.extras ?? [], logs ?? []), [prescribed, state?.extras, logs]);
  const steps = useMemo(() => withExtraSets(prescribed, extras), [prescribed, extras]);
  const progress = useMemo(() => progressOf(steps, logs ?? [], new Set(state?.skipped ?? [])), [steps, logs, state?.skipped]);
  const { busy, failure, run, failed } = usePlayerWrite();
  const [finishing, setFinishing] = useState(false);
  const [prefs, setPref] = usePlayerPrefs();
  useWakeLock(prefs.wakeLock);
  const rest = state?.rest ?? null;
  const work = state?.work ?? null;
  const now = useNow(rest !== null || work !== null || finishing);
  const step = progress.current === null ? undefined : steps[progress.current];
  const last = useLastPerformance(session.client_id, step?.exercise_id, session.id, session.started_at);
  const gym = useGymSetup(session.client_id);
  const userId = useAtomValue(sessionAtom)?.userId;
  // The client record is on the device only for their coach: then this is an in-person session,
  // unless it is the coach's own training record.
  const record = useClientRecord(session.client_id);
  const inPerson = record && record.user_id !== userId ? record.name : undefined;
  // The client reads what their coach said; the coach at the session, their own last cue or the client's reply.
  const said = useLatestCommentOnExercise(session.client_id, step?.exercise_id, record === undefined ? undefined : record ? null : userId);
  const [noteFor, setNoteFor] = useState<SetNoteTarget>();
  const onNote = useCallback(
    (logId: string, label: string) => setNoteFor({ sessionId: session.id, clientId: session.client_id, logId, label }),
    [session.id, session.client_id],
  );
  // The bests before the session are read once "last time" is known: a long history read first
  // would hold up the set card.
  const records = useSessionRecords(session, logs, last !== undefined);
  const nameOf = (exerciseId: string) => {
    const exercise = defaults?.get(exerciseId);
    return exercise ? localized(exercise.name, i18n.locale) : t`Exercise`;
  };

  const correct = useCallback((logId: string) => void run(() => withdrawSet(db, logId)), [db, run]);

  // The interval clock: when a work period or the rest between intervals is over, it moves on by
  // itself and logs what ended (runIntervalClock reads the stored state again, so this is safe to
  // repeat). Other rests wait for the client.
  const restAfter = state?.rest_after ?? null;
  const restedStep = useMemo(() => (restAfter ? steps.find((entry) => entry.key === restAfter) : undefined), [steps, restAfter]);
  const clockDue = (work !== null && isOver(work.timer, now)) || (rest !== null && restedStep?.kind === 'interval' && isOver(rest, now));
  useEffect(() => {
    if (!clockDue || !logs || !state) return;
    const finished = new Set([...progress.done.keys(), ...state.skipped]);
    void runIntervalClock(db, session, steps, finished, Date.now())
      .then((ended) => {
        if (ended > 0 && work !== null) periodOverCue(prefs.sound, null);
      })
      .catch(failed);
  }, [clockDue, db, session, steps, logs, state, progress.done, work, prefs.sound, failed]);

  if (!logs || state === undefined || !defaults || record === undefined) return null;
  const done = progress.done.size;
  // Someone else logs into this session too (R12): the client with their coach, on two devices.
  const together = logs.some((log) => log.logged_by !== null && log.logged_by !== userId);

  if (finishing) {
    return (
      <FinishPanel
        session={session}
        logs={logs}
        done={done}
        total={steps.length}
        now={now}
        busy={busy}
        records={(records ?? []).map((entry) => `${nameOf(entry.exercise_id)}: ${personalBestText(i18n, entry.record)}`)}
        inPerson={inPerson}
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

  const nextLabel = step ? `${setLabel(i18n, step)} ${nameOf(step.exercise_id)}` : null;
  const newest = [...logs].sort((a, b) => b.logged_at.localeCompare(a.logged_at))[0];
  // "One more set" is offered right after the last set of an exercise of straight sets, until the
  // next set is logged (in a superset or circuit the next exercise follows at once).
  const newestStep =
    newest && newest.block_id && newest.item_id
      ? steps.find(
          (entry) => entry.block_id === newest.block_id && entry.item_id === newest.item_id && entry.set_index === newest.set_index,
        )
      : undefined;
  const lastOfItem =
    newestStep &&
    newestStep.kind === 'straight' &&
    !steps.some(
      (entry) => entry.block_id === newestStep.block_id && entry.item_id === newestStep.item_id && entry.set_index > newestStep.set_index,
    )
      ? newestStep
      : undefined;
  const latestRecords = (records ?? []).filter((entry) => entry.log_id === newest?.id);
  // The values the set just logged carries are shown before the player state's live read has them.
  const justCarried = written && stored === written.over ? written.carried : undefined;
  const carried = step ? carriedTo(step, justCarried ? { ...state?.carried, [justCarried.key]: justCarried.set } : state?.carried) : null;
  const restPanel = rest && (
    <RestPanel
      sessionId={session.id}
      timer={rest}
      now={now}
      sound={prefs.sound}
      notice={
        prefs.notify
          ? { title: t`Rest is over`, body: nextLabel ? t`Next: ${nextLabel}` : t`Time for the next set`, url: window.location.pathname }
          : null
      }
      next={nextLabel}
      onAction={(action) =>
        void run(() =>
          // Between intervals, "Skip rest" means "go": the next work period starts now.
          action.kind === 'skip' && step?.kind === 'interval' && restedStep?.kind === 'interval' && restedStep.block_id === step.block_id
            ? startIntervalWork(db, session.id, step, Date.now())
            : changeRest(db, session.id, action, Date.now()),
        )
      }
    />
  );
  // Between the current set's details and its controls at the bottom of the screen: the way to
  // finish, the settings and every set's state, scrolled to when wanted.
  const empty = steps.length === 0;
  // Empty, the session's next step is its first exercise; later, something done beyond the plan.
  const addButton = (
    <AddExercise busy={busy} primary={empty} onAdd={(exercise) => void run(() => addExercise(db, session.id, exercise), 'moves-on')} />
  );
  const between = (
    <>
      {empty && addButton}
      <Button
        className={styles.finish}
        appearance={step || empty ? 'secondary' : 'primary'}
        disabled={busy}
        onClick={() => setFinishing(true)}
      >
        {t`Finish workout`}
      </Button>
      {!empty && addButton}
      <PlayerSettings prefs={prefs} onChange={setPref} />
      <section aria-label={t`All sets`}>
        <ol className={styles.list}>
          {steps.map((entry, index) => {
            const log = progress.done.get(entry.key);
            const skipped = !log && (state?.skipped.includes(entry.key) ?? false);
            return (
              <SetRow
                key={entry.key}
                entry={entry}
                name={nameOf(entry.exercise_id)}
                performed={log ? performedText(i18n, log) : null}
                skipped={skipped}
                current={index === progress.current}
                logId={log?.id ?? null}
                // Only a done set's row has a button to disable.
                busy={log ? busy : false}
                onCorrect={correct}
                onNote={inPerson ? onNote : undefined}
              />
            );
          })}
        </ol>
      </section>
    </>
  );
  const waiting = (
    <>
      {between}
      {restPanel && <PlayerDock label={t`Current set`}>{restPanel}</PlayerDock>}
    </>
  );
  return (
    <div className={styles.view}>
      {noteFor && (
        <Suspense fallback={null}>
          <SetNoteDialog target={noteFor} onClose={() => setNoteFor(undefined)} />
        </Suspense>
      )}
      <div>
        {inPerson && <TraineeBanner name={inPerson} />}
        <Title2 as="h1" className={styles.heading}>
          {session.prescription.name}
        </Title2>
        <Caption1 block>
          <Trans>
            {done} of {steps.length} sets done
          </Trans>
        </Caption1>
        <ProgressBar value={steps.length === 0 ? 1 : done / steps.length} aria-label={t`Progress`} thickness="large" />
        {together && (
          <Caption1 block>
            {inPerson ? (
              <Trans>{inPerson} is logging this workout too: a set logged on either device counts once.</Trans>
            ) : (
              <Trans>Your coach is logging this workout with you: a set logged on either device counts once.</Trans>
            )}
          </Caption1>
        )}
      </div>
      <StatusBar status={failure ? { intent: 'error', message: failure } : undefined} />
      {latestRecords.length > 0 && (
        <div role="status" className={styles.record}>
          <Trans>New record!</Trans>{' '}
          {latestRecords.map((entry) => `${nameOf(entry.exercise_id)}: ${personalBestText(i18n, entry.record)}`).join('; ')}
        </div>
      )}
      {lastOfItem && (
        <Button
          className={styles.more}
          appearance="secondary"
          disabled={busy}
          onClick={() =>
            void run(
              () => addExtraSet(db, session.id, lastOfItem, extras.get(itemKey(lastOfItem.block_id, lastOfItem.item_id)) ?? 0, Date.now()),
              'moves-on',
            )
          }
        >
          {t`One more set of ${nameOf(lastOfItem.exercise_id)}`}
        </Button>
      )}
      {step?.kind === 'interval' ? (
        <IntervalCard
          key={step.key}
          step={step}
          exercise={defaults.get(step.exercise_id)}
          work={work?.step === step.key ? work : null}
          now={now}
          sound={prefs.sound}
          busy={busy}
          rest={restPanel}
          between={between}
          onStart={() => void run(() => startIntervalWork(db, session.id, step, Date.now()), 'moves-on')}
          onPause={(paused) => void run(() => pauseWork(db, session.id, paused, Date.now()))}
          onDone={() => void run(() => endWorkNow(db, session, step, Date.now()), 'moves-on')}
          onSkip={() => void run(() => skipStep(db, session.id, step.key, Date.now()), 'moves-on')}
        />
      ) : step ? (
        // Mounted once "last time" and the client's gym are known, so the inputs can start from
        // them (they keep what the client types afterwards).
        last !== undefined && gym !== undefined ? (
          <StepCard
            key={step.key}
            step={step}
            exercise={defaults.get(step.exercise_id)}
            last={last}
            said={said ?? null}
            viewer={userId}
            trainee={inPerson}
            gym={gym}
            carried={carried}
            busy={busy}
            rest={restPanel}
            between={between}
            onLog={(values: SetValues) =>
              void run(async () => {
                const log = await logSetRecord(db, session, step, values, Date.now());
                if (stored) setWritten({ log, over: stored, carried: { key: carryKey(step), set: carryOf(step, values) } });
              }, 'moves-on')
            }
            onSkip={() => void run(() => skipStep(db, session.id, step.key, Date.now()), 'moves-on')}
          />
        ) : (
          waiting
        )
      ) : (
        <>
          <StatusBar status={empty ? { intent: 'info', message: NOTHING_YET } : { intent: 'success', message: ALL_DONE }} />
          {waiting}
        </>
      )}
    </div>
  );
});

interface SetRowProps {
  /** The same object from render to render (core/training/extra-sets.ts keeps the prescribed steps). */
  entry: Step;
  name: string;
  /** What was done, once logged. */
  performed: string | null;
  skipped: boolean;
  current: boolean;
  logId: string | null;
  busy: boolean;
  onCorrect: (logId: string) => void;
  /** At an in-person session, the coach's note on a done set. */
  onNote?: ((logId: string, label: string) => void) | undefined;
}

/**
 * One set in "All sets". Memoized, with its text as props: a set logged changes two rows, and
 * rendering all of them (a Fluent button each once done) again at every answer of the session's
 * live reads held up the tap's own row (docs/performance.md, "The workout player").
 */
const SetRow = memo(function SetRow({ entry, name, performed, skipped, current, logId, busy, onCorrect, onNote }: SetRowProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const straight = entry.kind === 'straight';
  const label = setLabel(i18n, entry);
  return (
    <li className={styles.row} aria-current={current ? 'step' : undefined}>
      <span className={current ? `${styles.rowText} ${styles.current}` : styles.rowText}>
        {straight ? `${label} · ${name}` : `${label} ${name}`}
        {' — '}
        {performed ?? (skipped ? t`skipped` : current ? t`now` : t`to do`)}
      </span>
      {logId !== null && (
        // In straight sets "Set 2 of 5" is every exercise's: the name says which one is corrected.
        <Button
          className={styles.correct}
          appearance="subtle"
          disabled={busy}
          onClick={() => onCorrect(logId)}
          aria-label={straight ? t`Correct ${name}, ${label}` : undefined}
        >
          {straight ? t`Correct` : t`Correct ${label}`}
        </Button>
      )}
      {logId !== null && onNote && (
        <Button
          className={styles.correct}
          appearance="subtle"
          onClick={() => onNote(logId, straight ? `${label} · ${name}` : `${label} ${name}`)}
          aria-label={t`Note on ${name}, ${label}`}
        >
          {t`Note`}
        </Button>
      )}
    </li>
  );
});
