import { useStore } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { applyProfilePreferences } from '@/ui/preferences';
import { safeRedirectTarget } from '@/ui/safe-redirect';

/**
 * After any sign-in (docs/product.md §4): the session is stored by the API layer; load the profile, apply its
 * language and theme, then go where the user was heading, if that is a page of this app to land on
 * (safeRedirectTarget: a link to /user/login?redirect=/user/logout must not sign the person out). A
 * profile that fails to load only warns.
 * From now on this device holds the user's data, so ask the browser to keep it (docs/architecture.md §8).
 */
export function useCompleteSignIn() {
  const store = useStore();
  const navigate = useNavigate();
  return useCallback(
    async (redirectTo: string) => {
      // Loaded here rather than with the sign-in page: it is not needed before a sign-in succeeds.
      void import('@/data/device-storage').then(({ requestPersistentStorage }) => requestPersistentStorage()).catch(() => undefined);
      try {
        const { fetchProfile } = await import('@/data/auth-api');
        await applyProfilePreferences(store, await fetchProfile());
      } catch (error) {
        console.warn('Signed in, but the profile could not be loaded', error);
      }
      await navigate(safeRedirectTarget(redirectTo), { replace: true });
    },
    [store, navigate],
  );
}
