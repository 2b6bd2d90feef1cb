import {
  Body1,
  Caption1,
  makeStyles,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { complianceOver, complianceWindows, countedFrom } from '@core/compliance';
import type { RecordOf } from '@core/records/index';
import { shownText } from '@core/records/shown-text';
import { useClientHistory } from '@/data/client-history';
import { useCalendarEntries, useRecords } from '@/data/record-reads';
import { addDays, formatDateTime, formatDayHeading, instantOf, today } from '@/i18n/date-format';
import type { Locale } from '@/i18n/locales';
import { useEntryListStyles } from '@/ui/entry-list-styles';
import { PageLoading } from '@/ui/PageLoading';
import { RouterLink } from '@/ui/RouterLink';
import { useSectionStyles } from '@/ui/section-styles';
import { RecentPersonalBests } from '@/ui/training-history/RecentPersonalBests';
import { useExerciseName } from '@/ui/training-history/use-exercise-name';

const useStyles = makeStyles({
  // Seven columns do not fit a phone: the table scrolls inside its box rather than the page sideways.
  scroller: { overflowX: 'auto', maxWidth: '100%' },
  // Seven columns squeezed to a phone's width print their headings over each other: they scroll.
  table: { minWidth: '34rem' },
  // A link alone on its line, tall enough for a finger.
  link: { minHeight: '44px', display: 'flex', alignItems: 'center', margin: 0 },
});

const WINDOW_LABELS: Record<'week' | 'weeks4' | 'weeks12', MessageDescriptor> = {
  week: msg`This week`,
  weeks4: msg`Last 4 weeks`,
  weeks12: msg`Last 12 weeks`,
};

/** How far ahead the next workouts are looked for. */
const AHEAD_DAYS = 42;
const COMING_UP = 3;
const REASONS_SHOWN = 3;

/**
 * The client at a glance, from this device's copy (so offline too): how they keep to the schedule
 * this week and over the last 4 and 12 weeks (completed, partial, skipped, missed, ahead, against
 * their sessions a week), why they skipped, what is coming up, and their last session.
 */
export function ClientOverview({ client }: { client: RecordOf<'clients'> }) {
  const { t, i18n } = useLingui();
  const section = useSectionStyles();
  const list = useEntryListStyles();
  const styles = useStyles();
  const day = today();
  const windows = complianceWindows(day);
  const from = windows[windows.length - 1]?.from ?? day;
  const entries = useCalendarEntries([client.id], from, addDays(day, AHEAD_DAYS));
  const workouts = useRecords('workouts');
  // One read of the client's history serves the schedule, the last session and the records.
  const history = useClientHistory({ clientId: client.id });
  const since = instantOf(from, '00:00').toISOString();
  const sessions = useMemo(() => history?.sessions.filter((session) => session.started_at >= since), [history, since]);
  const exerciseName = useExerciseName();
  const started = useMemo(
    () => new Set((sessions ?? []).flatMap((session) => (session.calendar_entry_id ? [session.calendar_entry_id] : []))),
    [sessions],
  );

  if (!entries || !sessions || !workouts) return <PageLoading />;
  const names = new Map(workouts.map((workout) => [workout.id, shownText(workout, i18n.locale)]));
  // The target covers only the weeks wholly inside the coaching (core/compliance.ts).
  const counted = countedFrom(client, history?.sessions[0]?.started_at ?? null);
  const splits = windows.map((window) => ({
    key: window.key,
    split: complianceOver(entries, {
      from: window.from,
      to: window.to,
      today: day,
      sessionsPerWeek: client.sessions_per_week,
      started,
      counted,
    }),
  }));
  const reasons = splits[splits.length - 1]?.split.reasons.slice(0, REASONS_SHOWN) ?? [];
  const next = entries.filter((entry) => entry.date >= day && entry.status === 'planned').slice(0, COMING_UP);
  const last = sessions.at(-1);
  const locale = i18n.locale as Locale;

  return (
    <section className={section.section} aria-labelledby="client-overview">
      <Text as="h2" size={500} weight="semibold" id="client-overview" className={section.heading}>
        {t`Overview`}
      </Text>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls where it does not fit must be reachable by keyboard to be scrolled (WCAG 2.1.1) */}
      <div className={styles.scroller} tabIndex={0} role="region" aria-label={t`Keeping to the schedule`}>
        <Table aria-label={t`Keeping to the schedule`} size="small" className={styles.table}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t`Period`}</TableHeaderCell>
              <TableHeaderCell>{t`Completed`}</TableHeaderCell>
              <TableHeaderCell>{t`Partly done`}</TableHeaderCell>
              <TableHeaderCell>{t`Skipped`}</TableHeaderCell>
              <TableHeaderCell>{t`Missed`}</TableHeaderCell>
              <TableHeaderCell>{t`Ahead`}</TableHeaderCell>
              <TableHeaderCell>{t`Target`}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {splits.map(({ key, split }) => (
              <TableRow key={key}>
                <TableCell>{i18n._(WINDOW_LABELS[key])}</TableCell>
                <TableCell>{split.completed}</TableCell>
                <TableCell>{split.partial}</TableCell>
                <TableCell>{split.skipped}</TableCell>
                <TableCell>{split.missed}</TableCell>
                <TableCell>{split.ahead}</TableCell>
                <TableCell>{split.target ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {client.sessions_per_week === null && <Caption1 block>{t`Set their sessions per week below to see the target.`}</Caption1>}
      {reasons.length > 0 && (
        <>
          <Subtitle2 as="h3" block>
            <Trans>Why they skipped</Trans>
          </Subtitle2>
          <ul>
            {reasons.map((reason, index) => (
              <li key={index}>
                <Body1>{reason}</Body1>
              </li>
            ))}
          </ul>
        </>
      )}
      <Subtitle2 as="h3" block>
        <Trans>Coming up</Trans>
      </Subtitle2>
      {next.length === 0 ? (
        <Body1 as="p" block>{t`Nothing is planned for the coming weeks.`}</Body1>
      ) : (
        <ul className={list.list}>
          {next.map((entry) => (
            <li key={entry.id} className={list.item}>
              <Body1>{(entry.workout_id ? names.get(entry.workout_id) : undefined) ?? entry.title ?? t`Workout`}</Body1>
              <Caption1>{[formatDayHeading(entry.date, locale), entry.time].filter(Boolean).join(', ')}</Caption1>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.link}>
        <RouterLink to={`/calendar?view=month&clients=${client.id}`}>{t`Open their calendar`}</RouterLink>
      </p>
      <Subtitle2 as="h3" block>
        <Trans>Last session</Trans>
      </Subtitle2>
      {last ? (
        <Body1 as="p" block>
          {last.finished_at
            ? last.rating
              ? t`${last.prescription.name}, ${formatDateTime(new Date(last.started_at), locale)}: finished, rated ${last.rating} of 5.`
              : t`${last.prescription.name}, ${formatDateTime(new Date(last.started_at), locale)}: finished.`
            : t`${last.prescription.name}, ${formatDateTime(new Date(last.started_at), locale)}: not finished.`}
        </Body1>
      ) : (
        <Body1 as="p" block>{t`No sessions in the last 12 weeks.`}</Body1>
      )}
      {exerciseName && <RecentPersonalBests logs={history?.logs ?? []} exerciseName={exerciseName} />}
    </section>
  );
}
