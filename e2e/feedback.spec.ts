import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectToast, signIn, signInNewUser } from './fixtures';

// Where a thumb is and a long page scrolls: a phone.
test.use({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });

/** Every text the page's live regions announce from now on (they hold a message for half a second). */
async function listenToLiveRegions(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const heard: string[] = [];
    (window as unknown as { heard: string[] }).heard = heard;
    new MutationObserver(() => {
      for (const region of document.querySelectorAll('[aria-live]')) {
        const text = region.textContent.trim();
        if (text && heard.at(-1) !== text) heard.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { heard: string[] }).heard);
}

test('a save at the bottom of a long form is confirmed where the person is, and announced', async ({ page }) => {
  await signIn(page, DEMO.coach);
  await page.goto('/clients');
  await page.getByRole('link', { name: 'Pēteris Kalniņš' }).first().tap();
  await page.getByRole('tab', { name: 'Details' }).tap();
  const heard = await listenToLiveRegions(page);
  await page.getByLabel('Goals').fill(`Run 5 km by ${String(Date.now())}`);
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await save.scrollIntoViewIfNeeded();
  await save.tap();
  const toast = await expectToast(page, /^Saved/);
  // The form's top is far above: the confirmation is not there but in the viewport beside the thumb.
  await expect(page.getByRole('form', { name: 'Client details' })).not.toBeInViewport({ ratio: 1 });
  await expect.poll(heard).toContainEqual(expect.stringMatching(/^Saved/));
  const dismiss = toast.getByRole('button', { name: 'Dismiss' });
  const box = await dismiss.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  expect(box?.width).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: test.info().outputPath('toast-after-save-phone.png') });
  await dismiss.tap();
  await expect(toast).toHaveCount(0);
});

test('changing the password keeps this device signed in after a reload; another device is signed out', async ({ page, browser }) => {
  const email = await signInNewUser(page, 'changer');
  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await signIn(elsewhere, email, 'a good passphrase');
  await elsewhere.goto('/profile');
  await expect(elsewhere.getByLabel(/^Name/)).toHaveValue('changer');

  await page.goto('/profile');
  await page.getByLabel(/^Current password/).fill('a good passphrase');
  await page.getByLabel(/^New password/).fill('a better passphrase');
  await page.getByLabel(/^Repeat the new password/).fill('a better passphrase');
  await page.getByRole('button', { name: 'Change password', exact: true }).tap();
  await expectToast(page, 'Your password has been changed. Other devices have been signed out.');

  await page.reload();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel(/^Name/)).toHaveValue('changer');

  await elsewhere.reload();
  await expect(elsewhere).toHaveURL(/\/user\/login\?reason=expired/);
  await expect(elsewhere.getByRole('alert')).toHaveText('Authentication failed, please login again');
  await other.close();
});

test('a freshly signed-in tablet gives no empty-list advice while its records are still downloading', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  // The first download is held back: the device has no clients yet, the coach has four.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/sync/pull', async (route) => {
    await held;
    await route.continue();
  });
  await signIn(page, DEMO.coach);
  await page.goto('/calendar');
  await expect(page.getByText('Your data is still arriving on this device.').last()).toBeVisible();
  await expect(page.getByText('Add a client first')).toHaveCount(0);
  await page.goto('/clients');
  await expect(page.getByText('Your data is still arriving on this device.').last()).toBeVisible();
  await expect(page.getByText('No clients yet')).toHaveCount(0);
  await page.goto('/workout-plan');
  await expect(page.getByText('Your data is still arriving on this device.').last()).toBeVisible();
  await expect(page.getByText('No plans of your own yet')).toHaveCount(0);
  release();
  await expect(page.getByText('Your data is still arriving on this device.')).toHaveCount(0);
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Add a client first')).toHaveCount(0);
});
