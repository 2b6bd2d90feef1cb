import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './fixtures';
import { ClientsPage } from './pages/clients-page';

test.describe('[T13] offline first, in Chromium', () => {
  test('edit offline in one tab, see it live in a second tab, go online, see it on the server and on another device', async ({
    browser,
  }) => {
    const phone = await browser.newContext();
    const first = await phone.newPage();
    await signIn(first, DEMO.coach);
    const tab1 = new ClientsPage(first);
    await tab1.goto();
    // The first download brings the coach's clients onto the device.
    await expect(tab1.row('Jānis Bērziņš')).toBeVisible();
    await expect(tab1.syncIndicator()).toHaveAccessibleName('Sync: All changes synced');

    const tab2 = new ClientsPage(await phone.newPage());
    await tab2.goto();
    await expect(tab2.row('Jānis Bērziņš')).toBeVisible();

    await phone.setOffline(true);
    const name = `Offline Olga ${Date.now()}`;
    await tab1.add(name, 'Written with no network');
    await expect(tab1.row(name)).toBeVisible();
    await expect(tab2.row(name)).toBeVisible();
    await expect(tab1.syncIndicator()).toHaveAccessibleName('Sync: Offline · 1 waiting');
    await expect(tab2.syncIndicator()).toHaveAccessibleName('Sync: Offline · 1 waiting');

    await phone.setOffline(false);
    await expect(tab1.syncIndicator()).toHaveAccessibleName('Sync: All changes synced');
    await expect(tab2.syncIndicator()).toHaveAccessibleName('Sync: All changes synced');

    // The first tab led the syncing (E5); when it closes, the second takes over.
    await first.close();
    const later = `After the leader left ${Date.now()}`;
    await tab2.add(later);
    await expect(tab2.syncIndicator()).toHaveAccessibleName('Sync: All changes synced');

    // Another signed-in device of the same coach gets it from the server.
    const tablet = await browser.newContext();
    const other = await tablet.newPage();
    await signIn(other, DEMO.coach);
    const tab3 = new ClientsPage(other);
    await tab3.goto();
    await expect(tab3.row(name)).toBeVisible();
    await expect(tab3.row(later)).toBeVisible();
    await tab3.openDetails(name);
    await expect(other.getByLabel('Goals')).toHaveValue('Written with no network');

    await phone.close();
    await tablet.close();
  });

  test('signing out with changes not yet synced warns, and keeps them for the next sign-in', async ({ page, context }) => {
    await signIn(page, DEMO.coach);
    const clients = new ClientsPage(page);
    await clients.goto();
    await expect(clients.syncIndicator()).toHaveAccessibleName('Sync: All changes synced');
    // The app is installed (its service worker controls the page), so its screens open offline.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    const name = `Kept Kārlis ${Date.now()}`;
    await clients.add(name);
    await page.getByRole('button', { name: /^Account:/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByRole('alert')).toHaveText('You have 1 change on this device that is not on the server yet.');
    await page.getByRole('button', { name: 'Sync, then sign out' }).click();
    await expect(page.getByRole('alert')).toContainText('Syncing did not finish');
    await page.getByRole('button', { name: 'Sign out and keep the changes on this device' }).click();
    await expect(page).toHaveURL(/\/user\/login/);

    await context.setOffline(false);
    await page.getByLabel(/^E-mail/).fill(DEMO.coach);
    await page.getByLabel(/^Password/).fill('Demo-pass-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/$/);
    await clients.goto();
    await expect(clients.row(name)).toBeVisible();
    await expect(clients.syncIndicator()).toHaveAccessibleName('Sync: All changes synced');
  });

  test('[C8] after a clean sync, signing out removes the user’s data from the device; a trusted device keeps it', async ({ page }) => {
    const userDatabases = () =>
      page.evaluate(async () =>
        (await indexedDB.databases()).map((db) => db.name ?? '').filter((name) => name.startsWith('treneris-user-')),
      );
    const signOut = async () => {
      await page.getByRole('button', { name: /^Account:/ }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/user\/login/);
    };
    const signInHere = async () => {
      await page.getByLabel(/^E-mail/).fill(DEMO.coach);
      await page.getByLabel(/^Password/).fill('Demo-pass-2026');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/$/);
    };
    await signIn(page, DEMO.coach);
    const clients = new ClientsPage(page);
    await clients.goto();
    await expect(clients.syncIndicator()).toHaveAccessibleName('Sync: All changes synced');
    expect(await userDatabases()).toHaveLength(1);

    await signOut();
    await expect.poll(userDatabases).toEqual([]);

    await signInHere();
    await page.goto('/profile');
    const keep = page.getByRole('checkbox', { name: /Keep my data on this device after I sign out/ });
    await keep.check();
    // "All changes synced" speaks of what this device sends; the download may still be arriving.
    // The clients on the list are what the kept copy is checked for below.
    await clients.goto();
    await expect(clients.table().getByRole('link').first()).toBeVisible();
    await expect(clients.syncIndicator()).toHaveAccessibleName('Sync: All changes synced');
    // The choice was stored on the device: the profile reads it back.
    await page.goto('/profile');
    await expect(keep).toBeChecked();
    await signOut();
    // The sign-out empties a copy it removes before it leaves for the sign-in page (the database
    // itself goes after): so the clients are still on the device now, or the copy is not kept.
    const [name] = await userDatabases();
    const clientsKept = await page.evaluate(
      (database) =>
        new Promise<number>((resolve, reject) => {
          const opening = indexedDB.open(database ?? '');
          opening.onerror = () => reject(opening.error ?? new Error('the database did not open'));
          opening.onsuccess = () => {
            try {
              const counting = opening.result.transaction('clients').objectStore('clients').count();
              counting.onsuccess = () => {
                opening.result.close();
                resolve(counting.result);
              };
            } catch (error) {
              opening.result.close();
              reject(error instanceof Error ? error : new Error(String(error)));
            }
          };
        }),
      name,
    );
    expect(clientsKept).toBeGreaterThan(0);
    expect(await userDatabases()).toHaveLength(1);
  });
});
