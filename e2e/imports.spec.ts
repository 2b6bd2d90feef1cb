import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { DEMO, signIn } from './fixtures';
import { expectInReach } from './reach';
import { SyncApiDevice } from './sync-api';
import { expectThumbSized, settled } from './touch';

/*
 * Bringing a history in from Hevy or Strong (docs/imports.md): a client on a phone chooses a Hevy
 * export, sees what it holds, fixes the one exercise the library does not know, confirms, and finds
 * the imported years in their history and progress; a coach on a tablet, in Latvian, imports a
 * Strong file for their client.
 */

const HEVY_HEADER =
  '"title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"';

/** Squats and bench presses every other week over two years, getting stronger, and one unknown exercise. */
function hevyExport(): string {
  const rows = [HEVY_HEADER];
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  let week = 0;
  for (const year of [2024, 2025]) {
    for (const [index, month] of months.entries()) {
      for (const day of [3, 17]) {
        week += 1;
        const when = `${day} ${month} ${year}, 18:0${index % 2}`;
        const end = `${day} ${month} ${year}, 19:10`;
        const row = (exercise: string, set: number, type: string, kg: string, reps: string) =>
          `"Strength A","${when}","${end}","","${exercise}","","","${set}","${type}","${kg}","${reps}","","",""`;
        rows.push(row('Squat (Barbell)', 0, 'warmup', '60', '8'));
        for (let set = 1; set <= 3; set++) rows.push(row('Squat (Barbell)', set, 'normal', String(80 + week), '5'));
        for (let set = 0; set < 3; set++) rows.push(row('Bench Press (Barbell)', set, 'normal', String(50 + week / 2), '6'));
        rows.push(row('Wobble Board Balance Xyz', 0, 'normal', '', '20'));
      }
    }
  }
  return rows.join('\n');
}

async function chooseFile(page: Page, name: string, content: string) {
  await page.locator('input[type="file"][accept*="csv"]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
}

test('a client on a 390 px phone imports two years of Hevy, fixes one exercise, and sees them in history and progress', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const client = await SyncApiDevice.signIn(request, DEMO.client);
  await client.setPreferredLanguage('en-US');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  try {
    await signIn(page, DEMO.client);
    await page.goto('/workouts');
    await page.getByRole('button', { name: 'Import from Strong or Hevy' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Import your training history' });
    await expect(dialog.getByRole('button', { name: 'Choose the file' })).toBeVisible();
    // Measured once the dialog has finished growing into place (Fluent animates it in).
    await settled(dialog);
    await expectThumbSized(dialog.locator('button, select'), 'the import’s first step');
    await chooseFile(page, 'hevy_workouts.csv', hevyExport());

    await expect(dialog.getByText(/^From Hevy: 48 workouts with 336 sets, /)).toBeVisible();
    await expect(dialog.getByText('Left out, as they are not working sets: warm-up sets 48.')).toBeVisible();
    // The name the library only half knows comes first, marked for a look; the import button is in reach.
    const unsure = dialog.getByRole('listitem').first();
    await expect(unsure).toContainText('Wobble Board Balance Xyz');
    await expect(unsure).toContainText('Check this');
    const unknown = dialog.getByRole('combobox', { name: 'Wobble Board Balance Xyz: taken as' });
    await expect(dialog.getByRole('combobox', { name: 'Squat (Barbell): taken as' })).toHaveValue(/.+/);
    await expectInReach(page, 'the import button over a long list', [dialog.getByRole('button', { name: 'Import 48 workouts' })]);
    expect(await seriousViolations(page)).toEqual([]);
    await expectThumbSized(dialog.locator('button, select'), 'the preview');
    await page.screenshot({ path: test.info().outputPath('import-preview-390.png') });

    // Taken as a plank instead, found by typing.
    await unknown.selectOption({ label: 'Another exercise…' });
    await dialog.getByRole('combobox', { name: 'Find the exercise for “Wobble Board Balance Xyz”' }).fill('plank');
    await page
      .getByRole('option', { name: /^Plank$/ })
      .first()
      .tap();
    await expect(unknown.locator('option:checked')).toHaveText('Plank');

    // A double tap imports once.
    const confirm = dialog.getByRole('button', { name: 'Import 48 workouts' });
    await expectInReach(page, 'the import button', [confirm]);
    await confirm.dblclick();
    await expect(dialog.getByRole('status')).toContainText('Imported 48 workouts with 336 sets.');
    await page.screenshot({ path: test.info().outputPath('import-done-390.png') });
    await dialog.getByRole('button', { name: 'Done' }).tap();

    const sessions = (await client.pullAll()).filter(
      (change) => change.entity === 'workout-sessions' && change.data?.import_source === 'hevy',
    );
    expect(sessions).toHaveLength(48);

    // The history and the progress of the imported years are on this phone after its sync.
    await expect(page.getByText('Strength A').first()).toBeVisible({ timeout: 30_000 });
    await page.getByRole('tab', { name: 'Progress' }).tap();
    await page.getByRole('combobox', { name: 'Exercise' }).selectOption({ label: 'Barbell Squat' });
    await expect(page.getByText('Estimated one-rep max: Barbell Squat')).toBeVisible();
    await expect(page.getByText('No sets of 1 to 12 reps with a load yet: nothing to estimate from.')).toBeHidden();
    await page.screenshot({ path: test.info().outputPath('import-progress-390.png'), fullPage: true });
  } finally {
    await context.close();
  }
});

const STRONG = [
  '"Workout #";"Date";"Workout Name";"Duration (sec)";"Exercise Name";"Set Order";"Weight (kg)";"Reps";"RPE";"Distance (meters)";"Seconds";"Notes";"Workout Notes"',
  '"1";"2025-03-30 02:30:00";"Rīta treniņš";"3600";"Deadlift (Barbell)";"1";"120";"5";"8";"";"";"";""',
  '"1";"2025-03-30 02:30:00";"Rīta treniņš";"3600";"Deadlift (Barbell)";"Rest Timer";"";"";"";"";"120";"";""',
  '"1";"2025-03-30 02:30:00";"Rīta treniņš";"3600";"Deadlift (Barbell)";"2";"-5";"5";"";"";"";"";""',
  '"2";"2025-04-02 18:00:00";"Vakara treniņš";"2700";"Pull Up";"1";"";"10";"";"";"";"";""',
].join('\n');

test('a coach on a 1024 px tablet in Latvian imports a Strong file for a client, seeing the row it cannot read', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const coach = await SyncApiDevice.signIn(request, DEMO.coach);
  await coach.setPreferredLanguage('lv-LV');
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true, locale: 'lv-LV' });
  const page = await context.newPage();
  try {
    await signIn(page, DEMO.coach);
    await page.goto('/clients');
    await page.getByRole('link', { name: 'Laura Ozola' }).tap();
    await page.getByRole('tab', { name: 'Vēsture' }).tap();
    await page.getByRole('button', { name: 'Importēt no Strong vai Hevy' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Importēt klienta Laura Ozola treniņu vēsturi' });
    await chooseFile(page, 'strong.csv', STRONG);
    await expect(dialog.getByText(/^No Strong: treniņi — 2, piegājieni — 2,/)).toBeVisible();
    await dialog.getByText('Rindas, ko nevarēja nolasīt un kas netiks ņemtas: 1').tap();
    await expect(dialog.getByText(/4\. rinda, Weight \(kg\) \(“-5”\) ir mazāks par nulli/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('import-preview-1024-lv.png') });
    await dialog.getByRole('button', { name: 'Importēt 2 treniņus' }).tap();
    await expect(dialog.getByRole('status')).toContainText('Importēti treniņi: 2, piegājieni: 2.');
  } finally {
    await coach.setPreferredLanguage('en-US');
    await context.close();
  }
});
