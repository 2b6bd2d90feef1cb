import path from 'node:path';

/**
 * Which of the e2e servers this worker tests against (playwright.config.ts starts one per worker),
 * and the directories that server keeps (scripts/e2e-server.mjs names the same ones).
 */
const SLOT = process.env.TEST_PARALLEL_INDEX ?? '0';

/** The server's data directory: its embedded database and the mails it wrote. */
export const DATA_DIR = path.join(import.meta.dirname, `.data-${SLOT}`);

/** What the server serves: a copy of dist/ that a test may replace with another build. */
export const SITE_DIR = path.join(import.meta.dirname, `.site-${SLOT}`);
