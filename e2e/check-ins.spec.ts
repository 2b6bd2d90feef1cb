import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { checkInAnswerId } from '../core/check-in-schedule';
import { addDays, daysBetween, startOfWeek, today } from '../core/dates';
import { seriousViolations } from './axe';
import { DEMO, expectToast, signIn } from './fixtures';
import { Pwa } from './pages/pwa';
import { expectInReach } from './reach';
import { SyncApiDevice } from './sync-api';

/*
 * A weekly online check-in (sync/SPEC.md A17–A20): the client answers on their phone with no
 * network, with a photo, and the app is killed before the photo leaves; the coach on a tablet
 * builds a form, schedules it, reads the answers beside last week's with the photos, compares two
 * photos and replies, which reaches the client.
 */

/** A phone's photo: 3000 × 4000 px, with EXIF saying where it was taken and on what. */
const phonePhoto = (shade: number) =>
  sharp({ create: { width: 3000, height: 4000, channels: 3, background: { r: shade, g: 140, b: 110 } } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Phonemaker', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '56/1 56/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '24/1 6/1 0/1' },
    })
    .toBuffer();

async function demoClientId(client: SyncApiDevice): Promise<string> {
  const entry = (await client.pullAll()).find((change) => change.entity === 'calendar-entries');
  const id = entry?.data?.client_id;
  if (typeof id !== 'string') throw new Error('the demo client has no calendar entry');
  return id;
}

const question = (kind: string, text: string, extra: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  kind,
  text,
  required: false,
  low_label: null,
  high_label: null,
  unit: '',
  choices: [],
  pose: null,
  ...extra,
});

/** A form of the coach's and its schedule for the demo client, due today (and weekly before it from `from`). */
async function scheduleForm(
  coach: SyncApiDevice,
  clientId: string,
  name: string,
  questions: ReturnType<typeof question>[],
  from = today(),
) {
  const formId = randomUUID();
  const assignmentId = randomUUID();
  await coach.push([
    { name: 'check-in-forms.put', args: { id: formId, name, questions } },
    {
      name: 'check-in-assignments.put',
      args: {
        id: assignmentId,
        client_id: clientId,
        form_id: formId,
        weekday: daysBetween(startOfWeek(today()), today()) + 1,
        start_date: from,
        grace_days: 2,
      },
    },
  ]);
  return { formId, assignmentId };
}

async function syncedIdle(page: Page) {
  await expect(page.getByRole('button', { name: /^(Sync|Sinhronizācija): / })).toHaveAccessibleName(
    /(All changes synced|Visas izmaiņas sinhronizētas)$/,
    { timeout: 90_000 },
  );
}

/** The pictures the device keeps (src/data/local/photo-files.ts): size, and whether an EXIF block is left. */
async function picturesOnDevice(page: Page) {
  return page.evaluate(async () => {
    const [info] = (await indexedDB.databases()).filter((one) => one.name?.startsWith('treneris-user-'));
    const name = info?.name;
    if (!name) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(new Error(String(open.error)));
    });
    const read = <T>(store: string) =>
      new Promise<T[]>((resolve, reject) => {
        const request = db.transaction(store).objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result as T[]);
        request.onerror = () => reject(new Error(String(request.error)));
      });
    const files = await read<{ id: string; state: string; type: string }>('photoFiles');
    const bytes = new Map((await read<{ id: string; bytes: ArrayBuffer }>('photoBytes')).map((row) => [row.id, row.bytes]));
    const rows = files.map((file) => ({ ...file, bytes: bytes.get(file.id) ?? new ArrayBuffer(0) }));
    db.close();
    return Promise.all(
      rows.map(async (row) => {
        const bitmap = await createImageBitmap(new Blob([row.bytes], { type: row.type }));
        const text = new TextDecoder('latin1').decode(new Uint8Array(row.bytes));
        return {
          id: row.id,
          state: row.state,
          width: bitmap.width,
          height: bitmap.height,
          exif: text.includes('Exif'),
          gps: text.includes('Phonemaker'),
        };
      }),
    );
  });
}

for (const { size, lang, words } of [
  {
    size: { width: 390, height: 844 },
    lang: 'en-US',
    words: {
      fill: 'Fill in',
      send: 'Send check-in',
      saved: /^Check-in saved on this device/,
      yes: 'Yes',
      photo: 'Take or choose a photo',
      sent: /^Sent\./,
      progress: 'Progress',
      compare: 'Compare two days',
      slider: 'Before and after: slide to uncover',
    },
  },
  {
    size: { width: 360, height: 640 },
    lang: 'lv-LV',
    words: {
      fill: 'Aizpildīt',
      send: 'Nosūtīt atskaiti',
      saved: /^Atskaite saglabāta šajā ierīcē/,
      yes: 'Jā',
      photo: 'Uzņemt vai izvēlēties foto',
      sent: /^Nosūtīta\./,
      progress: 'Progress',
      compare: 'Salīdzināt divas dienas',
      slider: 'Pirms un pēc: velciet, lai atsegtu',
    },
  },
] as const) {
  test(`${lang} at ${size.width}×${size.height}: a client with no network fills a check-in with a photo; killed before it is sent, the app sends it later`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const client = await SyncApiDevice.signIn(request, DEMO.client);
    const coach = await SyncApiDevice.signIn(request, DEMO.coach);
    const clientId = await demoClientId(client);
    const name = `Sunday check-in ${randomUUID().slice(0, 6)}`;
    const sleep = question('scale', 'How did you sleep?', { required: true, low_label: 'Badly', high_label: 'Very well' });
    const meals = question('number', 'Meals on plan', { unit: 'meals' });
    const workouts = question('yes_no', 'Every workout done?');
    const front = question('photo', 'Photo from the front', { pose: 'front' });
    const { assignmentId } = await scheduleForm(coach, clientId, name, [sleep, meals, workouts, front]);
    const context = await browser.newContext({ viewport: size, hasTouch: true, isMobile: true });
    let page = await context.newPage();
    try {
      await client.setPreferredLanguage(lang);
      await signIn(page, DEMO.client);
      await page.goto('/');
      await new Pwa(page).waitUntilControlled();
      await syncedIdle(page);
      await context.setOffline(true);

      const card = page.getByRole('listitem').filter({ hasText: name });
      const fill = card.getByRole('button', { name: words.fill });
      await expectInReach(page, 'the due check-in on the home page', [fill]);
      await fill.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('radio', { name: /^4$/ }).check();
      await dialog.getByRole('textbox', { name: 'Meals on plan' }).fill(lang === 'lv-LV' ? '5,5' : '5.5');
      await dialog.getByRole('radio', { name: words.yes }).check();
      await dialog
        .locator('input[type=file]')
        .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(180) });
      await expect(dialog.getByRole('img', { name: 'Photo from the front' })).toBeVisible({ timeout: 30_000 });
      // Made small and clean on the device, before anything is sent.
      const [kept] = await picturesOnDevice(page);
      expect(kept).toMatchObject({ state: 'waiting', width: 1200, height: 1600, exif: false, gps: false });
      await expectInReach(page, 'sending the check-in', [dialog.getByRole('button', { name: words.send })]);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`check-in-fill-${size.width}-${lang}.png`) });
      await dialog.getByRole('button', { name: words.send }).click();
      await expectToast(page, words.saved);
      await expect(card.getByText(words.sent)).toBeVisible();

      // The app is killed before the photo left, and opened again later, still without a network.
      await page.close();
      page = await context.newPage();
      await page.goto('/');
      await expect(page.getByRole('listitem').filter({ hasText: name }).getByText(words.sent)).toBeVisible({ timeout: 30_000 });
      await context.setOffline(false);

      const answerId = checkInAnswerId(assignmentId, today());
      await expect
        .poll(async () => (await coach.pullAll()).find((change) => change.id === answerId)?.data?.answers, { timeout: 90_000 })
        .toMatchObject([
          { question_id: sleep.id, value: 4 },
          { question_id: meals.id, value: 5.5 },
          { question_id: workouts.id, value: true },
          { question_id: front.id, value: kept?.id },
        ]);
      // The picture reaches the coach as the device made it: upright, 1600 px long, no metadata.
      let stored: Buffer | null = null;
      await expect.poll(async () => (stored = await coach.photo(kept?.id ?? '')) !== null, { timeout: 90_000 }).toBe(true);
      const metadata = await sharp(stored as unknown as Buffer).metadata();
      expect([metadata.width, metadata.height, metadata.exif]).toEqual([1200, 1600, undefined]);
      await expect
        .poll(async () => (await picturesOnDevice(page)).find((one) => one.id === kept?.id)?.state, { timeout: 30_000 })
        .toBe('stored');

      // Beside last week's front photo on their progress, with a slider over the two on the phone.
      const earlier = randomUUID();
      await client.push([
        { name: 'progress-photos.put', args: { id: earlier, client_id: clientId, pose: 'front', taken_on: addDays(today(), -7) } },
      ]);
      await client.uploadPhoto(earlier, await phonePhoto(60));
      await page.goto('/workouts');
      await page.getByRole('tab', { name: words.progress }).click();
      await page.getByRole('button', { name: words.compare }).click();
      const slider = page.getByRole('slider', { name: words.slider });
      await slider.scrollIntoViewIfNeeded();
      await expect(page.getByRole('region', { name: /^(Compare|Salīdzināt)$/ }).getByRole('img')).toHaveCount(2, { timeout: 60_000 });
      await slider.fill('20');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`photo-compare-${size.width}-${lang}.png`) });
    } finally {
      await context.close();
      await client.setPreferredLanguage('en-US');
      // Other tests measure the demo client's home page without a check-in on it.
      await coach.push([{ name: 'check-in-assignments.delete', args: { id: assignmentId } }]);
    }
  });
}

test('a coach on a tablet builds and schedules a form, reads a check-in beside last week’s, compares photos and replies', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const client = await SyncApiDevice.signIn(request, DEMO.client);
  const coach = await SyncApiDevice.signIn(request, DEMO.coach);
  const clientId = await demoClientId(client);
  const day = today();
  const lastWeek = addDays(day, -7);
  const name = `Weekly review ${randomUUID().slice(0, 6)}`;
  const energy = question('scale', 'How was your energy?', { required: true });
  const front = question('photo', 'Photo from the front', { pose: 'front' });
  const { assignmentId } = await scheduleForm(coach, clientId, name, [energy, front], addDays(day, -14));
  // Last week's and this week's answers, each with a front photo.
  const photos = [
    { id: randomUUID(), taken_on: lastWeek, shade: 90 },
    { id: randomUUID(), taken_on: day, shade: 200 },
  ];
  await client.push(
    photos.map((photo) => ({
      name: 'progress-photos.put',
      args: { id: photo.id, client_id: clientId, pose: 'front', taken_on: photo.taken_on },
    })),
  );
  for (const photo of photos) await client.uploadPhoto(photo.id, await phonePhoto(photo.shade));
  const answers = (due: string, value: number, photoId: string) => ({
    name: 'check-in-answers.put',
    args: {
      id: checkInAnswerId(assignmentId, due),
      assignment_id: assignmentId,
      client_id: clientId,
      due_date: due,
      answers: [
        { question_id: energy.id, kind: 'scale', question: energy.text, unit: '', value },
        { question_id: front.id, kind: 'photo', question: front.text, unit: '', value: photoId },
      ],
    },
  });
  await client.push([answers(lastWeek, 2, photos[0]?.id ?? ''), answers(day, 4, photos[1]?.id ?? '')]);

  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true });
  const page = await context.newPage();
  let scheduled: string | undefined;
  try {
    await signIn(page, DEMO.coach);
    await page.goto('/');
    // What needs the coach: the answered check-in, with the way to it.
    const attention = page.getByRole('region', { name: 'Needs your attention' });
    await expect(attention.getByText(/check-ins? answered/).first()).toBeVisible({ timeout: 60_000 });
    await page.goto(`/client/${clientId}?tab=checkins`);
    const review = page.getByRole('region', { name: 'Answers' });
    const chooser = review.getByRole('combobox', { name: 'Check-in' });
    // The newest of this form's answered days: today's.
    const option = await chooser
      .locator('option', { hasText: `${name} · Answered` })
      .first()
      .getAttribute('value');
    await chooser.selectOption(option ?? '');
    const table = review.getByRole('table');
    const energyRow = table.getByRole('row').filter({ hasText: 'How was your energy?' });
    await expect(energyRow).toContainText('4 of 5');
    await expect(energyRow).toContainText('2 of 5');
    await expect(table.getByRole('img', { name: 'Photo from the front' })).toHaveCount(2, { timeout: 30_000 });
    await review.getByRole('textbox', { name: 'Reply to the client' }).fill('Great week: add 2.5 kg to the squat.');
    await review.getByRole('button', { name: 'Send reply' }).click();
    await expectToast(page, 'Reply saved. The client is told.');
    await expect(review.getByText('Great week: add 2.5 kg to the squat.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('coach-check-in-review-1024.png'), fullPage: true });

    // A form of their own from the library's weekly check-in, scheduled for Sundays.
    await page.getByRole('button', { name: 'New form' }).click();
    await page.getByRole('menuitem', { name: 'Weekly check-in' }).click();
    const editor = page.getByRole('dialog', { name: 'Check-in form' });
    await expect(editor.getByRole('textbox', { name: 'Question 1', exact: true })).toHaveValue('How did you sleep this week?');
    await editor.getByRole('textbox', { name: 'Name' }).fill(`${name} (mine)`);
    await editor.getByRole('button', { name: 'Save form' }).click();
    await expectToast(page, 'Form saved.');
    const schedule = page.getByRole('form', { name: 'Schedule a check-in' });
    await schedule.getByRole('combobox', { name: 'Form' }).selectOption({ label: `${name} (mine)` });
    await schedule.getByRole('combobox', { name: 'Day' }).selectOption({ label: 'Sunday' });
    await schedule.getByRole('button', { name: 'Schedule' }).click();
    await expectToast(page, /^Check-in scheduled\. First due /);
    await expect(page.getByRole('listitem').filter({ hasText: `${name} (mine): every Sunday; missed after 2 days` })).toBeVisible();
    scheduled = (await coach.pullAll()).find(
      (change) => change.entity === 'check-in-assignments' && change.data?.weekday === 7 && change.data.ended_on === null,
    )?.id;

    // Each due day is on the calendar, where it leads to the review.
    await page.goto('/calendar');
    const onCalendar = page.getByRole('link', { name: new RegExp(`Check-in: ${name} · Answered`) }).first();
    await expect(onCalendar).toBeVisible({ timeout: 30_000 });
    await onCalendar.click();
    await expect(page).toHaveURL(new RegExp(`/client/${clientId}\\?tab=checkins`));

    // The photos on the progress tab, compared side by side.
    await page.goto(`/client/${clientId}?tab=progress`);
    await page.getByRole('button', { name: 'Compare two days' }).click();
    const compare = page.getByRole('region', { name: 'Compare' });
    await compare.scrollIntoViewIfNeeded();
    await expect(compare.getByRole('img')).toHaveCount(2, { timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('coach-photo-compare-1024.png'), fullPage: true });

    // The reply reaches the client's devices.
    await expect
      .poll(async () => (await client.pullAll()).find((change) => change.id === checkInAnswerId(assignmentId, day))?.data?.reply, {
        timeout: 60_000,
      })
      .toBe('Great week: add 2.5 kg to the squat.');
  } finally {
    await context.close();
    await coach.push([
      { name: 'check-in-assignments.delete', args: { id: assignmentId } },
      ...(scheduled ? [{ name: 'check-in-assignments.delete', args: { id: scheduled } }] : []),
    ]);
  }
});
