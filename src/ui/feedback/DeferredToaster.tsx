import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAppServices } from '@/data/app-context';
import { sessionAtom } from '@/data/session';
import { whenNoticeWaits } from './notify';

// Fluent's toasts are not part of any page's first download (docs/performance.md): for a signed-in
// user the toaster loads once the first screen is up, or sooner when something is to be said. A
// signed-out visitor's pages seldom say anything in a toast (their forms answer in place), so for
// them it loads only then: the sign-in page's whole download stays within its budget.
const AppToaster = lazy(() => import('./AppToaster'));

/** The app's one toaster, mounted once above every layout (app/RootShell.tsx). */
export function DeferredToaster() {
  const [ready, setReady] = useState(false);
  const signedIn = useAtomValue(sessionAtom) !== null;
  const { firstScreen } = useAppServices();
  useEffect(() => {
    const show = () => setReady(true);
    const stopWaiting = signedIn ? firstScreen.after(show) : () => undefined;
    const stopWatching = whenNoticeWaits(show);
    return () => {
      stopWaiting();
      stopWatching();
    };
  }, [firstScreen, signedIn]);
  return ready ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}
