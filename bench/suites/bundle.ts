import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import type { Measurement } from '../lib/report';
import { launchChromium } from '../lib/browser';
import { startServer, tempDir } from '../lib/server';

const SUITE = 'bundle';
// docs/performance.md: Fluent UI v9 alone is ~123 KB; the login route may ship at most 170 KB.
const LOGIN_JS_GZIP_BUDGET_KB = 170;
// Over HTTP/1.1 a browser opens six connections per origin: more files than that queue behind each
// other a round trip at a time, which on slow 4G cost the first paint more than the bytes did.
const LOGIN_JS_FILES_BUDGET = 6;
// src/app/pwa/ServiceWorkerUpdates.tsx marks this once the first screen is up and deferred work starts.
const DEFERRED_WORK_MARK = 'treneris:deferred-work';

interface Fetched {
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
    pending.push(response.body().then((body) => ({ url: response.url(), type: type === 'script' ? 'js' : 'css', raw: body.length, gzip: gzipSync(body, { level: 9 }).length })));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await ready();
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, DEFERRED_WORK_MARK);
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

/** The rows of a first screen: JS files and bytes (with budgets where given), CSS, deferred JS. */
export function firstScreenRows(suite: string, label: string, { firstScreen, deferred }: FirstScreen, budgets: { files?: number; gzipKb?: number } = {}): Measurement[] {
  const sum = (list: Fetched[], type: 'js' | 'css', key: 'raw' | 'gzip') => list.filter((f) => f.type === type).reduce((total, f) => total + f[key], 0) / 1024;
  const describe = (list: Fetched[]) =>
    [...list]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 12)
      .map((f) => `${new URL(f.url).pathname.replace('/assets/', '')} ${(f.gzip / 1024).toFixed(1)}`)
      .join(', ');
  return [
    { suite, name: `${label} JS files`, value: firstScreen.filter((f) => f.type === 'js').length, unit: 'files', budget: budgets.files, note: `by size (KB gzip): ${describe(firstScreen)}` },
    { suite, name: `${label} JS raw`, value: sum(firstScreen, 'js', 'raw'), unit: 'KB' },
    { suite, name: `${label} JS gzip`, value: sum(firstScreen, 'js', 'gzip'), unit: 'KB', budget: budgets.gzipKb },
    { suite, name: `${label} CSS raw`, value: sum(firstScreen, 'css', 'raw'), unit: 'KB' },
    { suite, name: `${label} CSS gzip`, value: sum(firstScreen, 'css', 'gzip'), unit: 'KB' },
    { suite, name: `${label} deferred JS gzip`, value: sum(deferred, 'js', 'gzip'), unit: 'KB', note: `after the first screen: ${describe(deferred) || 'nothing'}` },
  ];
}

/**
 * Loads /user/login from the production server in Chromium and adds up every script and
 * stylesheet it fetched before the app started its deferred work: what a first-time visitor
 * downloads before they can sign in. What loads after that mark is reported too, without a budget.
 */
export async function bundleSuite(): Promise<Measurement[]> {
  const data = tempDir('treneris-bench-bundle-');
  const server = await startServer({ DATA_DIR: data.path });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const screen = await loadFirstScreen(page, `${server.url}/user/login`, () => page.getByRole('heading', { level: 1 }).waitFor());
    return firstScreenRows(SUITE, '/user/login', screen, { files: LOGIN_JS_FILES_BUDGET, gzipKb: LOGIN_JS_GZIP_BUDGET_KB });
  } finally {
    await browser.close();
    await server.stop();
    data.remove();
  }
}
