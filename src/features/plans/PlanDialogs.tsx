import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Select,
  tokens,
} from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useState, type SyntheticEvent } from 'react';
import type { RecordOf } from '@core/records/index';
import { weekdayNames } from '@/i18n/date-format';
import type { Locale } from '@/i18n/locales';
import { DialogButtons } from '@/ui/DialogButtons';
import { WorkoutPicker } from '@/ui/WorkoutPicker';
import type { PlanSlot } from './plan-draft';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', '> *': { flex: '1 1 120px' } },
  action: { minHeight: '44px' },
});

/** Chooses a workout for a day: the keyboard's and the finger's way besides dragging. */
export function AddWorkoutDialog({
  place,
  workouts,
  onAdd,
  onClose,
}: {
  place: string;
  workouts: readonly RecordOf<'workouts'>[];
  onAdd: (workoutId: string) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const styles = useStyles();
  const [workoutId, setWorkoutId] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!workoutId) {
      setError(t`Choose a workout`);
      return;
    }
    onAdd(workoutId);
  };
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <form onSubmit={submit} noValidate aria-label={t`Add a workout to ${place}`}>
          <DialogBody>
            <DialogTitle>{t`Add a workout to ${place}`}</DialogTitle>
            <DialogContent className={styles.form}>
              <WorkoutPicker workouts={workouts} workoutId={workoutId} onPick={setWorkoutId} validationMessage={error} />
            </DialogContent>
            <DialogButtons action={{ label: t`Add` }} busy={false} onCancel={onClose} />
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

interface SlotDialogProps {
  slot: PlanSlot;
  name: string;
  weeks: number;
  onTime: (time: string | null) => void;
  onCopy: (week: number, day: number) => void;
  onRemove: () => void;
  onClose: () => void;
}

/** One workout of the plan: its time of day, a copy onto another day, or out of the plan. */
export function SlotDialog({ slot, name, weeks, onTime, onCopy, onRemove, onClose }: SlotDialogProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const [time, setTime] = useState(slot.time ?? '');
  const [copyWeek, setCopyWeek] = useState(String(Math.min(weeks, slot.week + 1)));
  const [copyDay, setCopyDay] = useState(String(slot.day));
  const days = weekdayNames(i18n.locale as Locale, 'long');
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t`${name}, week ${slot.week}, ${days[slot.day - 1] ?? ''}`}</DialogTitle>
          <DialogContent className={styles.form}>
            <div className={styles.row}>
              <Field label={t`Time`} hint={t`Leave empty for any time`}>
                <Input type="time" value={time} onChange={(_event, data) => setTime(data.value)} />
              </Field>
              <Button className={styles.action} onClick={() => onTime(time || null)}>
                {t`Set time`}
              </Button>
            </div>
            <div className={styles.row}>
              <Field label={t({ message: 'Copy to week', context: 'plan' })}>
                <Select value={copyWeek} onChange={(event) => setCopyWeek(event.target.value)}>
                  {Array.from({ length: weeks }, (_, index) => (
                    <option key={index} value={index + 1}>
                      {t`Week ${index + 1}`}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label={t`Day`}>
                <Select value={copyDay} onChange={(event) => setCopyDay(event.target.value)}>
                  {days.map((day, index) => (
                    <option key={day} value={index + 1}>
                      {day}
                    </option>
                  ))}
                </Select>
              </Field>
              <Button className={styles.action} onClick={() => onCopy(Number(copyWeek), Number(copyDay))}>
                {t`Copy the day`}
              </Button>
            </div>
          </DialogContent>
          <DialogActions>
            <Button className={styles.action} onClick={onRemove}>
              {t`Remove from the plan`}
            </Button>
            <Button className={styles.action} appearance="primary" onClick={onClose}>
              {t`Close`}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
