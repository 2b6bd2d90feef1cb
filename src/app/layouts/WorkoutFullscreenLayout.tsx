import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { mdiClose } from '@mdi/js';
import type { ReactNode } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { Icon } from '@/ui/Icon';
import { HeaderControls } from './HeaderControls';

const useStyles = makeStyles({
  page: {
    position: 'fixed',
    inset: 0,
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
  },
  bar: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    padding: tokens.spacingHorizontalS,
  },
  main: { flexGrow: 1, overflow: 'auto', padding: tokens.spacingHorizontalL, ':focus': { outline: 'none' } },
});

/** Edge-to-edge player for a phone on a gym bench: no navigation, one way out. */
export default function WorkoutFullscreenLayout({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <div className={styles.page} data-layout="workout-fullscreen">
      <div className={styles.bar}>
        <Button
          appearance="subtle"
          aria-label={t`Leave the workout`}
          icon={<Icon path={mdiClose} />}
          onClick={() => void navigate('/workouts')}
        />
        <HeaderControls />
      </div>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children ?? <Outlet />}
      </main>
    </div>
  );
}
