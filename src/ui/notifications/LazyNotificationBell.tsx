import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { sessionAtom } from '@/data/session';

const NotificationBell = lazy(() => import('./NotificationBell'));

/** The bell of the default layout, loaded only for a signed-in user. */
export function LazyNotificationBell() {
  if (useAtomValue(sessionAtom) === null) return null;
  return (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  );
}
