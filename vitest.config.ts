import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// The sync engine against the real server runs on both databases, like the server's own tests.
const serverTests = ['tests/server/**/*.test.ts', 'tests/integration/**/*.test.ts'];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      pool: 'forks',
      maxWorkers: 2,
      // Server tests boot real databases; the default 5 s is for pure functions.
      testTimeout: 30_000,
      hookTimeout: 60_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['tests/sync/**/*.test.ts', 'tests/core/**/*.test.ts', 'tests/scripts/**/*.test.ts', 'tests/docs/**/*.test.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'happy-dom',
            // Scripts the app adds (analytics tags) are never fetched in tests; that is not an error.
            environmentOptions: { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true } } },
            include: ['tests/src/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/setup/dom.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'server-pglite',
            environment: 'node',
            include: serverTests,
            exclude: ['tests/server/postgres/**'],
            env: { TEST_DB_KIND: 'pglite' },
            globalSetup: ['tests/setup/push-certificate.ts', 'tests/setup/pglite-global.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'server-postgres',
            environment: 'node',
            include: serverTests,
            env: { TEST_DB_KIND: 'postgresql' },
            globalSetup: ['tests/setup/push-certificate.ts', 'tests/setup/postgres-global.ts'],
          },
        },
      ],
    },
  }),
);
