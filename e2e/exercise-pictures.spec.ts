import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { DEMO, signIn } from './fixtures';
import { Pwa } from './pages/pwa';
import { SyncApiDevice } from './sync-api';
import { block, blockItem, scheduleWorkoutToday } from './workout-data';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const TABLET = { viewport: { width: 1024, height: 768 }, hasTouch: true };
const SHOTS = 'test-results/exercise-pictures';

/** A library exercise by its free-exercise-db id, as the coach's device holds it. */
async function libraryExercise(coach: SyncApiDevice, sourceId: string): Promise<{ id: string; name: string }> {
  const found = (await coach.pullAll()).find((change) => change.entity === 'exercises' && change.data?.source_id === sourceId);
  const name = (found?.data?.name as Record<string, string> | undefined)?.['en-US'];
  if (!found || !name) throw new Error(`${sourceId} is not in the library`);
  return { id: found.id, name };
}

/** Shown and decoded: the browser had the file, not only the element. */
async function expectLoaded(photo: Locator) {
  await photo.scrollIntoViewIfNeeded();
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(480);
}

/** What the app's photo cache and the worker's precache hold under /exercise-images/. */
function cachedPhotos(page: Page) {
  return page.evaluate(async () => {
    const held: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const urls = (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
      held[name] = urls.filter((path) => path.startsWith('/exercise-images/'));
    }
    return held;
  });
}

test.describe('exercise photos on a phone', () => {
  test.use(PHONE);

  test('the exercise page shows the photos online; offline, the player of a coming workout still shows its exercise’s photos', async ({
    page,
    context,
    request,
  }) => {
    // A first sync of the whole library and the worker's install, then the player offline.
    test.setTimeout(180_000);
    const coach = await SyncApiDevice.signIn(request, DEMO.coach);
    const squat = await libraryExercise(coach, 'Barbell_Squat');
    const deadlift = await libraryExercise(coach, 'Barbell_Deadlift');
    const { entryId, name } = await scheduleWorkoutToday(coach, `Pull day ${Date.now()}`, () => [
      block('straight', [blockItem(deadlift.id, [{ reps: 5, load_kg: 100 }])]),
    ]);

    await signIn(page, DEMO.client);
    await page.goto(`/exercise/${squat.id}`);
    await new Pwa(page).waitUntilControlled();
    await expect(page.getByRole('heading', { level: 1, name: squat.name })).toBeVisible({ timeout: 30_000 });
    const start = page.getByRole('img', { name: `${squat.name}: start position` });
    await expectLoaded(start);
    await expectLoaded(page.getByRole('img', { name: `${squat.name}: end position` }));
    await expect(page.getByText('Photos: free-exercise-db, public domain').last()).toBeVisible();
    // The photos sit in the frame their width and height promise: nothing below them moved.
    const box = await start.boundingBox();
    expect(box && Math.round((box.width / box.height) * 100)).toBe(150);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/exercise-page-390.png`, fullPage: true });

    // After the sync, the coming workout's photos are on the device, and never the whole library.
    await expect
      .poll(async () => (await cachedPhotos(page))['treneris-exercise-pictures'] ?? [], { timeout: 30_000 })
      .toEqual(expect.arrayContaining(['/exercise-images/Barbell_Deadlift/0.webp', '/exercise-images/Barbell_Deadlift/1.webp']));
    const held = await cachedPhotos(page);
    expect(Object.entries(held).filter(([cache, photos]) => cache !== 'treneris-exercise-pictures' && photos.length > 0)).toEqual([]);
    expect(held['treneris-exercise-pictures']?.length).toBeLessThan(100);

    await context.setOffline(true);
    await page.goto(`/workout/${entryId}`);
    await page.getByRole('button', { name: 'Start workout' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByText('How to do it').click();
    await expectLoaded(page.getByRole('img', { name: `${deadlift.name}: start position` }));
    await expectLoaded(page.getByRole('img', { name: `${deadlift.name}: end position` }));
    await expect(page.getByText('Photos: free-exercise-db, public domain').last()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/player-offline-390.png`, fullPage: true });
  });
});

test.describe('exercise photos on a tablet', () => {
  test.use(TABLET);

  test('a coach sees the photos on the exercise page and small ones in the workout builder’s picker', async ({ page, request }) => {
    // The library reaches the tablet with its first sync.
    test.setTimeout(120_000);
    const coach = await SyncApiDevice.signIn(request, DEMO.coach);
    const curl = await libraryExercise(coach, 'Dumbbell_Bicep_Curl');
    await signIn(page, DEMO.coach);
    await page.goto(`/exercise/${curl.id}`);
    await expect(page.getByRole('heading', { level: 1, name: curl.name })).toBeVisible({ timeout: 30_000 });
    await expectLoaded(page.getByRole('img', { name: `${curl.name}: start position` }));
    await page.screenshot({ path: `${SHOTS}/exercise-page-1024.png` });

    await page.goto('/workouts');
    await page.getByRole('button', { name: 'New workout' }).click();
    await page.getByRole('button', { name: 'Straight sets' }).click();
    const picker = page.getByRole('combobox', { name: 'Add an exercise to block 1' });
    await picker.click();
    await picker.pressSequentially('bicep curl');
    const option = page.getByRole('option', { name: curl.name, exact: true });
    await expect(option).toBeVisible();
    const thumbnail = option.locator('img');
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(480);
    expect(await thumbnail.getAttribute('src')).toBe('/exercise-images/Dumbbell_Bicep_Curl/0.webp');
    await page.screenshot({ path: `${SHOTS}/picker-1024.png` });
  });
});
