import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * The tests that judge the record schemas, for the mutation testing of `core/records/*`
 * (`scripts/mutation.mjs`, part "records"): each static mutant of a schema loads the module again,
 * so the set is kept to the tests of the schemas themselves.
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      pool: 'forks',
      maxWorkers: 2,
      projects: [
        {
          extends: true,
          test: { name: 'unit', environment: 'node', include: ['tests/core/records/**/*.test.ts', 'tests/core/plans.test.ts'] },
        },
      ],
    },
  }),
);
