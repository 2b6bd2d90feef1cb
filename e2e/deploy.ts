import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { SITE_DIR } from './slot';

const root = path.resolve(import.meta.dirname, '..');
const BUILDS = { first: path.join(root, 'dist'), next: path.join(root, 'e2e', '.deploys', 'next') } as const;

/** The build id of the second deployment; the first carries the package version. */
export const NEXT_BUILD_ID = 'e2e-next';

/**
 * Builds the next deployment from the same sources under another build id (vite.config.ts reads
 * TRENERIS_BUILD_ID): the entry chunk and the chunks importing it get new hashes, index.html and
 * the service worker's precache list change, as in a real release.
 */
export function buildNextDeployment(): void {
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', BUILDS.next, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: root,
      env: { ...process.env, TRENERIS_BUILD_ID: NEXT_BUILD_ID, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
      stdio: 'pipe',
    },
  );
}

/** Replaces what the running server serves, as a deploy does: the old hashed chunks are gone. */
export function deploy(build: keyof typeof BUILDS): void {
  for (const entry of readdirSync(SITE_DIR)) rmSync(path.join(SITE_DIR, entry), { recursive: true, force: true });
  cpSync(BUILDS[build], SITE_DIR, { recursive: true });
}

/** The hashed files under assets/ of a build, e.g. 'RegisterPage-Ab12Cd34.js'. */
export function assetsOf(build: keyof typeof BUILDS): string[] {
  return readdirSync(path.join(BUILDS[build], 'assets'));
}
