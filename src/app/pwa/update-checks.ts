/** docs/product.md §4, §9: look for a new deployment every hour. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export interface UpdateCheckDeps {
  /** Asks the browser to fetch the service worker script again (registration.update()). */
  check: () => Promise<void>;
  isOnline: () => boolean;
  isVisible: () => boolean;
  /** Subscribes to visibility changes; returns the unsubscribe. */
  onVisibilityChange: (listener: () => void) => () => void;
  setInterval: (callback: () => void, ms: number) => number;
  clearInterval: (handle: number) => void;
  intervalMs?: number;
}

/**
 * Checks every hour and whenever the tab becomes visible again, skipping while offline (the
 * browser would only fail the fetch). Returns the one guarded check, for callers that want to
 * check now, and a stop function.
 */
export function scheduleUpdateChecks(deps: UpdateCheckDeps): { checkNow: () => Promise<void>; stop: () => void } {
  const checkNow = async () => {
    if (!deps.isOnline()) return;
    try {
      await deps.check();
    } catch {
      // A failed check (network dropped mid-request) is simply retried at the next trigger.
    }
  };
  const handle = deps.setInterval(() => void checkNow(), deps.intervalMs ?? UPDATE_CHECK_INTERVAL_MS);
  const unsubscribe = deps.onVisibilityChange(() => {
    if (deps.isVisible()) void checkNow();
  });
  return {
    checkNow,
    stop: () => {
      deps.clearInterval(handle);
      unsubscribe();
    },
  };
}
