import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { clientPhoneOnEntry, DEMO } from './fixtures';
import { PlayerPage } from './pages/player-page';
import { SyncApiDevice } from './sync-api';
import { entryAsCoachSees, scheduleToday } from './workout-data';

test("a client starts today's workout from home on a phone with no network, trains it, resumes after the page is killed mid-rest, and the coach sees it", async ({
  browser,
  request,
}) => {
  const coach = await SyncApiDevice.signIn(request, DEMO.coach);
  const { entryId, name } = await scheduleToday(coach);

  const { phone, page } = await clientPhoneOnEntry(browser, entryId);

  await phone.setOffline(true);
  // From the home page, with no network: today's workout and its one action.
  await page.goto('/');
  const today = page.getByRole('listitem').filter({ hasText: name });
  await expect(today).toBeVisible();
  // Every control of the header fits: nothing to scroll sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await today.getByRole('button', { name: 'Start workout' }).click();
  await expect(page).toHaveURL(new RegExp(`/workout/${entryId}$`));
  const player = new PlayerPage(page);
  await player.start(name);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // Superset: A1 then B1 with no rest between, the rest after the pair.
  await expect(player.logSetButton('Log set A1: 8 × 40 kg')).toBeVisible();
  await player.logSet();
  await expect(player.timer()).toHaveCount(0);
  await expect(player.logSetButton(/^Log set B1/)).toBeVisible();
  await player.logSet();
  await expect(player.timer()).toBeVisible();
  // The set, the rest and every set's state, as axe sees them.
  expect(await seriousViolations(page)).toEqual([]);

  // The page is killed mid-rest and opened again: the same set, the timer still running.
  const before = await player.timer().textContent();
  await page.close();
  const reopened = await phone.newPage();
  await reopened.goto('/');
  await expect(reopened.getByRole('listitem').filter({ hasText: name }).getByRole('button', { name: 'Resume workout' })).toBeVisible();
  await reopened.goto(`/workout/${entryId}-v2`);
  await expect(reopened.locator('[data-layout="workout-fullscreen"]')).toBeVisible();
  const resumed = new PlayerPage(reopened);
  await expect(resumed.timer()).toBeVisible();
  expect(Number((await resumed.timer().textContent())?.replace(':', ''))).toBeLessThanOrEqual(Number(before?.replace(':', '')));
  await expect(resumed.logSetButton(/^Log set A2/)).toBeVisible();
  await resumed.skipRest();

  for (const label of ['A2', 'B2', 'C1', 'C2']) {
    await expect(resumed.logSetButton(new RegExp(`^Log set ${label}`))).toBeVisible();
    await resumed.logSet();
    await resumed.skipRestIfAny();
  }
  await expect(resumed.progress('6 of 6 sets done')).toBeVisible();
  await resumed.finish({ rating: 4, notes: 'Felt strong' });

  // Back online, the phone syncs; the coach's device sees every set and the entry completed.
  await phone.setOffline(false);
  await expect
    .poll(
      async () => {
        const { entry, session, logs } = await entryAsCoachSees(coach, entryId);
        return {
          finished: Boolean(session?.data?.finished_at),
          rating: session?.data?.rating,
          sets: logs.length,
          status: entry?.data?.status,
        };
      },
      { timeout: 60_000 },
    )
    .toEqual({ finished: true, rating: 4, sets: 6, status: 'completed' });
  await phone.close();
});
