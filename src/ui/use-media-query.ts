import { useCallback, useSyncExternalStore } from 'react';

const media = (query: string) => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined);

/** Whether a media query matches now, following it as the window is resized or turned. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = media(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => media(query)?.matches ?? false);
}
