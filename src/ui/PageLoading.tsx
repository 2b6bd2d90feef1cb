import { makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useContext, useEffect } from 'react';
import { AppServicesContext } from '@/data/app-context';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalS, padding: '48px 16px' },
  ring: {
    width: '28px',
    height: '28px',
    borderRadius: '50%',
    border: `3px solid ${tokens.colorBrandStroke2}`,
    borderTopColor: tokens.colorBrandStroke1,
    animationName: { from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } },
    animationDuration: '0.9s',
    animationIterationCount: 'infinite',
    animationTimingFunction: 'linear',
    '@media (prefers-reduced-motion: reduce)': { animationDuration: '3s' },
  },
});

/**
 * Shown while a route's code loads. Hand-rolled rather than Fluent's Spinner because it is part of
 * the first download of every page.
 */
export function PageLoading({ awaitingSync = false }: { awaitingSync?: boolean }) {
  const { t } = useLingui();
  const styles = useStyles();
  // The page is not up while this shows: deferred work waits for it (first-screen.ts), except
  // when what the page waits for is the sync itself, which is deferred work.
  const firstScreen = useContext(AppServicesContext)?.firstScreen;
  useEffect(() => (awaitingSync ? undefined : firstScreen?.showingPlaceholder()), [awaitingSync, firstScreen]);
  return (
    <div className={styles.root} role="status">
      <div className={styles.ring} />
      <span>{t`Loading…`}</span>
    </div>
  );
}
