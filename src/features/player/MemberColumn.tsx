import { Body1, Button, Caption1, makeStyles, ProgressBar, Subtitle1, Subtitle2, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useMemo, useState } from 'react';
import { localized } from '@core/records/localized';
import type { RecordOf } from '@core/records/index';
import { carriedTo, type CarriedSet } from '@core/training/carry';
import { extraCounts, withExtraSets } from '@core/training/extra-sets';
import { progressOf } from '@core/training/progress';
import { workoutSteps, type Step } from '@core/training/sequence';
import type { GroupMember } from '@/data/group-sessions';
import { useGymSetup, type GymSetup } from '@/data/gym-profile';
import type { UserDatabase } from '@/data/local/database';
import { changeRest, finishedStatus, finishSession, logSetRecord, skipStep, type SetValues } from '@/data/player';
import { useLastPerformance, usePlayerState, useSessionLogs } from '@/data/player-queries';
import { StatusBar } from '@/ui/StatusBar';
import { RouterLink } from '@/ui/RouterLink';
import { countedLabel } from '@/ui/set-label';
import { performedText, prescriptionText } from '@/ui/training-format';
import { startingInputs, takesLoadFor } from './load-kind';
import { RestPanel } from './RestPanel';
import { SetControls, type SetInputs } from './SetControls';
import { useNow } from './use-now';
import { usePlayerWrite } from './use-player-write';

const useStyles = makeStyles({
  column: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minWidth: 0,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusLarge,
    border: `2px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    // The set's steppers narrow with the column (NARROW_COLUMN), six across a tablet.
    containerType: 'inline-size',
    containerName: 'member',
  },
  name: { margin: 0, overflowWrap: 'anywhere', color: tokens.colorBrandForeground1 },
  exercise: { margin: 0, overflowWrap: 'anywhere' },
  label: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  action: { minHeight: '48px' },
});

export interface MemberColumnProps {
  db: UserDatabase;
  member: GroupMember;
  exercises: ReadonlyMap<string, RecordOf<'exercises'>>;
  sound: boolean;
  onLeave: (member: GroupMember) => void;
}

/**
 * One client of a group session: their current set with their own loads (their entry's sets, their
 * gym's plates, what they did last time), "Log set", and their own rest. It reads and writes only
 * this client's session, so logging for one never moves another (sync/SPEC.md A7).
 */
export const MemberColumn = memo(function MemberColumn({ db, member, exercises, sound, onLeave }: MemberColumnProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const name = member.client?.name ?? t`Client`;
  const session = member.session;
  return (
    <section className={styles.column} aria-label={name} data-member={member.entry.client_id}>
      <Subtitle1 as="h2" className={styles.name}>
        {name}
      </Subtitle1>
      {!member.workout ? (
        <Body1 as="p">{t`This workout is not on this device yet.`}</Body1>
      ) : !session ? (
        <Caption1 block>{t`Not started yet`}</Caption1>
      ) : session.finished_at !== null ? (
        <Body1 as="p">
          <Trans>Finished.</Trans>{' '}
          <RouterLink to={`/client/${encodeURIComponent(member.entry.client_id)}?tab=history`}>{t`Their history`}</RouterLink>
        </Body1>
      ) : !member.here ? (
        <Body1 as="p">{t`Started on another device.`}</Body1>
      ) : (
        <Training db={db} session={session} member={member} exercises={exercises} sound={sound} locale={i18n.locale} />
      )}
      {session?.finished_at === null || !session ? (
        <Button className={styles.action} appearance="subtle" onClick={() => onLeave(member)}>
          {t`Take out of the group`}
        </Button>
      ) : null}
    </section>
  );
}, sameColumn);

/**
 * Whether a column shows the same thing: the group's live read answers anew for every set logged
 * by anyone (it reads each member's player state), and the other five columns need not render.
 */
function sameColumn(before: MemberColumnProps, after: MemberColumnProps): boolean {
  const key = ({ member }: MemberColumnProps) =>
    JSON.stringify([member.entry, member.client?.name, member.workout?.id, member.workout?.updated_at, member.session, member.here]);
  return (
    before.db === after.db &&
    before.exercises === after.exercises &&
    before.sound === after.sound &&
    before.onLeave === after.onLeave &&
    key(before) === key(after)
  );
}

function Training({
  db,
  session,
  member,
  exercises,
  sound,
  locale,
}: {
  db: UserDatabase;
  session: RecordOf<'workout-sessions'>;
  member: GroupMember;
  exercises: ReadonlyMap<string, RecordOf<'exercises'>>;
  sound: boolean;
  locale: string;
}) {
  const { t } = useLingui();
  const styles = useStyles();
  const stored = useSessionLogs(session.id);
  // The set just logged counts at once, before the live read of the session's logs answers again
  // (as in SessionView: docs/performance.md, "The workout player").
  const [written, setWritten] = useState<{ log: RecordOf<'set-logs'>; over: RecordOf<'set-logs'>[] }>();
  const logs = useMemo(() => (written && stored === written.over ? [...written.over, written.log] : stored), [written, stored]);
  const state = usePlayerState(session.id);
  const prescribed = useMemo(
    () => workoutSteps(session.prescription.blocks, (id) => exercises.get(id)?.default_rest_seconds ?? null),
    [session.prescription.blocks, exercises],
  );
  const steps = useMemo(
    () => withExtraSets(prescribed, extraCounts(prescribed, state?.extras ?? [], logs ?? [])),
    [prescribed, state?.extras, logs],
  );
  const progress = useMemo(() => progressOf(steps, logs ?? [], new Set(state?.skipped ?? [])), [steps, logs, state?.skipped]);
  const step = progress.current === null ? undefined : steps[progress.current];
  const last = useLastPerformance(session.client_id, step?.exercise_id, session.id, session.started_at);
  const gym = useGymSetup(session.client_id);
  const rest = state?.rest ?? null;
  const now = useNow(rest !== null);
  const { busy, failure, run } = usePlayerWrite();
  if (!logs || state === undefined) return null;
  const done = progress.done.size;
  const finish = () =>
    void run(() => finishSession(db, session, { rating: null, notes: null, status: finishedStatus(steps.length, done), now: Date.now() }));
  const nameOf = (exerciseId: string) => {
    const exercise = exercises.get(exerciseId);
    return exercise ? localized(exercise.name, locale) : t`Exercise`;
  };
  return (
    <>
      <Caption1 block>
        <Trans>
          {done} of {steps.length} sets done
        </Trans>
      </Caption1>
      <ProgressBar value={steps.length === 0 ? 1 : done / steps.length} aria-label={t`Progress`} />
      <StatusBar status={failure ? { intent: 'error', message: failure } : undefined} />
      {rest && (
        <RestPanel
          sessionId={session.id}
          timer={rest}
          now={now}
          sound={sound}
          notice={null}
          next={step ? nameOf(step.exercise_id) : null}
          onAction={(action) => void run(() => changeRest(db, session.id, action, Date.now()))}
        />
      )}
      {!step ? (
        <Body1 as="p">{t`Every set is done or skipped.`}</Body1>
      ) : step.kind === 'interval' ? (
        <Body1 as="p">
          <RouterLink to={`/workout/${encodeURIComponent(member.entry.id)}`}>{t`Intervals run in the player: open it`}</RouterLink>
        </Body1>
      ) : last !== undefined && gym !== undefined ? (
        <MemberSet
          key={step.key}
          step={step}
          exercise={exercises.get(step.exercise_id)}
          name={nameOf(step.exercise_id)}
          last={last}
          gym={gym}
          carried={carriedTo(step, state?.carried)}
          busy={busy}
          onLog={(values) =>
            void run(async () => {
              const log = await logSetRecord(db, session, step, values, Date.now());
              if (stored) setWritten({ log, over: stored });
            })
          }
          onSkip={() => void run(() => skipStep(db, session.id, step.key, Date.now()))}
        />
      ) : null}
      <Button className={styles.action} appearance={step ? 'secondary' : 'primary'} disabled={busy} onClick={finish}>
        {t`Finish for this client`}
      </Button>
    </>
  );
}

/** The set to do now: what it asks for, in this client's loads, and its inputs. Mounted per set. */
function MemberSet({
  step,
  exercise,
  name,
  last,
  gym,
  carried,
  busy,
  onLog,
  onSkip,
}: {
  step: Step;
  exercise: RecordOf<'exercises'> | undefined;
  name: string;
  last: RecordOf<'set-logs'> | null;
  gym: GymSetup;
  carried: CarriedSet | null;
  busy: boolean;
  onLog: (values: SetValues) => void;
  onSkip: () => void;
}) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const p = step.prescribed;
  const timed = p.duration_seconds !== null;
  const showLoad = p.load_kg !== null || (last?.weight_kg ?? null) !== null || takesLoadFor(gym, exercise);
  const [values, setValues] = useState<SetInputs>(() => startingInputs(step, exercise, gym, last, carried));
  const setWord = step.kind === 'circuit' ? t`Round ${step.set_index + 1} of ${step.set_count}` : countedLabel(i18n, step);
  const prescribed = prescriptionText(i18n, p);
  return (
    <>
      <Caption1 className={styles.label}>{step.kind === 'straight' ? setWord : `${step.label} · ${setWord}`}</Caption1>
      <Subtitle2 as="h3" className={styles.exercise}>
        {name}
      </Subtitle2>
      {prescribed && <Body1>{prescribed}</Body1>}
      {last && (
        <Caption1>
          <Trans>Last time: {performedText(i18n, last)}</Trans>
        </Caption1>
      )}
      <SetControls
        step={step}
        shown={{
          reps: p.reps !== null || (!timed && p.distance_m === null),
          load: showLoad,
          seconds: timed,
          meters: p.distance_m !== null,
        }}
        values={values}
        busy={busy}
        onChange={(change) => setValues((before) => ({ ...before, ...change }))}
        onLog={onLog}
        onSkip={onSkip}
      />
    </>
  );
}
