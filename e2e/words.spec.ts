import { expect, test, type Page } from '@playwright/test';
import { defaultLayoutPages } from './demo-pages';
import { DEMO, DEMO_PASSWORD, signIn, signInNewUser } from './fixtures';
import { SyncApiDevice } from './sync-api';
import { renderedText, textFaults } from './rendered-text';

type Language = 'en-US' | 'lv-LV';
const LANGUAGES: readonly Language[] = ['en-US', 'lv-LV'];

/** Every page of the default layout `role` may open, with real ids, and the coach's other calendar views. */
async function pagesFor(page: Page, role: keyof typeof DEMO): Promise<string[]> {
  const views = role === 'client' ? [] : ['/calendar?view=clients', '/calendar?view=month', '/calendar?view=list'];
  return [...(await defaultLayoutPages(page, role)), ...views];
}

/** Opens each page in turn, and collects what reads wrong on each, in `language`. */
async function faultsOn(page: Page, paths: readonly string[], language: Language): Promise<string[]> {
  const faults: string[] = [];
  for (const [index, path] of paths.entries()) {
    await page.goto(path);
    // The first page waits for the device's first sync (the whole exercise library, for a coach).
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible({ timeout: index === 0 ? 120_000 : 30_000 });
    await expect(page.locator('html'), path).toHaveAttribute('lang', language);
    // What loads after the heading (lists, the records of the device) is what reads wrong most.
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[role="progressbar"], .fui-Spinner'), path).toHaveCount(0, { timeout: 30_000 });
    faults.push(...textFaults(await renderedText(page)).map((fault) => `${path}: ${fault}`));
  }
  return faults;
}

for (const language of LANGUAGES) {
  test.describe(`every screen reads as sentences in ${language}: no words glued together, none said twice`, () => {
    for (const role of ['admin', 'coach', 'client'] as const) {
      test(`the ${role}'s pages`, async ({ page }) => {
        test.setTimeout(600_000);
        const account = await SyncApiDevice.signIn(page.request, DEMO[role]);
        if (role === 'admin') {
          // A message sent both ways, so the history says its channels in a sentence.
          const login = await page.request.post('/api/v1/auth/login', { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
          const { access_token } = (await login.json()) as { access_token: string };
          const sent = await page.request.post('/api/v1/admin/messages', {
            headers: { authorization: `Bearer ${access_token}` },
            data: {
              subject: 'Gym closed on Monday',
              body: 'The gym is closed on Monday.',
              audience: { kind: 'role', role_id: 1 },
              channels: { app: true, email: true },
            },
          });
          expect(sent.status(), await sent.text()).toBe(201);
        }
        const paths = await pagesFor(page, role);
        await account.setPreferredLanguage(language);
        try {
          await signIn(page, DEMO[role]);
          expect(await faultsOn(page, paths, language)).toEqual([]);
        } finally {
          // The demo accounts stay as documented for every later test.
          await account.setPreferredLanguage('en-US');
        }
      });
    }

    test("a new coach's empty pages", async ({ page }) => {
      test.setTimeout(300_000);
      await signInNewUser(page, 'words');
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // A page still starting writes the language it detected to this cookie: change it once the page shows.
      await page.context().addCookies([{ name: 'i18n_redirected', value: language, url: new URL(page.url()).origin }]);
      expect(await faultsOn(page, ['/', '/clients', '/calendar', '/workouts', '/workout-plan', '/profile'], language)).toEqual([]);
    });

    test('the pages before signing in', async ({ page }) => {
      await page.goto('/user/login');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.context().addCookies([{ name: 'i18n_redirected', value: language, url: new URL(page.url()).origin }]);
      expect(await faultsOn(page, ['/user/login', '/user/register', '/user/forgot-password', '/user/password'], language)).toEqual([]);
    });
  });
}
