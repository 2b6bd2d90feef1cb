// Draws the PNG icons of the web app manifest and iOS from public/favicon.svg, in Chromium.
// Run after changing the logo: `node scripts/make-icons.mjs`; the PNGs are committed.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const favicon = readFileSync(path.join(root, 'public', 'favicon.svg'), 'utf8');
const background = /<rect[^>]*fill="([^"]+)"/.exec(favicon)?.[1];
const glyph = /<path[^>]*\/>/.exec(favicon)?.[0];
if (!background || !glyph) throw new Error('public/favicon.svg no longer has the rect + path this script expects');

/**
 * A square tile with no rounded corners and no transparency: Android masks it to its own shape and
 * iOS rounds it itself (transparent corners would turn black there). `glyphScale` keeps the mark
 * inside the maskable safe zone, a circle of 40% of the size around the centre.
 */
const fullBleed = (glyphScale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/>` +
  `<g transform="translate(32 32) scale(${glyphScale}) translate(-32 -32)">${glyph}</g></svg>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'maskable-512.png', size: 512, svg: fullBleed(0.8) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.9) },
];

const outDir = path.join(root, 'public', 'icons');
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
    const img = `<img alt="" width="${icon.size}" height="${icon.size}" src="data:image/svg+xml;base64,${Buffer.from(icon.svg).toString('base64')}">`;
    await page.setContent(`<html><body style="margin:0;background:transparent">${img}</body></html>`);
    await page.locator('img').screenshot({ path: path.join(outDir, icon.file), omitBackground: true });
    await page.close();
    console.log(`public/icons/${icon.file} (${icon.size}×${icon.size})`);
  }
} finally {
  await browser.close();
}
