import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { seriousViolations } from './axe';
import { DEMO, signIn } from './fixtures';
import { DEVICES } from './devices';
import { CalendarPage } from './pages/calendar-page';
import { chooseWorkout } from './pages/workout-choice';
import { Pwa } from './pages/pwa';
import { expectInReach } from './reach';
import { expectNoSidewaysScroll, touchDrag } from './touch';
import { SyncApiDevice } from './sync-api';
import { today } from './workout-data';

/*
 * A group session (sync/SPEC.md A7): on a 1024 px touch tablet with no network, the coach makes
 * three clients' workouts at the same hour one group from the calendar, trains them through a
 * superset with each client's own loads, loses the app once and resumes, finishes, and goes online;
 * each client's history has their own session, run by the coach. On a phone the same group is one
 * client at a time, in Latvian.
 */

const SUPERSET = 'Supersets: upper and lower body';
const MARTA = 'Marta Kliente';

interface Blocks {
  items: { sets: { load_kg: number | null }[] }[];
}

/** The demo superset with the first exercise's load set to `kg`: each client's own week. */
function withLoad(blocks: Blocks[], kg: number): Blocks[] {
  return blocks.map((block, index) =>
    index === 0
      ? {
          ...block,
          items: block.items.map((item, at) => (at === 0 ? { ...item, sets: item.sets.map((set) => ({ ...set, load_kg: kg })) } : item)),
        }
      : block,
  );
}

/** Three clients (the demo client and two new ones) with the superset at the same hour today, each at their own load. */
async function classOfThree(coach: SyncApiDevice) {
  const records = await coach.pullAll();
  const marta = records.find((change) => change.entity === 'clients' && change.data?.email === DEMO.client);
  const workout = records.find((change) => change.entity === 'workouts' && change.data?.name === SUPERSET);
  if (!marta || !workout) throw new Error('the demo client or the demo superset workout is missing');
  const stamp = randomUUID().slice(0, 6);
  const name = `Group class ${stamp}`;
  const workoutId = randomUUID();
  const blocks = workout.data?.blocks as Blocks[];
  const people = [
    { id: marta.id, name: MARTA, kg: 10 },
    { id: randomUUID(), name: `Ilze ${stamp}`, kg: 20 },
    { id: randomUUID(), name: `Otto ${stamp}`, kg: 30 },
  ];
  const entries = people.map((person) => ({ ...person, entryId: randomUUID() }));
  await coach.push([
    ...people.slice(1).map((person) => ({ name: 'clients.put', args: { id: person.id, name: person.name } })),
    { name: 'workouts.put', args: { id: workoutId, name, blocks } },
    ...entries.map((entry) => ({
      name: 'calendar-entries.put',
      args: {
        id: entry.entryId,
        client_id: entry.id,
        workout_id: workoutId,
        date: today(),
        time: '06:00',
        status: 'planned',
        prescription: withLoad(blocks, entry.kg),
      },
    })),
  ]);
  return { name, entries };
}

/** Takes the clients a test made, and their entries, off the demo coach's calendar and list again, so later tests meet the demo as documented. */
async function cleanUp(coach: SyncApiDevice, clientIds: readonly string[], entryIds: readonly string[] = []) {
  const entries = (await coach.pullAll()).filter(
    (change) =>
      change.entity === 'calendar-entries' && (clientIds.includes(String(change.data?.client_id)) || entryIds.includes(change.id)),
  );
  await coach.push([
    ...entries.map((entry) => ({ name: 'calendar-entries.delete', args: { id: entry.id } })),
    ...clientIds.map((id) => ({ name: 'clients.delete', args: { id } })),
  ]);
}

async function synced(page: Page) {
  await expect(page.getByRole('button', { name: /^(Sync|Sinhronizācija): / })).toHaveAccessibleName(
    /(All changes synced|Visas izmaiņas sinhronizētas)$/,
    { timeout: 90_000 },
  );
}

test('a coach on a 1024 px tablet with no network trains three clients as a group, each at their own load, and resumes after the app is killed', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const coach = await SyncApiDevice.signIn(request, DEMO.coach);
  const { name, entries } = await classOfThree(coach);
  const tablet = await browser.newContext({ ...DEVICES.tablet, locale: 'en-US' });
  try {
    let page = await tablet.newPage();
    await signIn(page, DEMO.coach);
    await page.goto(`/calendar?view=week&date=${today()}`);
    await new Pwa(page).waitUntilControlled();
    await synced(page);
    await tablet.setOffline(true);

    // One block on the calendar once they are a group; first, three entries at 06:00.
    await page
      .getByRole('button', { name: new RegExp(name) })
      .first()
      .tap();
    await page.getByRole('button', { name: 'Train as a group (3 clients)' }).tap();
    await expect(page).toHaveURL(/\/group\/[0-9a-f-]+$/);
    const groupPath = new URL(page.url()).pathname;
    const column = (person: (typeof entries)[number]) => page.getByRole('region', { name: person.name });
    for (const person of entries) await expect(column(person).getByText('Not started yet')).toBeVisible();
    await page.getByRole('button', { name: 'Start the group (3 clients)' }).tap();

    // Each column asks for its own client's load.
    for (const person of entries)
      await expect(column(person).getByRole('button', { name: new RegExp(`^Log set A1: 10 × ${person.kg} kg$`) })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('group-1024.png') });
    expect(await seriousViolations(page)).toEqual([]);

    // Logging for one moves nobody else.
    const [marta, ilze, otto] = entries as [(typeof entries)[number], (typeof entries)[number], (typeof entries)[number]];
    await column(ilze)
      .getByRole('button', { name: /^Log set/ })
      .tap();
    await expect(column(ilze).getByText(/^1 of \d+ sets done$/)).toBeVisible();
    await expect(column(marta).getByText(/^0 of \d+ sets done$/)).toBeVisible();
    // A superset goes on to its second exercise without a rest, for Ilze alone.
    await expect(column(ilze).getByRole('button', { name: /^Log set B1/ })).toBeVisible();
    await expect(column(otto).getByRole('button', { name: /^Log set A1/ })).toBeVisible();
    await column(otto)
      .getByRole('button', { name: /^Log set/ })
      .tap();
    await expect(column(otto).getByText(/^1 of \d+ sets done$/)).toBeVisible();

    // The app is killed and opened again, offline: every client is where they were.
    await page.close();
    page = await tablet.newPage();
    await page.goto(groupPath);
    await expect(column(ilze).getByText(/^1 of \d+ sets done$/)).toBeVisible({ timeout: 30_000 });
    await expect(column(otto).getByText(/^1 of \d+ sets done$/)).toBeVisible();
    await expect(column(marta).getByText(/^0 of \d+ sets done$/)).toBeVisible();
    await column(marta)
      .getByRole('button', { name: /^Log set A1: 10 × 10 kg$/ })
      .tap();
    await expect(column(marta).getByText(/^1 of \d+ sets done$/)).toBeVisible();
    for (const person of entries) await column(person).getByRole('button', { name: 'Finish for this client' }).tap();
    for (const person of entries) await expect(column(person).getByText('Finished.')).toBeVisible();

    await tablet.setOffline(false);
    await synced(page);
    const all = await coach.pullAll();
    for (const person of entries) {
      const session = all.find((change) => change.entity === 'workout-sessions' && change.data?.calendar_entry_id === person.entryId);
      expect(session?.data, person.name).toMatchObject({
        client_id: person.id,
        run_by_name: 'Kārlis Treneris',
        finished_at: expect.any(String),
      });
      const sets = all.filter((change) => change.entity === 'set-logs' && change.data?.session_id === session?.id);
      expect(sets.map((set) => set.data?.weight_kg)).toEqual([person.kg]);
      expect(all.find((change) => change.id === person.entryId)?.data).toMatchObject({
        status: 'partial',
        group_id: groupPath.split('/')[2],
      });
    }

    // The demo client (the one of the three with an account) finds it on her phone, with her coach.
    const phone = await browser.newContext({ ...DEVICES.phone, locale: 'en-US' });
    try {
      const onPhone = await phone.newPage();
      await signIn(onPhone, DEMO.client);
      await onPhone.goto('/workouts');
      await synced(onPhone);
      await expect(onPhone.getByText(name).first()).toBeVisible();
      await expect(onPhone.getByText(/with your coach, Kārlis Treneris/).first()).toBeVisible();
    } finally {
      await phone.close();
    }
  } finally {
    await tablet.close();
    await cleanUp(
      coach,
      entries.slice(1).map((entry) => entry.id),
    );
  }
});

test('a group dragged to another day on the 1024 px tablet’s calendar takes all its clients along, and an undo brings them back', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const coach = await SyncApiDevice.signIn(request, DEMO.coach);
  const { name, entries } = await classOfThree(coach);
  const groupId = randomUUID();
  await coach.push(
    entries.map((entry) => ({ name: 'calendar-entries.patch', args: { id: entry.entryId, changes: { group_id: groupId } } })),
  );
  const day = today();
  // A day of the same week, so the drop lands on a shown day: the next one, or Saturday from a Sunday.
  const to =
    DateTime.fromISO(day)
      .plus({ days: DateTime.fromISO(day).weekday === 7 ? -1 : 1 })
      .toISODate() ?? '';
  const datesOnServer = async () => {
    const all = await coach.pullAll();
    return entries.map((entry) => all.find((change) => change.id === entry.entryId)?.data?.date);
  };
  const tablet = await browser.newContext({ ...DEVICES.tablet, locale: 'en-US' });
  try {
    const page = await tablet.newPage();
    await signIn(page, DEMO.coach);
    const calendar = new CalendarPage(page);
    await calendar.goto('week', day, []);
    await synced(page);
    await expect(calendar.entries(name, day)).toHaveCount(1);
    await page.screenshot({ path: test.info().outputPath('group-block-1024.png') });
    await touchDrag(page, calendar.entries(name, day), calendar.day(to));
    await expect(calendar.entries(name, to)).toHaveCount(1);
    await expect(calendar.entries(name, day)).toHaveCount(0);
    await expect.poll(datesOnServer, { timeout: 60_000 }).toEqual([to, to, to]);
    await calendar.undo();
    await expect(calendar.entries(name, day)).toHaveCount(1);
    await expect.poll(datesOnServer, { timeout: 60_000 }).toEqual([day, day, day]);
  } finally {
    await tablet.close();
    await cleanUp(
      coach,
      entries.slice(1).map((entry) => entry.id),
      entries.map((entry) => entry.entryId),
    );
  }
});

test('on a 390 px phone in Latvian a group is one client at a time, in tabs', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const coach = await SyncApiDevice.signIn(request, DEMO.coach);
  const { entries } = await classOfThree(coach);
  const groupId = randomUUID();
  await coach.push(
    entries.map((entry) => ({ name: 'calendar-entries.patch', args: { id: entry.entryId, changes: { group_id: groupId } } })),
  );
  await coach.setPreferredLanguage('lv-LV');
  const phone = await browser.newContext({ ...DEVICES.phone, locale: 'lv-LV' });
  try {
    const page = await phone.newPage();
    await signIn(page, DEMO.coach);
    await page.goto(`/group/${groupId}`);
    await synced(page);
    const start = page.getByRole('button', { name: 'Sākt grupas treniņu (klienti: 3)' });
    await start.tap();
    // The tabs move up into the button's place once the sessions are made; a finger waits for that.
    await expect(start).toHaveCount(0);
    const [, ilze] = entries;
    await page.getByRole('tab', { name: MARTA }).tap();
    await expect(page.getByRole('region', { name: MARTA })).toBeVisible();
    await page.getByRole('tab', { name: ilze?.name }).tap();
    await expect(page.getByRole('region', { name: ilze?.name })).toBeVisible();
    await expect(page.getByRole('region', { name: MARTA })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Atzīmēt piegājienu A1: 10 × 20 kg$/ })).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath('group-390-lv.png') });
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await coach.setPreferredLanguage('en-US');
    await phone.close();
    await cleanUp(
      coach,
      entries.slice(1).map((entry) => entry.id),
    );
  }
});

test('a group of seven is refused in words; six fit a 1024 px tablet, every client’s set in view', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const coach = await SyncApiDevice.signIn(request, DEMO.coach);
  const stamp = randomUUID().slice(0, 6);
  const people = Array.from({ length: 7 }, (_, index) => ({ id: randomUUID(), name: `Class ${index + 1} ${stamp}` }));
  const workout = (await coach.pullAll()).find((change) => change.entity === 'workouts' && change.data?.name === SUPERSET);
  const name = `Six across ${stamp}`;
  await coach.push([
    ...people.map((person) => ({ name: 'clients.put', args: { id: person.id, name: person.name } })),
    { name: 'workouts.put', args: { id: randomUUID(), name, blocks: workout?.data?.blocks } },
  ]);
  const tablet = await browser.newContext({ ...DEVICES.tablet, locale: 'en-US' });
  try {
    const page = await tablet.newPage();
    await signIn(page, DEMO.coach);
    await page.goto('/clients');
    await synced(page);
    await page.getByRole('button', { name: 'Group session' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Train a group' });
    for (const person of people) await dialog.getByRole('checkbox', { name: person.name }).check();
    await chooseWorkout(page, dialog, name);
    await dialog.getByRole('button', { name: 'Start the group' }).tap();
    await expect(dialog.getByText('A group session has at most 6 clients: take someone out.')).toBeVisible();
    await dialog.getByRole('checkbox', { name: people[6]?.name ?? '' }).uncheck();
    await dialog.getByRole('button', { name: 'Start the group' }).dblclick();
    await expect(page).toHaveURL(/\/group\/[0-9a-f-]+$/);
    await page.getByRole('button', { name: 'Start the group (6 clients)' }).tap();
    const logs = people
      .slice(0, 6)
      .map((person) => page.getByRole('region', { name: person.name }).getByRole('button', { name: /^Log set/ }));
    await expectInReach(page, 'six clients’ sets', logs);
    await expectNoSidewaysScroll(page, 'a group of six');
    await page.screenshot({ path: test.info().outputPath('group-six-1024.png') });
    // One group, made once: six entries today, whatever the double tap.
    const entries = (await coach.pullAll()).filter(
      (change) => change.entity === 'calendar-entries' && people.some((person) => person.id === change.data?.client_id),
    );
    expect(entries).toHaveLength(6);
    expect(new Set(entries.map((entry) => entry.data?.group_id)).size).toBe(1);
  } finally {
    await tablet.close();
    await cleanUp(
      coach,
      people.map((person) => person.id),
    );
  }
});
