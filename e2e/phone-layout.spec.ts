import { expect, test, type Page } from '@playwright/test';
import { defaultLayoutPages } from './demo-pages';
import { seriousViolations } from './axe';
import { DEMO, signIn } from './fixtures';
import { expectNoSidewaysScroll } from './touch';

// A small phone held upright, used with a finger.
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

/** Every control of the header is in the window and big enough for a finger. */
async function expectThumbSizedHeader(page: Page, path: string) {
  const controls = page.getByRole('banner').locator('button:visible, select:visible, a:visible');
  for (const box of await controls.evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
  )) {
    expect(box.right, `${path}: a header control ends at ${box.right} px`).toBeLessThanOrEqual(360);
  }
  const buttons = page.getByRole('banner').locator('button:visible');
  for (const box of await buttons.evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
  )) {
    expect(Math.min(box.width, box.height), `${path}: a header button is ${box.width}×${box.height} px`).toBeGreaterThanOrEqual(44);
  }
}

/** The account menu opens and holds the way out, in the window. */
async function expectSignOutReachable(page: Page) {
  await page.getByRole('button', { name: /^Account:/ }).click();
  const signOut = page.getByRole('menuitem', { name: 'Sign out' });
  await expect(signOut).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Escape');
  await expect(signOut).toBeHidden();
}

for (const role of ['client', 'coach', 'admin'] as const) {
  test(`the ${role}'s pages fit a 360 px phone: no sideways scrolling, the sign-out in reach, no serious axe findings`, async ({
    page,
  }) => {
    test.setTimeout(400_000);
    const paths = await defaultLayoutPages(page, role);
    await signIn(page, DEMO[role]);
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[data-layout="default"]')).toBeVisible();
      await expectNoSidewaysScroll(page, path);
      await expectThumbSizedHeader(page, path);
      await expectSignOutReachable(page);
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
}

test('on a phone the account menu holds the messages, language and theme, and passes axe open', async ({ page }) => {
  await signIn(page, DEMO.client);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Not beside it in the header: there is no room.
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
  await expect(page.getByTestId('header-controls').locator('select')).toHaveCount(0);

  await page.getByRole('button', { name: /^Account:/ }).click();
  await expect(page.getByRole('menuitem', { name: /^Notifications/ })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /^Switch to (dark|light) theme$/ })).toBeVisible();
  await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeChecked();
  await expect(page.getByRole('menuitemradio', { name: 'Latviešu' })).not.toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('menuitem', { name: /^Notifications/ }).click();
  const messages = page.getByRole('dialog', { name: 'Notifications' });
  await expect(messages).toBeVisible();
  await expectNoSidewaysScroll(page, '/ with the messages open');
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(messages).toBeHidden();
  await expect(page.getByRole('button', { name: /^Account:/ })).toBeFocused();
});

for (const role of ['client', 'coach'] as const) {
  test(`an admin page tells the ${role}, on a phone, that it is for administrators, with the way home`, async ({ page }) => {
    await signIn(page, DEMO[role]);
    await page.goto('/admin/users');
    const refusal = page.locator('[data-layout="default"] [data-error-status="403"]');
    await expect(refusal).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expectNoSidewaysScroll(page, '/admin/users');
    await expectSignOutReachable(page);
    expect(await seriousViolations(page)).toEqual([]);
    await refusal.locator('a[href="/"]').click();
    await expect(page).toHaveURL(/\/$/);
  });
}
