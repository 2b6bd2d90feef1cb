import { expect, test } from '@playwright/test';
import { DEMO, livePath, signIn, signInNewUser } from './fixtures';
import { AppShell } from './pages/app-shell';
import { SPEC_ROUTES } from './spec-routes';

test.describe('every route of docs/product.md §2 renders in its layout with its title', () => {
  for (const route of SPEC_ROUTES) {
    test(`${route.path} → ${route.layout} layout, "${route.title}"`, async ({ page }) => {
      // Guests-only pages are seen signed out; every other page as an admin, who may open them all.
      if (!route.path.startsWith('/user/') || route.path === '/user/logout') await signIn(page, DEMO.admin);
      // The logout page shows only until the server confirms the logout; hold that answer while
      // the page is checked, or a fast machine moves on to the sign-in page first.
      let releaseLogout: () => void = () => undefined;
      const logoutHeld = new Promise<void>((resolve) => (releaseLogout = resolve));
      await page.route('**/api/v1/auth/logout', async (request) => {
        await logoutHeld;
        await request.continue();
      });
      const shell = new AppShell(page);
      await shell.goto(await livePath(page.request, route.path));
      await expect(shell.layout(route.layout)).toBeVisible();
      await shell.expectTitle(route.title);
      releaseLogout();
      // A fresh browser is a new device: the player's page waits for its first download.
      await expect(shell.heading()).toBeVisible({ timeout: 30_000 });
      await expect(shell.languageSelect()).toBeVisible();
      // A CSP violation or a failed chunk shows up here first.
      expect(shell.consoleErrors).toEqual([]);
    });
  }
});

test('an unknown path shows the 404 page: titled "Page not found", saying "Page Not Found"', async ({ page }) => {
  await signIn(page, DEMO.client);
  const shell = new AppShell(page);
  await shell.goto('/no/such/page');
  await shell.expectTitle('Page not found');
  await expect(shell.heading()).toHaveText('Page Not Found');
  await expect(shell.layout('default')).toBeVisible();
});

test('/admin/muscles sends the visitor to /admin/muscle', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/admin/muscles');
  await expect(page).toHaveURL(/\/admin\/muscle$/);
  await expect(page).toHaveTitle('Muscle Management · Treneris');
});

test('switching to Latviešu translates the page and survives a reload', async ({ page }) => {
  await signInNewUser(page, 'latviesu');
  const shell = new AppShell(page);
  await shell.goto('/calendar');
  await shell.languageSelect().selectOption('lv-LV');
  await shell.expectTitle('Kalendārs');
  await expect(page.locator('html')).toHaveAttribute('lang', 'lv-LV');
  await page.reload();
  await shell.expectTitle('Kalendārs');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('lv-LV');
});

test('the theme toggle switches to dark and the choice persists', async ({ page }) => {
  await signInNewUser(page, 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/calendar');
  const provider = page.locator('.fui-FluentProvider').first();
  await expect(provider).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(provider).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('.fui-FluentProvider').first()).toHaveAttribute('data-theme', 'dark');
});
