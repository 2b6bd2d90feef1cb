import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en-US',
  locales: ['en-US', 'lv-LV'],
  fallbackLocales: { default: 'en-US' },
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '<rootDir>/src/sw.ts'],
    },
  ],
  // Line numbers would rewrite every catalog on each unrelated edit.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
