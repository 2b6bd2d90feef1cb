import { Button, makeStyles, mergeClasses } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { mdiArrowLeft } from '@mdi/js';
import type { ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { APP_NAME } from '@/ui/brand';
import { Icon } from '@/ui/Icon';
import { SkipLink } from '@/ui/SkipLink';
import { HeaderControls } from './HeaderControls';
import { useLayoutStyles } from './layout-styles';

const useStyles = makeStyles({
  content: { width: '100%', maxWidth: '720px', margin: '0 auto' },
  // A group session's columns take the tablet's whole width.
  wide: { maxWidth: 'none' },
});

/** The workout player: a slim header so the exercise gets the screen. Also hosts the error screen. */
export default function WorkoutLayout({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  const shared = useLayoutStyles();
  const styles = useStyles();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <div className={shared.page} data-layout="workout">
      <SkipLink />
      <header className={shared.header}>
        <Button
          appearance="subtle"
          aria-label={t`My Workouts`}
          icon={<Icon path={mdiArrowLeft} />}
          onClick={() => void navigate('/workouts')}
        >
          <span className={shared.wideOnly}>{t`My Workouts`}</span>
        </Button>
        <span className={shared.spacer} />
        <span className={mergeClasses(shared.brand, shared.wideOnly)}>{APP_NAME}</span>
        <span className={shared.spacer} />
        <HeaderControls />
      </header>
      <main id="main" tabIndex={-1} className={shared.main}>
        <div className={mergeClasses(styles.content, pathname.startsWith('/group/') && styles.wide)}>{children ?? <Outlet />}</div>
      </main>
    </div>
  );
}
