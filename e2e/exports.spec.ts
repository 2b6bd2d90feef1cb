import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { readFile } from 'node:fs/promises';
import { seriousViolations } from './axe';
import { DEMO, DEMO_PASSWORD } from './fixtures';
import { DEVICES, onDevice } from './devices';
import { expectThumbSized, settled } from './touch';

/*
 * Taking data out (docs/exports.md): a coach on a tablet, in Latvian, downloads a client's archive;
 * a client on a phone downloads their history as Hevy's CSV from the profile, and offline is told
 * that the download needs a connection instead of pressing a button that fails.
 */

test('a coach on a 1024 px tablet in Latvian downloads a client’s archive', async ({ browser, request }) => {
  test.setTimeout(120_000);
  await onDevice(browser, request, { email: DEMO.coach, device: 'tablet', language: 'lv-LV' }, async (page) => {
    await page.goto('/clients');
    await page.getByRole('link', { name: 'Marta Kliente' }).tap();
    await page.getByRole('tab', { name: 'Vēsture' }).tap();
    await page.getByRole('button', { name: 'Lejupielādēt datus' }).tap();
    const item = page.getByRole('menuitem', { name: 'Visu (ZIP arhīvs)' });
    // Measured once the menu has finished growing into place (Fluent animates it in).
    await settled(page.getByRole('menu'));
    await expectThumbSized(page.getByRole('menuitem'), 'the download menu');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('export-menu-1024-lv.png') });
    const [download] = await Promise.all([page.waitForEvent('download'), item.tap()]);
    expect(download.suggestedFilename()).toMatch(/^treneris-marta-kliente-archive-\d{4}-\d{2}-\d{2}\.zip$/);
    await expect(page.getByText('Lejupielāde sākusies. Failu atradīsiet savās lejupielādēs.', { exact: true })).toBeVisible();

    const files = unzipSync(await readFile(await download.path()));
    const manifest = JSON.parse(strFromU8(files['manifest.json'] ?? new Uint8Array())) as { client_id: string; version: number };
    const clients = JSON.parse(strFromU8(files['data/clients.json'] ?? new Uint8Array())) as { id: string; name: string }[];
    expect(clients.map((one) => one.name)).toEqual(['Marta Kliente']);
    expect(manifest.client_id).toBe(clients[0]?.id);
    const sets = JSON.parse(strFromU8(files['data/set-logs.json'] ?? new Uint8Array())) as { client_id: string }[];
    expect(sets.length).toBeGreaterThan(0);
    expect(sets.every((set) => set.client_id === manifest.client_id)).toBe(true);
    expect(files['profile.json']).toBeUndefined();
  });
});

test('a client on a 390 px phone downloads their history for Hevy from the profile; offline the button says why it waits', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await onDevice(browser, request, { email: DEMO.client, device: 'phone', language: 'en-US' }, async (page) => {
    await page.goto('/profile');
    const open = page.getByRole('button', { name: 'Download data' });
    await open.scrollIntoViewIfNeeded();
    await open.tap();
    // Measured once the menu has finished growing into place (Fluent animates it in).
    await settled(page.getByRole('menu'));
    await expectThumbSized(page.getByRole('menuitem'), 'the download menu');
    await page.screenshot({ path: test.info().outputPath('export-menu-390.png') });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Training history for Hevy (CSV)' }).tap(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^treneris-hevy-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile(await download.path(), 'utf8')).trim().split('\n');
    expect(lines[0]).toBe(
      '"title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"',
    );
    expect(lines.length).toBeGreaterThan(1);
    expect(await seriousViolations(page)).toEqual([]);

    await page.context().setOffline(true);
    await expect(page.getByRole('button', { name: 'Download data (needs a connection)' })).toBeDisabled();
    await page.screenshot({ path: test.info().outputPath('export-offline-390.png') });
  });
});

test('a client on a 390 px phone asks to delete the account, is told the day, and cancels; the mailed link’s page in Latvian', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await onDevice(browser, request, { email: DEMO.client, device: 'phone', language: 'en-US' }, async (page) => {
    await page.goto('/profile');
    const section = page.getByRole('form', { name: 'Delete account' });
    await section.scrollIntoViewIfNeeded();
    await section.getByLabel('Your password').fill('not my password');
    await section.getByRole('button', { name: 'Delete my account' }).tap();
    await expect(section.getByText('That is not your password.')).toBeVisible();
    await section.getByLabel('Your password').fill(DEMO_PASSWORD);
    const ask = section.getByRole('button', { name: 'Delete my account' });
    await expectThumbSized(ask, 'the delete button');
    // A double tap asks once.
    await ask.dblclick();
    await expect(page.getByText(/^Your account and all your data will be erased on /)).toBeVisible();
    const cancel = page.getByRole('button', { name: 'Cancel the deletion' });
    await cancel.scrollIntoViewIfNeeded();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('deletion-scheduled-390.png') });
    await cancel.tap();
    await expect(page.getByText('The deletion is cancelled. Your account stays.', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete my account' })).toBeVisible();

    const guest = await browser.newContext({ ...DEVICES.phone, locale: 'lv-LV' });
    const link = await guest.newPage();
    await link.goto('/account/cancel-deletion?token=no-such-token');
    await link.getByRole('button', { name: 'Atcelt dzēšanu' }).tap();
    await expect(link.getByText('Šī saite vairs neko neatceļ: dzēšana jau ir atcelta vai konts vairs nepastāv.')).toBeVisible();
    expect(await seriousViolations(link)).toEqual([]);
    await link.screenshot({ path: test.info().outputPath('cancel-deletion-390-lv.png') });
    await guest.close();
  });
});
