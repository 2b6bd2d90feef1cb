import { Body1, Button, makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { shownText } from '@core/records/shown-text';
import { exerciseIdsOf } from '@core/training/block-exercises';
import { leaveGroup, startGroup, useGroupMembers, type GroupMember } from '@/data/group-sessions';
import { useExercisesById } from '@/data/player-queries';
import { useUserDatabase } from '@/data/user-database';
import { PageLoading } from '@/ui/PageLoading';
import { PageTitle } from '@/ui/PageTitle';
import { RouterLink } from '@/ui/RouterLink';
import { COMPACT_HEADER_QUERY } from '@/ui/screen';
import { StatusBar } from '@/ui/StatusBar';
import { useMediaQuery } from '@/ui/use-media-query';
import { usePlayerPrefs, useWakeLock } from './use-player-prefs';
import { usePlayerWrite } from './use-player-write';
import { MemberColumn } from './MemberColumn';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingBlock: tokens.spacingVerticalM },
  start: { minHeight: '56px', fontSize: tokens.fontSizeBase500 },
  // A column per client, side by side on a tablet: every client's current set at once.
  columns: { display: 'grid', gap: tokens.spacingHorizontalS, alignItems: 'start' },
  tabs: { overflowX: 'auto', '& button': { minHeight: '44px' } },
});

/**
 * /group/{id}: the coach trains a small group in person, on their own device and with or without a
 * network (sync/SPEC.md A7–A9, R12). Each client has their own session of their own entry, their
 * own loads and rest; the screen is those sessions, so an app killed mid-class opens where each
 * client was. A tablet shows a column per client; a phone one client at a time, in tabs.
 */
export default function GroupPage() {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const { id } = useParams();
  const db = useUserDatabase();
  const members = useGroupMembers(id);
  const exerciseIds = useMemo(
    () =>
      (members ?? []).flatMap((member) =>
        exerciseIdsOf(member.session ? member.session.prescription.blocks : (member.workout?.blocks ?? [])),
      ),
    [members],
  );
  const exercises = useExercisesById(exerciseIds);
  const [prefs] = usePlayerPrefs();
  useWakeLock(prefs.wakeLock);
  const phone = useMediaQuery(COMPACT_HEADER_QUERY);
  const [chosen, setChosen] = useState<string>();
  const { busy, failure, run } = usePlayerWrite();
  const [left, setLeft] = useState<{ name: string; entryId: string }>();
  const onLeave = useCallback(
    (member: GroupMember) => {
      if (!db) return;
      void run(async () => {
        await leaveGroup(db, member.entry);
        setLeft({ name: member.client?.name ?? '', entryId: member.entry.id });
      });
    },
    [db, run],
  );

  if (!db) {
    return (
      <Body1 as="p">
        <RouterLink to={`/user/login?redirect=${encodeURIComponent(`/group/${id ?? ''}`)}`}>{t`Sign in`}</RouterLink>
      </Body1>
    );
  }
  if (members === undefined || exercises === undefined) return <PageLoading />;
  if (members.length === 0) {
    return (
      <>
        <PageTitle>{t`Group session`}</PageTitle>
        <Body1 as="p">{t`This group session is not on this device, or nobody is in it any more.`}</Body1>
        <RouterLink to="/calendar">{t`Open the calendar`}</RouterLink>
      </>
    );
  }
  const names = [...new Set(members.flatMap((member) => (member.workout ? [shownText(member.workout, i18n.locale)] : [])))];
  const waiting = members.filter((member) => member.workout && (!member.session || (!member.here && member.session.finished_at === null)));
  const shown = phone
    ? [members.find((member) => member.entry.id === chosen) ?? members[0]].filter((member) => member !== undefined)
    : members;
  const leftNotice: MessageDescriptor | undefined = left
    ? msg`${left.name} is out of the group; their session goes on from their own workout.`
    : undefined;
  return (
    <div className={styles.page}>
      <PageTitle>{names.length > 0 ? t`Group session: ${names.join(' · ')}` : t`Group session`}</PageTitle>
      <StatusBar
        status={failure ? { intent: 'error', message: failure } : leftNotice ? { intent: 'info', message: leftNotice } : undefined}
      />
      {left && <RouterLink to={`/workout/${encodeURIComponent(left.entryId)}`}>{t`Open ${left.name}’s session`}</RouterLink>}
      {waiting.length > 0 && (
        <Button
          appearance="primary"
          className={styles.start}
          disabled={busy}
          onClick={() => void run(() => startGroup(db, waiting, Date.now(), i18n.locale), 'moves-on')}
        >
          {waiting.length === members.length ? (
            <Trans>Start the group ({members.length} clients)</Trans>
          ) : (
            <Trans>Start the others ({waiting.length})</Trans>
          )}
        </Button>
      )}
      {phone && (
        <TabList
          className={styles.tabs}
          selectedValue={shown[0]?.entry.id}
          onTabSelect={(_event, data) => setChosen(String(data.value))}
          aria-label={t`Clients in the group`}
        >
          {members.map((member) => (
            <Tab key={member.entry.id} value={member.entry.id}>
              {member.client?.name ?? t`Client`}
            </Tab>
          ))}
        </TabList>
      )}
      <div className={styles.columns} style={{ gridTemplateColumns: `repeat(${shown.length}, minmax(0, 1fr))` }}>
        {shown.map((member) => (
          <MemberColumn key={member.entry.id} db={db} member={member} exercises={exercises} sound={prefs.sound} onLeave={onLeave} />
        ))}
      </div>
    </div>
  );
}
