import type { ReactNode } from 'react';
import { Body1, Button, Caption1, Subtitle2 } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RecordOf } from '@core/records/index';
import { shownText } from '@core/records/shown-text';
import { useHasFinishedSession } from '@/data/client-history';
import { oneBlockPerGroup } from '@/data/group-sessions';
import { useMyClient, useOpenSession } from '@/data/player-queries';
import { useCalendarEntries, useRecord, useRecords } from '@/data/record-reads';
import { addDays, formatDayHeading, today } from '@/i18n/date-format';
import type { Locale } from '@/i18n/locales';
import { FreeWorkoutButton } from '@/ui/client-plan/FreeWorkoutButton';
import { PlanSummary } from '@/ui/client-plan/PlanSummary';
import { useCurrentPlan } from '@/ui/client-plan/use-current-plan';
import { WeekList } from '@/ui/client-plan/WeekList';
import { InstallOffer } from '@/ui/install/InstallOffer';
import { RouterLink } from '@/ui/RouterLink';
import { useSectionStyles } from '@/ui/section-styles';
import { useEntryListStyles } from '@/ui/entry-list-styles';
import { CALENDAR_STATUS_LABELS } from '@/ui/reference-labels';

const useStyles = useEntryListStyles;

/** How far ahead the next workout is looked for when nothing is on today. */
const AHEAD_DAYS = 42;
/** A client's home shows this many weeks of what is coming; My Workouts shows them all. */
const HOME_WEEKS = 2;

/**
 * Today's workouts on the device: a client's own, or for a coach every client's, each named with
 * its client. The person's own entries get the one action that fits (start, resume, or done).
 * Below, a client sees their plan, its week and the next two weeks of workouts; a coach with
 * nothing on today of their own, their next planned workout.
 */
export default function TodayWorkouts({ coach = false, afterToday }: { coach?: boolean; afterToday?: ReactNode }) {
  const { t } = useLingui();
  const styles = useStyles();
  const sections = useSectionStyles();
  const day = today();
  const entries = useCalendarEntries('all', day, addDays(day, AHEAD_DAYS));
  const me = useMyClient();
  const clients = useRecords('clients');
  const current = useCurrentPlan(day);
  const trained = useHasFinishedSession();
  if (!entries || me === undefined || !clients || current === undefined) return null;
  const names = new Map(clients.map((client) => [client.id, client.name]));
  // A client's device holds only their own calendar; a coach's, their clients' and their own.
  const mine = (entry: RecordOf<'calendar-entries'>) => !coach || entry.client_id === me?.id;
  const withWorkout = entries.filter((entry) => entry.workout_id || entry.title);
  const todays = withWorkout.filter((entry) => entry.date === day);
  // A client sees their plan and its coming weeks below today; a coach who trains too, their next workout.
  const coming = coach ? [] : withWorkout.filter((entry) => entry.date > day && entry.status === 'planned' && entry.workout_id);
  const next =
    !coach || todays.some(mine)
      ? undefined
      : withWorkout
          .filter((entry) => entry.date > day && entry.status === 'planned' && mine(entry))
          .sort((a, b) => a.date.localeCompare(b.date))[0];
  return (
    <section aria-labelledby="today-title">
      <Subtitle2 as="h2" id="today-title" block>
        <Trans>Today</Trans>
      </Subtitle2>
      {todays.length === 0 ? (
        <Body1 as="p">
          <Trans>Nothing is scheduled for today.</Trans> {coach && <RouterLink to="/calendar">{t`Open the calendar`}</RouterLink>}
        </Body1>
      ) : (
        <ul className={styles.list}>
          {oneBlockPerGroup(todays).map((entry) => (
            <TodayEntry
              key={entry.id}
              entry={entry}
              client={
                coach && !mine(entry)
                  ? entry.group_id === null
                    ? names.get(entry.client_id)
                    : todays
                        .filter((other) => other.group_id === entry.group_id)
                        .map((other) => names.get(other.client_id) ?? '')
                        .join(', ')
                  : undefined
              }
              own={mine(entry)}
            />
          ))}
        </ul>
      )}
      {/* Also on days without a plan: the gym is open whether or not something is scheduled. */}
      {(!coach || me) && <FreeWorkoutButton />}
      {afterToday}
      {!coach && (current || coming.length > 0) && (
        <section className={sections.section} aria-labelledby="home-plan-title">
          {current ? (
            <PlanSummary current={current} headingId="home-plan-title" />
          ) : (
            <Subtitle2 as="h2" id="home-plan-title" className={sections.heading}>
              <Trans>Coming up</Trans>
            </Subtitle2>
          )}
          <WeekList entries={coming} plan={current} weeks={HOME_WEEKS} idPrefix="home" />
          <Body1 as="p">
            <RouterLink to="/workouts">{t`All your workouts and your history`}</RouterLink>
          </Body1>
        </section>
      )}
      {!coach && todays.length === 0 && coming.length === 0 && (
        <Body1 as="p">
          <Trans>
            Nothing is planned for the coming weeks. Your coach’s workouts appear here as soon as they plan them. No coach yet? Ask yours to
            send you an invitation.
          </Trans>
        </Body1>
      )}
      {next && (
        <>
          <Subtitle2 as="h2" block>
            <Trans>Your next workout</Trans>
          </Subtitle2>
          <ul className={styles.list}>
            <TodayEntry entry={next} own />
          </ul>
        </>
      )}
      {/* Offered once the app has proven itself: after the client's first finished workout. */}
      {!coach && trained && <InstallOffer place="home" />}
    </section>
  );
}

function TodayEntry({ entry, client, own }: { entry: RecordOf<'calendar-entries'>; client?: string | undefined; own: boolean }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const workout = useRecord('workouts', entry.workout_id ?? undefined);
  const open = useOpenSession(entry.id);
  const navigate = useNavigate();
  // The person's own, or on a coach's device a client's, trained in person.
  const startable = entry.workout_id && (entry.status === 'planned' || entry.status === 'missed');
  const name = workout ? shownText(workout, i18n.locale) : (entry.title ?? t`Workout`);
  const when = [entry.date === today() ? undefined : formatDayHeading(entry.date, i18n.locale as Locale), entry.time ?? undefined]
    .filter(Boolean)
    .join(', ');
  return (
    <li className={styles.item}>
      <div>
        <Body1 block>{client ? `${client}: ${name}` : name}</Body1>
        {when && <Caption1 block>{when}</Caption1>}
      </div>
      {!startable ? (
        <Caption1>{i18n._(CALENDAR_STATUS_LABELS[entry.status])}</Caption1>
      ) : entry.group_id !== null && !own ? (
        <Button className={styles.action} appearance="secondary" onClick={() => void navigate(`/group/${String(entry.group_id)}`)}>
          {t`Train the group`}
        </Button>
      ) : (
        <Button
          className={styles.action}
          appearance={own ? 'primary' : 'secondary'}
          onClick={() => void navigate(`/workout/${entry.id}`)}
          aria-label={
            own ? undefined : open ? t`Resume ${name} with ${client ?? ''} in person` : t`Train ${name} with ${client ?? ''} in person`
          }
        >
          {own ? (open ? t`Resume workout` : t`Start workout`) : open ? t`Resume in person` : t`Train in person`}
        </Button>
      )}
    </li>
  );
}
