// The server Playwright tests against: the production build, a data directory emptied first.
// It serves a copy of dist/ (e2e/.site-<slot>/) so a test can deploy another build under running tabs
// (e2e/deploy.ts) without touching dist/.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// One server per Playwright worker (playwright.config.ts), each with a directory pair of its own;
// e2e/slot.ts names the same directories for the tests.
const slot = process.env.E2E_SLOT ?? '0';
const dataDir = path.join(root, 'e2e', `.data-${slot}`);
const siteDir = path.join(root, 'e2e', `.site-${slot}`);
rmSync(dataDir, { recursive: true, force: true });
rmSync(siteDir, { recursive: true, force: true });
cpSync(path.join(root, 'dist'), siteDir, { recursive: true });
process.env.DATA_DIR = dataDir;
process.env.STATIC_DIR = siteDir;
process.chdir(root);
await import(path.join(root, 'build', 'server', 'main.js'));
