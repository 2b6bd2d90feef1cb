import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import type { Measurement } from '../lib/report';
import { startServer, tempDir } from '../lib/server';

const SUITE = 'bundle';
// DEVELOPERS.md / issue #2: Fluent UI v9 alone is ~123 KB; the login route may ship at most 170 KB.
const LOGIN_JS_GZIP_BUDGET_KB = 170;

/**
 * Loads /user/login from the production server in Chromium and adds up every script and
 * stylesheet the page fetched until the network went quiet: what a first-time visitor downloads
 * before they can sign in.
 */
export async function bundleSuite(): Promise<Measurement[]> {
  const data = tempDir('treneris-bench-bundle-');
  const server = await startServer({ DATA_DIR: data.path });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    const pending: Promise<{ url: string; type: 'js' | 'css'; raw: number; gzip: number }>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        response.body().then((body) => ({ url: response.url(), type: type === 'script' ? 'js' : 'css', raw: body.length, gzip: gzipSync(body, { level: 9 }).length })),
      );
    });
    await page.goto(`${server.url}/user/login`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    const files = await Promise.all(pending);
    const sum = (type: 'js' | 'css', key: 'raw' | 'gzip') => files.filter((f) => f.type === type).reduce((total, f) => total + f[key], 0) / 1024;
    const largest = [...files]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 8)
      .map((f) => `${new URL(f.url).pathname.replace('/assets/', '')} ${(f.gzip / 1024).toFixed(1)}`)
      .join(', ');
    return [
      { suite: SUITE, name: '/user/login JS files', value: files.filter((f) => f.type === 'js').length, unit: 'files', note: `largest (KB gzip): ${largest}` },
      { suite: SUITE, name: '/user/login JS raw', value: sum('js', 'raw'), unit: 'KB' },
      { suite: SUITE, name: '/user/login JS gzip', value: sum('js', 'gzip'), unit: 'KB', budget: LOGIN_JS_GZIP_BUDGET_KB },
      { suite: SUITE, name: '/user/login CSS raw', value: sum('css', 'raw'), unit: 'KB' },
      { suite: SUITE, name: '/user/login CSS gzip', value: sum('css', 'gzip'), unit: 'KB' },
    ];
  } finally {
    await browser.close();
    await server.stop();
    data.remove();
  }
}
