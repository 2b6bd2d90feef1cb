import { Body1, Button, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ROLE } from '@core/auth-constants';
import { exerciseIdsOf } from '@core/training/block-exercises';
import { continueHere, skipWorkout, startSession } from '@/data/player';
import {
  useClientRecord,
  useEntryWorkout,
  useExercisesById,
  useMyClient,
  useOpenSessions,
  useTrainingClientId,
} from '@/data/player-queries';
import { useUserDatabase } from '@/data/user-database';
import { useSyncStatus } from '@/data/sync-status';
import { sessionAtom } from '@/data/session';
import { useAtomValue } from 'jotai';
import { NotFoundMessage } from '@/ui/NotFoundMessage';
import { CLIENT_PARAM, FREE_WORKOUT, workoutEntryId } from '@/ui/workout-path';
import { PageLoading } from '@/ui/PageLoading';
import { PageTitle } from '@/ui/PageTitle';
import { RouterLink } from '@/ui/RouterLink';
import { StatusBar } from '@/ui/StatusBar';
import { useAppServices } from '@/data/app-context';
import { useRouteTitle } from '@/ui/route-handle';
import { StartPanel } from './StartPanel';
import type * as SessionViewExports from './SessionView';
import { usePlayerWrite } from './use-player-write';

// Rarer starts load apart from the start screen every scheduled workout shows: the player's first
// visit has a budget (docs/performance.md).
const ElsewherePrompt = lazy(() => import('./ElsewherePrompt').then((module) => ({ default: module.ElsewherePrompt })));
const FreeStart = lazy(() => import('./FreeStart').then((module) => ({ default: module.FreeStart })));

type SessionViewModule = typeof SessionViewExports;
let sessionViewModule: SessionViewModule | undefined;
const loadSessionView = () => import('./SessionView').then((loaded) => (sessionViewModule = loaded));

/**
 * The session's screen (sets, rest timer, steppers, settings) is most of the player's code; a
 * client opening today's workout sees the start screen first, so it loads apart: once that screen
 * is up, or, on a cold start into a running session, as soon as the session is read, with the
 * loading state meanwhile. Not through Suspense, whose reveal React holds back for 300 ms once a
 * fallback has shown. From the page, not at module load: other screens load this module's chunk
 * for the database code they share with it.
 */
function useSessionView(wanted: boolean): SessionViewModule | undefined {
  const [module, setModule] = useState(sessionViewModule);
  const { firstScreen } = useAppServices();
  useEffect(() => firstScreen.after(() => void loadSessionView()), [firstScreen]);
  useEffect(() => {
    if (wanted && !module) void loadSessionView().then(setModule);
  }, [wanted, module]);
  return module ?? sessionViewModule;
}

const useStyles = makeStyles({
  start: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, paddingBlock: tokens.spacingVerticalM },
  startButton: { minHeight: '56px', fontSize: tokens.fontSizeBase500 },
});

/**
 * /workout/{id} and /workout/{id}-v2: the client trains the workout on their calendar entry (or,
 * when the id is a workout's, an unscheduled session of it; /workout/free, a free workout), from the device's own database, with
 * or without a network and whatever the state of the sign-in token (the general session guard is
 * skipped here). Both layouts show the same session.
 */
export default function PlayerPage() {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const title = useRouteTitle();
  const navigate = useNavigate();
  const { id: param } = useParams();
  const entryId = workoutEntryId(param);
  const free = entryId === FREE_WORKOUT;
  const db = useUserDatabase();
  const loaded = useEntryWorkout(free ? undefined : entryId);
  const entry = loaded?.entry ?? null;
  const [params] = useSearchParams();
  const named = params.get(CLIENT_PARAM) ?? undefined;
  const roleId = useAtomValue(sessionAtom)?.roleId;
  const userId = useAtomValue(sessionAtom)?.userId;
  // The client record of whom this session is for, as a coach's device holds it (a client's holds none).
  const record = useClientRecord(entry ? entry.client_id : named);
  // A coach training someone else in person (their own training record is their own training).
  const inPerson = record && record.user_id !== userId ? record : null;
  // A free workout has no record: it starts empty, named in the client's language.
  const freeWorkout = useMemo(() => (free ? { id: null, name: t`Free workout`, blocks: [] } : undefined), [free, t]);
  const workout = freeWorkout ?? loaded?.workout;
  const client = useMyClient();
  // Unscheduled sessions on a coach's device are of several people: only the trainee's are this page's.
  const ownSessions = named ?? (roleId === ROLE.client ? undefined : (client?.id ?? ''));
  const open = useOpenSessions(
    loaded === undefined
      ? undefined
      : free
        ? { workoutId: null, clientId: ownSessions }
        : entry
          ? { entryId: entry.id }
          : workout
            ? { workoutId: workout.id, clientId: ownSessions }
            : undefined,
  );
  const trainee = useTrainingClientId(free && named === undefined);
  // The status alone: the page asks only whether the device is still downloading, and the sync
  // state with its outbox count would render the session again on every set logged.
  const status = useSyncStatus();
  const exercises = useExercisesById(workout && !free ? exerciseIdsOf(workout.blocks) : []);
  const { busy, failure, run } = usePlayerWrite();
  const [finished, setFinished] = useState(false);
  // The same function every render, so that the session (memoized) is not rendered again for it.
  const onFinished = useCallback(() => setFinished(true), []);
  // The client chose to keep both sessions: the one on the other device and a new one here.
  const [separate, setSeparate] = useState(false);
  const sessionView = useSessionView(Boolean(open?.here));

  if (!db) {
    return (
      <section>
        <PageTitle>{title}</PageTitle>
        <Body1 as="p">
          <Trans>Sign in to train: your workouts are kept on this device once you have signed in here.</Trans>
        </Body1>
        <p>
          <RouterLink
            to={`/user/login?redirect=${encodeURIComponent(`/workout/${param ?? ''}${named ? `?${params.toString()}` : ''}`)}`}
          >{t`Sign in`}</RouterLink>
        </p>
      </section>
    );
  }
  if (
    loaded === undefined ||
    open === undefined ||
    client === undefined ||
    trainee === undefined ||
    status === undefined ||
    record === undefined
  )
    return <PageLoading />;
  // A device still downloading (its first sync, or a new entry on its way) may not have it yet.
  const downloading = status.phase === 'syncing' || status.lastSyncAt === null;
  if (!workout && downloading && status.phase !== 'offline') return <PageLoading awaitingSync />;
  // An unknown id, or an entry or workout this device does not have: the not-found wording, in the
  // layout the address asked for.
  if (!workout) return <NotFoundMessage />;

  if (finished) {
    return (
      <section className={styles.start}>
        <PageTitle>{title}</PageTitle>
        <Title2 as="h2">{t`Workout saved`}</Title2>
        <Body1 as="p">
          {inPerson ? (
            <Trans>It is in {inPerson.name}’s history. They see it on their devices as soon as this one is online.</Trans>
          ) : (
            <Trans>Well done. Your coach sees it as soon as this device is online.</Trans>
          )}
        </Body1>
        <Button appearance="primary" className={styles.startButton} onClick={() => void navigate('/')}>
          {t`Back to the home page`}
        </Button>
      </section>
    );
  }

  if (open.here) {
    // The session's own heading is the workout's name: a second one saying "Workout" would take a
    // phone's screen from the set.
    return sessionView ? <sessionView.SessionView db={db} session={open.here} onFinished={onFinished} /> : <PageLoading />;
  }

  // Starting or continuing puts the first set's button under the finger that tapped.
  const act = (write: () => Promise<unknown>) => void run(write, 'moves-on');
  const start = () =>
    act(() =>
      startSession(db, {
        client_id: entry ? entry.client_id : named ? (record?.id ?? '') : (client?.id ?? ''),
        workout,
        calendar_entry_id: entry?.id ?? null,
        now: Date.now(),
        locale: i18n.locale,
      }),
    );
  const elsewhere = open.elsewhere[0];
  if (elsewhere && !separate) {
    return (
      <>
        <PageTitle>{title}</PageTitle>
        <StatusBar status={failure ? { intent: 'error', message: failure } : undefined} />
        <Suspense fallback={<PageLoading />}>
          <ElsewherePrompt
            session={elsewhere}
            busy={busy}
            onContinue={() => act(() => continueHere(db, elsewhere.id, Date.now()))}
            onSeparate={() => setSeparate(true)}
            onLeave={() => void navigate(inPerson ? `/client/${encodeURIComponent(inPerson.id)}` : '/')}
          />
        </Suspense>
      </>
    );
  }

  // The exercises' names come from a second read: drawing the sets without them first would
  // re-flow the list when they arrive.
  if (exercises === undefined) return <PageLoading />;
  // A client's device holds only their own calendar; a coach's, the entries of their own clients,
  // which they may train in person. An unscheduled session is the signed-in person's, or with
  // ?client= that client's.
  const mine = entry || named ? roleId === ROLE.client || record !== null : client !== null;
  if (workout.id === null) {
    const freeTrainee = named ? (record?.id ?? null) : trainee;
    const startFree = () =>
      freeTrainee &&
      act(() => startSession(db, { client_id: freeTrainee, workout, calendar_entry_id: null, now: Date.now(), locale: i18n.locale }));
    return (
      <>
        <PageTitle>{title}</PageTitle>
        <StatusBar status={failure ? { intent: 'error', message: failure } : undefined} />
        <Suspense fallback={<PageLoading />}>
          <FreeStart
            trainee={freeTrainee !== null}
            inPerson={inPerson?.name}
            coach={roleId !== ROLE.client}
            busy={busy}
            onStart={startFree}
          />
        </Suspense>
      </>
    );
  }
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <StatusBar status={failure ? { intent: 'error', message: failure } : undefined} />
      <StartPanel
        workout={workout}
        exercises={exercises}
        entry={entry}
        mine={mine}
        inPerson={inPerson?.name}
        busy={busy}
        onStart={start}
        onSkip={(reason) => entry && act(() => skipWorkout(db, entry, reason).then(() => navigate('/')))}
      />
    </>
  );
}
