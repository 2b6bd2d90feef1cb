import { expect, test } from '@playwright/test';
import { FIRST_SCREEN_BUDGETS, forgetInstall, loadFirstScreen, scripts } from './first-screen';
import { DEMO, signIn } from './fixtures';
import { Pwa } from './pages/pwa';
import { SyncApiDevice } from './sync-api';
import { scheduleToday } from './workout-data';

/**
 * The first-screen budgets (docs/performance.md), held on every change: the scripts a first visit
 * downloads before the app starts its deferred work, counted in the production build. `npm run
 * bench` reports the same numbers with Lighthouse's timings beside them.
 */

test('the sign-in page downloads at most 6 scripts and 170 KB gzip before it can sign in, and 170 KB in all', async ({ page }) => {
  const { firstScreen, deferred } = await loadFirstScreen(page, '/user/login', () =>
    page.getByRole('heading', { level: 1, name: 'Login' }).waitFor(),
  );
  const first = scripts(firstScreen);
  const whole = scripts([...firstScreen, ...deferred]);
  test.info().annotations.push({
    type: 'sign-in page',
    description: `${first.files} files, ${first.gzipKb.toFixed(1)} KB; deferred ${scripts(deferred).gzipKb.toFixed(1)} KB: ${scripts(deferred).list}`,
  });
  expect(first.files, first.list).toBeLessThanOrEqual(FIRST_SCREEN_BUDGETS.signIn.files);
  expect(first.gzipKb, first.list).toBeLessThanOrEqual(FIRST_SCREEN_BUDGETS.signIn.gzipKb);
  expect(whole.gzipKb, whole.list).toBeLessThanOrEqual(FIRST_SCREEN_BUDGETS.signInWhole.gzipKb);
});

test('a signed-out visitor of / is sent to the sign-in page before any signed-in screen’s code loads', async ({ page }) => {
  const { firstScreen, deferred } = await loadFirstScreen(page, '/', () =>
    page.getByRole('heading', { level: 1, name: 'Login' }).waitFor(),
  );
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2F$/);
  const first = scripts(firstScreen);
  test.info().annotations.push({ type: '/ signed out', description: `${first.files} files, ${first.gzipKb.toFixed(1)} KB: ${first.list}` });
  expect(first.files, first.list).toBeLessThanOrEqual(FIRST_SCREEN_BUDGETS.signIn.files);
  expect(first.gzipKb, first.list).toBeLessThanOrEqual(FIRST_SCREEN_BUDGETS.signIn.gzipKb);
  // Neither the signed-in layout nor the home page, then or later.
  const fetched = [...firstScreen, ...deferred].map((file) => new URL(file.url).pathname);
  expect(fetched.filter((path) => /\/(DefaultLayout|HomePage)-/.test(path))).toEqual([]);
});

test('a signed-in client’s device opening a workout downloads at most 6 scripts and 220 KB gzip before the player is up', async ({
  browser,
  request,
}) => {
  const coach = await SyncApiDevice.signIn(request, DEMO.coach);
  const { entryId } = await scheduleToday(coach);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  try {
    // A device that signed in and synced, then forgot its service worker and caches (a first visit).
    const synced = await phone.newPage();
    await signIn(synced, DEMO.client);
    await synced.goto(`/workout/${entryId}`);
    await new Pwa(synced).waitUntilControlled();
    await expect(synced.getByRole('button', { name: 'Start workout' })).toBeVisible({ timeout: 30_000 });
    await forgetInstall(synced);
    await synced.close();
    const page = await phone.newPage();
    const { firstScreen } = await loadFirstScreen(page, `/workout/${entryId}`, () =>
      page.getByRole('button', { name: 'Start workout' }).waitFor(),
    );
    const first = scripts(firstScreen);
    test
      .info()
      .annotations.push({ type: '/workout/{id}', description: `${first.files} files, ${first.gzipKb.toFixed(1)} KB: ${first.list}` });
    expect(first.files, first.list).toBeLessThanOrEqual(FIRST_SCREEN_BUDGETS.workout.files);
    expect(first.gzipKb, first.list).toBeLessThanOrEqual(FIRST_SCREEN_BUDGETS.workout.gzipKb);
  } finally {
    await phone.close();
  }
});
