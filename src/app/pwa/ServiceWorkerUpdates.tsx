import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { isWorkoutArea } from '@/theme/theme-store';
import type { RegisterServiceWorker, UpdateOffer } from './service-worker';

/**
 * Marked when the app starts its deferred work. Everything fetched before it is the first
 * screen's critical path, which is what the bench's bundle budget counts (bench/suites/bundle.ts).
 */
export const DEFERRED_WORK_MARK = 'treneris:deferred-work';

// workbox-window and the prompt are not part of any page's first download: they load once the
// first screen is up (this component mounts with it) and the browser is idle.
const registerLazily: RegisterServiceWorker = async (offerUpdate) => (await import('./service-worker')).registerServiceWorker(offerUpdate);

// If even this chunk cannot load, the page goes without the prompt; the reload guard has been told.
const UpdatePrompt = lazy<ComponentType<{ offer: UpdateOffer; onLater: () => void }>>(() => import('./UpdatePrompt').catch(() => ({ default: () => null })));

function whenIdle(callback: () => void): () => void {
  // Safari has no requestIdleCallback; a macrotask after the commit is close enough there.
  if (!('requestIdleCallback' in window)) {
    const timer = setTimeout(callback, 50);
    return () => clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(callback, { timeout: 2000 });
  return () => window.cancelIdleCallback(handle);
}

/**
 * Starts the service worker after the first screen and shows 'A new version is available' when a
 * deployment waits. Never in the workout area (DESIGN §8): a running workout is not interrupted,
 * and the prompt appears as soon as the user leaves it. Production builds only (no worker in dev).
 */
export function ServiceWorkerUpdates({ register = import.meta.env.PROD ? registerLazily : undefined }: { register?: RegisterServiceWorker }) {
  const [offer, setOffer] = useState<UpdateOffer | null>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    if (!register) return;
    return whenIdle(() => {
      performance.mark(DEFERRED_WORK_MARK);
      register(setOffer).catch((error: unknown) => console.warn('The service worker could not be registered; the app works online only.', error));
    });
  }, [register]);

  if (!offer || isWorkoutArea(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt offer={offer} onLater={() => setOffer(null)} />
    </Suspense>
  );
}
