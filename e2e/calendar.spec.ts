import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { DateTime } from 'luxon';
import { seriousViolations } from './axe';
import { DEMO, signIn } from './fixtures';
import { AppShell } from './pages/app-shell';
import { CalendarPage } from './pages/calendar-page';
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
    {
      name: 'calendar-entries.put',
      args: { id: entry, client_id: first, workout_id: workout, date: week()[1], time: '18:00', status: 'planned' },
    },
  ]);
  return { first, second, workout, entry, name, anna: `Anna ${stamp}`, berta: `Berta ${stamp}` };
}

/** A date as the drag announcements say it in English: 'Nov 24, 2026'. */
const spoken = (date: string | undefined) => DateTime.fromISO(date ?? '').toFormat('LLL d, yyyy');
const weekOn = (date: string | undefined, weeks: number) =>
  DateTime.fromISO(date ?? '')
    .plus({ weeks })
    .toISODate() ?? '';

test.describe('the calendar on a tablet', () => {
  // A test that switches the demo coach to Latvian must not leave the next ones in it, whatever happened.
  test.afterEach(async ({ request }) => {
    await (await SyncApiDevice.signIn(request, DEMO.coach)).setPreferredLanguage('en-US');
  });

  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('a coach drags an entry to another day by touch and by keyboard, undoes, schedules for two weeks and copies a week', async ({
    page,
    request,
  }) => {
    // Four tasks in one visit, each waiting for the server: longer than one task's default.
    test.setTimeout(150_000);
    const coach = await SyncApiDevice.signIn(request, DEMO.coach);
    const plan = await calendarOfTwo(coach);
    const [, tuesday, wednesday, thursday] = week();
    await signIn(page, DEMO.coach);
    const calendar = new CalendarPage(page);
    await calendar.goto('week', tuesday, [plan.first]);
    const entry = calendar.entries(plan.name);
    await expect(calendar.entries(plan.name, tuesday)).toBeVisible();

    await touchDrag(page, entry, calendar.day(thursday));
    await expect(calendar.entries(plan.name, thursday)).toBeVisible();
    await expect(calendar.notice('The entry was moved.')).toBeVisible();
    await calendar.undo();
    await expect(calendar.entries(plan.name, tuesday)).toBeVisible();

    // The keyboard: Space picks the entry up, an arrow moves it a day, Space drops it.
    // Each step is announced; a person hears one before the next key, as the test waits for it.
    await entry.focus();
    await pickUpByKeyboard(page);
    await calendar.announced(new RegExp(`is over ${spoken(tuesday)}\\.$`));
    await page.keyboard.press('ArrowRight');
    await calendar.announced(new RegExp(`is over ${spoken(wednesday)}\\.$`));
    await page.keyboard.press('Space');
    await calendar.announced(new RegExp(`moved to ${spoken(wednesday)}\\.$`));
    // The keyboard stays on the entry in its new day.
    await expect(calendar.entries(plan.name, wednesday)).toBeFocused();
    // The tablet's first download may still run, under load for a while: the push waits for it (sync/SPEC.md E2).
    await expect
      .poll(async () => (await coach.pullAll()).find((change) => change.id === plan.entry)?.data?.date, { timeout: 60_000 })
      .toBe(wednesday);

    // Scheduled for two weeks in a row, from the day's own button.
    await calendar.scheduleOn(thursday, plan.name, { weeks: 2 });
    await expect(calendar.notice('2 entries were scheduled.')).toBeVisible();
    await expect(calendar.entries(plan.name, thursday)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('coach-week-tablet.png') });

    // Copy this week and paste it onto the next one: next week now has its scheduled entry and the copies.
    await calendar.copyWeek();
    await calendar.nextWeek();
    await calendar.pasteWeek();
    await expect(calendar.notice('Pasted.')).toBeVisible();
    const nextWeek = weekOn(wednesday, 1);
    await expect(calendar.entries(plan.name, nextWeek)).toHaveCount(1);
    const nextThursday = weekOn(thursday, 1);
    const nextFriday =
      DateTime.fromISO(thursday ?? '')
        .plus({ days: 8 })
        .toISODate() ?? '';
    await expect(calendar.entries(plan.name, nextThursday)).toHaveCount(2);

    // Several at once: both of next Thursday's entries chosen, one dragged a day on brings the other; then deleted together, and back with Undo.
    await calendar.selectSeveral();
    const thursdays = calendar.entries(plan.name, nextThursday);
    await thursdays.nth(0).click();
    await thursdays.nth(1).click();
    await expect(calendar.notice('2 selected.')).toBeVisible();
    await thursdays.nth(0).focus();
    await pickUpByKeyboard(page);
    await calendar.announced(/is over .*\.$/);
    await page.keyboard.press('ArrowRight');
    await calendar.announced(new RegExp(`is over ${spoken(nextFriday)}\\.$`));
    await page.keyboard.press('Space');
    await expect(calendar.notice('2 entries were moved.')).toBeVisible();
    const fridays = calendar.entries(plan.name, nextFriday);
    await expect(fridays).toHaveCount(2);
    await calendar.deleteSelected(2);
    await expect(calendar.notice('2 entries were deleted.')).toBeVisible();
    await expect(fridays).toHaveCount(0);
    await calendar.undo();
    await expect(fridays).toHaveCount(2);
    await calendar.doneSelecting();

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
    const calendar = new CalendarPage(page);
    await calendar.goto('week', tuesday, [plan.first]);
    const entryOn = (date: string | undefined) => calendar.entries(plan.name, date);
    await expect(entryOn(tuesday)).toBeVisible();

    // A finger picks the entry up and rests on the screen's right edge: the calendar turns to next
    // week with the entry still held, and it is put on next Wednesday.
    const finger = await Finger.pressAndHold(page, entryOn(tuesday));
    await finger.moveTo(calendar.weekEdge(1));
    await expect(calendar.day(weekOn(wednesday, 1))).toBeVisible();
    // Off the edge at once: resting on it longer turns another week (a screenshot here could).
    await finger.moveTo(calendar.day(weekOn(wednesday, 1)));
    await page.screenshot({ path: test.info().outputPath('coach-week-edge.png') });
    await finger.lift();
    await expect(entryOn(weekOn(wednesday, 1))).toBeVisible();
    await expect(calendar.notice('The entry was moved.')).toBeVisible();
    // The edges are out of sight once the entry is down.
    for (const edge of await calendar.weekEdges().all()) await expect(edge).toBeHidden();

    // The keyboard reaches the left edge past Monday; dropped there, the entry keeps its weekday in
    // the week before the one shown, the calendar turns to it, and the keyboard stays on the entry.
    await entryOn(weekOn(wednesday, 1)).focus();
    await pickUpByKeyboard(page);
    await calendar.announced(new RegExp(`is over ${spoken(weekOn(wednesday, 1))}\\.$`));
    for (const date of [weekOn(tuesday, 1), weekOn(week()[0], 1)]) {
      await page.keyboard.press('ArrowLeft');
      await calendar.announced(new RegExp(`is over ${spoken(date)}\\.$`));
    }
    await page.keyboard.press('ArrowLeft');
    await calendar.announced(/is over the same day last week\.$/);
    await page.keyboard.press('Space');
    await expect(entryOn(wednesday)).toBeFocused();
    // The tablet's first download may still run, under load for a while: the push waits for it (sync/SPEC.md E2).
    await expect
      .poll(async () => (await coach.pullAll()).find((change) => change.id === plan.entry)?.data?.date, { timeout: 60_000 })
      .toBe(wednesday);
  });

  test('a coach moves an entry to another client row by touch while offline, and it reaches the server once online', async ({
    page,
    request,
    context,
  }) => {
    const coach = await SyncApiDevice.signIn(request, DEMO.coach);
    const plan = await calendarOfTwo(coach);
    const tuesday = week()[1];
    await signIn(page, DEMO.coach);
    const calendar = new CalendarPage(page);
    await calendar.goto('clients', tuesday, [plan.first, plan.second]);
    const entry = calendar.entries(plan.name, tuesday, plan.first);
    await expect(entry).toBeVisible();

    await context.setOffline(true);
    await touchDrag(page, entry, calendar.day(tuesday, plan.second));
    await expect(calendar.entries(plan.name, tuesday, plan.second)).toBeVisible();
    await expect(calendar.entries(plan.name, tuesday, plan.first)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('coach-rows-offline.png') });
    await context.setOffline(false);
    await expect
      .poll(async () => (await coach.pullAll()).find((change) => change.id === plan.entry)?.data?.client_id, { timeout: 30_000 })
      .toBe(plan.second);

    // Berta's Tuesday copied onto Anna's Wednesday: a copy for Anna, Berta's entry stays.
    const wednesday = week()[2];
    await calendar.copyDayTo({ date: tuesday, clientId: plan.second }, { date: wednesday, clientId: plan.first });
    await expect(calendar.entries(plan.name, wednesday, plan.first)).toBeVisible();
    await expect(calendar.entries(plan.name, tuesday, plan.second)).toBeVisible();
  });
});

test.describe('the calendar on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a client sees their week as a list and starts today's workout from it", async ({ page, request }) => {
    const coach = await SyncApiDevice.signIn(request, DEMO.coach);
    const workout = await scheduleToday(coach);
    await signIn(page, DEMO.client);
    await page.goto('/calendar');
    const entry = new CalendarPage(page).entries(workout.name);
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
