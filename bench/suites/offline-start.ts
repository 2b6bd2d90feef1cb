import { launchChromium } from '../lib/browser';
import type { Measurement } from '../lib/report';
import { median, startServer, tempDir } from '../lib/server';

const SUITE = 'offline start';
const RUNS = 7;

// Runs in the page before its own scripts. A string, not a function: tsx would wrap named
// functions in a helper that does not exist in the browser.
const MARK_LOGIN_INTERACTIVE = `
  const observer = new MutationObserver(() => {
    const form = document.querySelector('form');
    const submit = form && form.querySelector('button[type="submit"]');
    if (!form || !form.querySelector('input[type="email"]') || !form.querySelector('input[type="password"]') || !submit || submit.disabled) return;
    window.__loginInteractiveAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
`;

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
    await context.addInitScript({ content: MARK_LOGIN_INTERACTIVE });
    const page = await context.newPage();
    await page.goto(`${server.url}/user/login`);
    await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated' && navigator.serviceWorker.controller !== null);
    await context.setOffline(true);

    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await page.reload();
      const handle = await page.waitForFunction(() => (window as unknown as { __loginInteractiveAt?: number }).__loginInteractiveAt);
      times.push(Number(await handle.jsonValue()));
      if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) throw new Error('the page was not served by the service worker');
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
