import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { clientPhoneOnEntry, DEMO, latestMailTo, mailsTo, signIn, uniqueEmail } from './fixtures';
import { SyncApiDevice } from './sync-api';
import { entryAsCoachSees, scheduleToday } from './workout-data';

/**
 * Nothing is created twice (docs/decisions/0122-nothing-is-created-twice.md): every create action
 * double-activated, as a mouse double-clicks and as a finger taps twice 80 ms apart, leaves one
 * record on the server.
 */

/**
 * Two taps of one finger 80 ms apart, where the control was when the first one landed. The second
 * is sent 80 ms after the first without waiting for the page to have handled the first, as a finger
 * does not wait: a busy page that takes half a second over the first tap still gets the second one
 * 80 ms after it, queued.
 */
async function doubleTap(page: Page, target: Locator) {
  await expect(target).toBeEnabled();
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to tap');
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2, id: 1 };
  const cdp = await page.context().newCDPSession(page);
  const tap = () =>
    Promise.all([
      cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] }),
      cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }),
    ]);
  await Promise.all([tap(), new Promise((resolve) => setTimeout(resolve, 80)).then(tap)]);
  await cdp.detach();
}

type Pulled = Awaited<ReturnType<SyncApiDevice['pullAll']>>;
const named = (records: Pulled, entity: string, name: string) =>
  records.filter((change) => change.entity === entity && change.data !== undefined && JSON.stringify(change.data.name).includes(name));

test.describe('a coach on a tablet', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('double-clicks Add client, Schedule, Save workout, Save plan, Save exercise and Copy: one record each', async ({
    page,
    request,
  }) => {
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
    // The device has the coach's other clients too: with one client only, the schedule dialog
    // below would start with that one chosen, and the click would take it away.
    await expect(page.getByRole('link', { name: 'Marta Kliente' })).toBeVisible({ timeout: 30_000 });

    // An entry on their calendar, from My Workouts' "Schedule" address.
    const client = named(await coach.pullAll(), 'clients', clientName)[0];
    const workout = before.find((change) => change.entity === 'workouts' && change.data?.owner_id !== null);
    if (!client || !workout) throw new Error('no client or workout to schedule');
    await page.goto(`/calendar?schedule=${workout.id}`);
    const schedule = page.getByRole('dialog', { name: 'Schedule a workout' });
    await schedule.getByRole('combobox', { name: 'Clients' }).click();
    await page.getByRole('menuitemcheckbox', { name: clientName }).click();
    await expect(page.getByRole('menuitemcheckbox', { name: clientName })).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Escape');
    // The list is closed before the double click, or its closing takes the first click.
    await expect(page.getByRole('menuitemcheckbox', { name: clientName })).toBeHidden();
    await schedule.getByRole('button', { name: 'Schedule', exact: true }).dblclick();
    await expect(schedule).toBeHidden();
    await expect
      .poll(
        async () =>
          (await coach.pullAll()).filter((change) => change.entity === 'calendar-entries' && change.data?.client_id === client.id).length,
        { timeout: 20_000 },
      )
      .toBe(1);

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
    await expect
      .poll(async () => named(await coach.pullAll(), 'workouts', 'Beginner full body A').length, { timeout: 20_000 })
      .toBe(copiesBefore + 1);

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

test.describe('a coach on a tablet, the second part', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('double-clicks Paste, Copy to my plans, Assign and Send invitation: one entry, one copy, one assignment, one mail', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const coach = await SyncApiDevice.signIn(request, DEMO.coach);
    const stamp = Date.now();
    const email = uniqueEmail('twice');
    const client = { id: randomUUID(), name: `Twice ${stamp}`, email };
    const workout = { id: randomUUID(), name: `Legs ${stamp}`, blocks: [] };
    const monday = DateTime.now().setZone('Europe/Riga').startOf('week');
    const tuesday = monday.plus({ days: 1 }).toISODate() ?? '';
    const wednesday = monday.plus({ days: 2 }).toISODate() ?? '';
    await coach.push([
      { name: 'clients.put', args: client },
      { name: 'workouts.put', args: workout },
      {
        name: 'calendar-entries.put',
        args: { id: randomUUID(), client_id: client.id, workout_id: workout.id, date: tuesday, time: '18:00', status: 'planned' },
      },
    ]);
    const before = await coach.pullAll();
    const copiesBefore = named(before, 'workout-plans', '5×5 strength').length;
    const ofClient = async (entity: string) =>
      (await coach.pullAll()).filter((change) => change.entity === entity && change.data?.client_id === client.id && !change.data.deleted);
    await signIn(page, DEMO.coach);

    // Tuesday's entry copied and pasted onto Wednesday with a double click: one copy.
    await page.goto(`/calendar?view=clients&date=${tuesday}&clients=${client.id}`);
    const day = (date: string) => page.locator(`[data-day="${date}"][data-client="${client.id}"]`);
    await day(tuesday)
      .getByRole('button', { name: /^Copy / })
      .click();
    await day(wednesday)
      .getByRole('button', { name: /^Paste on / })
      .dblclick();
    await expect(day(wednesday).getByRole('button', { name: new RegExp(workout.name) })).toHaveCount(1);
    await expect.poll(async () => (await ofClient('calendar-entries')).length, { timeout: 20_000 }).toBe(2);

    // A library plan copied to the coach's plans with a double click: one copy, which opens.
    await page.goto('/workout-plan');
    await page.getByRole('button', { name: 'Open 5×5 strength' }).click();
    await page.getByRole('button', { name: 'Copy to my plans' }).dblclick();
    await expect(page.getByRole('button', { name: 'Save plan' })).toBeVisible();
    await expect
      .poll(async () => named(await coach.pullAll(), 'workout-plans', '5×5 strength').length, { timeout: 20_000 })
      .toBe(copiesBefore + 1);

    // The copy assigned to the new client with a double click: one assignment.
    await page.getByRole('button', { name: 'Assign to clients' }).click();
    const assign = page.getByRole('dialog', { name: /^Assign / });
    await assign.getByRole('combobox', { name: 'Clients' }).click();
    await page.getByRole('menuitemcheckbox', { name: client.name }).click();
    await expect(page.getByRole('menuitemcheckbox', { name: client.name })).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitemcheckbox', { name: client.name })).toBeHidden();
    await assign.getByRole('button', { name: 'Assign' }).dblclick();
    await expect(page.getByText(/^The plan was assigned\./).last()).toBeVisible();
    await expect.poll(async () => (await ofClient('plan-assignments')).length, { timeout: 20_000 }).toBe(1);

    // An invitation sent with a double click: one mail.
    await page.goto(`/client/${client.id}?tab=details`);
    const account = page.getByRole('region', { name: 'Their account' });
    await account.getByRole('button', { name: 'Invite' }).click();
    const started = Date.now();
    await page
      .getByRole('dialog', { name: `Invite ${client.name}` })
      .getByRole('button', { name: 'Send invitation' })
      .dblclick();
    await expect(account.getByText(`Invitation sent to ${email}.`).last()).toBeVisible();
    await latestMailTo(email, started);
    // A second request would have been sent with the first; its mail would be written by now.
    await expect(account).toContainText('Invited: the link in the e-mail works until');
    expect(mailsTo(email, started)).toHaveLength(1);
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
  const sessions = (await coach.pullAll()).filter(
    (change) => change.entity === 'workout-sessions' && change.data?.calendar_entry_id === entryId,
  );
  expect(sessions).toHaveLength(1);
  await phone.close();
});
