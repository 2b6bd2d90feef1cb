// @ts-check
import path from 'node:path';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const focusedTests = [
  { object: 'it', property: 'only', message: 'Focused tests hide failures: remove .only.' },
  { object: 'describe', property: 'only', message: 'Focused tests hide failures: remove .only.' },
  { object: 'test', property: 'only', message: 'Focused tests hide failures: remove .only.' },
  { object: 'it', property: 'skip', message: 'A skipped test is a defect: fix or delete it.' },
  { object: 'describe', property: 'skip', message: 'A skipped test is a defect: fix or delete it.' },
  { object: 'test', property: 'skip', message: 'A skipped test is a defect: fix or delete it.' },
];

/** Import boundaries of docs/architecture.md §2: shared and server code never reach into the app. */
const boundary = (patterns, paths = []) => ({ 'no-restricted-imports': ['error', { patterns, paths }] });
const noSrc = { group: ['@/*', '**/src/*'], message: 'This code must not depend on the React app (src/).' };
const noServer = { group: ['**/server/*'], message: 'The browser and the shared packages (core/, sync/) must not import server code.' };
const noDexie = { group: ['dexie', 'dexie-react-hooks'], message: 'Only src/data/ touches IndexedDB: import its functions and hooks.' };
const noFeatures = {
  group: ['@/features/*'],
  message: 'Features do not import each other; shared code belongs in src/ui, src/data or core/.',
};
const noApp = { group: ['@/app/*'], message: 'Only src/app wires features together.' };
// The schemas pull zod (~20 KB gzipped) into whatever imports them; the first page must not.
const noAuthSchemasAtRuntime = {
  name: '@core/auth',
  allowTypeImports: true,
  message: 'Import constants from @core/auth-constants; @core/auth carries zod.',
};
const noReachAcross = { group: ['../../*'], message: 'Use an alias (@/ui, @/data, @core, @sync) instead of reaching across folders.' };
// From a file at the top of a feature's folder, `../x` is another feature (from deeper, `../../*` above catches it).
const noSiblingFeature = {
  group: ['../*'],
  message: 'Features do not import each other; shared code belongs in src/ui, src/data or core/.',
};
const noUi = {
  group: ['@/ui/*', '**/ui/*'],
  message: 'src/data and src/i18n sit below the shared components: move what both need into src/data.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'build/',
      'coverage/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'dev-dist/',
      'src/i18n/locales/',
      'e2e/.site-*/',
      'e2e/.deploys/',
      'e2e/.data-*/',
      '.stryker-tmp/',
      'reports/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: [
          './tsconfig.app.json',
          './tsconfig.sw.json',
          './tsconfig.node.json',
          './tsconfig.e2e.json',
          './tsconfig.integration.json',
        ],
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Fastify plugins are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      'no-restricted-properties': ['error', ...focusedTests],
      eqeqeq: ['error', 'always'],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // No import cycles (type-only imports aside: they vanish at runtime). The resolver reads the
    // path aliases from tsconfig.base.json, which every tsconfig extends; packages are not walked.
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          tsconfig: { configFile: path.join(import.meta.dirname, 'tsconfig.base.json') },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...boundary([noServer, noDexie], [noAuthSchemasAtRuntime]),
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: 'Use src/data/local-settings.' },
        { name: 'sessionStorage', message: 'Use src/data/local-settings.' },
      ],
      'no-restricted-properties': [
        'error',
        ...focusedTests,
        { object: 'window', property: 'localStorage', message: 'Use src/data/local-settings.' },
      ],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: boundary([noServer, noDexie, noFeatures, noApp, noReachAcross], [noAuthSchemasAtRuntime]),
  },
  {
    files: ['src/features/*/*.{ts,tsx}'],
    rules: boundary([noServer, noDexie, noFeatures, noApp, noReachAcross, noSiblingFeature], [noAuthSchemasAtRuntime]),
  },
  {
    files: ['src/ui/**/*.{ts,tsx}', 'src/theme/**/*.ts'],
    rules: boundary([noServer, noDexie, noFeatures, noApp], [noAuthSchemasAtRuntime]),
  },
  { files: ['src/i18n/**/*.ts'], rules: boundary([noServer, noDexie, noFeatures, noApp, noUi], [noAuthSchemasAtRuntime]) },
  {
    files: ['src/data/**/*.ts'],
    rules: {
      ...boundary([noServer, noFeatures, noApp, noUi], [noAuthSchemasAtRuntime]),
      'no-restricted-globals': 'off',
      'no-restricted-properties': ['error', ...focusedTests],
    },
  },
  {
    // Every string a user can see goes through Lingui, so each has its Latvian translation.
    files: ['src/app/**/*.{ts,tsx}', 'src/features/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}'],
    plugins: { lingui },
    rules: {
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-trans-inside-trans': 'error',
      'lingui/no-unlocalized-strings': [
        'error',
        {
          useTsTypes: true,
          ignore: ['^(?![A-Z])\\S+$', '^[A-Z0-9_-]+$', '^(@media|rgba?\\(|calc\\(|var\\(|#|\\d)'],
          ignoreNames: [
            { regex: { pattern: 'className|^(aria-)?(role|type|id|key|name|to|href|src|path|lang|htmlFor|data-.*)$', flags: 'i' } },
            { regex: { pattern: '^[A-Z0-9_-]+$' } },
            'appearance',
            'size',
            'shape',
            'layout',
            'relationship',
            'position',
            'align',
            'justify',
            'method',
            'mode',
            'autoComplete',
            'inputMode',
            'displayName',
            'access',
          ],
          ignoreFunctions: [
            'Error',
            'TypeError',
            'console.*',
            '*.warn',
            'makeStyles',
            'mergeClasses',
            '*.addEventListener',
            '*.removeEventListener',
            '*.getElementById',
            '*.querySelector',
            'document.createElement',
            'import',
            'navigate',
            'useMatch',
            'matchMedia',
            '*.matchMedia',
            'new URL',
            'URL',
            'URLSearchParams',
            '*.startsWith',
            '*.endsWith',
            '*.includes',
            '*.split',
            '*.join',
            '*.setAttribute',
            '*.getItem',
            '*.setItem',
          ],
          ignoreMethodsOnTypes: ['Map.get', 'Map.has', 'Set.has', 'String.split'],
        },
      ],
    },
  },
  { files: ['sync/**/*.ts'], rules: boundary([noSrc, noServer]) },
  // The domain sits below the sync engine: the engine and its contract use it, never the reverse.
  {
    files: ['core/**/*.ts'],
    rules: boundary([
      noSrc,
      noServer,
      { group: ['@sync/*', '**/sync/*'], message: 'core/ is the domain the sync engine builds on: it must not import sync/.' },
    ]),
  },
  { files: ['server/**/*.ts'], rules: boundary([noSrc]) },
  {
    files: ['tests/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      // Test doubles and fixtures legitimately poke at internals.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
