import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, demoUserId, latestMailTo, signIn, signInNewAdmin, uniqueEmail } from './fixtures';
import { AppShell } from './pages/app-shell';
import { ENGLISH, LATVIAN, ReferenceAdminPage } from './pages/reference-admin-page';
import { SyncApiDevice } from './sync-api';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

const muscles = (page: Page) => new ReferenceAdminPage(page, ENGLISH, { search: 'Search muscles', add: 'New muscle', grid: 'Muscles' });
const exercises = (page: Page) =>
  new ReferenceAdminPage(page, ENGLISH, { search: 'Search exercises', add: 'New exercise', grid: 'Exercises' });

test.describe('reference data in the admin area', () => {
  test('an admin adds a muscle in English, then edits and deletes it in Latvian', async ({ page }) => {
    await signInNewAdmin(page, 'muscle-admin');
    const screen = muscles(page);
    await screen.goto('/admin/muscle', 'Muscle Management');
    const id = unique();
    const english = `Test muscle ${id}`;
    const latvian = `Testa muskulis ${id}`;

    await screen.openNew();
    await screen.dialog().getByLabel('Name · English').fill(english);
    await screen.dialog().getByLabel('Name · Latviešu').fill(latvian);
    await screen.dialog().getByLabel('Region').selectOption({ label: 'Lower body' });
    await screen.dialog().getByLabel('Muscle group').selectOption({ label: 'Legs' });
    await screen.save();
    await expect(page.getByText('The muscle was added.').last()).toBeVisible();

    await screen.search(id);
    await expect(screen.row(english)).toContainText('Lower body');
    await expect(page.getByRole('status').filter({ hasText: /^1 result$/ })).toBeVisible();

    await screen.openEdit(english);
    await screen.dialog().getByLabel('Name · English').fill(`${english} (edited)`);
    await screen.save();
    await expect(page.getByText('The muscle was saved.').last()).toBeVisible();
    await expect(screen.row(`${english} (edited)`)).toBeVisible();

    // The rest in Latvian: the grid shows the Latvian name, and the screens speak Latvian.
    await new AppShell(page).languageSelect().selectOption('lv-LV');
    const latvianScreen = new ReferenceAdminPage(page, LATVIAN, { search: 'Meklēt muskuļus', add: 'Jauns muskulis', grid: 'Muskuļi' });
    await expect(page.getByRole('heading', { level: 1, name: 'Muskuļu pārvaldība' })).toBeVisible();
    await expect(latvianScreen.row(latvian)).toContainText('Ķermeņa lejasdaļa');
    await latvianScreen.openEdit(latvian);
    await expect(latvianScreen.dialog()).toHaveAccessibleName('Labot muskuli');
    await latvianScreen.dialog().getByLabel('Nosaukums · Latviešu').fill(`${latvian} (labots)`);
    await latvianScreen.save();
    await expect(page.getByText('Muskulis saglabāts.').last()).toBeVisible();
    await latvianScreen.delete(`${latvian} (labots)`);
    await expect(page.getByText('Muskulis izdzēsts.').last()).toBeVisible();
    await expect(latvianScreen.row(latvian)).toHaveCount(0);
    await new AppShell(page).languageSelect().selectOption('en-US');
    const left = await page.request.get(`/api/v1/muscles?q=${id}`, {
      headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('access_token'))}` },
    });
    expect(((await left.json()) as { total: number }).total).toBe(0);
  });

  test('fields are checked when left: a missing English name, an age range that runs backwards', async ({ page }) => {
    await signIn(page, DEMO.admin);
    const screen = new ReferenceAdminPage(page, ENGLISH, { search: 'Search age groups', add: 'New age group', grid: 'Age groups' });
    await screen.goto('/admin/age-groups', 'Age Groups');
    await screen.openNew();
    const dialog = screen.dialog();
    await dialog.getByLabel('Name · English').focus();
    await expect(dialog.getByText('This field is required')).toHaveCount(0);
    await dialog.getByLabel('From age').focus();
    await expect(dialog.getByText('This field is required')).toHaveCount(1);
    await dialog.getByLabel('From age').fill('30');
    await dialog.getByLabel('To age').fill('20');
    await expect(dialog.getByText('Must not be below the starting age')).toHaveCount(0);
    await dialog.getByLabel('Position in lists').focus();
    await expect(dialog.getByText('Must not be below the starting age').last()).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Some fields are not valid').last()).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test('a muscle that exercises still use cannot be deleted, and the answer says what uses it', async ({ page }) => {
    await signIn(page, DEMO.admin);
    const screen = muscles(page);
    await screen.goto('/admin/muscle', 'Muscle Management');
    await screen.search('biceps');
    await expect(screen.row('Biceps')).toBeVisible();
    await screen.grid().getByRole('button', { name: 'Delete Biceps' }).click();
    const question = page.getByRole('alertdialog', { name: 'Delete “Biceps”?' });
    await question.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(question.getByText('It cannot be deleted while it is in use.').last()).toBeVisible();
    await expect(question.getByRole('listitem').filter({ hasText: /^Exercises: \d+$/ })).toBeVisible();
    await question.getByRole('button', { name: 'Close' }).click();
    await expect(screen.row('Biceps')).toBeVisible();
  });

  test('an admin working in Latvian adds an exercise with its type, muscles and equipment, opens its page, and deletes it', async ({
    page,
  }) => {
    await signInNewAdmin(page, 'exercise-admin');
    await page.goto('/admin/exercise');
    await new AppShell(page).languageSelect().selectOption('lv-LV');
    const screen = new ReferenceAdminPage(page, LATVIAN, {
      search: 'Meklēt vingrinājumus',
      add: 'Jauns vingrinājums',
      grid: 'Vingrinājumi',
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Vingrinājumu pārvaldība' })).toBeVisible();
    const id = unique();
    const english = `Test squat ${id}`;
    const latvian = `Testa pietupiens ${id}`;
    await screen.openNew();
    const dialog = screen.dialog();
    await expect(dialog).toHaveAccessibleName('Jauns vingrinājums');
    await dialog.getByLabel('Nosaukums · English').fill(english);
    await dialog.getByLabel('Nosaukums · Latviešu').fill(latvian);
    await dialog.getByLabel('Veids').selectOption({ label: 'Spēka vingrinājums' });
    await dialog.getByLabel('Līmenis').selectOption({ label: 'Iesācējs' });
    await screen.choose('Galvenie muskuļi', ['Augšstilba četrgalvu muskulis', 'Sēžas muskuļi']);
    await screen.choose('Inventārs', ['Stienis']);
    await dialog.getByLabel('Norādījumi · English').fill('Stand tall.\nSit back and down.');
    await dialog.getByLabel('Norādījumi · Latviešu').fill('Stāviet taisni.\nSēdieties atpakaļ un lejup.');
    await screen.save();
    await expect(page.getByText('Vingrinājums pievienots bibliotēkai.').last()).toBeVisible();

    await screen.search(id);
    await expect(screen.row(latvian)).toContainText('Spēka vingrinājums');
    await screen.grid().getByRole('link', { name: latvian }).click();
    await expect(page.getByRole('heading', { level: 1, name: latvian })).toBeVisible();
    await expect(page.getByText('Augšstilba četrgalvu muskulis').last()).toBeVisible();
    await expect(page.getByText('Stienis').last()).toBeVisible();
    await expect(page.getByText('Sēdieties atpakaļ un lejup.').last()).toBeVisible();

    await page.goBack();
    await screen.delete(latvian);
    await expect(page.getByText('Vingrinājums izdzēsts.').last()).toBeVisible();
  });

  test('the library import takes a free-exercise-db file, and a second import adds nothing', async ({ page }) => {
    await signIn(page, DEMO.admin);
    const screen = exercises(page);
    await screen.goto('/admin/exercise', 'Exercise Management');
    const id = unique();
    const file = JSON.stringify([
      {
        id: `E2E_Row_${id}`,
        name: `E2E row ${id}`,
        level: 'beginner',
        equipment: 'dumbbell',
        category: 'strength',
        primaryMuscles: ['middle back'],
        secondaryMuscles: ['biceps'],
        instructions: ['Pull.'],
      },
    ]);
    for (const expected of ['Imported: 1 new, 0 already there, of 1.', 'Imported: 0 new, 1 already there, of 1.']) {
      await page.getByRole('button', { name: 'Import library' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import an exercise library' });
      await dialog
        .getByLabel('Library file')
        .setInputFiles({ name: 'library.json', mimeType: 'application/json', buffer: Buffer.from(file) });
      await expect(dialog.getByText('1 exercises in library.json.').last()).toBeVisible();
      await dialog.getByRole('button', { name: 'Import', exact: true }).click();
      await expect(dialog.getByText(expected)).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
    }
    await screen.search(id);
    await expect(screen.row(`E2E row ${id}`)).toBeVisible();
  });
});

test('a coach is refused every admin page, and the API refuses them', async ({ page }) => {
  await signIn(page, DEMO.coach);
  for (const path of ['/admin/muscle', '/admin/exercise', '/admin/users', '/admin/communication', '/admin/country-codes']) {
    await page.goto(path);
    // Told the page is for administrators, with the way home, rather than sent home without a word.
    const refusal = page.locator('[data-layout="default"] [data-error-status="403"]');
    await expect(refusal).toBeVisible();
    await expect(refusal.locator('a[href="/"]')).toBeVisible();
  }
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const headers = { authorization: `Bearer ${token ?? ''}` };
  expect(
    (
      await page.request.post('/api/v1/muscles', { headers, data: { name: { 'en-US': 'Sneaky' }, region: 'upper', group: 'arms' } })
    ).status(),
  ).toBe(403);
  expect((await page.request.get('/api/v1/admin/users', { headers })).status()).toBe(403);
  // Reading reference data is for everyone signed in.
  expect((await page.request.get('/api/v1/muscles', { headers })).status()).toBe(200);
});

test('once synced, an exercise page opens with the network off', async ({ page, context }) => {
  await signIn(page, DEMO.client);
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^Sync: / })).toHaveAccessibleName('Sync: All changes synced');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const found = await page.request.get('/api/v1/exercises?q=barbell%20squat&pageSize=1', {
    headers: { authorization: `Bearer ${token ?? ''}` },
  });
  const [exercise] = ((await found.json()) as { items: { id: string; name: { 'en-US': string } }[] }).items;
  expect(exercise).toBeDefined();

  await context.setOffline(true);
  await page.goto(`/exercise/${exercise?.id ?? ''}`);
  await expect(page.getByRole('heading', { level: 1, name: exercise?.name['en-US'] })).toBeVisible();
  await expect(page.getByText('Instructions').last()).toBeVisible();
  await context.setOffline(false);
});

test.describe('users', () => {
  test('an admin invites a coach, who sets a password from the mail and signs in; disabling the account ends that; deleting it mails a link that cancels it', async ({
    page,
    browser,
  }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/admin/users');
    await expect(page.getByRole('grid', { name: 'Users' })).toBeVisible();
    const email = uniqueEmail('invited');
    const started = Date.now();
    await page.getByRole('button', { name: 'Invite a user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a user' });
    await dialog.getByLabel(/^E-mail/).fill(email);
    await dialog.getByLabel(/^Name/).fill('Invited Ilze');
    await dialog.getByLabel('Role').selectOption({ label: 'Coach' });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`An invitation was sent to ${email}.`).last()).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(email);
    const row = page.getByRole('grid', { name: 'Users' }).getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Invited');
    await expect(row).toContainText('Coach');

    // The invited person follows the link from the mail and chooses a password.
    const mail = await latestMailTo(email, started);
    const link = /https?:\/\/\S+\/user\/password\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    const invitee = await (await browser.newContext()).newPage();
    await invitee.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
    await invitee.getByLabel(/^New password/).fill('a coach passphrase');
    await invitee.getByLabel(/^Repeat the new password/).fill('a coach passphrase');
    await invitee.getByRole('button', { name: 'Set the new password' }).click();
    await expect(invitee).toHaveURL(/\/user\/login/);

    await page.reload();
    await expect(row).toContainText('Active');
    await row.getByRole('button', { name: 'Actions for Invited Ilze' }).click();
    await page.getByRole('menuitem', { name: 'Disable the account…' }).click();
    await page.getByRole('alertdialog', { name: 'Disable Invited Ilze?' }).getByRole('button', { name: 'Disable' }).click();
    await expect(page.getByText('Invited Ilze was disabled and signed out everywhere.').last()).toBeVisible();
    await expect(row).toContainText('Disabled');
    const refused = await page.request.post('/api/v1/auth/login', { data: { email, password: 'a coach passphrase' } });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('account_disabled');

    // Deleted: mailed a link that cancels it, which the person follows.
    const asked = Date.now();
    await row.getByRole('button', { name: 'Actions for Invited Ilze' }).click();
    await page.getByRole('menuitem', { name: 'Delete the account…' }).click();
    await page.getByRole('alertdialog', { name: 'Delete Invited Ilze?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(/^Invited Ilze will be erased on .+\. They were mailed a link that cancels it\.$/).last()).toBeVisible();
    await row.getByRole('button', { name: 'Actions for Invited Ilze' }).click();
    await expect(page.getByRole('menuitem', { name: 'Deletion scheduled' })).toBeDisabled();
    await page.keyboard.press('Escape');
    const notice = await latestMailTo(email, asked);
    const cancel = /https?:\/\/\S+\/account\/cancel-deletion\?token=[\w%-]+/.exec(notice.text)?.[0];
    expect(cancel).toBeDefined();
    await invitee.goto(new URL(cancel ?? '').pathname + new URL(cancel ?? '').search);
    await invitee.getByRole('button', { name: 'Cancel the deletion' }).click();
    await expect(invitee.getByText('The deletion is cancelled. Your account stays as it was.')).toBeVisible();
  });

  test('a client’s dashboard shows the workouts they logged, as charts with the numbers one click away', async ({ page }) => {
    // Their coach logs a workout for them through sync, as the coach's tablet would.
    const coach = await SyncApiDevice.signIn(page.request, DEMO.coach);
    const records = await coach.pullAll();
    const marta = records.find((change) => change.entity === 'clients' && change.data?.email === DEMO.client);
    const squat = records.find((change) => change.entity === 'exercises');
    expect(marta && squat).toBeTruthy();
    const session = randomUUID();
    const startedAt = new Date(Date.now() - 3_600_000).toISOString();
    await coach.push([
      {
        name: 'workout-sessions.put',
        args: {
          id: session,
          client_id: marta?.id,
          prescription: { name: 'Dashboard day', blocks: [] },
          started_at: startedAt,
          finished_at: new Date().toISOString(),
          rating: 4,
        },
      },
      ...[0, 1, 2].map((set) => ({
        name: 'set-logs.put',
        args: {
          id: randomUUID(),
          session_id: session,
          exercise_id: squat?.id,
          set_index: set,
          reps: 10,
          weight_kg: 50,
          logged_at: startedAt,
        },
      })),
    ]);

    await signIn(page, DEMO.admin);
    await page.goto(`/admin/users/${await demoUserId(page.request, DEMO.client)}/dashboard`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'User Dashboard' })).toBeVisible();
    await expect(main.getByText(DEMO.client)).toBeVisible();
    await expect(main.getByRole('table', { name: 'Recent workouts' })).toContainText('Dashboard day');
    const chart = main.getByRole('figure').filter({ hasText: 'Volume per week (kg)' });
    await expect(chart.locator('svg rect').first()).toBeVisible();
    await chart.getByText('Show the numbers').click();
    const numbers = chart.getByRole('table', { name: 'Volume per week (kg)' });
    await expect(numbers.getByRole('row')).toHaveCount(13);
    await expect(numbers).toContainText('1,500');
  });

  test('a coach’s dashboard lists their clients', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.goto(`/admin/users/${await demoUserId(page.request, DEMO.coach)}/dashboard`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Coaching' })).toBeVisible();
    await expect(main.getByRole('table', { name: 'Clients' })).toContainText('Jānis Bērziņš');
  });
});

test('an admin writes to one chosen person, previews whom it reaches, sends it; it reaches their bell and mailbox', async ({
  page,
  browser,
}) => {
  await signIn(page, DEMO.admin);
  await page.goto('/admin/communication');
  await expect(page.getByRole('heading', { level: 1, name: 'Communication' })).toBeVisible();
  const subject = `Gym closed on Friday ${unique()}`;
  const started = Date.now();
  await page.getByLabel(/^Subject/).fill(subject);
  await page.getByRole('textbox', { name: /^Message/ }).fill('The hall is being painted.\nTrain at home that day.');
  await page.getByRole('radio', { name: 'Chosen people' }).check();
  await page.getByRole('combobox', { name: /^Add people/ }).pressSequentially('client@example');
  await page.getByRole('option', { name: /client@example\.com/ }).click();
  await page.getByRole('checkbox', { name: 'By e-mail' }).check();

  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('It reaches 1 person.').last()).toBeVisible();
  await page.getByRole('button', { name: 'Send…' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send to 1 person?' });
  await confirm.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText(/^Sent to 1 person\. Delivered in the app: 1\. E-mails sent: 1, failed: 0\.$/).last()).toBeVisible();
  await expect(page.getByRole('grid').getByRole('row').filter({ hasText: subject })).toBeVisible();

  const mail = await latestMailTo(DEMO.client, started);
  expect(mail.subject).toContain(subject);

  const reader = await (await browser.newContext()).newPage();
  await signIn(reader, DEMO.client);
  await reader.goto('/');
  await reader.getByRole('button', { name: /^Notifications: \d+ unread$/ }).click();
  await expect(reader.getByText(subject)).toBeVisible();
});
