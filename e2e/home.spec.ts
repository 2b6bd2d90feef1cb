import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { today } from '../core/dates';
import { seriousViolations } from './axe';
import { DEMO, signIn, signInNewUser } from './fixtures';
import { SyncApiDevice } from './sync-api';

// The first minutes happen on a phone.
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

test('a new coach sees what to do first, trains too (the step leaves the list), and trains a workout planned for themselves', async ({
  page,
}) => {
  const email = await signInNewUser(page, 'newcoach');
  await page.goto('/');
  const steps = page.getByRole('region', { name: 'Getting started' });
  await expect(steps.getByRole('listitem')).toHaveCount(3);
  await expect(steps).toContainText('Add your first client');
  await expect(steps).toContainText('Try a plan from the library');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('coach-first-minutes-phone.png'), fullPage: true });

  await steps.getByRole('button', { name: 'Go to clients' }).tap();
  await page.getByRole('button', { name: 'I train too' }).tap();
  await expect(page.getByText('This is you: what you plan here is your own training').last()).toBeVisible({ timeout: 20_000 });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Getting started' }).getByRole('listitem')).toHaveCount(2);
  await page.goto('/clients');
  await expect(page.getByRole('button', { name: 'I train too' })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: 'You' })).toHaveCount(1);

  // A workout on their own calendar (written from another device of theirs), trained from home.
  const self = await SyncApiDevice.signIn(page.request, email, 'a good passphrase');
  const records = await self.pullAll();
  const own = records.find((change) => change.entity === 'clients' && change.data?.email === email);
  const workout = records.find((change) => change.entity === 'workouts' && change.data?.name === 'Beginner full body A');
  if (!own || !workout) throw new Error('no own client record or library workout');
  await self.push([{ name: 'calendar-entries.put', args: { id: randomUUID(), client_id: own.id, workout_id: workout.id, date: today() } }]);
  await page.goto('/');
  const todays = page.getByRole('listitem').filter({ hasText: 'Beginner full body A' });
  await todays.getByRole('button', { name: 'Start workout' }).tap({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Start workout' }).tap();
  await expect(page.getByRole('button', { name: /^Log set 1 of 3/ })).toBeVisible();
});

test('a new coach’s first minutes read in Latvian', async ({ page }) => {
  await signInNewUser(page, 'jaunstreneris');
  await page.goto('/');
  // A page still starting writes the language it detected to this cookie: change it once the page shows.
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'lv-LV', url: new URL(page.url()).origin }]);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Kā sākt' })).toContainText('Pievienojiet pirmo klientu');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: test.info().outputPath('coach-first-minutes-phone-lv.png'), fullPage: true });
});

test('a client sees today’s or their next workout with Start', async ({ page }) => {
  await signIn(page, DEMO.client);
  await page.goto('/');
  const start = page.getByRole('button', { name: /^(Start|Resume) workout$/ }).first();
  await expect(start).toBeVisible({ timeout: 20_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('client-home-phone.png'), fullPage: true });
});

test('an administrator sees what the installation holds, with links', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/');
  const counts = page.getByRole('region', { name: 'This installation' });
  await expect(counts.getByRole('link', { name: 'Users' })).toBeVisible();
  await expect(counts.getByRole('listitem').filter({ hasText: 'Users' })).not.toContainText('—');
  await expect(counts.getByRole('listitem').filter({ hasText: 'Library exercises' })).toContainText(/\d{3}/, { timeout: 20_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('admin-home-phone.png'), fullPage: true });
});
