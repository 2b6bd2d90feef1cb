import { readFileSync } from 'node:fs';
import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstPage } from './tools/vite/first-page.ts';
import { fluentThemes } from './tools/vite/fluent-themes.ts';
import { griffelAot } from './tools/vite/griffel-aot.ts';
import { mdiIcons } from './tools/vite/mdi-icons.ts';
import { precompress } from './tools/vite/precompress.ts';
import { pwa } from './tools/vite/pwa.ts';

export const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@sync': path.resolve(import.meta.dirname, 'sync'),
  '@core': path.resolve(import.meta.dirname, 'core'),
};

// Which build a page runs (on <html data-build>): a deploy can set TRENERIS_BUILD_ID, e.g. a commit.
const buildId =
  process.env.TRENERIS_BUILD_ID ??
  (JSON.parse(readFileSync(path.join(import.meta.dirname, 'package.json'), 'utf8')) as { version: string }).version;

export default defineConfig({
  define: { __APP_BUILD__: JSON.stringify(buildId) },
  plugins: [
    mdiIcons(),
    fluentThemes(),
    // Tests render styles at run time: the build-time transform would only make them slower.
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'], presets: process.env.VITEST ? [] : [griffelAot()] } }),
    // A message missing from lv-LV fails the build instead of shipping English to Latvian users.
    lingui({ failOnMissing: true, failOnCompileError: true }),
    firstPage(),
    pwa(),
    precompress(),
  ],
  resolve: { alias },
  build: {
    target: 'es2022',
    sourcemap: true,
    outDir: 'dist',
    emptyOutDir: true,
    // The player's chunk holds the device's database and sync code (tools/vite/first-page.ts): ~760 KB
    // before compression, ~120 KB gzip, on purpose. The warning stays for anything past that.
    chunkSizeWarningLimit: 800,
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  preview: { port: 4173 },
});
