import { readSessionSetting, SESSION_KEYS, writeSessionSetting } from '@/data/local-settings';

/** docs/product.md §9: a page may reload itself once per path within this window. */
export const RELOAD_WINDOW_MS = 10_000;

/** Path → when that path last reloaded itself (ms since the epoch). */
export type ReloadLog = Record<string, number>;

/**
 * Whether a failed chunk load on `path` may reload the page, and the log to keep. A second
 * failure on the same path inside the window is refused, so a chunk that is really gone ends in
 * an error the user can act on instead of an endless reload loop.
 */
export function decideReload(log: ReloadLog, path: string, now: number, windowMs = RELOAD_WINDOW_MS): { reload: boolean; log: ReloadLog } {
  const last = log[path];
  if (last !== undefined && now >= last && now - last < windowMs) return { reload: false, log };
  const recent = Object.entries(log).filter(([, at]) => now >= at && now - at < windowMs);
  return { reload: true, log: { ...Object.fromEntries(recent), [path]: now } };
}

export function parseReloadLog(stored: string | null): ReloadLog {
  try {
    const value: unknown = JSON.parse(stored ?? '{}');
    // Entries that are not numbers compare as NaN, count as absent and are dropped on the next write.
    return typeof value === 'object' && value !== null ? (value as ReloadLog) : {};
  } catch {
    return {};
  }
}

export type ChunkFailure = 'reloading' | 'blocked';

// The error objects Vite reported, so the error screen can tell a missing chunk from a bug.
const failures = new WeakMap<object, ChunkFailure>();

/** What the guard did about this error, if it was a failed chunk load. */
export function chunkFailure(error: unknown): ChunkFailure | undefined {
  return typeof error === 'object' && error !== null ? failures.get(error) : undefined;
}

export interface ReloadGuardDeps {
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** Where the user is going: the pending navigation's URL (path, query, hash), else the current one. */
  destination: () => string;
  now: () => number;
  readLog: () => string | null;
  writeLog: (value: string) => void;
  /** Loads `url` afresh from the server. */
  reload: (url: string) => void;
  /** Whether the browser has a network: with none, a reload only swaps the app for the browser's offline page. */
  online?: () => boolean;
  windowMs?: number;
}

/**
 * Listens for `vite:preloadError` (a dynamic import or its preloads failed, typically because a
 * deploy removed the old chunks). The error still propagates, so the route shows the error screen;
 * that screen reads `chunkFailure()` to show either nothing (a reload is under way) or a manual
 * Reload button. Returns a function that removes the listener.
 */
export function installReloadGuard(deps: ReloadGuardDeps): () => void {
  // Several chunks of one screen can fail together; they all belong to the one reload.
  let reloading = false;
  const onPreloadError = (event: Event) => {
    const url = deps.destination();
    const payload = (event as Event & { payload?: unknown }).payload;
    if (deps.online && !deps.online()) {
      if (typeof payload === 'object' && payload !== null) failures.set(payload, 'blocked');
      return;
    }
    const decision = reloading
      ? undefined
      : decideReload(parseReloadLog(deps.readLog()), url.split(/[?#]/)[0] ?? url, deps.now(), deps.windowMs);
    if (decision) deps.writeLog(JSON.stringify(decision.log));
    if (typeof payload === 'object' && payload !== null) failures.set(payload, decision && !decision.reload ? 'blocked' : 'reloading');
    if (decision?.reload) {
      reloading = true;
      deps.reload(url);
    }
  };
  deps.target.addEventListener('vite:preloadError', onPreloadError);
  return () => deps.target.removeEventListener('vite:preloadError', onPreloadError);
}

/**
 * The guard as the app runs it: the log in sessionStorage, so it survives the reload but not the
 * tab. A chunk usually fails while the router is loading the next screen, before the address
 * changes, so the reload goes to that screen (`pending`) rather than back to the one the user left.
 */
export function installBrowserReloadGuard(pending: () => string | undefined): () => void {
  const here = () => `${location.pathname}${location.search}${location.hash}`;
  return installReloadGuard({
    target: window,
    destination: () => pending() ?? here(),
    now: Date.now,
    readLog: () => readSessionSetting(SESSION_KEYS.reloadGuard),
    writeLog: (value) => writeSessionSetting(SESSION_KEYS.reloadGuard, value),
    reload: (url) => (url === here() ? location.reload() : location.assign(url)),
    online: () => navigator.onLine,
  });
}
