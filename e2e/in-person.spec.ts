import { randomUUID } from 'node:crypto';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { DEMO, signIn } from './fixtures';
import { DEVICES } from './devices';
import { Pwa } from './pages/pwa';
import { expectInReach } from './reach';
import { SyncApiDevice } from './sync-api';
import { settled } from './touch';
import { today } from './workout-data';

/*
 * The coach at the session (sync/SPEC.md A8, A9, R12): on a 1024 px touch tablet with no network
 * the coach trains the demo client's superset workout in person, notes a set, loses the app once
 * and resumes, finishes, and the client's phone shows the session "with your coach"; and the coach
 * and the client start the same workout on two devices offline, which becomes one session.
 */

const SUPERSET = 'Supersets: upper and lower body';
const CLIENT = 'Marta Kliente';
const COACH_NAME = 'Kārlis Treneris';

/** The coach puts a copy of the demo's superset workout, under a name of its own, on the demo client's calendar for today. */
async function scheduleSuperset(coach: SyncApiDevice): Promise<{ entryId: string; clientId: string; name: string }> {
  const records = await coach.pullAll();
  const client = records.find((change) => change.entity === 'clients' && change.data?.email === DEMO.client);
  const workout = records.find((change) => change.entity === 'workouts' && change.data?.name === SUPERSET);
  if (!client || !workout) throw new Error('the demo client or the demo superset workout is missing');
  const name = `In person ${randomUUID().slice(0, 6)}`;
  const workoutId = randomUUID();
  const entryId = randomUUID();
  await coach.push([
    { name: 'workouts.put', args: { id: workoutId, name, blocks: workout.data?.blocks } },
    { name: 'calendar-entries.put', args: { id: entryId, client_id: client.id, workout_id: workoutId, date: today(), status: 'planned' } },
  ]);
  return { entryId, clientId: client.id, name };
}

/** A device of `email`, signed in, its first download done and the app able to start offline. */
async function deviceOf(context: BrowserContext, email: string, path: string): Promise<Page> {
  const page = await context.newPage();
  await signIn(page, email);
  await page.goto(path);
  await new Pwa(page).waitUntilControlled();
  await expect(page.getByRole('button', { name: /^(Sync|Sinhronizācija): / })).toHaveAccessibleName(
    /(All changes synced|Visas izmaiņas sinhronizētas)$/,
    { timeout: 90_000 },
  );
  return page;
}

async function synced(page: Page) {
  await expect(page.getByRole('button', { name: /^(Sync|Sinhronizācija): / })).toHaveAccessibleName(
    /(All changes synced|Visas izmaiņas sinhronizētas)$/,
    { timeout: 60_000 },
  );
}

async function skipRestIfAny(page: Page, name: string) {
  const skip = page.getByRole('button', { name });
  if (await skip.isVisible()) await skip.tap();
}

test('a coach on a 1024 px tablet with no network trains a client in person, notes a set, resumes after the app is killed, and the client sees it', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const coach = await SyncApiDevice.signIn(request, DEMO.coach);
  const { entryId, clientId, name } = await scheduleSuperset(coach);
  const tablet = await browser.newContext({ ...DEVICES.tablet, locale: 'en-US' });
  const phone = await browser.newContext({ ...DEVICES.phone, locale: 'en-US' });
  try {
    let page = await deviceOf(tablet, DEMO.coach, `/client/${clientId}`);
    await tablet.setOffline(true);
    await page.getByRole('button', { name: 'Train in person' }).tap();
    const dialog = page.getByRole('dialog', { name: `Train ${CLIENT} in person` });
    await settled(page.getByRole('dialog'));
    await page.screenshot({ path: test.info().outputPath('in-person-choose-1024.png') });
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: `Today: ${name}` }).tap();
    await expect(page).toHaveURL(new RegExp(`/workout/${entryId}$`));
    await expect(page.getByText(`Client: ${CLIENT}`)).toBeVisible();
    await page.getByRole('button', { name: 'Start workout', exact: true }).tap();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const dock = page.getByTestId('player-dock');
    // Whose set this is stays beside the button that logs it.
    await expect(dock.getByText(`Client: ${CLIENT}`)).toBeVisible();
    await expectInReach(page, 'the in-person set', [dock.getByRole('button', { name: /^Log set/ }), dock.getByText(`Client: ${CLIENT}`)]);
    await page.screenshot({ path: test.info().outputPath('in-person-set-1024.png') });
    expect(await seriousViolations(page)).toEqual([]);

    // A1 and A2 of the superset, then a note on the first.
    await dock.getByRole('button', { name: /^Log set/ }).tap();
    await skipRestIfAny(page, 'Skip rest');
    await dock.getByRole('button', { name: /^Log set/ }).tap();
    await skipRestIfAny(page, 'Skip rest');
    await page
      .getByRole('button', { name: /^Note on / })
      .first()
      .tap();
    const note = page.getByRole('dialog', { name: /^Note on / });
    await note.getByRole('textbox').fill('Knees caving: push the floor apart');
    // A double tap saves one note.
    await note.getByRole('button', { name: 'Save note' }).dblclick();
    await expect(note).toBeHidden();
    await expect(page.getByText(/^2 of \d+ sets done$/)).toBeVisible();

    // The app is killed and opened again, still offline: the session is where it was.
    await page.close();
    page = await tablet.newPage();
    await page.goto(`/workout/${entryId}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/^2 of \d+ sets done$/)).toBeVisible();
    await expect(page.getByTestId('player-dock').getByText(`Client: ${CLIENT}`)).toBeVisible();
    await page
      .getByTestId('player-dock')
      .getByRole('button', { name: /^Log set/ })
      .tap();
    await page.getByRole('button', { name: 'Finish workout' }).tap();
    await page.getByLabel(`Notes on the session (${CLIENT} reads them)`).fill('Good depth today.');
    await page.getByRole('button', { name: 'Save and finish' }).tap();
    await expect(page.getByRole('heading', { name: 'Workout saved' })).toBeVisible();
    await expect(page.getByText(`It is in ${CLIENT}’s history.`, { exact: false })).toBeVisible();

    await tablet.setOffline(false);
    await page.goto('/');
    await synced(page);

    // On the server: the client's session, run by the coach, each set logged by them, the note on a set.
    const client = await SyncApiDevice.signIn(request, DEMO.client);
    const mine = await client.pullAll();
    const session = mine.find((change) => change.entity === 'workout-sessions' && change.data?.calendar_entry_id === entryId);
    expect(session?.data).toMatchObject({ run_by_name: COACH_NAME, notes: 'Good depth today.', finished_at: expect.any(String) });
    const sets = mine.filter((change) => change.entity === 'set-logs' && change.data?.session_id === session?.id);
    expect(sets).toHaveLength(3);
    expect(new Set(sets.map((set) => set.data?.logged_by))).toEqual(new Set([session?.data?.run_by]));
    const notes = mine.filter((change) => change.entity === 'comments' && change.data?.session_id === session?.id);
    expect(notes.map((one) => one.data?.body)).toEqual(['Knees caving: push the floor apart']);
    expect(mine.find((change) => change.id === entryId)?.data).toMatchObject({ status: 'partial' });

    // The client's phone: in their history, with their coach.
    const onPhone = await deviceOf(phone, DEMO.client, '/workouts');
    await expect(onPhone.getByText(new RegExp(`with your coach, ${COACH_NAME}`)).first()).toBeVisible();
    await onPhone.screenshot({ path: test.info().outputPath('in-person-client-history-390.png') });
  } finally {
    await tablet.close();
    await phone.close();
    // Off the demo client's calendar again: later tests meet their home page as documented.
    await coach.push([{ name: 'calendar-entries.delete', args: { id: entryId } }]);
  }
});

test('the coach (tablet, Latvian) and the client (phone) start the same workout offline: one session, each set once, both told', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const coach = await SyncApiDevice.signIn(request, DEMO.coach);
  await coach.setPreferredLanguage('lv-LV');
  const { entryId, name } = await scheduleSuperset(coach);
  const tablet = await browser.newContext({ ...DEVICES.tablet, locale: 'lv-LV' });
  const phone = await browser.newContext({ ...DEVICES.phone, locale: 'en-US' });
  try {
    const onTablet = await deviceOf(tablet, DEMO.coach, `/workout/${entryId}`);
    const onPhone = await deviceOf(phone, DEMO.client, `/workout/${entryId}`);
    await tablet.setOffline(true);
    await phone.setOffline(true);

    await onTablet.getByRole('button', { name: 'Sākt treniņu', exact: true }).tap();
    await expect(onTablet.getByText(`Klients: ${CLIENT}`).first()).toBeVisible();
    await onPhone.getByRole('button', { name: 'Start workout', exact: true }).tap();
    // Both log A1; the phone goes on to A2.
    await onTablet
      .getByTestId('player-dock')
      .getByRole('button', { name: /^Atzīmēt/ })
      .tap();
    await onPhone
      .getByTestId('player-dock')
      .getByRole('button', { name: /^Log set/ })
      .tap();
    await skipRestIfAny(onPhone, 'Skip rest');
    await onPhone
      .getByTestId('player-dock')
      .getByRole('button', { name: /^Log set/ })
      .tap();

    await tablet.setOffline(false);
    await synced(onTablet);
    await phone.setOffline(false);
    // The phone's A1 came second: refused (R10), kept on the phone and said under the sync indicator.
    const indicator = onPhone.getByRole('button', { name: /^Sync: / });
    await expect(indicator).toHaveAccessibleName('Sync: Sync problem', { timeout: 60_000 });
    await indicator.tap();
    await expect(onPhone.getByText('This set was already logged on another device, and that log counts.')).toBeVisible();
    await onPhone.keyboard.press('Escape');
    await onTablet.reload();
    await synced(onTablet);

    const sessions = (await coach.pullAll()).filter(
      (change) => change.entity === 'workout-sessions' && change.data?.calendar_entry_id === entryId,
    );
    expect(sessions).toHaveLength(1);
    const sets = (await coach.pullAll()).filter(
      (change) => change.entity === 'set-logs' && change.data?.session_id === sessions[0]?.id && change.data !== undefined,
    );
    // A1 once (the tablet's, first to reach the server) and the phone's A2.
    expect(sets).toHaveLength(2);
    await expect(onPhone.getByText('Your coach is logging this workout with you', { exact: false })).toBeVisible();
    await expect(onTablet.getByText(`${CLIENT} arī pieraksta šo treniņu`, { exact: false })).toBeVisible();
    await expect(onTablet.getByText(/^Izpildīti 2 no \d+ piegājieniem$/)).toBeVisible();
    await onTablet.screenshot({ path: test.info().outputPath(`in-person-together-1024-lv-${name.slice(-6)}.png`) });
    await onPhone.screenshot({ path: test.info().outputPath('in-person-together-390.png') });
    expect(await seriousViolations(onTablet)).toEqual([]);
  } finally {
    await coach.setPreferredLanguage('en-US');
    await tablet.close();
    await phone.close();
    await coach.push([{ name: 'calendar-entries.delete', args: { id: entryId } }]);
  }
});
