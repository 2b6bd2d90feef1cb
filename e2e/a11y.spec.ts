import { expect, test } from '@playwright/test';
import { seriousFindings, settleOn } from './axe';
import { DEMO, livePath, signIn } from './fixtures';
import { SPEC_ROUTES } from './spec-routes';

const PUBLIC_PATHS = ['/user/login', '/user/register', '/user/forgot-password', '/user/password?token=example-token-from-mail'];
const signedInPaths = [...SPEC_ROUTES.map((route) => route.path).filter((path) => !path.startsWith('/user/')), '/no/such/page'];

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`axe finds no serious or critical violations (${scheme} theme)`, () => {
    for (const path of [...PUBLIC_PATHS, ...signedInPaths]) {
      test(path, async ({ page }) => {
        if (!PUBLIC_PATHS.includes(path)) await signIn(page, DEMO.admin);
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(await livePath(page.request, path));
        // A fresh browser is a new device: a page of synced records (the player's) waits for its
        // first download, the whole library, as in the other first-visit tests.
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
        await settleOn(page, scheme);
        const serious = await seriousFindings(page);
        expect(serious).toEqual([]);
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
