import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/**
 * What a first visit downloads, and what it may (docs/performance.md, "Budgets"): held by
 * `npm test` (e2e/budgets.spec.ts) on the production build, and reported by `npm run bench`.
 */
export const FIRST_SCREEN_BUDGETS = {
  // Over HTTP/1.1 a browser opens six connections per origin: more files than that queue behind
  // each other a round trip at a time, which on slow 4G cost the first paint more than the bytes did.
  // Fluent UI v9 alone is ~123 KB gzip; the sign-in page may ship at most 170 KB.
  signIn: { files: 6, gzipKb: 170 },
  // And everything it loads once it is up, counted until the network is quiet: the HTTP client its
  // form sends with, the provider buttons, the service worker's registration. The rest (the
  // toaster, the write path, analytics) loads only for a signed-in user or when it is needed.
  signInWhole: { gzipKb: 170 },
  // What the Lighthouse budget was measured to need for the player (the entry, Dexie, the start
  // screen and the signed-in screens' messages), with the sync, the write path and the session
  // screen deferred.
  workout: { files: 6, gzipKb: 220 },
} as const;

// src/app/pwa/ServiceWorkerUpdates.tsx marks this once the first screen is up and deferred work starts.
const DEFERRED_WORK_MARK = 'treneris:deferred-work';

export interface Fetched {
  url: string;
  type: 'js' | 'css';
  raw: number;
  gzip: number;
}

export interface FirstScreen {
  /** Fetched before the app started its deferred work. */
  firstScreen: Fetched[];
  /** Fetched after it. */
  deferred: Fetched[];
}

/**
 * Opens `url` in `page` and sorts every script and stylesheet it fetched into those loaded before
 * the app started its deferred work (the service worker and its update prompt) and those after.
 * `ready` waits for the screen the page must show.
 */
export async function loadFirstScreen(page: Page, url: string, ready: () => Promise<void>): Promise<FirstScreen> {
  const pending: Promise<Fetched>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then((body) => ({
        url: response.url(),
        type: type === 'script' ? 'js' : 'css',
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await ready();
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, DEFERRED_WORK_MARK);
  // What the deferred work fetches is counted too: until nothing has arrived for a second.
  await page.waitForFunction(
    () => {
      const ends = performance.getEntriesByType('resource').map((entry) => (entry as PerformanceResourceTiming).responseEnd);
      return performance.now() - Math.max(0, ...ends) > 1_000;
    },
    undefined,
    { polling: 200 },
  );
  const deferredUrls = new Set(
    await page.evaluate((mark) => {
      const at = performance.getEntriesByName(mark)[0]?.startTime ?? Infinity;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= at)
        .map((entry) => entry.name);
    }, DEFERRED_WORK_MARK),
  );
  const files = await Promise.all(pending);
  return { firstScreen: files.filter((f) => !deferredUrls.has(f.url)), deferred: files.filter((f) => deferredUrls.has(f.url)) };
}

/** The scripts of `files`: how many, and their gzip size in KB. */
export function scripts(files: Fetched[]): { files: number; gzipKb: number; list: string } {
  const js = files.filter((f) => f.type === 'js');
  return {
    files: js.length,
    gzipKb: js.reduce((total, f) => total + f.gzip, 0) / 1024,
    list: [...js]
      .sort((a, b) => b.gzip - a.gzip)
      .map((f) => `${new URL(f.url).pathname.replace('/assets/', '')} ${(f.gzip / 1024).toFixed(1)}`)
      .join(', '),
  };
}

/**
 * Forgets what a visit installs and caches (the service worker, Cache Storage, the HTTP cache)
 * and keeps what signing in and syncing stored (cookies, local storage, IndexedDB): the same
 * storage Lighthouse clears before it audits (its default `clearStorageTypes`), so a device's
 * "first visit" means the same thing in both.
 */
export async function forgetInstall(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(page.url()).origin, storageTypes: 'service_workers,cache_storage' });
    await cdp.send('Network.clearBrowserCache');
  } finally {
    await cdp.detach();
  }
}
