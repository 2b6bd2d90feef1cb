import path from 'node:path';

/**
 * The e2e servers, one per Playwright worker (playwright.config.ts), and the directories each
 * keeps: scripts/e2e-server.mjs is handed them, the tests read them (mail, deployments).
 */
export function slotDirs(slot: number): { dataDir: string; siteDir: string } {
  return {
    /** Its embedded database and the mails it wrote. */
    dataDir: path.join(import.meta.dirname, `.data-${slot}`),
    /** What it serves: a copy of dist/ that a test may replace with another build. */
    siteDir: path.join(import.meta.dirname, `.site-${slot}`),
  };
}

/** Which server this worker tests against: Playwright sets the index before the worker loads anything. */
export const WORKER_SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

export const { dataDir: DATA_DIR, siteDir: SITE_DIR } = slotDirs(WORKER_SLOT);
