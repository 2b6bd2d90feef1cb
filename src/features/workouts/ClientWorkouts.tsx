import { Body1, Button, Caption1, Subtitle2 } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import type { RecordOf } from '@sync/records/index';
import { shownText } from '@sync/records/workouts';
import { useOpenSession } from '@/data/player-queries';
import { useCalendarEntries, useRecord } from '@/data/records';
import { useRecentSessions, type SessionSummary } from '@/data/workouts';
import { addDays, formatDateTime, formatDayHeading, today } from '@/i18n/dates';
import type { Locale } from '@/i18n/locales';
import { PageLoading } from '@/ui/PageLoading';
import { PageTitle } from '@/ui/PageTitle';
import { CALENDAR_STATUS_LABELS } from '@/ui/reference-labels';
import { useRouteTitle } from '@/ui/route-handle';
import { useEntryListStyles } from '@/ui/entry-list-styles';
import { useSectionStyles } from '@/ui/section-styles';

/** How far ahead "upcoming" looks: the coach usually programs a few weeks at a time. */
const AHEAD_DAYS = 42;
const PAST_SESSIONS = 20;

const useStyles = useEntryListStyles;

/** My Workouts for a client: what the coach planned next, and how the past sessions went. */
export function ClientWorkouts() {
  const title = useRouteTitle();
  const sections = useSectionStyles();
  const styles = useStyles();
  const day = today();
  const upcoming = useCalendarEntries('all', day, addDays(day, AHEAD_DAYS));
  const past = useRecentSessions(PAST_SESSIONS);
  if (!upcoming || !past) return <PageLoading />;
  const planned = upcoming.filter((entry) => entry.workout_id && entry.status === 'planned').sort((a, b) => a.date.localeCompare(b.date) || (a.time ?? '').localeCompare(b.time ?? ''));
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <section className={sections.section} aria-labelledby="upcoming-title">
        <Subtitle2 as="h2" id="upcoming-title" className={sections.heading}>
          <Trans>Coming up</Trans>
        </Subtitle2>
        {planned.length === 0 ? (
          <Body1 as="p">
            <Trans>Your coach has not planned any workouts for the coming weeks yet.</Trans>
          </Body1>
        ) : (
          <ul className={styles.list}>
            {planned.map((entry) => (
              <UpcomingEntry key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </section>
      <section className={sections.section} aria-labelledby="past-title">
        <Subtitle2 as="h2" id="past-title" className={sections.heading}>
          <Trans>Past sessions</Trans>
        </Subtitle2>
        {past.length === 0 ? (
          <Body1 as="p">
            <Trans>No sessions yet. Your results appear here after your first workout.</Trans>
          </Body1>
        ) : (
          <ul className={styles.list}>
            {past.map((summary) => (
              <PastSession key={summary.session.id} summary={summary} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function UpcomingEntry({ entry }: { entry: RecordOf<'calendar-entries'> }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const navigate = useNavigate();
  const workout = useRecord('workouts', entry.workout_id ?? undefined);
  const open = useOpenSession(entry.id);
  const name = workout ? shownText(workout, i18n.locale) : (entry.title ?? t`Workout`);
  return (
    <li className={styles.item}>
      <div>
        <Body1 block>{name}</Body1>
        <Caption1 block>{[formatDayHeading(entry.date, i18n.locale as Locale), entry.time].filter(Boolean).join(', ')}</Caption1>
      </div>
      <Button className={styles.action} appearance={entry.date === today() ? 'primary' : 'secondary'} onClick={() => void navigate(`/workout/${entry.id}`)} aria-label={`${open ? t`Resume workout` : t`Start workout`}: ${name}`}>
        {open ? t`Resume workout` : t`Start workout`}
      </Button>
    </li>
  );
}

function PastSession({ summary }: { summary: SessionSummary }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const entry = useRecord('calendar-entries', summary.session.calendar_entry_id ?? undefined);
  const { session, logged, prescribed } = summary;
  const rating = session.rating;
  return (
    <li className={styles.item}>
      <div>
        <Body1 block>{session.prescription.name}</Body1>
        <Caption1 block>{formatDateTime(new Date(session.started_at), i18n.locale as Locale)}</Caption1>
      </div>
      <div>
        <Body1 block>{prescribed > 0 ? t`${logged} of ${prescribed} sets` : t`${logged} sets`}</Body1>
        <Caption1 block>
          {[session.finished_at ? null : t`Not finished`, entry ? i18n._(CALENDAR_STATUS_LABELS[entry.status]) : null, rating ? t`Rated ${rating} of 5` : null].filter(Boolean).join(' · ')}
        </Caption1>
      </div>
    </li>
  );
}
