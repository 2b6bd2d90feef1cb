import { lazy, Suspense, useEffect, useState } from 'react';
import { afterFirstScreen } from '@/data/first-screen';
import { whenNoticeWaits } from './notify';

// Fluent's toasts are not part of any page's first download (docs/performance.md): the toaster
// loads once the first screen is up, or sooner when something is to be said.
const AppToaster = lazy(() => import('./AppToaster'));

/** The app's one toaster, mounted once above every layout (app/RootShell.tsx). */
export function DeferredToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const show = () => setReady(true);
    const stopWaiting = afterFirstScreen(show);
    const stopWatching = whenNoticeWaits(show);
    return () => {
      stopWaiting();
      stopWatching();
    };
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}
