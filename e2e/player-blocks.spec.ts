import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { DEMO, signIn } from './fixtures';
import { AppShell } from './pages/app-shell';
import { PlayerPage } from './pages/player-page';
import { Pwa } from './pages/pwa';
import { SyncApiDevice } from './sync-api';
import { block, blockItem, entryAsCoachSees, scheduleWorkoutToday } from './workout-data';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const TABLET = { viewport: { width: 1024, height: 768 }, hasTouch: true };

test('intervals run by the clock on a phone, also while the app is closed; one more set after the last one; the coach sees every set', async ({
  browser,
  request,
}) => {
  const coach = await SyncApiDevice.signIn(request, DEMO.coach);
  const { entryId, name } = await scheduleWorkoutToday(coach, `Intervals ${Date.now()}`, ([a, b, c]) => [
    block('straight', [blockItem(a, [{ reps: 5, load_kg: 20, rest_seconds: 60 }])]),
    block('interval', [blockItem(b, [{}]), blockItem(c, [{}])], { rounds: 2, work_seconds: 30, rest_seconds: 15 }),
  ]);

  const phone = await browser.newContext(PHONE);
  // The page's clock, moved forward by the test instead of waiting: it runs at normal speed otherwise.
  await phone.clock.install();
  const page = await phone.newPage();
  await signIn(page, DEMO.client);
  await page.goto(`/workout/${entryId}`);
  await new Pwa(page).waitUntilControlled();
  await expect(page.getByRole('button', { name: 'Start workout' })).toBeVisible({ timeout: 30_000 });
  await phone.setOffline(true);
  const player = new PlayerPage(page);
  await player.start(name);

  // The prescription has one set; the client does one more.
  // Straight sets are counted, not lettered: the letters are for supersets and circuits.
  await player.logSet('Log set 1 of 1: 5 × 20 kg');
  await page.getByRole('button', { name: /^One more set of / }).click();
  await expect(page.getByText('Set 2, extra', { exact: true }).last()).toBeVisible();
  await player.logSet('Log set 2: 5 × 20 kg');
  await player.skipRest();

  // B1 works for 30 s; its end logs it and starts the rest, whose end starts C1, with no tap.
  await page.getByRole('button', { name: 'Start B1: 0:30 of work' }).click();
  await expect(player.timer('Work time left')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.clock.fastForward('00:31');
  await expect(page.getByRole('listitem').filter({ hasText: /^B1 .* — 30 s/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rest' }).getByRole('timer')).toBeVisible();
  await page.clock.fastForward('00:16');
  await expect(player.logSetButton('Log set C1: done')).toBeVisible();
  // Done early: logged with the seconds worked; skipping the rest starts B2 at once.
  await page.clock.fastForward('00:10');
  await player.logSet('Log set C1: done');
  await player.skipRest();
  await expect(player.logSetButton('Log set B2: done')).toBeVisible();

  // The app is closed during B2 and opened a minute later: B2 ended, its rest too, C2 is running.
  await page.close();
  const reopened = await phone.newPage();
  await reopened.clock.fastForward('01:00');
  await reopened.goto(`/workout/${entryId}-v2`);
  const resumed = new PlayerPage(reopened);
  await expect(resumed.logSetButton('Log set C2: done')).toBeVisible();
  await expect(reopened.getByRole('listitem').filter({ hasText: /^B2 .* — 30 s/ })).toBeVisible();
  await resumed.logSet('Log set C2: done');
  await expect(resumed.progress('6 of 6 sets done')).toBeVisible();
  await resumed.finish();

  await phone.setOffline(false);
  await expect
    .poll(
      async () => {
        const { entry, logs } = await entryAsCoachSees(coach, entryId);
        // The straight set and the extra one; B1 and B2 worked their full 30 s; C1 and C2 ended early by the client.
        return { sets: logs.length, full: logs.filter((log) => log.data?.duration_seconds === 30).length, status: entry?.data?.status };
      },
      { timeout: 60_000 },
    )
    .toEqual({ sets: 6, full: 2, status: 'completed' });
  await phone.close();
});

test('in Latvian on a tablet: a workout already started on another device is continued here, and a client skips another with a reason', async ({
  browser,
  request,
}) => {
  const coach = await SyncApiDevice.signIn(request, DEMO.coach);
  const started = await scheduleWorkoutToday(coach, `Otrā ierīce ${Date.now()}`, ([a]) => [
    block('straight', [
      blockItem(a, [
        { reps: 8, load_kg: 30 },
        { reps: 8, load_kg: 30 },
      ]),
    ]),
  ]);
  const skipped = await scheduleWorkoutToday(coach, `Izlaižamais ${Date.now()}`, ([, b]) => [
    block('straight', [blockItem(b, [{ reps: 10 }])]),
  ]);
  // The client's phone started the first one and logged a set.
  const otherPhone = await SyncApiDevice.signIn(request, DEMO.client);
  const sessionId = crypto.randomUUID();
  await otherPhone.push([
    {
      name: 'workout-sessions.put',
      args: {
        id: sessionId,
        client_id: started.clientId,
        calendar_entry_id: started.entryId,
        workout_id: null,
        prescription: { name: started.name, blocks: started.blocks },
        started_at: new Date().toISOString(),
      },
    },
  ]);

  const tablet = await browser.newContext(TABLET);
  try {
    const page = await tablet.newPage();
    await signIn(page, DEMO.client);
    await page.goto('/');
    const chosen = page.waitForResponse((response) => response.url().endsWith('/api/v1/profile') && response.request().method() === 'PUT');
    await new AppShell(page).languageSelect().selectOption('lv-LV');
    await expect(page).toHaveTitle('Sākums · Treneris');
    expect((await chosen).ok()).toBe(true);
    await page.goto(`/workout/${started.entryId}`);
    await expect(page.getByRole('heading', { name: 'Šis treniņš jau notiek' })).toBeVisible({ timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Turpināt šeit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: started.name })).toBeVisible();

    await page.goto(`/workout/${skipped.entryId}`);
    await page.getByRole('button', { name: 'Šo treniņu nevaru izpildīt' }).click();
    await page.getByLabel(/^Kāpēc izlaižat\?/).fill('Saaukstējos');
    await page.getByRole('button', { name: 'Izlaist šo treniņu' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect
      .poll(async () => (await coach.pullAll()).find((change) => change.id === skipped.entryId)?.data, { timeout: 60_000 })
      .toMatchObject({ status: 'skipped', notes: 'Saaukstējos' });
  } finally {
    // The language chosen above was saved to the demo client's profile; later tests expect English, whatever happened here.
    await otherPhone.setPreferredLanguage('en-US');
    await tablet.close();
  }
});
