import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { fluentThemes } from './tools/vite/fluent-themes.ts';
import { mdiIcons } from './tools/vite/mdi-icons.ts';
import { precompress } from './tools/vite/precompress.ts';

export const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@sync': path.resolve(import.meta.dirname, 'sync'),
  '@server': path.resolve(import.meta.dirname, 'server'),
};

export default defineConfig({
  plugins: [
    mdiIcons(),
    fluentThemes(),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    // A message missing from lv-LV fails the build instead of shipping English to Latvian users.
    lingui({ failOnMissing: true, failOnCompileError: true }),
    precompress(),
  ],
  resolve: { alias },
  build: {
    target: 'es2022',
    sourcemap: true,
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  preview: { port: 4173 },
});
