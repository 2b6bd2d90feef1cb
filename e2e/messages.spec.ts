import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { seriousViolations } from './axe';
import { DEMO, demoUserId, signIn } from './fixtures';
import { Pwa } from './pages/pwa';
import { expectInReach } from './reach';
import { SyncApiDevice } from './sync-api';

/*
 * A coach and a client talk between workouts (sync/SPEC.md A21–A23): the client writes from the
 * gym with no network on a phone in English; online again, it is sent; the coach reads it on a
 * tablet in Latvian and answers; the client sees "Read" and the answer.
 */

/** A phone's photo of the gym's equipment: 3000 × 4000 px, with EXIF saying where it was taken. */
const equipmentPhoto = () =>
  sharp({ create: { width: 3000, height: 4000, channels: 3, background: { r: 60, g: 90, b: 160 } } })
    .jpeg({ quality: 90 })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '56/1 56/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '24/1 6/1 0/1' } })
    .toBuffer();

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function syncedIdle(page: Page) {
  await expect(page.getByRole('button', { name: /^(Sync|Sinhronizācija): / })).toHaveAccessibleName(
    /(All changes synced|Visas izmaiņas sinhronizētas)$/,
    { timeout: 90_000 },
  );
}

test('a client writes offline on a phone; the coach reads and answers on a tablet in Latvian; the client sees it read', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const coachApi = await SyncApiDevice.signIn(request, DEMO.coach);
  await coachApi.setPreferredLanguage('lv-LV');
  const clientUser = await demoUserId(request, DEMO.client);
  const record = (await coachApi.pullAll()).find((change) => change.entity === 'clients' && change.data?.user_id === clientUser);
  const clientName = String(record?.data?.name);
  const question = `The gym is full, can I swap the bench for dumbbells? ${randomUUID().slice(0, 6)} https://example.com/gym`;
  const answer = `Jā, hanteles, tās pašas sērijas. ${randomUUID().slice(0, 6)}`;

  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const tabletContext = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true });
  try {
    const phone = await phoneContext.newPage();
    await signIn(phone, DEMO.client);
    await phone.goto('/');
    await new Pwa(phone).waitUntilControlled();
    await syncedIdle(phone);
    await phoneContext.setOffline(true);

    await phone.getByRole('link', { name: /^(Message your coach|Read)$/ }).tap();
    await expect(phone).toHaveURL(/\/messages$/);
    const box = phone.getByRole('textbox', { name: 'Message' });
    const send = phone.getByRole('button', { name: 'Send' });
    await expectInReach(phone, 'the message box and Send', [box, send]);
    await box.fill(question);
    // About the last workout, chosen from the device with no network.
    await phone.getByRole('button', { name: 'Add a workout to the message' }).tap();
    const picker = phone.getByRole('dialog', { name: 'What is it about?' });
    const lastWorkout = picker.getByRole('region', { name: 'Workouts done' }).getByRole('button').first();
    const workoutName = (await lastWorkout.locator('span').first().textContent()) ?? '';
    await phone.screenshot({ path: test.info().outputPath('messages-about-what-390.png') });
    expect(workoutName).not.toBe('');
    await lastWorkout.tap();
    await expect(picker).toBeHidden();
    await expect(phone.getByRole('button', { name: `Not about ${workoutName}` })).toBeVisible();
    await expectInReach(phone, 'the message box and Send under the chosen workout', [box, send]);
    // A double tap sends it once.
    await send.dblclick();
    const mine = phone.getByTestId('message').filter({ hasText: question });
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText('Not sent yet');
    await expect(mine.getByRole('link', { name: 'https://example.com/gym' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(box).toHaveValue('');
    await expect(mine.getByRole('link', { name: new RegExp(`^Workout done: ${escaped(workoutName)}, `) })).toBeVisible();
    // A photo of the equipment, without words, still offline.
    await phone.locator('input[type=file]').setInputFiles({ name: 'IMG_0412.jpg', mimeType: 'image/jpeg', buffer: await equipmentPhoto() });
    await expect(phone.getByText('A photo goes with this message')).toBeVisible();
    await expectInReach(phone, 'Send with a photo chosen', [send]);
    await send.tap();
    const photoMessage = phone.getByTestId('message').filter({ has: phone.getByRole('button', { name: 'Open the photo' }) });
    await expect(photoMessage).toHaveCount(1);
    await expect(photoMessage).toContainText('Not sent yet');
    expect(await seriousViolations(phone)).toEqual([]);
    await phone.screenshot({ path: test.info().outputPath('messages-client-offline-390.png') });

    await phoneContext.setOffline(false);
    await syncedIdle(phone);
    await expect(mine).toContainText('Sent');

    const tablet = await tabletContext.newPage();
    await signIn(tablet, DEMO.coach);
    await tablet.goto('/messages');
    await expect(tablet.getByRole('heading', { level: 1, name: 'Ziņas' })).toBeVisible();
    const row = tablet.getByRole('link', { name: new RegExp(`^${clientName}, \\d+ nelasītas$`) });
    await expect(row).toBeVisible({ timeout: 90_000 });
    expect(await seriousViolations(tablet)).toEqual([]);
    await row.tap();
    await expect(tablet).toHaveURL(/tab=messages/);
    await expect(tablet.getByTestId('message').filter({ hasText: question })).toBeVisible();
    // The card opens the workout on the client's page, where the coach reviews it.
    const card = tablet
      .getByTestId('message')
      .filter({ hasText: question })
      .getByRole('link', { name: new RegExp(`^Veikts treniņš: ${escaped(workoutName)}, `) });
    await expect(card).toBeVisible();
    await card.tap();
    await expect(tablet).toHaveURL(/tab=history&session=/);
    await tablet.goBack();
    await expect(tablet).toHaveURL(/tab=messages/);
    // The photo came after its message, cleaned by the server, and opens whole.
    await tablet.getByRole('button', { name: 'Atvērt foto' }).tap();
    const whole = tablet.getByRole('dialog', { name: 'Foto' });
    await expect(whole.getByRole('img', { name: 'Foto' })).toBeVisible({ timeout: 30_000 });
    await tablet.screenshot({ path: test.info().outputPath('messages-photo-1024-lv.png') });
    await whole.getByRole('button', { name: 'Aizvērt' }).tap();
    const reply = tablet.getByRole('textbox', { name: 'Ziņa' });
    await expectInReach(tablet, 'the coach’s message box', [reply, tablet.getByRole('button', { name: 'Sūtīt' })]);
    await reply.fill(answer);
    await tablet.getByRole('button', { name: 'Sūtīt' }).tap();
    const answered = tablet.getByTestId('message').filter({ hasText: answer });
    await expect(answered).toContainText('Nosūtīta', { timeout: 90_000 });
    // Reworded within the quarter hour: the box takes the words, Save keeps the one message, marked edited.
    await answered.getByRole('button', { name: 'Darbības ar ziņu' }).tap();
    await tablet.getByRole('menuitem', { name: 'Labot' }).tap();
    await expect(reply).toHaveValue(answer);
    const reworded = `${answer} Un 2,5 kg mazāk.`;
    await reply.fill(reworded);
    await tablet.getByRole('button', { name: 'Saglabāt' }).tap();
    await expect(tablet.getByTestId('message').filter({ hasText: reworded })).toContainText('labota');
    await expect(reply).toHaveValue('');
    await expect(answered).toHaveCount(1);
    expect(await seriousViolations(tablet)).toEqual([]);
    await tablet.screenshot({ path: test.info().outputPath('messages-coach-1024-lv.png') });

    // The client's next sync brings the answer and the coach's read mark.
    await phone.reload();
    await expect(phone.getByTestId('message').filter({ hasText: answer })).toBeVisible({ timeout: 90_000 });
    await expect(phone.getByTestId('message').filter({ hasText: question })).toContainText('Read');
    await phone.screenshot({ path: test.info().outputPath('messages-client-read-390.png') });
    // The client saw the answer: the coach's device shows it read.
    await tablet.reload();
    await expect(tablet.getByTestId('message').filter({ hasText: answer })).toContainText('Izlasīta', { timeout: 90_000 });
  } finally {
    await coachApi.setPreferredLanguage('en-US');
    await phoneContext.close();
    await tabletContext.close();
  }
});
