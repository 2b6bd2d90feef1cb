import { defineConfig, devices } from '@playwright/test';
import { slotDirs, WORKER_SLOT } from './e2e/slot';

/**
 * One production server per worker, each on its own embedded database, data directory and copy
 * of the site (scripts/e2e-server.mjs): the two workers never share accounts, records, mail or a
 * deployment, so a test sees only what its own worker did. A worker reaches its server by its
 * parallel index, which Playwright sets in the worker before it reads this file.
 */
// Two by default, one per core (docs/decisions/0135-one-e2e-server-per-worker.md); E2E_WORKERS sets another number.
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const FIRST_PORT = Number(process.env.E2E_PORT ?? 4310);
const serverUrl = (slot: number) => `http://localhost:${FIRST_PORT + slot}`;
export const baseURL = serverUrl(WORKER_SLOT);

export default defineConfig({
  testDir: 'e2e',
  forbidOnly: true,
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium: this machine cannot download Playwright's own browsers (DEVELOPERS.md).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: Array.from({ length: WORKERS }, (_, slot) => ({
    // The production build served by the real server, on a fresh embedded database each run.
    command: 'node scripts/e2e-server.mjs',
    url: `${serverUrl(slot)}/api/v1/health`,
    // Loopback is trusted as a proxy so a test can register from an address of its own (e2e/fixtures.ts).
    env: {
      PORT: String(FIRST_PORT + slot),
      E2E_DATA_DIR: slotDirs(slot).dataDir,
      E2E_SITE_DIR: slotDirs(slot).siteDir,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '127.0.0.1',
    },
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
