import { Body1, makeStyles, Subtitle2, Tab, TabList, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCalendarEntries } from '@/data/record-reads';
import { useFirstSyncDone } from '@/data/sync-status';
import { addDays, today } from '@/i18n/date-format';
import { FreeWorkoutButton } from '@/ui/client-plan/FreeWorkoutButton';
import { PlanSummary } from '@/ui/client-plan/PlanSummary';
import { useCurrentPlan } from '@/ui/client-plan/use-current-plan';
import { WeekList } from '@/ui/client-plan/WeekList';
import { PageLoading } from '@/ui/PageLoading';
import { PageTitle } from '@/ui/PageTitle';
import { useRouteTitle } from '@/ui/route-handle';
import { useSectionStyles } from '@/ui/section-styles';
import { StillArriving } from '@/ui/sync/StillArriving';
import { SESSION_PARAM } from '@/ui/training-history/session-path';
import { ImportHistoryButton } from '@/ui/training-history/ImportHistoryButton';
import { TrainingReview } from '@/ui/training-history/TrainingReview';

/** How far ahead "upcoming" looks: the coach usually programs a few weeks at a time. */
const AHEAD_DAYS = 42;

const useTabStyles = makeStyles({
  tabs: { marginBottom: tokens.spacingVerticalM, '& button': { minHeight: '44px' } },
  importRow: { marginBottom: tokens.spacingVerticalM },
});

/**
 * My Workouts for a client: their plan and its week, the last session they trained (near the top,
 * not under weeks of coming workouts), what the coach planned next week by week, and their whole
 * history and progress (offline too). `?session={id}` opens one session of the history with its
 * comments, where the client replies (a notification's link).
 */
export function ClientWorkouts() {
  const title = useRouteTitle();
  const sections = useSectionStyles();
  const day = today();
  const { t } = useLingui();
  const tabs = useTabStyles();
  const [view, setView] = useState<'history' | 'progress'>('history');
  const focus = useSearchParams()[0].get(SESSION_PARAM) ?? undefined;
  // A link to a session followed while progress is shown turns to the history it is in.
  const [followed, setFollowed] = useState(focus);
  if (focus !== followed) {
    setFollowed(focus);
    if (focus !== undefined) setView('history');
  }
  const upcoming = useCalendarEntries('all', day, addDays(day, AHEAD_DAYS));
  const current = useCurrentPlan(day);
  const synced = useFirstSyncDone();
  if (!upcoming || current === undefined) return <PageLoading />;
  const planned = upcoming.filter((entry) => entry.workout_id && entry.status === 'planned');
  return (
    <>
      <PageTitle>{title}</PageTitle>
      {current && (
        <section className={sections.section} aria-labelledby="plan-title">
          <PlanSummary current={current} headingId="plan-title" />
        </section>
      )}
      <FreeWorkoutButton />
      <TrainingReview
        trainee="own"
        view="history"
        target={null}
        latest={1}
        around={(list) => (
          <section className={sections.section} aria-labelledby="latest-title">
            <Subtitle2 as="h2" id="latest-title" className={sections.heading}>
              <Trans>Your last workout</Trans>
            </Subtitle2>
            {list}
          </section>
        )}
      />
      <section className={sections.section} aria-labelledby="upcoming-title">
        <Subtitle2 as="h2" id="upcoming-title" className={sections.heading}>
          <Trans>Coming up</Trans>
        </Subtitle2>
        {planned.length === 0 && !synced ? (
          <StillArriving />
        ) : planned.length === 0 ? (
          <Body1 as="p" block>
            <Trans>Your coach has not planned any workouts for the coming weeks yet.</Trans>
          </Body1>
        ) : (
          <WeekList entries={planned} plan={current} idPrefix="upcoming" />
        )}
      </section>
      <section className={sections.section} aria-labelledby="past-title">
        <Subtitle2 as="h2" id="past-title" className={sections.heading}>
          <Trans>Your training</Trans>
        </Subtitle2>
        <TabList
          className={tabs.tabs}
          selectedValue={view}
          onTabSelect={(_event, data) => setView(data.value === 'progress' ? 'progress' : 'history')}
          aria-label={t`Your training`}
        >
          <Tab value="history" id="own-history" aria-controls="own-training">
            {t`History`}
          </Tab>
          <Tab value="progress" id="own-progress" aria-controls="own-training">
            {t`Progress`}
          </Tab>
        </TabList>
        <div className={tabs.importRow}>
          <ImportHistoryButton clientId={null} clientName={null} />
        </div>
        <div id="own-training" role="tabpanel" aria-labelledby={view === 'history' ? 'own-history' : 'own-progress'}>
          <TrainingReview trainee="own" view={view} target={null} focus={focus} />
        </div>
      </section>
    </>
  );
}
