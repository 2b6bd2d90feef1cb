import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { clientPhoneOnEntry, DEMO } from './fixtures';
import { SyncApiDevice } from './sync-api';
import { entryAsCoachSees, scheduleToday } from './workout-data';

async function logCurrentSet(page: Page) {
  await page.getByRole('button', { name: /^Log set/ }).click();
}

test('a client starts today\'s workout from home on a phone with no network, trains it, resumes after the page is killed mid-rest, and the coach sees it', async ({ browser, request }) => {
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
  await page.getByRole('button', { name: 'Start workout' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // Superset: A1 then B1 with no rest between, the rest after the pair.
  await expect(page.getByRole('button', { name: 'Log set A1: 8 × 40 kg' })).toBeVisible();
  await logCurrentSet(page);
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Log set B1/ })).toBeVisible();
  await logCurrentSet(page);
  await expect(page.getByRole('timer')).toBeVisible();
  // The set, the rest and every set's state, as axe sees them.
  expect(await seriousViolations(page)).toEqual([]);

  // The page is killed mid-rest and opened again: the same set, the timer still running.
  const before = await page.getByRole('timer').textContent();
  await page.close();
  const reopened = await phone.newPage();
  await reopened.goto('/');
  await expect(reopened.getByRole('listitem').filter({ hasText: name }).getByRole('button', { name: 'Resume workout' })).toBeVisible();
  await reopened.goto(`/workout/${entryId}-v2`);
  await expect(reopened.locator('[data-layout="workout-fullscreen"]')).toBeVisible();
  await expect(reopened.getByRole('timer')).toBeVisible();
  expect(Number((await reopened.getByRole('timer').textContent())?.replace(':', ''))).toBeLessThanOrEqual(Number(before?.replace(':', '')));
  await expect(reopened.getByRole('button', { name: /^Log set A2/ })).toBeVisible();
  await reopened.getByRole('button', { name: 'Skip rest' }).click();

  for (const label of ['A2', 'B2', 'C1', 'C2']) {
    await expect(reopened.getByRole('button', { name: new RegExp(`^Log set ${label}`) })).toBeVisible();
    await logCurrentSet(reopened);
    const skip = reopened.getByRole('button', { name: 'Skip rest' });
    if (await skip.isVisible()) await skip.click();
  }
  await expect(reopened.getByText('6 of 6 sets done').last()).toBeVisible();
  await reopened.getByRole('button', { name: 'Finish workout' }).click();
  await reopened.getByRole('button', { name: '4', exact: true }).click();
  await reopened.getByLabel('Notes for your coach').fill('Felt strong');
  await reopened.getByRole('button', { name: 'Save and finish' }).click();
  await expect(reopened.getByRole('heading', { name: 'Workout saved' })).toBeVisible();

  // Back online, the phone syncs; the coach's device sees every set and the entry completed.
  await phone.setOffline(false);
  await expect
    .poll(
      async () => {
        const { entry, session, logs } = await entryAsCoachSees(coach, entryId);
        return { finished: Boolean(session?.data?.finished_at), rating: session?.data?.rating, sets: logs.length, status: entry?.data?.status };
      },
      { timeout: 60_000 },
    )
    .toEqual({ finished: true, rating: 4, sets: 6, status: 'completed' });
  await phone.close();
});
