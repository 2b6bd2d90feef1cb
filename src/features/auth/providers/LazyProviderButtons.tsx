import { lazy, Suspense, useEffect, useState } from 'react';
import { useAppServices } from '@/data/app-context';
import { fetchPublicConfig } from '@/data/public-config';
import { offersAnyProvider, warnAboutMissingProviders } from './missing';
import type { ProviderButtonsProps } from './ProviderButtons';

const ProviderButtons = lazy(async () => ({ default: (await import('./ProviderButtons')).ProviderButtons }));

/**
 * The external sign-in buttons, loaded after the first screen: the password form comes first, and
 * the buttons need the server's configuration (and the network) anyway. Their code loads only
 * where the server configures a provider (docs/performance.md, "The sign-in page").
 */
export function LazyProviderButtons(props: ProviderButtonsProps) {
  const [offered, setOffered] = useState(false);
  const { firstScreen } = useAppServices();
  useEffect(() => {
    let active = true;
    const cancel = firstScreen.after(() => {
      fetchPublicConfig().then(
        (config) => {
          warnAboutMissingProviders(config);
          if (active) setOffered(offersAnyProvider(config));
        },
        // Offline, or the server is down: password sign-in still shows; providers need the network anyway.
        () => undefined,
      );
    });
    return () => {
      active = false;
      cancel();
    };
  }, [firstScreen]);
  if (!offered) return null;
  return (
    <Suspense fallback={null}>
      <ProviderButtons {...props} />
    </Suspense>
  );
}
