import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { accountWasErased, SESSION_ENDED_EVENT } from '@/data/session-refresh';
import { DATABASE_UPGRADED_EVENT } from '@/data/events';
import { sessionAtom } from '@/data/session';
import { pathnameAtom } from '@/theme/theme-store';
import { APP_NAME } from '@/ui/brand';
import { DeferredToaster } from '@/ui/feedback/DeferredToaster';
import { useAppServices } from '@/data/app-context';
import { fetchPublicConfig } from '@/data/public-config';
import { useRouteTitle } from '@/ui/route-handle';
import { ServiceWorkerUpdates } from './pwa/ServiceWorkerUpdates';

const SIGN_OUT_PATH = '/user/logout';

// Not part of any page's first download: the consent question can wait until the page is usable.
const Analytics = lazy(() => import('./analytics/Analytics'));

/** Analytics' code loads only where the server configures it: most installations never download it. */
function DeferredAnalytics() {
  const [ready, setReady] = useState(false);
  const { firstScreen } = useAppServices();
  useEffect(() => {
    let active = true;
    const cancel = firstScreen.after(() => {
      fetchPublicConfig().then(
        (config) => active && setReady(Boolean(config.analytics_id ?? config.tag_manager_id)),
        () => undefined,
      );
    });
    return () => {
      active = false;
      cancel();
    };
  }, [firstScreen]);
  return ready ? (
    <Suspense fallback={null}>
      <Analytics />
    </Suspense>
  ) : null;
}

const DatabaseUpgradedNotice = lazy(() => import('./pwa/DatabaseUpgradedNotice'));

/**
 * Above every layout: keeps the document title and the theme's notion of "where am I" current,
 * and starts the service worker with its update prompt.
 */
export function RootShell() {
  const title = useRouteTitle();
  const { pathname } = useLocation();
  const setPathname = useSetAtom(pathnameAtom);
  const navigate = useNavigate();
  const services = useAppServices();

  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);

  useEffect(() => {
    setPathname(pathname);
  }, [pathname, setPathname]);

  // docs/product.md §4: a refresh that fails ends the session and sends the user to sign in, saying why.
  useEffect(() => {
    const onEnded = () => {
      const here = `${window.location.pathname}${window.location.search}`;
      const query: Record<string, string> = accountWasErased() ? { reason: 'account-deleted' } : { reason: 'expired', redirect: here };
      void navigate(`/user/login?${new URLSearchParams(query).toString()}`, { replace: true });
    };
    window.addEventListener(SESSION_ENDED_EVENT, onEnded);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, onEnded);
  }, [navigate]);

  // Sync runs while someone is signed in (sync/SPEC.md E5). Its code loads once the page is up: the
  // page's content comes from the device, and loading the sync first would only delay it. Not on the
  // sign-out page: it empties the database and ends the session, and syncs itself when asked to,
  // so a background run there could only race it.
  const userId = useAtomValue(sessionAtom)?.userId;
  const signingOut = pathname === SIGN_OUT_PATH;
  useEffect(() => {
    if (!userId || signingOut) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const cancelWait = services.firstScreen.after(() => {
      void services.sync().then((runner) => {
        if (!cancelled) stop = runner.start(userId);
      });
    });
    return () => {
      cancelled = true;
      cancelWait();
      stop?.();
    };
  }, [services, userId, signingOut]);

  // A newer app in another tab upgraded the local database and this tab let go of it (sync/SPEC.md C9).
  const [databaseUpgraded, setDatabaseUpgraded] = useState(false);
  useEffect(() => {
    const onUpgraded = () => setDatabaseUpgraded(true);
    window.addEventListener(DATABASE_UPGRADED_EVENT, onUpgraded);
    return () => window.removeEventListener(DATABASE_UPGRADED_EVENT, onUpgraded);
  }, []);

  return (
    <>
      <Outlet />
      <ServiceWorkerUpdates />
      <DeferredAnalytics />
      <DeferredToaster />
      {databaseUpgraded && (
        <Suspense fallback={null}>
          <DatabaseUpgradedNotice />
        </Suspense>
      )}
    </>
  );
}
