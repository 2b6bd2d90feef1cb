import { lazy, Suspense, useEffect, useState } from 'react';
import { useAppServices } from '@/data/app-context';
import type { ProviderButtonsProps } from './ProviderButtons';

const ProviderButtons = lazy(async () => ({ default: (await import('./ProviderButtons')).ProviderButtons }));

/**
 * The external sign-in buttons, loaded after the first screen: the password form comes first, and
 * the buttons need the server's configuration (and the network) anyway.
 */
export function LazyProviderButtons(props: ProviderButtonsProps) {
  const [ready, setReady] = useState(false);
  const { firstScreen } = useAppServices();
  useEffect(() => firstScreen.after(() => setReady(true)), [firstScreen]);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ProviderButtons {...props} />
    </Suspense>
  );
}
