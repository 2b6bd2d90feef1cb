import { Workbox } from 'workbox-window';
import { scheduleUpdateChecks } from './update-checks';

/** A new version of the app is ready; `apply` switches to it and reloads the page once. */
export interface UpdateOffer {
  apply: () => void;
}

export type RegisterServiceWorker = (offerUpdate: (offer: UpdateOffer) => void) => Promise<void>;

/**
 * What the app exposes on `window.__trenerisPwa` for end-to-end tests and support: run the update
 * check now (instead of waiting an hour), and whether a new version has been offered to this page.
 */
export interface PwaHook {
  checkForUpdate: () => Promise<void>;
  updateOffered: () => boolean;
}

declare global {
  interface Window {
    __trenerisPwa?: PwaHook;
  }
}

/**
 * Registers src/sw.ts in prompt mode (docs/architecture.md §8): a new deployment installs in the background and
 * waits; the user's Reload activates it and reloads the page once. Loaded after the first screen
 * so workbox-window is not part of any page's critical path; it shares no module with the first
 * screen (the offer goes out through a callback), so adding it does not re-split that screen's chunks.
 */
export const registerServiceWorker: RegisterServiceWorker = async (offerUpdate) => {
  if (!('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  let controlled = navigator.serviceWorker.controller !== null;
  let reloadRequested = false;
  let reloaded = false;
  let offered = false;
  const reloadOnce = () => {
    if (reloaded) return;
    reloaded = true;
    window.location.reload();
  };

  const offer: UpdateOffer = {
    apply() {
      reloadRequested = true;
      void navigator.serviceWorker.getRegistration().then((registration) => {
        // When another tab already activated the new version, only this page's reload is missing.
        if (registration?.waiting) wb.messageSkipWaiting();
        else reloadOnce();
      });
    },
  };
  const announceUpdate = () => {
    offered = true;
    offerUpdate(offer);
  };
  wb.addEventListener('waiting', announceUpdate);
  wb.addEventListener('controlling', () => {
    if (reloadRequested) reloadOnce();
    // Another tab chose Reload: the new version now serves this page, which still runs the old
    // code. Offer the same reload rather than forcing one (this tab may be mid-edit).
    else if (controlled) announceUpdate();
    controlled = true;
  });

  await wb.register({ immediate: true });
  const checks = scheduleUpdateChecks({
    check: () => wb.update(),
    isOnline: () => navigator.onLine,
    isVisible: () => document.visibilityState === 'visible',
    onVisibilityChange: (listener) => {
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
    setInterval: (callback, ms) => window.setInterval(callback, ms),
    clearInterval: (handle) => window.clearInterval(handle),
  });
  window.__trenerisPwa = { checkForUpdate: checks.checkNow, updateOffered: () => offered };
};
