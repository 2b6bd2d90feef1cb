import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { APP_NAME } from '@/ui/brand';
import { SkipLink } from '@/ui/SkipLink';
import { HeaderControls } from './HeaderControls';
import { useLayoutStyles } from './layout-styles';

const useStyles = makeStyles({
  center: {
    flexGrow: 1,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalM}`,
  },
  // A plain surface rather than Fluent's Card, whose interactive machinery the sign-in page never uses.
  card: {
    width: '100%',
    maxWidth: '440px',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalXXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
    border: `1px solid ${tokens.colorTransparentStroke}`,
  },
  top: {
    display: 'flex',
    width: '100%',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    boxSizing: 'border-box',
  },
});

/** Sign-in, registration and recovery: one centred card, nothing else to distract. */
export default function AuthLayout({ children }: { children?: ReactNode }) {
  const shared = useLayoutStyles();
  const styles = useStyles();
  return (
    <div className={shared.page} data-layout="auth">
      <SkipLink />
      <header className={styles.top}>
        <Link to="/" className={shared.brand}>
          {APP_NAME}
        </Link>
        <HeaderControls />
      </header>
      <main id="main" tabIndex={-1} className={styles.center}>
        <div className={styles.card}>{children ?? <Outlet />}</div>
      </main>
    </div>
  );
}
