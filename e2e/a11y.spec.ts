import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { seriousFindings, settleOn } from './axe';
import { DEMO, livePath, signIn } from './fixtures';
import { SPEC_ROUTES } from './spec-routes';

const PUBLIC_PATHS = ['/user/login', '/user/register', '/user/forgot-password', '/user/password?token=example-token-from-mail'];
const signedInPaths = [...SPEC_ROUTES.map((route) => route.path).filter((path) => !path.startsWith('/user/')), '/no/such/page'];

/**
 * The admin's device, signed in and synced once per worker: every signed-in page is checked in a
 * tab of its own on it. What axe reads is the page as rendered, which does not depend on whether
 * this device downloaded the library a moment ago; a fresh device per page spent most of this
 * file's time on the same first download (the first-visit tests hold that path).
 */
const withDevice = test.extend<object, { adminDevice: BrowserContext }>({
  adminDevice: [
    async ({ browser }, use) => {
      const device = await browser.newContext();
      const first = await device.newPage();
      await signIn(first, DEMO.admin);
      await first.goto('/');
      await expect(first.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
      await use(device);
      await device.close();
    },
    { scope: 'worker' },
  ],
});

async function checkPage(page: Page, path: string, scheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: scheme });
  await page.goto(await livePath(page.request, path));
  // A page of synced records (the player's) may still wait for what the device has not got yet.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await settleOn(page, scheme);
  expect(await seriousFindings(page)).toEqual([]);
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`axe finds no serious or critical violations (${scheme} theme)`, () => {
    for (const path of PUBLIC_PATHS) test(path, ({ page }) => checkPage(page, path, scheme));
    for (const path of signedInPaths) {
      withDevice(path, async ({ adminDevice }) => {
        const page = await adminDevice.newPage();
        try {
          await checkPage(page, path, scheme);
        } finally {
          await page.close();
        }
      });
    }
  });
}

// The admin screens' dialogs: forms with both languages side by side, choices and multi-selects.
for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds no serious or critical violations in the admin dialogs (${scheme} theme)`, async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.emulateMedia({ colorScheme: scheme });
    const check = async () => {
      await settleOn(page, scheme);
      return seriousFindings(page);
    };
    await page.goto('/admin/exercise');
    await page.getByRole('button', { name: 'New exercise' }).click();
    await expect(page.getByRole('dialog', { name: 'New exercise' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog').getByText('Some fields are not valid').last()).toBeVisible();
    expect(await check()).toEqual([]);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/admin/users');
    await page.getByRole('button', { name: 'Invite a user' }).click();
    await expect(page.getByRole('dialog', { name: 'Invite a user' })).toBeVisible();
    expect(await check()).toEqual([]);
  });
}
