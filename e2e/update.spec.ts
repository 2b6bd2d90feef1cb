import { expect, test } from '@playwright/test';
import { assetsOf, buildNextDeployment, deploy, NEXT_BUILD_ID } from './deploy';
import { DEMO, signIn } from './fixtures';
import { AppShell } from './pages/app-shell';
import { LoginPage } from './pages/login-page';
import { Pwa } from './pages/pwa';

// Each test deploys the next build under a running tab; the server is shared by the whole suite,
// so the first build is put back after each.
test.describe.configure({ mode: 'serial' });
test.beforeAll(() => buildNextDeployment());
test.afterEach(() => deploy('first'));

test('after a deploy, one update check offers the new version and Reload brings it, reloading once', async ({ page }) => {
  const pwa = new Pwa(page);
  await new LoginPage(page).goto();
  await pwa.waitUntilControlled();
  expect(await pwa.build()).not.toBe(NEXT_BUILD_ID);

  deploy('next');
  await pwa.checkForUpdate();
  await expect(pwa.prompt()).toBeVisible();
  await expect(pwa.prompt()).toContainText('A new version is available');

  let loads = 0;
  page.on('load', () => loads++);
  await pwa.prompt().getByRole('button', { name: 'Reload' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-build', NEXT_BUILD_ID);
  await expect(new LoginPage(page).email()).toBeVisible();
  await pwa.waitUntilControlled();
  expect(loads).toBe(1);
  await expect(pwa.prompt()).toBeHidden();
});

test('during a workout the prompt is held back, and shows once the user leaves the workout area', async ({ page }) => {
  await signIn(page, DEMO.client);
  const pwa = new Pwa(page);
  const shell = new AppShell(page);
  await shell.goto('/workout/0193f6a4-7d1e-7000-8000-000000000002');
  await expect(shell.layout('workout')).toBeVisible();
  await pwa.waitUntilControlled();

  deploy('next');
  await pwa.checkForUpdate();
  await pwa.waitUntilUpdateOffered();
  await expect(pwa.prompt()).toBeHidden();

  await page.getByRole('button', { name: 'My Workouts' }).click();
  await expect(page).toHaveURL(/\/workouts$/);
  await expect(pwa.prompt()).toBeVisible();

  // Back into a workout: out of the way again, and nothing reloaded the page meanwhile.
  await page.goBack();
  await expect(shell.layout('workout')).toBeVisible();
  await expect(pwa.prompt()).toBeHidden();
  expect(await pwa.build()).not.toBe(NEXT_BUILD_ID);
});

test.describe('without a service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('a chunk deleted by a deploy reloads the page exactly once, onto the screen the user asked for', async ({ page }) => {
    const registerChunk = assetsOf('first').find((file) => /^RegisterPage-.*\.js$/.test(file));
    expect(registerChunk, 'the first build has a register page chunk').toBeDefined();
    expect(assetsOf('next'), 'the next build replaced that chunk').not.toContain(registerChunk);

    // The sign-in page fetches some chunks after its first screen; a deploy before they arrive
    // reloads the page for them, which is right but not the reload this test counts.
    const deferred = page.waitForResponse(/\/assets\/http-[^/]+\.js$/);
    await new LoginPage(page).goto();
    await deferred;
    // And whatever else the deferred work fetched (the service worker's registration): nothing has arrived for a second.
    await page.waitForFunction(
      () => {
        const started = performance.getEntriesByName('treneris:deferred-work').length > 0;
        const ends = performance.getEntriesByType('resource').map((entry) => (entry as PerformanceResourceTiming).responseEnd);
        return started && performance.now() - Math.max(0, ...ends) > 1_000;
      },
      undefined,
      { polling: 200 },
    );
    let loads = 0;
    page.on('load', () => loads++);
    deploy('next');
    await page.getByRole('link', { name: 'Create an account' }).click();

    await expect(page.locator('html')).toHaveAttribute('data-build', NEXT_BUILD_ID);
    await expect(page).toHaveURL(/\/user\/register$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Register');
    expect(loads).toBe(1);
  });

  test('a chunk that keeps failing ends in an error with a manual Reload, not a reload loop', async ({ page }) => {
    let served = 0;
    await page.route(/\/assets\/RegisterPage-[^/]*\.js$/, async (route) => {
      served++;
      await route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":{"code":"not_found","message":"gone"}}' });
    });
    // The guard allows one reload per path within 10 s; a frozen clock keeps every attempt inside
    // that window however slow the machine is.
    await page.clock.setFixedTime(new Date('2026-03-29T10:00:00Z'));
    let loads = 0;
    page.on('load', () => loads++);
    await page.goto('/user/register');

    const reload = page.getByRole('button', { name: 'Reload' });
    await expect(reload).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be loaded');
    // The first visit and the guard's one reload; then the guard stopped.
    expect(loads).toBe(2);
    expect(served).toBe(2);

    // The user's own Reload with the chunk still missing: the same error, still no loop.
    await Promise.all([page.waitForEvent('load'), reload.click()]);
    await expect(reload).toBeVisible();
    expect(loads).toBe(3);

    await page.unroute(/\/assets\/RegisterPage-[^/]*\.js$/);
    await Promise.all([page.waitForEvent('load'), reload.click()]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Register');
  });
});
