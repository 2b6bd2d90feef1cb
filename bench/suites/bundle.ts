import type { Measurement } from '../lib/report';
import { launchChromium } from '../lib/browser';
import { startServer, tempDir } from '../lib/server';
import { FIRST_SCREEN_BUDGETS, loadFirstScreen, type Fetched, type FirstScreen } from '../../e2e/first-screen';

const SUITE = 'bundle';

/** The rows of a first screen: JS files and bytes (with budgets where given), CSS, deferred JS. */
export function firstScreenRows(
  suite: string,
  label: string,
  { firstScreen, deferred }: FirstScreen,
  budgets: { files?: number; gzipKb?: number } = {},
): Measurement[] {
  const sum = (list: Fetched[], type: 'js' | 'css', key: 'raw' | 'gzip') =>
    list.filter((f) => f.type === type).reduce((total, f) => total + f[key], 0) / 1024;
  const describe = (list: Fetched[]) =>
    [...list]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 12)
      .map((f) => `${new URL(f.url).pathname.replace('/assets/', '')} ${(f.gzip / 1024).toFixed(1)}`)
      .join(', ');
  return [
    {
      suite,
      name: `${label} JS files`,
      value: firstScreen.filter((f) => f.type === 'js').length,
      unit: 'files',
      budget: budgets.files,
      note: `by size (KB gzip): ${describe(firstScreen)}`,
    },
    { suite, name: `${label} JS raw`, value: sum(firstScreen, 'js', 'raw'), unit: 'KB' },
    { suite, name: `${label} JS gzip`, value: sum(firstScreen, 'js', 'gzip'), unit: 'KB', budget: budgets.gzipKb },
    { suite, name: `${label} CSS raw`, value: sum(firstScreen, 'css', 'raw'), unit: 'KB' },
    { suite, name: `${label} CSS gzip`, value: sum(firstScreen, 'css', 'gzip'), unit: 'KB' },
    {
      suite,
      name: `${label} deferred JS gzip`,
      value: sum(deferred, 'js', 'gzip'),
      unit: 'KB',
      note: `after the first screen: ${describe(deferred) || 'nothing'}`,
    },
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
    const signIn = await loadFirstScreen(page, `${server.url}/user/login`, () => page.getByRole('heading', { level: 1 }).waitFor());
    // Everyone who types the address: sent to the sign-in page before any signed-in screen's code loads.
    const visitor = await browser.newPage();
    const root = await loadFirstScreen(visitor, `${server.url}/`, () => visitor.getByRole('heading', { level: 1 }).waitFor());
    return [
      ...firstScreenRows(SUITE, '/user/login', signIn, FIRST_SCREEN_BUDGETS.signIn),
      ...firstScreenRows(SUITE, '/ signed out', root, FIRST_SCREEN_BUDGETS.signIn),
    ];
  } finally {
    await browser.close();
    await server.stop();
    data.remove();
  }
}
