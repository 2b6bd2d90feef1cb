import { Body1, Button, Caption1, Subtitle2 } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RecordOf } from '@sync/records/index';
import { useOpenSession } from '@/data/player-queries';
import { useCalendarEntries, useRecord } from '@/data/records';
import { today } from '@/i18n/dates';
import { useEntryListStyles } from '@/ui/entry-list-styles';
import { CALENDAR_STATUS_LABELS } from '@/ui/reference-labels';

const useStyles = useEntryListStyles;

/** A client's workouts for today, each with the one action that fits: start, resume, or done. */
export default function TodayWorkouts() {
  const styles = useStyles();
  const day = today();
  const entries = useCalendarEntries('all', day, day);
  if (!entries) return null;
  const withWorkout = entries.filter((entry) => entry.workout_id);
  return (
    <section aria-labelledby="today-title">
      <Subtitle2 as="h2" id="today-title" block>
        <Trans>Today</Trans>
      </Subtitle2>
      {withWorkout.length === 0 ? (
        <Body1 as="p">
          <Trans>Nothing is scheduled for today.</Trans>
        </Body1>
      ) : (
        <ul className={styles.list}>
          {withWorkout.map((entry) => (
            <TodayEntry key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}

function TodayEntry({ entry }: { entry: RecordOf<'calendar-entries'> }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const workout = useRecord('workouts', entry.workout_id ?? undefined);
  const open = useOpenSession(entry.id);
  const navigate = useNavigate();
  const done = entry.status === 'completed' || entry.status === 'partial';
  return (
    <li className={styles.item}>
      <div>
        <Body1 block>{workout?.name ?? entry.title ?? t`Workout`}</Body1>
        {entry.time && <Caption1 block>{entry.time}</Caption1>}
      </div>
      {done || entry.status === 'skipped' ? (
        <Caption1>{i18n._(CALENDAR_STATUS_LABELS[entry.status])}</Caption1>
      ) : (
        <Button className={styles.action} appearance="primary" onClick={() => void navigate(`/workout/${entry.id}`)}>
          {open ? t`Resume workout` : t`Start workout`}
        </Button>
      )}
    </li>
  );
}
