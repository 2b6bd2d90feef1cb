import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * The tests that judge the sync rules, for mutation testing (`npm run test:mutation`): the shared
 * contract and engine (sync/) and the server's rule code (server/sync/), on the embedded database.
 * PostgreSQL-only races stay in `npm test`; a mutant run needs a database it can start by itself.
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      pool: 'forks',
      maxWorkers: 2,
      // Coverage instrumentation slows the big tests (70,000 set logs) several-fold.
      testTimeout: 180_000,
      hookTimeout: 60_000,
      projects: [
        { extends: true, test: { name: 'unit', environment: 'node', include: ['tests/sync/**/*.test.ts', 'tests/core/**/*.test.ts'] } },
        {
          extends: true,
          test: { name: 'dom', environment: 'happy-dom', include: ['tests/src/data/**/*.test.ts'], setupFiles: ['tests/setup/dom.ts'] },
        },
        {
          extends: true,
          test: {
            name: 'server-pglite',
            environment: 'node',
            // The reference resources' tests write through the same entity rules (search, unique codes).
            include: ['tests/server/sync/**/*.test.ts', 'tests/server/reference/**/*.test.ts', 'tests/integration/**/*.test.ts'],
            // The simulation draws a new seed each run, so a mutant's verdict would not repeat.
            exclude: ['tests/integration/fuzz.test.ts'],
            env: { TEST_DB_KIND: 'pglite' },
            globalSetup: ['tests/setup/pglite-global.ts'],
          },
        },
      ],
    },
  }),
);
