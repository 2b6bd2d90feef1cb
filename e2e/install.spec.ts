import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type APIRequestContext } from '@playwright/test';
import { seriousViolations } from './axe';
import { DEMO, signIn } from './fixtures';
import { Pwa } from './pages/pwa';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString('latin1'), 'a PNG signature').toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

async function fetchPng(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  return pngSize(await response.body());
}

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

test('the web app manifest has what installing needs, with real icons of the sizes it claims', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
  expect(manifest).toMatchObject({ name: 'Treneris', short_name: 'Treneris', start_url: '/', scope: '/', display: 'standalone' });
  expect(manifest.description).toEqual(expect.any(String));
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.categories).toEqual(expect.arrayContaining(['health', 'fitness']));

  const png = manifest.icons.filter((icon) => icon.type === 'image/png');
  expect(png.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of png) {
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(await fetchPng(request, icon.src), icon.src).toEqual({ width, height });
  }
});

test('iOS finds its meta tags and a 180×180 apple-touch-icon', async ({ page, request }) => {
  await page.goto('/user/login');
  await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute('content', 'yes');
  await expect(page.locator('meta[name="apple-mobile-web-app-title"]')).toHaveAttribute('content', 'Treneris');
  await expect(page.locator('meta[name="apple-mobile-web-app-status-bar-style"]')).toHaveAttribute('content', /.+/);
  const href = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(await fetchPng(request, href ?? '')).toEqual({ width: 180, height: 180 });
});

test('Chromium parses the manifest without errors and finds the page installable', async ({ baseURL }, testInfo) => {
  // Playwright's usual contexts are incognito-like, which Chromium never offers to install from;
  // a persistent profile is a normal window.
  const profile = mkdtempSync(path.join(tmpdir(), 'treneris-install-'));
  const context = await chromium.launchPersistentContext(profile, { ...testInfo.project.use.launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/user/login');
    await new Pwa(page).waitUntilControlled();
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the install prompt, kept from app start, is offered on a client’s home once they have trained and always in the profile; closed on home, it stays closed', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });
  // Chromium's beforeinstallprompt, as early as it comes: at load, before the first page has rendered.
  await context.addInitScript(() => {
    const record = window as unknown as { installPrompts: number };
    record.installPrompts = 0;
    window.addEventListener('load', () => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          record.installPrompts += 1;
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
      });
      window.dispatchEvent(event);
    });
  });
  const page = await context.newPage();
  try {
    // The demo client has finished workouts on their calendar's past weeks.
    await signIn(page, DEMO.client);
    await page.goto('/');
    const offer = page.getByRole('region', { name: 'Install Treneris' });
    await expect(offer).toBeVisible({ timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await offer.screenshot({ path: test.info().outputPath('install-offer-home-phone.png') });
    await offer.getByRole('button', { name: 'Install Treneris' }).tap();
    await expect.poll(() => page.evaluate(() => (window as unknown as { installPrompts: number }).installPrompts)).toBe(1);
    // A prompt is used once: the browser offers it again only on a later visit (here, the reload).
    await expect(offer).toHaveCount(0);
    await page.reload();
    await expect(offer).toBeVisible({ timeout: 30_000 });

    await offer.getByRole('button', { name: 'Do not offer again' }).tap();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Today' })).toBeVisible({ timeout: 30_000 });
    await expect(offer).toHaveCount(0);
    await page.goto('/profile');
    const install = page.getByRole('group', { name: 'Install Treneris' });
    await expect(install.getByRole('button', { name: 'Install Treneris' })).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: test.info().outputPath('install-offer-profile-phone.png'), fullPage: true });
  } finally {
    await context.close();
  }
});
