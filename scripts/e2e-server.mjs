// The server Playwright tests against: the production build, a data directory emptied first.
// It serves a copy of dist/ (e2e/.site-<slot>/) so a test can deploy another build under running tabs
// (e2e/deploy.ts) without touching dist/.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// One server per Playwright worker, each with directories of its own (e2e/slot.ts names them).
const dataDir = process.env.E2E_DATA_DIR ?? path.join(root, 'e2e', '.data-0');
const siteDir = process.env.E2E_SITE_DIR ?? path.join(root, 'e2e', '.site-0');
rmSync(dataDir, { recursive: true, force: true });
rmSync(siteDir, { recursive: true, force: true });
cpSync(path.join(root, 'dist'), siteDir, { recursive: true });
process.env.DATA_DIR = dataDir;
process.env.STATIC_DIR = siteDir;
process.chdir(root);
await import(path.join(root, 'build', 'server', 'main.js'));
