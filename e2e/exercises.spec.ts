import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { DEMO, signIn } from './fixtures';
import { SyncApiDevice } from './sync-api';
import { expectNoSidewaysScroll, expectThumbSized } from './touch';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const TABLET = { viewport: { width: 1024, height: 768 }, hasTouch: true };

const list = (page: Page) => page.getByRole('list', { name: 'Exercises' });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: /^Search by name/ });

/** The library reaches the device with the first sync; until then the list says it is on its way. */
async function libraryOnDevice(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /^\d{3,} exercises$/ })).toBeVisible({ timeout: 60_000 });
}

test.describe('the exercises on a phone', () => {
  test.use(PHONE);

  test('a coach searches in Latvian and English, filters by a muscle, opens an exercise and comes back to the same list, also offline', async ({
    page,
    context,
  }) => {
    await signIn(page, DEMO.coach);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open navigation' }).tap();
    await page.getByRole('dialog').getByRole('link', { name: 'Exercises' }).tap();
    await expect(page).toHaveURL(/\/exercises$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Exercises' })).toBeVisible();
    await libraryOnDevice(page);

    // Latvian, typed without its diacritics: the English name is the link, the Latvian one says why.
    await searchBox(page).fill('kaju spiesana');
    await expect(list(page).getByRole('link', { name: 'Leg Press', exact: true })).toBeVisible();
    await expect(list(page).getByText('Kāju spiešana trenažierī', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/[?&]q=kaju\+spiesana(&|$)/);

    // A muscle: the leg press works the legs, not the chest.
    await page.getByRole('combobox', { name: 'Muscle' }).selectOption({ label: 'Chest' });
    await expect(page).toHaveURL(/[?&]muscle=[0-9a-f-]{36}/);
    await expect(list(page).getByRole('link', { name: 'Leg Press', exact: true })).toHaveCount(0);

    // English, with the muscle kept.
    await searchBox(page).fill('bench press');
    await expect(page).toHaveURL(/[?&]q=bench\+press(&|$)/);
    await expect(list(page).getByRole('link', { name: 'Barbell Bench Press - Medium Grip' })).toBeVisible();
    await expect(list(page).getByRole('link', { name: /Push/ })).toHaveCount(0);
    const filtered = page.url();

    await expectNoSidewaysScroll(page, '/exercises');
    await expectThumbSized(page.locator('main').locator('button:visible, select:visible, .fui-Input:visible'), '/exercises controls');
    await expectThumbSized(list(page).getByRole('link'), '/exercises rows');
    expect(await seriousViolations(page)).toEqual([]);

    await list(page).getByRole('link', { name: 'Barbell Bench Press - Medium Grip' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: 'Barbell Bench Press - Medium Grip' })).toBeVisible();
    // The library is the admins' (sync/SPEC.md A2): a coach reads it, and edits only their own.
    await expect(page.getByRole('button', { name: 'Edit exercise' })).toHaveCount(0);
    await expectNoSidewaysScroll(page, 'the exercise');

    await page.goBack();
    expect(page.url()).toBe(filtered);
    await expect(searchBox(page)).toHaveValue('bench press');
    await expect(page.getByRole('combobox', { name: 'Muscle' })).toHaveValue(/[0-9a-f-]{36}/);
    await expect(list(page).getByRole('link', { name: 'Barbell Bench Press - Medium Grip' })).toBeVisible();

    // At the gym with no network: the same list opens from the device's copy.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await page.reload();
    await expect(list(page).getByRole('link', { name: 'Barbell Bench Press - Medium Grip' })).toBeVisible();
    await searchBox(page).fill('spiesana');
    await expect(list(page).getByRole('link', { name: 'Leg Press', exact: true })).toHaveCount(0);
    await expect(list(page).getByText('Spiešana guļus ar stieni (vidējs tvēriens)')).toBeVisible();
    await context.setOffline(false);
  });
});

test.describe('the exercises on a small phone', () => {
  test.use({ ...PHONE, viewport: { width: 360, height: 740 } });

  test('the list and the editor fit 360 px, every control big enough for a finger', async ({ page }) => {
    await signIn(page, DEMO.coach);
    await page.goto('/exercises');
    await libraryOnDevice(page);
    await page.getByRole('combobox', { name: 'Muscle' }).selectOption({ label: 'Hip abductors' });
    await expect(page.getByRole('button', { name: 'Clear search and filters' })).toBeVisible();
    await expectNoSidewaysScroll(page, '/exercises');

    await page.getByRole('button', { name: 'New exercise' }).tap();
    const form = page.getByRole('form', { name: 'New exercise' });
    await expect(form).toBeVisible();
    await form.getByRole('combobox', { name: 'Secondary muscles' }).tap();
    await page.getByRole('menuitemcheckbox', { name: 'Glutes' }).tap();
    await page.getByRole('menuitemcheckbox', { name: 'Hip abductors' }).tap();
    await page.getByRole('menuitemcheckbox', { name: 'Transverse abdominis' }).tap();
    await page.keyboard.press('Escape');
    await expectNoSidewaysScroll(page, 'the exercise editor');
    await expectThumbSized(form.locator('button:visible, select:visible, .fui-Input:visible'), 'the exercise editor');
    expect(await seriousViolations(page)).toEqual([]);

    // Back closes the editor and returns to the filtered list.
    await page.goBack();
    await expect(form).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Muscle', exact: true })).toHaveValue(/[0-9a-f-]{36}/);
  });
});

test.describe('the exercises on a tablet', () => {
  test.use(TABLET);

  test('a coach creates an own exercise with a Latvian name offline, finds it by that name, and it reaches the server once online', async ({
    page,
    request,
    context,
  }) => {
    const stamp = Date.now();
    const english = `Wall sit ${stamp}`;
    const latvian = `Sēdēšana pie sienas ${stamp}`;
    await signIn(page, DEMO.coach);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Exercises' }).tap();
    await libraryOnDevice(page);

    await page.getByRole('button', { name: 'New exercise' }).tap();
    const form = page.getByRole('form', { name: 'New exercise' });
    await expect(form).toBeVisible();
    // Saved empty, the form says what is missing, next to the field.
    await form.getByRole('button', { name: 'Save exercise' }).tap();
    await expect(form.getByText('This field is required').last()).toBeVisible();
    await expectNoSidewaysScroll(page, 'the exercise editor');
    expect(await seriousViolations(page)).toEqual([]);

    await form.getByRole('textbox', { name: /^Name · English/ }).fill(english);
    await form.getByRole('textbox', { name: /^Name · Latviešu/ }).fill(latvian);
    await form
      .getByRole('textbox', { name: /^Instructions · English/ })
      .fill('Back flat against the wall.\nThighs level with the floor.\nHold.');
    await form.getByRole('combobox', { name: 'Level' }).selectOption({ label: 'Beginner' });
    await form.getByRole('combobox', { name: 'Primary muscles' }).tap();
    await page.getByRole('menuitemcheckbox', { name: 'Quadriceps' }).tap();
    await page.keyboard.press('Escape');
    await expect(form.getByRole('combobox', { name: 'Primary muscles' })).toHaveText('Quadriceps');
    await form.getByRole('textbox', { name: /^Rest between sets/ }).fill('60');
    // Written on the device, so the network is not needed (sync/SPEC.md C1).
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await form.getByRole('button', { name: 'Save exercise' }).tap();

    await expect(page.getByRole('heading', { level: 1, name: english })).toBeVisible();
    await expect(page.getByText('Saved on this device. It is sent to the server when you are online.').last()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit exercise' })).toBeVisible();
    await expect(page.getByText('Quadriceps').last()).toBeVisible();

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Exercises' }).tap();
    await searchBox(page).fill(`sedesana pie sienas ${stamp}`);
    const row = list(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: english }) });
    await expect(row).toBeVisible();
    await expect(row.getByText('My exercise').last()).toBeVisible();
    await expect(row.getByText(latvian)).toBeVisible();
    await context.setOffline(false);

    // Synced: the server holds it as the coach's own (the owner is the server's to set).
    const coach = await SyncApiDevice.signIn(request, DEMO.coach);
    await expect
      .poll(
        async () =>
          (await coach.pullAll()).find(
            (change) => change.entity === 'exercises' && (change.data?.name as { 'lv-LV'?: string } | undefined)?.['lv-LV'] === latvian,
          )?.data?.owner_id ?? null,
        {
          timeout: 30_000,
        },
      )
      .not.toBeNull();
  });
});
