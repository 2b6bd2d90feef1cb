import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '../lib/browser';
import type { Measurement } from '../lib/report';
import { median, startServer, tempDir } from '../lib/server';

const SUITE = 'lighthouse';
const RUNS = 3;
// docs/performance.md: the sign-in page on a mid-range phone over a slow 4G network.
const PERFORMANCE_BUDGET = 95;
const ACCESSIBILITY_BUDGET = 100;

interface Run {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  bytes: number;
}

/** Lighthouse's own advice for a trace it could not read (NO_NAVSTART and kin): run it again. */
class RetryableRun extends Error {}

async function audit(url: string): Promise<Run> {
  // Lighthouse 12 (13 needs Node 22) drives Debian's Chromium through chrome-launcher.
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    // The default config is Lighthouse's mobile run: a mid-range phone, simulated slow 4G and CPU.
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
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

/** Lighthouse's mobile audit of /user/login, the median of three runs on a fresh server. */
export async function lighthouseSuite(): Promise<Measurement[]> {
  const data = tempDir('treneris-bench-lighthouse-');
  const server = await startServer({ DATA_DIR: data.path });
  try {
    const runs: Run[] = [];
    let retries = 2;
    while (runs.length < RUNS) {
      try {
        runs.push(await audit(`${server.url}/user/login`));
      } catch (error) {
        if (!(error instanceof RetryableRun) || retries-- === 0) throw error;
        console.warn(`  ${error.message}; running again`);
      }
    }
    const mid = (key: keyof Run) => median(runs.map((run) => run[key]));
    const each = (key: keyof Run) => `runs: ${runs.map((run) => Math.round(run[key])).join(', ')}`;
    return [
      { suite: SUITE, name: '/user/login performance', value: mid('performance'), unit: 'score', budget: PERFORMANCE_BUDGET, higherIsBetter: true, note: each('performance') },
      { suite: SUITE, name: '/user/login accessibility', value: mid('accessibility'), unit: 'score', budget: ACCESSIBILITY_BUDGET, higherIsBetter: true },
      { suite: SUITE, name: '/user/login first contentful paint', value: mid('fcp'), unit: 'ms' },
      { suite: SUITE, name: '/user/login largest contentful paint', value: mid('lcp'), unit: 'ms', note: each('lcp') },
      { suite: SUITE, name: '/user/login total blocking time', value: mid('tbt'), unit: 'ms' },
      { suite: SUITE, name: '/user/login total bytes', value: mid('bytes') / 1024, unit: 'KB' },
    ];
  } finally {
    await server.stop();
    data.remove();
  }
}
