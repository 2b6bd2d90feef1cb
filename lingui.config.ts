import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en-US',
  locales: ['en-US', 'lv-LV'],
  fallbackLocales: { default: 'en-US' },
  // The admin area's words are a catalog of their own, loaded with its screens: every visitor's
  // first page downloads the main catalog, and few visitors are admins (src/i18n/activate.ts).
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '<rootDir>/src/sw.ts', '<rootDir>/src/features/admin/**'],
    },
    {
      path: '<rootDir>/src/i18n/locales/{locale}/admin',
      include: ['<rootDir>/src/features/admin'],
    },
  ],
  // Line numbers would rewrite every catalog on each unrelated edit.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
