import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  makeStyles,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RecordOf } from '@core/records/index';
import { shownText } from '@core/records/shown-text';
import { useCalendarEntries, useRecords } from '@/data/record-reads';
import { addDays, formatDayHeading, today } from '@/i18n/date-format';
import type { Locale } from '@/i18n/locales';
import { WorkoutPicker } from '@/ui/WorkoutPicker';
import { inPersonPath } from '@/ui/workout-path';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  action: { minHeight: '48px' },
});

/** How many days back an entry not yet trained is still offered: a session put off to later in the week. */
const BACK_DAYS = 7;

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/**
 * "Train in person" on a client's page: the coach runs the client's workout on their own device, in
 * the same player the client uses (sync/SPEC.md A8). Offered first: the client's scheduled workouts
 * of today and of the past week not yet done; then any workout, unscheduled, or a free one.
 */
export function TrainInPersonButton({ client }: { client: Pick<RecordOf<'clients'>, 'id' | 'name'> }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const navigate = useNavigate();
  const day = today();
  const entries = useCalendarEntries([client.id], addDays(day, -BACK_DAYS), addDays(day, 1));
  const workouts = useRecords('workouts', (rows) => rows.sort(byName));
  const [workoutId, setWorkoutId] = useState<string | null>(null);
  const due = (entries ?? [])
    .filter((entry) => entry.workout_id && (entry.status === 'planned' || entry.status === 'missed'))
    .sort((a, b) => b.date.localeCompare(a.date));
  const nameOf = (entry: RecordOf<'calendar-entries'>) => {
    const workout = workouts?.find((one) => one.id === entry.workout_id);
    return workout ? shownText(workout, i18n.locale) : (entry.title ?? t`Workout`);
  };

  return (
    <Dialog modalType="modal">
      <DialogTrigger disableButtonEnhancement>
        <Button className={styles.action} appearance="primary">
          {t`Train in person`}
        </Button>
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t`Train ${client.name} in person`}</DialogTitle>
          <DialogContent className={styles.content}>
            <Body1 as="p">{t`You log the sets on this device; they count in ${client.name}’s history and reach their devices after sync.`}</Body1>
            {due.length > 0 && (
              <section aria-labelledby="in-person-due">
                <Subtitle2 as="h3" id="in-person-due" block>
                  {t`Scheduled`}
                </Subtitle2>
                <ul className={styles.list}>
                  {due.map((entry) => (
                    <li key={entry.id}>
                      <Button
                        className={styles.action}
                        appearance="primary"
                        onClick={() => void navigate(inPersonPath({ entryId: entry.id }))}
                      >
                        {entry.date === day
                          ? t`Today: ${nameOf(entry)}`
                          : t`${formatDayHeading(entry.date, i18n.locale as Locale)}: ${nameOf(entry)}`}
                      </Button>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {workouts && <WorkoutPicker workouts={workouts} workoutId={workoutId} onPick={setWorkoutId} />}
          </DialogContent>
          <DialogActions>
            <Button
              className={styles.action}
              appearance={due.length > 0 ? 'secondary' : 'primary'}
              disabled={workoutId === null}
              onClick={() => workoutId && void navigate(inPersonPath({ workoutId, clientId: client.id }))}
            >
              {t`Start this workout`}
            </Button>
            <Button className={styles.action} onClick={() => void navigate(inPersonPath({ workoutId: null, clientId: client.id }))}>
              {t`Free workout`}
            </Button>
            <DialogTrigger disableButtonEnhancement>
              <Button className={styles.action} appearance="subtle">
                {t`Cancel`}
              </Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
