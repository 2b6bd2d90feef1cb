import { expect, test, type Locator, type Page } from '@playwright/test';
import { clientPhoneOnEntry, DEMO, signIn } from './fixtures';
import { SyncApiDevice } from './sync-api';
import { entryAsCoachSees, scheduleToday } from './workout-data';

/**
 * Nothing is created twice (docs/decisions/0122-nothing-is-created-twice.md): every create action
 * double-activated, as a mouse double-clicks and as a finger taps twice 80 ms apart, leaves one
 * record on the server.
 */

/** Two taps of one finger 80 ms apart, where the control was when the first one landed. */
async function doubleTap(page: Page, target: Locator) {
  await expect(target).toBeEnabled();
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to tap');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.touchscreen.tap(x, y);
  await page.waitForTimeout(80);
  await page.touchscreen.tap(x, y);
}

type Pulled = Awaited<ReturnType<SyncApiDevice['pullAll']>>;
const named = (records: Pulled, entity: string, name: string) => records.filter((change) => change.entity === entity && change.data !== undefined && JSON.stringify(change.data.name).includes(name));

test.describe('a coach on a tablet', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('double-clicks Add client, Schedule, Save workout, Save plan, Save exercise and Copy: one record each', async ({ page, request }) => {
    test.setTimeout(180_000);
    const coach = await SyncApiDevice.signIn(request, DEMO.coach);
    const stamp = Date.now();
    const before = await coach.pullAll();
    const copiesBefore = named(before, 'workouts', 'Beginner full body A').length;
    await signIn(page, DEMO.coach);

    // A client.
    const clientName = `Double Click ${stamp}`;
    await page.goto('/clients');
    await page.getByRole('button', { name: 'Add client' }).click();
    const newClient = page.getByRole('dialog', { name: 'New client' });
    await newClient.getByLabel(/^Name/).fill(clientName);
    await newClient.getByRole('button', { name: 'Add client' }).dblclick();
    await expect(newClient).toBeHidden();
    await expect.poll(async () => named(await coach.pullAll(), 'clients', clientName).length, { timeout: 20_000 }).toBe(1);

    // An entry on their calendar, from My Workouts' "Schedule" address.
    const client = named(await coach.pullAll(), 'clients', clientName)[0];
    const workout = before.find((change) => change.entity === 'workouts' && change.data?.owner_id !== null);
    if (!client || !workout) throw new Error('no client or workout to schedule');
    await page.goto(`/calendar?schedule=${workout.id}`);
    const schedule = page.getByRole('dialog', { name: 'Schedule a workout' });
    await schedule.getByRole('combobox', { name: 'Clients' }).click();
    await page.getByRole('menuitemcheckbox', { name: clientName }).click();
    await page.keyboard.press('Escape');
    await schedule.getByRole('button', { name: 'Schedule', exact: true }).dblclick();
    await expect(schedule).toBeHidden();
    await expect.poll(async () => (await coach.pullAll()).filter((change) => change.entity === 'calendar-entries' && change.data?.client_id === client.id).length, { timeout: 20_000 }).toBe(1);

    // A new workout.
    const workoutName = `Twice saved ${stamp}`;
    await page.goto('/workouts?edit=new');
    await page.getByRole('textbox', { name: 'Name' }).first().fill(workoutName);
    await page.getByRole('button', { name: 'Save workout' }).dblclick();
    await expect.poll(async () => named(await coach.pullAll(), 'workouts', workoutName).length, { timeout: 20_000 }).toBe(1);

    // A copy of a library workout.
    await page.goto('/workouts?shelf=library');
    await page.getByRole('searchbox', { name: 'Search by name or exercise' }).fill('Beginner full body A');
    await page.getByRole('button', { name: 'Copy Beginner full body A to my workouts' }).dblclick();
    await expect(page.getByText('Copied to your workouts.').last()).toBeVisible();
    await expect.poll(async () => named(await coach.pullAll(), 'workouts', 'Beginner full body A').length, { timeout: 20_000 }).toBe(copiesBefore + 1);

    // A new plan.
    const planName = `Twice planned ${stamp}`;
    await page.goto('/workout-plan');
    await page.getByRole('button', { name: 'New plan' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill(planName);
    await page.getByRole('button', { name: 'Save plan' }).dblclick();
    await expect.poll(async () => named(await coach.pullAll(), 'workout-plans', planName).length, { timeout: 20_000 }).toBe(1);

    // A new exercise.
    const exerciseName = `Twice made ${stamp}`;
    await page.goto('/exercises');
    await page.getByRole('button', { name: 'New exercise' }).click();
    const form = page.getByRole('form', { name: 'New exercise' });
    await form.getByRole('textbox', { name: /^Name/ }).first().fill(exerciseName);
    await form.getByRole('button', { name: 'Save exercise' }).dblclick();
    await expect.poll(async () => named(await coach.pullAll(), 'exercises', exerciseName).length, { timeout: 20_000 }).toBe(1);
  });
});

test('a client taps Start and Log set twice, 80 ms apart, on a phone: one session, one set', async ({ browser, request }) => {
  const coach = await SyncApiDevice.signIn(request, DEMO.coach);
  const { entryId, name } = await scheduleToday(coach);
  const { phone, page } = await clientPhoneOnEntry(browser, entryId);
  const start = page.getByRole('button', { name: 'Start workout' });

  await doubleTap(page, start);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await doubleTap(page, page.getByRole('button', { name: /^Log set/ }));
  await expect(page.getByText(/^1 of 6 sets done/).last()).toBeVisible();
  // The second tap landed on the next set's button, which waited; it takes the next tap.
  await expect(page.getByRole('button', { name: /^Log set/ })).toBeEnabled();
  await expect(page.getByText(/^1 of 6 sets done/).last()).toBeVisible();

  await expect.poll(async () => (await entryAsCoachSees(coach, entryId)).logs.length, { timeout: 30_000 }).toBe(1);
  const sessions = (await coach.pullAll()).filter((change) => change.entity === 'workout-sessions' && change.data?.calendar_entry_id === entryId);
  expect(sessions).toHaveLength(1);
  await phone.close();
});
