import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { DEMO, signIn } from './fixtures';
import { Pwa } from './pages/pwa';
import { expectInReach } from './reach';
import { SyncApiDevice } from './sync-api';

/*
 * A free workout (docs/decisions/0097-a-free-workout-is-a-session-that-grows.md): nothing planned, the client starts an
 * empty workout on their phone with no network, adds exercises from the library as they go, and
 * the session reaches their coach as what was done.
 */

interface Words {
  startFree: string;
  startEmpty: string;
  add: string;
  exercise: string;
  log: RegExp;
  oneMore: RegExp;
  finish: string;
  save: string;
  saved: string;
}

const EN: Words = {
  startFree: 'Start a free workout',
  startEmpty: 'Start an empty workout',
  add: 'Add an exercise',
  exercise: 'Exercise',
  log: /^Log set/,
  oneMore: /^One more set of /,
  finish: 'Finish workout',
  save: 'Save and finish',
  saved: 'Workout saved',
};
const LV: Words = {
  startFree: 'Sākt brīvo treniņu',
  startEmpty: 'Sākt tukšu treniņu',
  add: 'Pievienot vingrinājumu',
  exercise: 'Vingrinājums',
  log: /^Atzīmēt/,
  oneMore: /^Vēl viens piegājiens: /,
  finish: 'Pabeigt treniņu',
  save: 'Saglabāt un pabeigt',
  saved: 'Treniņš saglabāts',
};

/** Picks an exercise in the player's dialog, typed as a person would search for it. */
async function addExercise(page: Page, words: Words, typed: string, name: RegExp) {
  await page.getByRole('button', { name: words.add }).click();
  const dialog = page.getByRole('dialog', { name: words.add });
  await dialog.getByRole('combobox', { name: words.exercise }).fill(typed);
  await page.getByRole('option', { name }).first().click();
  await expect(dialog).toBeHidden();
}

async function freeSessionsOf(client: SyncApiDevice) {
  return (await client.pullAll()).filter(
    (change) =>
      change.entity === 'workout-sessions' &&
      change.data !== undefined &&
      change.data.workout_id === null &&
      change.data.calendar_entry_id === null,
  );
}

for (const { size, words, lang } of [
  { size: { width: 390, height: 844 }, words: EN, lang: 'en-US' },
  { size: { width: 360, height: 640 }, words: LV, lang: 'lv-LV' },
] as const) {
  test(`${lang} at ${size.width}×${size.height}: a client with no network starts an empty workout, adds two exercises, logs three sets and the coach's side has them`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const client = await SyncApiDevice.signIn(request, DEMO.client);
    const before = new Set((await freeSessionsOf(client)).map((change) => change.id));
    const context = await browser.newContext({ viewport: size, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    try {
      await client.setPreferredLanguage(lang);
      await signIn(page, DEMO.client);
      await page.goto('/');
      await new Pwa(page).waitUntilControlled();
      // The first download brings the library onto the phone: the exercises are picked offline.
      await expect(page.getByRole('button', { name: /^(Sync|Sinhronizācija): / })).toHaveAccessibleName(
        /(All changes synced|Visas izmaiņas sinhronizētas)$/,
        { timeout: 90_000 },
      );
      await context.setOffline(true);

      await page.getByRole('button', { name: words.startFree }).click();
      await expect(page).toHaveURL(/\/workout\/free$/);
      await page.getByRole('button', { name: words.startEmpty }).click();
      await expectInReach(page, 'an empty workout', [page.getByRole('button', { name: words.add })]);

      await addExercise(
        page,
        words,
        lang === 'en-US' ? 'romanian' : 'rumāņu',
        lang === 'en-US' ? /^Romanian Deadlift$/ : /^Rumāņu vilkme$/,
      );
      const dock = page.getByTestId('player-dock');
      // A barbell takes a load even though nothing was prescribed (core/training/loadable.ts).
      await expectInReach(page, 'the first set of an added exercise', [
        dock.getByRole('button', { name: words.log }),
        dock.getByRole('textbox').first(),
        dock.getByRole('textbox').last(),
      ]);
      await page.screenshot({ path: test.info().outputPath(`free-first-set-${size.width}-${lang}.png`) });
      await dock.getByRole('textbox').first().fill('8');
      await dock.getByRole('textbox').last().fill('60');
      await dock.getByRole('button', { name: words.log }).click();
      await page.getByRole('button', { name: words.oneMore }).click();
      await dock.getByRole('button', { name: words.log }).click();

      await addExercise(
        page,
        words,
        lang === 'en-US' ? 'barbell squat' : 'pietupiens ar stieni',
        lang === 'en-US' ? /^Barbell Squat$/ : /^Pietupiens ar stieni$/,
      );
      await dock.getByRole('button', { name: words.log }).click();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`free-done-${size.width}-${lang}.png`) });

      await page.getByRole('button', { name: words.finish }).click();
      await page.getByRole('button', { name: words.save }).click();
      await expect(page.getByRole('heading', { name: words.saved })).toBeVisible();

      await context.setOffline(false);
      await expect
        .poll(
          async () => {
            const session = (await freeSessionsOf(client)).find((change) => !before.has(change.id));
            if (!session?.data?.finished_at) return null;
            const logs = (await client.pullAll()).filter(
              (change) => change.entity === 'set-logs' && change.data?.session_id === session.id,
            );
            const blocks = (session.data.prescription as { blocks: unknown[] }).blocks;
            return {
              blocks: blocks.length,
              sets: logs.length,
              reps: logs.map((log) => log.data?.reps).filter((reps) => reps === 8).length,
            };
          },
          { timeout: 60_000 },
        )
        // The 8 reps typed on the first set carry to the one more set of it (core/training/carry.ts).
        .toEqual({ blocks: 2, sets: 3, reps: 2 });
    } finally {
      await context.close();
      await client.setPreferredLanguage('en-US');
    }
  });
}
