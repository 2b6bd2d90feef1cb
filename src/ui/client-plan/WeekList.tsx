import { Body1, Button, Caption1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import type { RecordOf } from '@core/records/index';
import { shownText } from '@core/records/shown-text';
import { useOpenSession } from '@/data/player-queries';
import { useRecord } from '@/data/record-reads';
import { addDays, formatDateRange, formatDayHeading, startOfWeek, today } from '@/i18n/date-format';
import type { Locale } from '@/i18n/locales';
// Relative: the build evaluates makeStyles' arguments, and its evaluator does not know the @ alias.
import { COMPACT_HEADER_QUERY } from '../screen';
import { groupByWeek, sundayOf, type CurrentPlan } from './plan-weeks';

const useStyles = makeStyles({
  weeks: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  week: { margin: 0 },
  weekHeading: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: tokens.spacingHorizontalS,
    marginBottom: tokens.spacingVerticalS,
  },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  // Every row has the same columns, so the days line up and the buttons stand one under another.
  row: {
    display: 'grid',
    gridTemplateColumns: '9rem minmax(0, 1fr) 11rem',
    gridTemplateAreas: '"when name action"',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    [`@media ${COMPACT_HEADER_QUERY}`]: { gridTemplateColumns: 'minmax(0, 1fr) 8.5rem', gridTemplateAreas: '"name action" "when action"' },
  },
  when: { gridArea: 'when' },
  name: { gridArea: 'name', overflowWrap: 'anywhere' },
  action: { gridArea: 'action', minHeight: '48px', width: '100%', minWidth: 0 },
});

type Entry = RecordOf<'calendar-entries'>;

/**
 * A client's coming workouts, week by week: each week named by its place in the plan ("Week 3 of
 * 8", sync/SPEC.md G5) or its dates, each workout one row with its day and its Start button.
 */
export function WeekList({
  entries,
  plan,
  weeks,
  idPrefix,
}: {
  entries: readonly Entry[];
  plan: CurrentPlan | null;
  weeks?: number;
  idPrefix: string;
}) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const locale = i18n.locale as Locale;
  const thisMonday = startOfWeek(today());
  const groups = groupByWeek(entries, plan).slice(0, weeks);
  const relative = (monday: string) => (monday === thisMonday ? t`this week` : monday === addDays(thisMonday, 7) ? t`next week` : null);
  return (
    <div className={styles.weeks}>
      {groups.map((group) => {
        const headingId = `${idPrefix}-week-${group.monday}`;
        const dates = formatDateRange(group.monday, sundayOf(group.monday), locale);
        const week = group.planWeek;
        const weeks = plan?.weeks ?? 0;
        const name = week !== null && week >= 1 ? t`Week ${week} of ${weeks}` : (relative(group.monday) ?? dates);
        const note = [name === dates ? null : relative(group.monday), name === dates ? null : dates].filter(Boolean).join(' · ');
        return (
          <div key={group.monday} className={styles.week} role="group" aria-labelledby={headingId}>
            <div className={styles.weekHeading}>
              <Subtitle2 as="h3" id={headingId}>
                {name.charAt(0).toLocaleUpperCase(locale) + name.slice(1)}
              </Subtitle2>
              {note && <Caption1>{note}</Caption1>}
            </div>
            <ul className={styles.list}>
              {group.entries.map((entry) => (
                <WorkoutRow key={entry.id} entry={entry} />
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

function WorkoutRow({ entry }: { entry: Entry }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const navigate = useNavigate();
  const workout = useRecord('workouts', entry.workout_id ?? undefined);
  const open = useOpenSession(entry.id);
  const name = workout ? shownText(workout, i18n.locale) : (entry.title ?? t`Workout`);
  const day = entry.date === today() ? t`Today` : formatDayHeading(entry.date, i18n.locale as Locale);
  const action = open ? t`Resume workout` : t`Start workout`;
  return (
    <li className={styles.row}>
      <Caption1 className={styles.when}>{[day, entry.time].filter(Boolean).join(', ')}</Caption1>
      <Body1 className={styles.name}>{name}</Body1>
      <Button
        className={styles.action}
        appearance={entry.date === today() ? 'primary' : 'secondary'}
        onClick={() => void navigate(`/workout/${entry.id}`)}
        aria-label={`${action}: ${name}`}
      >
        {action}
      </Button>
    </li>
  );
}
