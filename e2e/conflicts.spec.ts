import { randomUUID } from 'node:crypto';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { DEMO, expectToast, signIn, signInNewUser } from './fixtures';
import { SyncApiDevice } from './sync-api';
import { ClientsPage } from './pages/clients-page';
import { expectNoSidewaysScroll, expectThumbSized } from './touch';

/** A coach's tablet: 1024 px wide, touch. */
async function tablet(context: BrowserContext): Promise<{ page: Page; clients: ClientsPage }> {
  const page = await context.newPage();
  await signIn(page, DEMO.coach);
  const clients = new ClientsPage(page);
  await clients.goto();
  await expect(clients.syncIndicator()).toHaveAccessibleName('Sync: All changes synced');
  return { page, clients };
}

/** Saved: "Saved." online, "Saved on this device. …" offline (src/features/clients/ClientPage.tsx). */
async function saveGoals(page: Page, goals: string) {
  await page.getByLabel('Goals').fill(goals);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, /^Saved/);
}

test.describe('no silent overwrite (sync/SPEC.md R9)', () => {
  test('an older offline edit replaces a newer one: the writer is told, sees the other text and can restore it', async ({ browser }) => {
    const options = { viewport: { width: 1024, height: 768 }, hasTouch: true };
    const contextA = await browser.newContext(options);
    const contextB = await browser.newContext(options);
    const a = await tablet(contextA);
    const name = `Conflict Klāvs ${Date.now()}`;
    await a.clients.add(name, 'Run 5 km');
    await expect(a.clients.syncIndicator()).toHaveAccessibleName('Sync: All changes synced');
    const b = await tablet(contextB);
    await expect(b.clients.row(name)).toBeVisible();
    await a.clients.openDetails(name);
    await b.clients.openDetails(name);

    // Tablet A, offline, edits the goals; tablet B, online, saves a newer text first.
    await a.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await contextA.setOffline(true);
    await saveGoals(a.page, 'Run 5 km in May');
    await saveGoals(b.page, 'Run 10 km by June');
    await expect(b.clients.syncIndicator()).toHaveAccessibleName('Sync: All changes synced');

    await contextA.setOffline(false);
    // Synced, and the header says there is something to look at, whichever screen is open.
    await expect(a.clients.syncIndicator()).toHaveAccessibleName('Sync: 1 change to check');
    const notice = a.page.getByRole('status', { name: 'Change replaced on another device' });
    await expect(notice).toContainText('Your change replaced a newer change made on another device');
    await expect(notice).toContainText('Goals on the other device: Run 10 km by June');
    await expect(notice).toContainText('Goals now (your change): Run 5 km in May');
    await a.page.screenshot({ path: 'e2e/.shots/conflict-notice-tablet.png', fullPage: true });
    // The header lists it too, for a coach who is on another screen.
    await a.clients.syncIndicator().click();
    const details = a.page.getByLabel('Sync details');
    await expect(details.getByRole('status', { name: 'Change replaced on another device' })).toContainText(`Client · ${name}`);
    await a.page.keyboard.press('Escape');

    // B, whose text was replaced, is told on the record once it has A's change: its history says so.
    await b.page.reload();
    await expect(b.page.getByLabel('Goals')).toHaveValue('Run 5 km in May');
    const replaced = b.page.getByRole('status', { name: 'Your change was replaced on another device' });
    await expect(replaced).toContainText('Goals from this device: Run 10 km by June');
    await expect(replaced).toContainText('Goals now (the other device’s): Run 5 km in May');
    await b.page.getByRole('button', { name: 'History of changes' }).click();
    await expect(b.page.getByText('This replaced a newer change made on another device')).toBeVisible();
    await b.page.screenshot({ path: 'e2e/.shots/conflict-history-tablet.png', fullPage: true });

    // One action on A puts the other device's text back, as a new change that reaches B too.
    await notice.getByRole('button', { name: 'Restore the other device’s Goals' }).click();
    await expect(notice).toBeHidden();
    await expect(a.page.getByLabel('Goals')).toHaveValue('Run 10 km by June');
    await expect(a.clients.syncIndicator()).toHaveAccessibleName('Sync: All changes synced');
    await b.page.reload();
    await expect(b.page.getByLabel('Goals')).toHaveValue('Run 10 km by June');
    await expect(b.page.getByRole('status', { name: 'Change replaced on another device' })).toHaveCount(0);
    // The newest write of the goals is no longer the one that replaced B's: nothing left to tell B.
    await expect(b.page.getByRole('button', { name: 'History of changes' })).toBeVisible();
    await expect(replaced).toHaveCount(0);

    await contextA.close();
    await contextB.close();
  });
});

test.describe('no silent overwrite on a phone, in Latvian (sync/SPEC.md R9)', () => {
  test('a workout renamed offline over a newer name: the header counts it, lists it and opens the workout with its notice', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const email = await signInNewUser(page, 'conflict-phone');
    const laptop = await SyncApiDevice.signIn(page.request, email, 'a good passphrase');
    await laptop.setPreferredLanguage('lv-LV');
    const workout = { id: randomUUID(), name: 'Kājas', description: null, blocks: [] };
    await laptop.push([{ name: 'workouts.put', args: workout }]);

    await page.goto(`/workouts?edit=${workout.id}`);
    const name = page.getByRole('textbox', { name: /^Treniņa nosaukums/ });
    await expect(name).toHaveValue('Kājas');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await name.fill('Kājas un sēžamie');
    await page.getByRole('button', { name: 'Saglabāt treniņu' }).click();
    // The other device renames it first, online.
    await laptop.push([{ name: 'workouts.patch', args: { id: workout.id, changes: { name: 'Kāju diena' } } }]);
    await context.setOffline(false);

    const indicator = page.getByRole('button', { name: /^Sinhronizācija: / });
    await expect(indicator).toHaveAccessibleName('Sinhronizācija: 1 izmaiņa jāpārbauda');
    await indicator.click();
    const listed = page.getByLabel('Sinhronizācijas informācija').getByRole('status', { name: 'Citā ierīcē veikta izmaiņa ir aizstāta' });
    await expect(listed).toContainText('Treniņš · Kājas un sēžamie');
    await expect(listed).toContainText('Nosaukums otrā ierīcē: Kāju diena');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: 'e2e/.shots/conflict-list-phone-lv.png' });
    expect(await seriousViolations(page)).toEqual([]);

    await expectThumbSized(listed.locator('button:visible, a:visible'), 'a notice in the sync details');
    await listed.getByRole('link', { name: 'Atvērt' }).click();
    await expect(page).toHaveURL(new RegExp(`/workouts\\?edit=${workout.id}$`));
    const notice = page.getByRole('status', { name: 'Citā ierīcē veikta izmaiņa ir aizstāta' });
    await expect(notice).toContainText('Nosaukums tagad (jūsu izmaiņa): Kājas un sēžamie');
    await page.screenshot({ path: 'e2e/.shots/conflict-workout-phone-lv.png', fullPage: true });
    await notice.getByRole('button', { name: 'Atjaunot „Nosaukums” no otras ierīces' }).click();
    await expect(name).toHaveValue('Kāju diena');
    await expect(indicator).toHaveAccessibleName('Sinhronizācija: Visas izmaiņas sinhronizētas');
    // The editor takes a finger: its actions, a block's fields and its icon buttons.
    await page.getByRole('button', { name: 'Supersērija' }).tap();
    await expectThumbSized(
      page.getByRole('main').locator('button:visible, select:visible, .fui-Input:visible, .fui-Combobox:visible'),
      'the workout editor',
    );
    await expectNoSidewaysScroll(page, 'the workout editor');
    await page.screenshot({ path: 'e2e/.shots/workout-editor-phone-lv.png', fullPage: true });
    await context.close();
  });
});
