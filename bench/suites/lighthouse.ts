import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '../lib/browser';
import type { Measurement } from '../lib/report';
import { median, startServer, tempDir } from '../lib/server';

const SUITE = 'lighthouse';
const RUNS = 3;
// docs/performance.md: the sign-in page and the workout player on a mid-range phone over slow 4G.
const PERFORMANCE_BUDGET = 95;
const ACCESSIBILITY_BUDGET = 100;

export interface Run {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  bytes: number;
}

/** Lighthouse's own advice for a trace it could not read (NO_NAVSTART and kin): run it again. */
class RetryableRun extends Error {}

async function audit(url: string, userDataDir: string | undefined): Promise<Run> {
  // Lighthouse 12 (13 needs Node 22) drives Debian's Chromium through chrome-launcher.
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    ...(userDataDir ? { userDataDir } : {}),
  });
  try {
    // The default config is Lighthouse's mobile run: a mid-range phone, simulated slow 4G and CPU.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => {
      const numeric = audits[id]?.numericValue;
      if (numeric === undefined) throw new RetryableRun(`Lighthouse did not measure ${id}: ${audits[id]?.errorMessage ?? 'no value'}`);
      return numeric;
    };
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      bytes: value('total-byte-weight'),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * RUNS audits of `url`, each in a new Chromium. Lighthouse clears the origin's service workers,
 * Cache Storage and the HTTP cache before it loads the page, and keeps IndexedDB, local storage and
 * cookies: with `userDataDir`, a profile a device has signed in and synced in, it audits that
 * device's first visit.
 */
export async function auditRuns(url: string, userDataDir?: string): Promise<Run[]> {
  const runs: Run[] = [];
  let retries = 2;
  while (runs.length < RUNS) {
    try {
      runs.push(await audit(url, userDataDir));
    } catch (error) {
      if (!(error instanceof RetryableRun) || retries-- === 0) throw error;
      console.warn(`  ${error.message}; running again`);
    }
  }
  return runs;
}

/** The median of the runs: the scores against their budgets, and the timings and bytes behind them. */
export function lighthouseRows(suite: string, label: string, runs: readonly Run[]): Measurement[] {
  const mid = (key: keyof Run) => median(runs.map((run) => run[key]));
  const each = (key: keyof Run) => `runs: ${runs.map((run) => Math.round(run[key])).join(', ')}`;
  return [
    {
      suite,
      name: `${label} performance`,
      value: mid('performance'),
      unit: 'score',
      budget: PERFORMANCE_BUDGET,
      higherIsBetter: true,
      note: each('performance'),
    },
    {
      suite,
      name: `${label} accessibility`,
      value: mid('accessibility'),
      unit: 'score',
      budget: ACCESSIBILITY_BUDGET,
      higherIsBetter: true,
    },
    { suite, name: `${label} first contentful paint`, value: mid('fcp'), unit: 'ms' },
    { suite, name: `${label} largest contentful paint`, value: mid('lcp'), unit: 'ms', note: each('lcp') },
    { suite, name: `${label} total blocking time`, value: mid('tbt'), unit: 'ms' },
    { suite, name: `${label} total bytes`, value: mid('bytes') / 1024, unit: 'KB' },
  ];
}

/** Lighthouse's mobile audit of /user/login, the median of three runs on a fresh server. */
export async function lighthouseSuite(): Promise<Measurement[]> {
  const data = tempDir('treneris-bench-lighthouse-');
  const server = await startServer({ DATA_DIR: data.path });
  try {
    return lighthouseRows(SUITE, '/user/login', await auditRuns(`${server.url}/user/login`));
  } finally {
    await server.stop();
    data.remove();
  }
}
