import { Body1, Button, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { workoutSteps } from '@sync/training/sequence';
import { startSession } from '@/data/player';
import { useEntryWorkout, useExercisesById, useMyClient, useOpenSession } from '@/data/player-queries';
import { localized } from '@sync/records/common';
import { useSyncState, useUserDatabase } from '@/data/records';
import { sessionAtom } from '@/data/session';
import { useAtomValue } from 'jotai';
import { NotFoundMessage } from '@/ui/NotFoundMessage';
import { workoutEntryId } from '@/ui/workout-path';
import { PageLoading } from '@/ui/PageLoading';
import { PageTitle } from '@/ui/PageTitle';
import { RouterLink } from '@/ui/RouterLink';
import { useRouteTitle } from '@/ui/route-handle';
import { SessionView } from './SessionView';
import { prescriptionText } from '@/ui/training-format';

const useStyles = makeStyles({
  start: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, paddingBlock: tokens.spacingVerticalM },
  blocks: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  startButton: { minHeight: '56px', fontSize: tokens.fontSizeBase500 },
});

/**
 * /workout/{entryId} and /workout/{entryId}-v2: the client trains the workout on their calendar
 * entry, from the device's own database, with or without a network and whatever the state of the
 * sign-in token (the general session guard is skipped here). Both layouts show the same session.
 */
export default function PlayerPage() {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const title = useRouteTitle();
  const navigate = useNavigate();
  const { id: param } = useParams();
  const entryId = workoutEntryId(param);
  const db = useUserDatabase();
  const loaded = useEntryWorkout(entryId);
  const entry = loaded?.entry;
  const workout = loaded?.workout;
  const session = useOpenSession(entry?.id);
  const client = useMyClient();
  const sync = useSyncState();
  const roleId = useAtomValue(sessionAtom)?.roleId;
  const exercises = useExercisesById(workout ? workout.blocks.flatMap((block) => block.items.map((item) => item.exercise_id)) : []);
  const [busy, setBusy] = useState(false);
  const [finished, setFinished] = useState(false);

  if (!db) {
    return (
      <section>
        <PageTitle>{title}</PageTitle>
        <Body1 as="p">
          <Trans>Sign in to train: your workouts are kept on this device once you have signed in here.</Trans>
        </Body1>
        <p>
          <RouterLink to={`/user/login?redirect=${encodeURIComponent(`/workout/${param ?? ''}`)}`}>{t`Sign in`}</RouterLink>
        </p>
      </section>
    );
  }
  if (loaded === undefined || session === undefined || client === undefined || sync === undefined) return <PageLoading />;
  // A device still downloading (its first sync, or a new entry on its way) may not have it yet.
  const downloading = sync.status.phase === 'syncing' || sync.status.lastSyncAt === null;
  if ((!entry || !workout) && downloading && sync.status.phase !== 'offline') return <PageLoading />;
  // An unknown id, or an entry this device does not have: the not-found wording, in the layout the
  // address asked for.
  if (!entry || !workout) return <NotFoundMessage />;

  if (finished) {
    return (
      <section className={styles.start}>
        <PageTitle>{title}</PageTitle>
        <Title2 as="h2">{t`Workout saved`}</Title2>
        <Body1 as="p">
          <Trans>Well done. Your coach sees it as soon as this device is online.</Trans>
        </Body1>
        <Button appearance="primary" className={styles.startButton} onClick={() => void navigate('/')}>
          {t`Back to the home page`}
        </Button>
      </section>
    );
  }

  if (session) {
    return (
      <>
        <PageTitle>{title}</PageTitle>
        <SessionView db={db} session={session} onFinished={() => setFinished(true)} />
      </>
    );
  }

  const steps = workoutSteps(workout.blocks);
  // A client's device holds only their own calendar; a coach trains an entry only when it is on the
  // client record linked to their own account.
  const mine = roleId === 3 || client?.id === entry.client_id;
  return (
    <section className={styles.start}>
      <PageTitle>{title}</PageTitle>
      <Title2 as="h2">{workout.name}</Title2>
      {workout.description && <Body1 as="p">{workout.description}</Body1>}
      <ol className={styles.blocks} aria-label={t`Sets`}>
        {steps.map((step) => (
          <li key={step.key}>
            {step.label} {(() => {
              const exercise = exercises?.get(step.exercise_id);
              return exercise ? localized(exercise.name, i18n.locale) : '';
            })()}{' '}
            {prescriptionText(i18n, step.prescribed)}
          </li>
        ))}
      </ol>
      {mine ? (
        <Button
          appearance="primary"
          className={styles.startButton}
          disabled={busy || entry.status === 'completed'}
          onClick={() => {
            setBusy(true);
            void startSession(db, { client_id: entry.client_id, workout, calendar_entry_id: entry.id, now: Date.now() }).finally(() => setBusy(false));
          }}
        >
          {entry.status === 'completed' ? t`Already done` : t`Start workout`}
        </Button>
      ) : (
        <Body1 as="p">
          <Trans>This workout is on a client's calendar: they start it on their own device.</Trans>
        </Body1>
      )}
    </section>
  );
}
