import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { addDays, today } from '../core/dates';
import { seriousViolations } from './axe';
import { DEMO, latestMailTo, signIn, uniqueEmail } from './fixtures';
import { SyncApiDevice } from './sync-api';

test.describe('a coach invites a client, who signs up on their phone', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('the coach invites from the client’s page on a tablet; the client opens the Latvian mail’s link on a phone, creates an account and sees the coach’s workout', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    const coach = await SyncApiDevice.signIn(request, DEMO.coach);
    const stamp = Date.now();
    const email = uniqueEmail('liga');
    const liga = { id: randomUUID(), name: `Līga ${stamp}`, email };
    const library = await coach.pullAll();
    const workout = library.find(
      (change) => change.entity === 'workouts' && change.data?.owner_id === null && change.data.name === 'Beginner full body A',
    );
    if (!workout) throw new Error('the library has no Beginner full body A');
    await coach.push([
      { name: 'clients.put', args: liga },
      { name: 'calendar-entries.put', args: { id: randomUUID(), client_id: liga.id, workout_id: workout.id, date: addDays(today(), 1) } },
    ]);

    await signIn(page, DEMO.coach);
    await page.goto(`/client/${liga.id}?tab=details`);
    const account = page.getByRole('region', { name: 'Their account' });
    await expect(account).toContainText(`Invite ${liga.name} to see their workouts`);
    // Offline the state shows, but inviting waits for a connection (the server sends the mail).
    await page.context().setOffline(true);
    await expect(account.getByText('Invitations need a connection.').last()).toBeVisible();
    await expect(account.getByRole('button', { name: 'Invite' })).toBeDisabled();
    await page.context().setOffline(false);
    const started = Date.now();
    await account.getByRole('button', { name: 'Invite' }).click();
    const dialog = page.getByRole('dialog', { name: `Invite ${liga.name}` });
    await expect(dialog.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);
    await dialog.getByRole('combobox', { name: 'Language of the e-mail' }).selectOption('lv-LV');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(account.getByText(`Invitation sent to ${email}.`).last()).toBeVisible();
    await expect(account).toContainText('Invited: the link in the e-mail works until');
    await page.screenshot({ path: test.info().outputPath('invite-tablet.png'), fullPage: true });

    const mail = await latestMailTo(email, started);
    expect(mail.subject).toContain('aicina trenēties Treneris');
    const link = new URL(/http:\/\/\S+\/invitation\/[\w-]+/.exec(mail.text)?.[0] ?? 'http://missing/');

    // The client's phone, in Latvian: the link, a new account for the invited address, the workout.
    const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    await phone.addCookies([{ name: 'i18n_redirected', value: 'lv-LV', url: link.origin }]);
    const client = await phone.newPage();
    try {
      await client.goto(link.pathname);
      await expect(client.getByText('aicina jūs trenēties Treneris').last()).toBeVisible();
      expect(await seriousViolations(client)).toEqual([]);
      await client.screenshot({ path: test.info().outputPath('invitation-phone-lv.png'), fullPage: true });
      await client.getByRole('button', { name: 'Izveidot kontu' }).tap();
      const address = client.getByRole('textbox', { name: 'E-pasts' });
      await expect(address).toHaveValue(email);
      await expect(address).toHaveAttribute('readonly', '');
      await client.getByRole('textbox', { name: 'Vārds' }).fill('Līga');
      await client.getByLabel(/^Parole/).fill('three quiet rivers');
      await client.getByRole('button', { name: 'Izveidot kontu' }).tap();
      await expect(client).toHaveURL(/\/$/);
      expect(await client.evaluate(() => localStorage.getItem('role_id'))).toBe('3');
      await client.goto('/workouts');
      await expect(
        client.getByRole('region', { name: 'Gaidāmie treniņi' }).getByText('Iesācēju pilna ķermeņa treniņš A').last(),
      ).toBeVisible({ timeout: 20_000 });
      expect(await client.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await client.screenshot({ path: test.info().outputPath('invited-client-workouts-phone-lv.png'), fullPage: true });

      // The link worked once.
      await client.goto(link.pathname);
      await expect(client.getByRole('alert')).toHaveText('Šī ielūguma saite vairs nav derīga. Palūdziet trenerim atsūtīt jaunu.');
    } finally {
      await phone.close();
    }

    // The coach's devices learn that Līga has her own account.
    await page.goto('/clients');
    await page.getByRole('searchbox', { name: 'Search clients' }).fill(String(stamp));
    await expect(page.getByRole('row', { name: new RegExp(liga.name) })).toContainText('Own account', { timeout: 20_000 });
  });
});
