import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './fixtures';
import { AppShell } from './pages/app-shell';
import { LoginPage } from './pages/login-page';
import { Pwa } from './pages/pwa';

test('the service worker activates and controls the page', async ({ page }) => {
  await page.goto('/user/login');
  await new Pwa(page).waitUntilControlled();
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { script: registration.active?.scriptURL, state: registration.active?.state, scope: registration.scope };
  });
  expect(worker).toEqual({
    script: expect.stringMatching(/\/sw\.js$/) as unknown,
    state: 'activated',
    scope: expect.stringMatching(/\/$/) as unknown,
  });
});

test('with the network off, reloading /user/login still shows the sign-in form', async ({ page, context }) => {
  const login = new LoginPage(page);
  await login.goto();
  await new Pwa(page).waitUntilControlled();
  await context.setOffline(true);
  await page.reload();
  await expect(login.email()).toBeVisible();
  await expect(new AppShell(page).layout('auth')).toBeVisible();
});

test('with the network off, / and a workout still open from the cached shell', async ({ page, context }) => {
  await signIn(page, DEMO.client);
  const shell = new AppShell(page);
  await shell.goto('/');
  await new Pwa(page).waitUntilControlled();
  await context.setOffline(true);

  await page.reload();
  await expect(shell.layout('default')).toBeVisible();
  await shell.expectTitle('Home');

  await shell.goto('/workout/0193f6a4-7d1e-7000-8000-000000000001');
  await expect(shell.layout('workout')).toBeVisible();
  await expect(shell.heading()).toBeVisible();

  await shell.goto('/workout/0193f6a4-7d1e-7000-8000-000000000001-v2');
  await expect(shell.layout('workout-fullscreen')).toBeVisible();
});

test('the shell answers app navigations but never /api/: those reach the server, or fail offline', async ({ page, context }) => {
  await page.goto('/user/login');
  await new Pwa(page).waitUntilControlled();

  const shellPage = await page.goto('/user/register');
  expect(shellPage?.fromServiceWorker()).toBe(true);

  const api = await page.goto('/api/v1/health');
  expect(api?.fromServiceWorker()).toBe(false);
  expect(api?.headers()['content-type']).toMatch(/^application\/json/);
  expect(await api?.json()).toMatchObject({ status: 'ok' });

  const missingApi = await page.goto('/api/v1/no-such-thing');
  expect(missingApi?.status()).toBe(404);
  expect(missingApi?.headers()['content-type']).toMatch(/^application\/json/);

  await page.goto('/user/login');
  await context.setOffline(true);
  await expect(page.goto('/api/v1/health')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
});

test('API answers are never cached by the service worker', async ({ page, context }) => {
  await page.goto('/user/login');
  await new Pwa(page).waitUntilControlled();
  expect(await page.evaluate(() => fetch('/api/v1/health').then((response) => response.status))).toBe(200);

  const cachedApiUrls = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return { all: urls.length, api: urls.filter((url) => new URL(url).pathname.startsWith('/api/')) };
  });
  expect(cachedApiUrls.all).toBeGreaterThan(0);
  expect(cachedApiUrls.api).toEqual([]);

  await context.setOffline(true);
  expect(
    await page.evaluate(() =>
      fetch('/api/v1/health').then(
        () => 'answered',
        () => 'failed',
      ),
    ),
  ).toBe('failed');
});
