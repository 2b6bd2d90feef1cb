import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
} from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useExerciseOptions } from '@/data/workouts';
import { ExercisePicker, type ExerciseOption } from '@/ui/workout-editor/ExercisePicker';

const useStyles = makeStyles({
  open: { minHeight: '48px' },
  action: { minHeight: '44px' },
});

/**
 * "Add an exercise" during a session: a free workout is built this way, and a planned one gets
 * what the client did beyond it. Picking one adds it and closes the dialog, so a second tap cannot
 * add it twice.
 */
export function AddExercise({ busy, primary, onAdd }: { busy: boolean; primary: boolean; onAdd: (exercise: ExerciseOption) => void }) {
  const { t } = useLingui();
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button className={styles.open} appearance={primary ? 'primary' : 'secondary'} disabled={busy} onClick={() => setOpen(true)}>
        {t`Add an exercise`}
      </Button>
      {open && (
        <Dialog open onOpenChange={(_event, data) => setOpen(data.open)}>
          <DialogSurface>
            <DialogBody>
              <DialogTitle>{t`Add an exercise`}</DialogTitle>
              <DialogContent>
                <Choices
                  onPick={(exercise) => {
                    setOpen(false);
                    onAdd(exercise);
                  }}
                />
              </DialogContent>
              <DialogActions>
                <Button className={styles.action} onClick={() => setOpen(false)}>
                  {t`Cancel`}
                </Button>
              </DialogActions>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      )}
    </>
  );
}

/** The library is read when the dialog opens, not with every set of the session. */
function Choices({ onPick }: { onPick: (exercise: ExerciseOption) => void }) {
  const { t } = useLingui();
  const exercises = useExerciseOptions('on-device');
  return <ExercisePicker label={t`Exercise`} exercises={exercises ?? []} onPick={onPick} />;
}
