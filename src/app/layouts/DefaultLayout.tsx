import { Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, makeStyles, OverlayDrawer, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { mdiClose, mdiMenu } from '@mdi/js';
import { useAtomValue } from 'jotai';
import { useState, type ReactNode } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { sessionAtom } from '@/data/session';
import { APP_NAME } from '@/ui/brand';
import { Icon } from '@/ui/Icon';
import { LazyNotificationBell } from '@/ui/notifications/LazyNotificationBell';
import { COMPACT_HEADER_QUERY } from '@/ui/screen';
import { SkipLink } from '@/ui/SkipLink';
import { useMediaQuery } from '@/ui/use-media-query';
import { sectionsFor } from '../navigation';
import { HeaderControls } from './HeaderControls';
import { useLayoutStyles } from './layout-styles';
import { NavList } from './NavList';
import { UserMenu } from './UserMenu';

const WIDE = '@media (min-width: 900px)';

const useStyles = makeStyles({
  body: { flexGrow: 1, display: 'flex', minHeight: 0 },
  sideNav: {
    display: 'none',
    [WIDE]: {
      display: 'block',
      width: '240px',
      flexShrink: 0,
      padding: tokens.spacingVerticalS,
      backgroundColor: tokens.colorNeutralBackground1,
      borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    },
  },
  menuButton: { [WIDE]: { display: 'none' } },
  content: { width: '100%', maxWidth: '1200px', margin: '0 auto' },
});

/** The signed-in application: header, navigation by role, and the page. */
export default function DefaultLayout({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  const shared = useLayoutStyles();
  const styles = useStyles();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const compact = useMediaQuery(COMPACT_HEADER_QUERY);
  const sections = sectionsFor(useAtomValue(sessionAtom)?.roleId ?? null);
  return (
    <div className={shared.page} data-layout="default">
      <SkipLink />
      <header className={shared.header}>
        <Button
          className={styles.menuButton}
          appearance="subtle"
          aria-label={t`Open navigation`}
          icon={<Icon path={mdiMenu} />}
          onClick={() => setDrawerOpen(true)}
        />
        <Link to="/" className={shared.brand}>
          {APP_NAME}
        </Link>
        <div className={shared.spacer} />
        {/* On a phone the account menu takes the language, theme and messages: they do not fit beside it. */}
        <HeaderControls collapsed={compact} />
        {!compact && <LazyNotificationBell />}
        <UserMenu compact={compact} />
      </header>
      <OverlayDrawer open={drawerOpen} onOpenChange={(_event, data) => setDrawerOpen(data.open)}>
        <DrawerHeader>
          <DrawerHeaderTitle
            action={
              <Button
                appearance="subtle"
                aria-label={t`Close navigation`}
                icon={<Icon path={mdiClose} />}
                onClick={() => setDrawerOpen(false)}
              />
            }
          >
            {APP_NAME}
          </DrawerHeaderTitle>
        </DrawerHeader>
        <DrawerBody>
          <nav aria-label={t`Main navigation`}>
            <NavList sections={sections} onNavigate={() => setDrawerOpen(false)} />
          </nav>
        </DrawerBody>
      </OverlayDrawer>
      <div className={styles.body}>
        <nav aria-label={t`Main navigation`} className={styles.sideNav}>
          <NavList sections={sections} />
        </nav>
        <main id="main" tabIndex={-1} className={shared.main}>
          <div className={styles.content}>{children ?? <Outlet />}</div>
        </main>
      </div>
    </div>
  );
}
