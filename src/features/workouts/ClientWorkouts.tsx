import { Body1, Button, Caption1, makeStyles, Subtitle2, Tab, TabList, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RecordOf } from '@sync/records/index';
import { shownText } from '@sync/records/shown-text';
import { useOpenSession } from '@/data/player-queries';
import { useCalendarEntries, useFirstSyncDone, useRecord } from '@/data/records';
import { addDays, formatDayHeading, today } from '@/i18n/dates';
import type { Locale } from '@/i18n/locales';
import { PageLoading } from '@/ui/PageLoading';
import { PageTitle } from '@/ui/PageTitle';
import { useRouteTitle } from '@/ui/route-handle';
import { useEntryListStyles } from '@/ui/entry-list-styles';
import { useSectionStyles } from '@/ui/section-styles';
import { TrainingReview } from '@/ui/training-history/TrainingReview';
import { StillArriving } from '@/ui/sync/StillArriving';

/** How far ahead "upcoming" looks: the coach usually programs a few weeks at a time. */
const AHEAD_DAYS = 42;

const useStyles = useEntryListStyles;
const useTabStyles = makeStyles({ tabs: { marginBottom: tokens.spacingVerticalM, '& button': { minHeight: '44px' } } });

/** My Workouts for a client: what the coach planned next, and their own history and progress (offline too). */
export function ClientWorkouts() {
  const title = useRouteTitle();
  const sections = useSectionStyles();
  const styles = useStyles();
  const day = today();
  const { t } = useLingui();
  const tabs = useTabStyles();
  const [view, setView] = useState<'history' | 'progress'>('history');
  const upcoming = useCalendarEntries('all', day, addDays(day, AHEAD_DAYS));
  const synced = useFirstSyncDone();
  if (!upcoming) return <PageLoading />;
  const planned = upcoming.filter((entry) => entry.workout_id && entry.status === 'planned').sort((a, b) => a.date.localeCompare(b.date) || (a.time ?? '').localeCompare(b.time ?? ''));
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <section className={sections.section} aria-labelledby="upcoming-title">
        <Subtitle2 as="h2" id="upcoming-title" className={sections.heading}>
          <Trans>Coming up</Trans>
        </Subtitle2>
        {planned.length === 0 && !synced ? (
          <StillArriving />
        ) : planned.length === 0 ? (
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
          <Trans>Your training</Trans>
        </Subtitle2>
        <TabList className={tabs.tabs} selectedValue={view} onTabSelect={(_event, data) => setView(data.value === 'progress' ? 'progress' : 'history')} aria-label={t`Your training`}>
          <Tab value="history" id="own-history" aria-controls="own-training">
            {t`History`}
          </Tab>
          <Tab value="progress" id="own-progress" aria-controls="own-training">
            {t`Progress`}
          </Tab>
        </TabList>
        <div id="own-training" role="tabpanel" aria-labelledby={view === 'history' ? 'own-history' : 'own-progress'}>
          <TrainingReview trainee="own" view={view} target={null} />
        </div>
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
