import { Button, makeStyles } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { useOpenSessions } from '@/data/player-queries';
import { FREE_WORKOUT } from '@/ui/workout-path';

const useStyles = makeStyles({ action: { minHeight: '48px', alignSelf: 'flex-start' } });

/**
 * A workout nobody planned: the person starts it empty and adds exercises as they go (or gets
 * back to the one they started on this device). It counts in their history and records like any.
 */
export function FreeWorkoutButton() {
  const { t } = useLingui();
  const styles = useStyles();
  const navigate = useNavigate();
  const open = useOpenSessions({ workoutId: null });
  return (
    <Button className={styles.action} appearance="secondary" onClick={() => void navigate(`/workout/${FREE_WORKOUT}`)}>
      {open?.here ? t`Resume your free workout` : t`Start a free workout`}
    </Button>
  );
}
