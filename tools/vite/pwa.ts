import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { brand } from '../../src/theme/brand';

/** Fluent's light neutral page background (colorNeutralBackground2): the splash screen matches the first paint. */
const LIGHT_PAGE_BACKGROUND = '#fafafa';

/**
 * The web app manifest and the service worker (src/sw.ts, built by vite-plugin-pwa with the
 * precache list injected). The app registers the worker itself, lazily and in prompt mode
 * (src/app/pwa/), so nothing is injected into index.html but the manifest link.
 */
export function pwa(): Plugin[] {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    manifest: {
      id: '/',
      name: 'Treneris',
      short_name: 'Treneris',
      description: 'Workout coaching that works offline: plans, calendar and logging for coaches and clients.',
      lang: 'en-US',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      // One value each: the manifest cannot vary by colour scheme. index.html's theme-color metas
      // carry the dark variant for the browser UI.
      theme_color: brand[80],
      background_color: LIGHT_PAGE_BACKGROUND,
      categories: ['health', 'fitness', 'sports', 'lifestyle'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
    },
    injectManifest: {
      // Everything the app can show offline: the shell, every route's chunks, every catalog,
      // icons and fonts. Source maps and the precompressed copies stay on the server.
      globPatterns: ['**/*.{js,css,html,svg,png,ico,woff,woff2,webmanifest}'],
      globIgnores: ['**/*.map', 'sw.js'],
      rollupFormat: 'iife',
      sourcemap: false,
    },
    devOptions: { enabled: false },
  });
}
