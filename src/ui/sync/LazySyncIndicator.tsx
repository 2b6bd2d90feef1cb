import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { sessionAtom } from '@/data/session';
import { SyncIndicatorSlot } from './SyncIndicatorSlot';

// IndexedDB code stays off the sign-in page: it loads only once someone is signed in.
const SyncIndicator = lazy(() => import('./SyncIndicator'));

export function LazySyncIndicator() {
  const signedIn = useAtomValue(sessionAtom) !== null;
  if (!signedIn) return null;
  return (
    <Suspense fallback={<SyncIndicatorSlot />}>
      <SyncIndicator />
    </Suspense>
  );
}
