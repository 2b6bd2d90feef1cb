import type { Page } from '@playwright/test';
import { launchChromium } from '../lib/browser';
import type { Measurement } from '../lib/report';
import { median, startServer, tempDir } from '../lib/server';

const SUITE = 'offline start';
const RUNS = 7;

/**
 * An init script, run in the page before its own scripts, that stores `performance.now()` (since
 * the start of the navigation) in `window[key]` the first time `ready`, an expression over the
 * document, is true. A string, not a function: tsx would wrap named functions in a helper that does
 * not exist in the browser.
 */
export function markWhen(key: string, ready: string): string {
  return `
    const observer = new MutationObserver(() => {
      if (!(${ready})) return;
      window[${JSON.stringify(key)}] = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true });
  `;
}

/** Waits for the time markWhen(key, …) stored. */
export async function markedTime(page: Page, key: string): Promise<number> {
  const handle = await page.waitForFunction((name) => (window as unknown as Record<string, number | undefined>)[name], key);
  return Number(await handle.jsonValue());
}

const LOGIN_INTERACTIVE = '__loginInteractiveAt';
const LOGIN_FORM_READY = `(() => {
  const form = document.querySelector('form');
  const submit = form && form.querySelector('button[type="submit"]');
  return Boolean(form && form.querySelector('input[type="email"]') && form.querySelector('input[type="password"]') && submit && !submit.disabled);
})()`;

/**
 * A returning visitor with no network: the service worker is installed (it has precached the
 * app), the network is off, and the sign-in page is opened again. Measured in the page, from the
 * start of the navigation to the moment the sign-in form can be used (its fields and an enabled
 * submit button are in the document, where React has already attached their handlers).
 */
export async function offlineStartSuite(): Promise<Measurement[]> {
  const data = tempDir('treneris-bench-offline-');
  const server = await startServer({ DATA_DIR: data.path });
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    await context.addInitScript({ content: markWhen(LOGIN_INTERACTIVE, LOGIN_FORM_READY) });
    const page = await context.newPage();
    await page.goto(`${server.url}/user/login`);
    await page.waitForFunction(
      async () => (await navigator.serviceWorker.ready).active?.state === 'activated' && navigator.serviceWorker.controller !== null,
    );
    await context.setOffline(true);

    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await page.reload();
      times.push(await markedTime(page, LOGIN_INTERACTIVE));
      if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null)))
        throw new Error('the page was not served by the service worker');
    }
    return [
      {
        suite: SUITE,
        name: '/user/login interactive, worker warm, network off',
        value: median(times),
        unit: 'ms',
        note: `runs (ms): ${times.map((ms) => Math.round(ms)).join(', ')}`,
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
    data.remove();
  }
}
