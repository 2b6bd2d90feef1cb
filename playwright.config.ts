import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4310);
export const baseURL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: 'e2e',
  forbidOnly: true,
  fullyParallel: false,
  workers: 1,
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
  webServer: {
    // The production build served by the real server, on a fresh embedded database each run.
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/v1/health`,
    // Loopback is trusted as a proxy so a test can register from an address of its own (e2e/fixtures.ts).
    env: { PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', TRUST_PROXY: '127.0.0.1' },
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
