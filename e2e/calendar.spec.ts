import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { seriousViolations } from './axe';
import { DEMO, signIn } from './fixtures';
import { AppShell } from './pages/app-shell';
import { SyncApiDevice } from './sync-api';
import { pickUpByKeyboard } from './keyboard-drag';
import { Finger, touchDrag } from './touch';
import { scheduleToday } from './workout-data';

const riga = () => DateTime.now().setZone('Europe/Riga');
/** The days of this Riga week, Monday first, as calendar entries are dated. */
const week = () => Array.from({ length: 7 }, (_, index) => riga().startOf('week').plus({ days: index }).toISODate() ?? '');

/**
 * Two new clients of the demo coach with a workout on Tuesday of this week for the first, so the
 * test moves only its own entries and the demo accounts stay as the other tests expect them.
 */
async function calendarOfTwo(coach: SyncApiDevice) {
  const stamp = Date.now();
  const [first, second, workout, entry] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const name = `Legs ${stamp}`;
  await coach.push([
    { name: 'clients.put', args: { id: first, name: `Anna ${stamp}` } },
    { name: 'clients.put', args: { id: second, name: `Berta ${stamp}` } },
    { name: 'workouts.put', args: { id: workout, name, blocks: [] } },
    { name: 'calendar-entries.put', args: { id: entry, client_id: first, workout_id: workout, date: week()[1], time: '18:00', status: 'planned' } },
  ]);
  return { first, second, workout, entry, name, anna: `Anna ${stamp}`, berta: `Berta ${stamp}` };
}

/** A date as the drag announcements say it in English: 'Nov 24, 2026'. */
const spoken = (date: string | undefined) => DateTime.fromISO(date ?? '').toFormat('LLL d, yyyy');
const weekOn = (date: string | undefined, weeks: number) => DateTime.fromISO(date ?? '').plus({ weeks }).toISODate() ?? '';

const day = (page: Page, date: string | undefined, clientId?: string) => page.locator(clientId ? `[data-day="${date}"][data-client="${clientId}"]` : `[data-day="${date}"]`);

test.describe('the calendar on a tablet', () => {
  // A test that switches the demo coach to Latvian must not leave the next ones in it, whatever happened.
  test.afterEach(async ({ request }) => {
    await (await SyncApiDevice.signIn(request, DEMO.coach)).setPreferredLanguage('en-US');
  });

  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('a coach drags an entry to another day by touch and by keyboard, undoes, schedules for two weeks and copies a week', async ({ page, request }) => {
    // Four tasks in one visit, each waiting for the server: longer than one task's default.
    test.setTimeout(150_000);
    const coach = await SyncApiDevice.signIn(request, DEMO.coach);
    const plan = await calendarOfTwo(coach);
    const [, tuesday, wednesday, thursday] = week();
    await signIn(page, DEMO.coach);
    await page.goto(`/calendar?view=week&date=${tuesday}&clients=${plan.first}`);
    const entry = page.getByRole('button', { name: new RegExp(plan.name) });
    await expect(day(page, tuesday).getByRole('button', { name: new RegExp(plan.name) })).toBeVisible();

    await touchDrag(page, entry, day(page, thursday));
    await expect(day(page, thursday).getByRole('button', { name: new RegExp(plan.name) })).toBeVisible();
    await expect(page.getByText('The entry was moved.').last()).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).last().click();
    await expect(day(page, tuesday).getByRole('button', { name: new RegExp(plan.name) })).toBeVisible();

    // The keyboard: Space picks the entry up, an arrow moves it a day, Space drops it.
    // Each step is announced; a person hears one before the next key, as the test waits for it.
    const announced = (text: RegExp) => expect(page.getByRole('status').filter({ hasText: text })).toHaveCount(1);
    await entry.focus();
    await pickUpByKeyboard(page);
    await announced(new RegExp(`is over ${spoken(tuesday)}\\.$`));
    await page.keyboard.press('ArrowRight');
    await announced(new RegExp(`is over ${spoken(wednesday)}\\.$`));
    await page.keyboard.press('Space');
    await announced(new RegExp(`moved to ${spoken(wednesday)}\\.$`));
    // The keyboard stays on the entry in its new day.
    await expect(day(page, wednesday).getByRole('button', { name: new RegExp(plan.name) })).toBeFocused();
    await expect.poll(async () => (await coach.pullAll()).find((change) => change.id === plan.entry)?.data?.date).toBe(wednesday);

    // Scheduled for two weeks in a row, from the day's own button.
    await day(page, thursday).getByRole('button', { name: /^Schedule on/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule a workout' });
    const workout = dialog.getByRole('combobox', { name: 'Workout' });
    await workout.click();
    await workout.pressSequentially(plan.name);
    await page.getByRole('option', { name: plan.name }).click();
    await dialog.getByLabel('Weeks in a row').fill('2');
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(page.getByText('2 entries were scheduled.').last()).toBeVisible();
    await expect(day(page, thursday).getByRole('button', { name: new RegExp(plan.name) })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('coach-week-tablet.png') });

    // Copy this week and paste it onto the next one: next week now has its scheduled entry and the copies.
    await page.getByRole('button', { name: 'Copy week' }).click();
    await page.getByRole('button', { name: 'Next week' }).click();
    await page.getByRole('button', { name: /^Paste week/ }).click();
    await expect(page.getByText('Pasted.').last()).toBeVisible();
    const nextWeek = DateTime.fromISO(wednesday ?? '').plus({ days: 7 }).toISODate() ?? '';
    await expect(day(page, nextWeek).getByRole('button', { name: new RegExp(plan.name) })).toHaveCount(1);
    const nextThursday = DateTime.fromISO(thursday ?? '').plus({ days: 7 }).toISODate() ?? '';
    const nextFriday = DateTime.fromISO(thursday ?? '').plus({ days: 8 }).toISODate() ?? '';
    await expect(day(page, nextThursday).getByRole('button', { name: new RegExp(plan.name) })).toHaveCount(2);

    // Several at once: both of next Thursday's entries chosen, one dragged a day on brings the other; then deleted together, and back with Undo.
    await page.getByRole('button', { name: 'Select several' }).click();
    const thursdays = day(page, nextThursday).getByRole('button', { name: new RegExp(plan.name) });
    await thursdays.nth(0).click();
    await thursdays.nth(1).click();
    await expect(page.getByText('2 selected.', { exact: false }).last()).toBeVisible();
    await thursdays.nth(0).focus();
    await pickUpByKeyboard(page);
    await announced(/is over .*\.$/);
    await page.keyboard.press('ArrowRight');
    await announced(new RegExp(`is over ${spoken(nextFriday)}\\.$`));
    await page.keyboard.press('Space');
    await expect(page.getByText('2 entries were moved.').last()).toBeVisible();
    const fridays = day(page, nextFriday).getByRole('button', { name: new RegExp(plan.name) });
    await expect(fridays).toHaveCount(2);
    await page.getByRole('button', { name: 'Delete selected' }).click();
    await page.getByRole('dialog', { name: 'Delete 2 entries?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('2 entries were deleted.').last()).toBeVisible();
    await expect(fridays).toHaveCount(0);
    await page.getByRole('button', { name: 'Undo' }).last().click();
    await expect(fridays).toHaveCount(2);
    await page.getByRole('button', { name: 'Done selecting' }).click();

    // The coach's language is put back after the test (afterEach), also when it fails.
    await new AppShell(page).languageSelect().selectOption('lv-LV');
    await expect(page.getByRole('heading', { name: 'Kalendārs', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nākamā nedēļa' })).toBeVisible();
    await expect(page.getByText('Ieplānots').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('coach-week-tablet-lv.png') });
  });

  test("a coach drags an entry into next week by resting on the week's edge, and back by keyboard", async ({ page, request }) => {
    const coach = await SyncApiDevice.signIn(request, DEMO.coach);
    const plan = await calendarOfTwo(coach);
    const [, tuesday, wednesday] = week();
    await signIn(page, DEMO.coach);
    await page.goto(`/calendar?view=week&date=${tuesday}&clients=${plan.first}`);
    const entryOn = (date: string | undefined) => day(page, date).getByRole('button', { name: new RegExp(plan.name) });
    await expect(entryOn(tuesday)).toBeVisible();

    // A finger picks the entry up and rests on the screen's right edge: the calendar turns to next
    // week with the entry still held, and it is put on next Wednesday.
    const finger = await Finger.pressAndHold(page, entryOn(tuesday));
    await finger.moveTo(page.locator('[data-week-edge="1"]'));
    await expect(day(page, weekOn(wednesday, 1))).toBeVisible();
    // Off the edge at once: resting on it longer turns another week (a screenshot here could).
    await finger.moveTo(day(page, weekOn(wednesday, 1)));
    await page.screenshot({ path: test.info().outputPath('coach-week-edge.png') });
    await finger.lift();
    await expect(entryOn(weekOn(wednesday, 1))).toBeVisible();
    await expect(page.getByText('The entry was moved.').last()).toBeVisible();
    // The edges are out of sight once the entry is down.
    for (const edge of await page.locator('[data-week-edge]').all()) await expect(edge).toBeHidden();

    // The keyboard reaches the left edge past Monday; dropped there, the entry keeps its weekday in
    // the week before the one shown, the calendar turns to it, and the keyboard stays on the entry.
    const announced = (text: RegExp) => expect(page.getByRole('status').filter({ hasText: text })).toHaveCount(1);
    await entryOn(weekOn(wednesday, 1)).focus();
    await pickUpByKeyboard(page);
    await announced(new RegExp(`is over ${spoken(weekOn(wednesday, 1))}\\.$`));
    for (const date of [weekOn(tuesday, 1), weekOn(week()[0], 1)]) {
      await page.keyboard.press('ArrowLeft');
      await announced(new RegExp(`is over ${spoken(date)}\\.$`));
    }
    await page.keyboard.press('ArrowLeft');
    await announced(/is over the same day last week\.$/);
    await page.keyboard.press('Space');
    await expect(entryOn(wednesday)).toBeFocused();
    await expect.poll(async () => (await coach.pullAll()).find((change) => change.id === plan.entry)?.data?.date).toBe(wednesday);
  });

  test('a coach moves an entry to another client row by touch while offline, and it reaches the server once online', async ({ page, request, context }) => {
    const coach = await SyncApiDevice.signIn(request, DEMO.coach);
    const plan = await calendarOfTwo(coach);
    const tuesday = week()[1];
    await signIn(page, DEMO.coach);
    await page.goto(`/calendar?view=clients&date=${tuesday}&clients=${plan.first},${plan.second}`);
    const entry = day(page, tuesday, plan.first).getByRole('button', { name: new RegExp(plan.name) });
    await expect(entry).toBeVisible();

    await context.setOffline(true);
    await touchDrag(page, entry, day(page, tuesday, plan.second));
    await expect(day(page, tuesday, plan.second).getByRole('button', { name: new RegExp(plan.name) })).toBeVisible();
    await expect(day(page, tuesday, plan.first).getByRole('button', { name: new RegExp(plan.name) })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('coach-rows-offline.png') });
    await context.setOffline(false);
    await expect.poll(async () => (await coach.pullAll()).find((change) => change.id === plan.entry)?.data?.client_id, { timeout: 30_000 }).toBe(plan.second);

    // Berta's Tuesday copied onto Anna's Wednesday: a copy for Anna, Berta's entry stays.
    const wednesday = week()[2];
    await day(page, tuesday, plan.second).getByRole('button', { name: /^Copy / }).tap();
    await day(page, wednesday, plan.first).getByRole('button', { name: /^Paste on / }).tap();
    await expect(day(page, wednesday, plan.first).getByRole('button', { name: new RegExp(plan.name) })).toBeVisible();
    await expect(day(page, tuesday, plan.second).getByRole('button', { name: new RegExp(plan.name) })).toBeVisible();
  });
});

test.describe('the calendar on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a client sees their week as a list and starts today's workout from it", async ({ page, request }) => {
    const coach = await SyncApiDevice.signIn(request, DEMO.coach);
    const workout = await scheduleToday(coach);
    await signIn(page, DEMO.client);
    await page.goto('/calendar');
    const entry = page.getByRole('button', { name: new RegExp(workout.name) });
    await expect(entry).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('client-list-phone.png'), fullPage: true });

    // Subscribing from the phone's calendar app: the address answers iCalendar with this entry.
    await page.getByRole('button', { name: 'Subscribe' }).tap();
    const feed = page.getByRole('dialog', { name: 'Subscribe from your calendar app' });
    await feed.getByRole('button', { name: 'Make my address' }).tap();
    const address = await feed.getByRole('textbox', { name: 'Your private address' }).inputValue();
    const calendar = await request.get(new URL(address).pathname);
    expect(calendar.status()).toBe(200);
    expect(await calendar.text()).toContain(`SUMMARY:${workout.name}`);
    await feed.getByRole('button', { name: 'Close' }).tap();

    await entry.tap();
    const dialog = page.getByRole('dialog', { name: workout.name });
    await expect(dialog.getByRole('button', { name: 'Skip workout' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Start workout' }).tap();
    await expect(page).toHaveURL(new RegExp(`/workout/${workout.entryId}$`));
  });
});
