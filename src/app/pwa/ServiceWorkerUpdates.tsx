import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { isWorkoutArea } from '@/theme/theme-store';
import { useAppServices } from '@/data/app-context';
import type { RegisterServiceWorker, UpdateOffer } from './service-worker';

export { DEFERRED_WORK_MARK } from '@/data/first-screen';

// workbox-window and the prompt are not part of any page's first download: they load once the
// first screen is up (this component mounts with it) and the browser is idle.
const registerLazily: RegisterServiceWorker = async (offerUpdate) => (await import('./service-worker')).registerServiceWorker(offerUpdate);

// If even this chunk cannot load, the page goes without the prompt; the reload guard has been told.
const UpdatePrompt = lazy<ComponentType<{ offer: UpdateOffer; onLater: () => void }>>(() =>
  import('./UpdatePrompt').catch(() => ({ default: () => null })),
);

/**
 * Starts the service worker after the first screen and shows 'A new version is available' when a
 * deployment waits. Never in the workout area (docs/architecture.md §8): a running workout is not interrupted,
 * and the prompt appears as soon as the user leaves it. Production builds only (no worker in dev).
 */
export function ServiceWorkerUpdates({
  register = import.meta.env.PROD ? registerLazily : undefined,
}: {
  register?: RegisterServiceWorker;
}) {
  const [offer, setOffer] = useState<UpdateOffer | null>(null);
  const { pathname } = useLocation();
  const { firstScreen } = useAppServices();

  useEffect(() => {
    firstScreen.start();
    if (!register) return;
    return firstScreen.after(() => {
      register(setOffer).catch((error: unknown) =>
        console.warn('The service worker could not be registered; the app works online only.', error),
      );
    });
  }, [firstScreen, register]);

  if (!offer || isWorkoutArea(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt offer={offer} onLater={() => setOffer(null)} />
    </Suspense>
  );
}
