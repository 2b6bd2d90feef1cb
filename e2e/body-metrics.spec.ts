import { expect, test } from '@playwright/test';
import { addDays, today } from '../core/dates';
import { bodyMetricId } from '../core/body-metrics';
import { seriousViolations } from './axe';
import { DEMO, expectToast, signIn } from './fixtures';
import { Pwa } from './pages/pwa';
import { expectInReach } from './reach';
import { SyncApiDevice } from './sync-api';

/*
 * Body measurements (sync/SPEC.md A15, A16): a client weighs in on their phone with no network,
 * from the home page, and it reaches their coach; the coach on a tablet reads the weight over
 * time, logs an in-person weigh-in and tracks a measurement of their own, which the client's
 * devices receive.
 */

const bodyMetricsOf = async (device: SyncApiDevice) => (await device.pullAll()).filter((change) => change.entity === 'body-metrics');

/** The demo client's client record: what their calendar entries name. */
async function demoClientId(client: SyncApiDevice): Promise<string> {
  const entry = (await client.pullAll()).find((change) => change.entity === 'calendar-entries');
  const id = entry?.data?.client_id;
  if (typeof id !== 'string') throw new Error('the demo client has no calendar entry');
  return id;
}

for (const { size, lang, words, typed, stored } of [
  {
    size: { width: 390, height: 844 },
    lang: 'en-US',
    words: { value: 'Value (kg)', log: /^(Log|Replace)$/, logged: /^Logged on this device: 82.4 kg/, day: /^Logged for this day: 82.4 kg/ },
    typed: '82.4',
    stored: 82.4,
  },
  {
    size: { width: 360, height: 640 },
    lang: 'lv-LV',
    words: {
      value: 'Vērtība (kg)',
      log: /^(Ierakstīt|Aizstāt)$/,
      logged: /^Ierakstīts šajā ierīcē: 81,9 kg/,
      day: /^Šai dienai jau ierakstīts: 81,9 kg/,
    },
    typed: '81,9',
    stored: 81.9,
  },
] as const) {
  test(`${lang} at ${size.width}×${size.height}: a client with no network weighs in from the home page and the coach's side has it`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const client = await SyncApiDevice.signIn(request, DEMO.client);
    const coach = await SyncApiDevice.signIn(request, DEMO.coach);
    const clientId = await demoClientId(client);
    const context = await browser.newContext({ viewport: size, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    try {
      await client.setPreferredLanguage(lang);
      await signIn(page, DEMO.client);
      await page.goto('/');
      await new Pwa(page).waitUntilControlled();
      await expect(page.getByRole('button', { name: /^(Sync|Sinhronizācija): / })).toHaveAccessibleName(
        /(All changes synced|Visas izmaiņas sinhronizētas)$/,
        { timeout: 90_000 },
      );
      await context.setOffline(true);

      // Under today's workout, with nothing to scroll: the value and the button to log it.
      const value = page.getByRole('textbox', { name: words.value });
      const log = page.getByRole('button', { name: words.log });
      await expectInReach(page, 'the weigh-in on the home page', [value, log]);
      await value.fill(typed);
      await log.click();
      await expectToast(page, words.logged);
      await expect(page.getByText(words.day)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`weigh-in-${size.width}-${lang}.png`) });

      await context.setOffline(false);
      const id = bodyMetricId(clientId, 'weight', today());
      await expect
        .poll(async () => (await bodyMetricsOf(coach)).find((change) => change.id === id)?.data?.value, { timeout: 60_000 })
        .toBe(stored);
    } finally {
      await context.close();
      await client.setPreferredLanguage('en-US');
    }
  });
}

test('a coach on a tablet reads a client’s weight over time, logs an in-person weigh-in and tracks a measurement of their own', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const client = await SyncApiDevice.signIn(request, DEMO.client);
  const clientId = await demoClientId(client);
  // Five weeks of morning weigh-ins on the client's phone, a little lighter each week.
  const day = today();
  const days = Array.from({ length: 35 }, (_, index) => addDays(day, index - 36));
  const weighIn = (date: string, value: number | null) => ({
    name: 'body-metrics.put',
    args: { id: bodyMetricId(clientId, 'weight', date), client_id: clientId, metric: 'weight', date, value },
  });
  // Today's, which the phone tests log, is taken back: the newest is then two days ago.
  await client.push([...days.map((date, index) => weighIn(date, 84 - index * 0.05)), weighIn(day, null)]);
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true });
  const page = await context.newPage();
  try {
    await signIn(page, DEMO.coach);
    await page.goto(`/client/${clientId}?tab=progress`);
    const section = page.getByRole('region', { name: 'Body measurements', exact: true });
    await expect(section.getByText('Body weight (kg)')).toBeVisible({ timeout: 60_000 });
    // 4 weeks: the newest of the 35 days against the one 28 days before it.
    await expect(section.getByText('Change over 4 weeks: −1.4 kg; over 12 weeks: not enough data.')).toBeVisible();
    await section.getByText('Show the numbers').click();
    const numbers = section.getByRole('table', { name: 'Body weight' });
    await expect(numbers.getByRole('row').nth(1)).toContainText('82.3 kg');
    await expect(numbers.getByRole('row').nth(1)).toContainText('The client');

    // An in-person weigh-in yesterday: the coach's own entry, said to be theirs.
    await section.getByRole('textbox', { name: 'Value (kg)' }).fill('82.1');
    await section.getByRole('textbox', { name: 'Day' }).fill(addDays(day, -1));
    await section.getByRole('button', { name: 'Log' }).click();
    await expect(numbers.getByRole('row').nth(1)).toContainText('82.1 kg');
    await expect(numbers.getByRole('row').nth(1)).toContainText('You');

    await section.getByText('Track another measurement').click();
    const track = section.getByRole('form', { name: 'Track another measurement' });
    await track.getByRole('textbox', { name: 'Name' }).fill('Grip strength');
    await track.getByRole('textbox', { name: 'Unit' }).fill('kg');
    await track.getByRole('button', { name: 'Add' }).click();
    await expect(section.getByRole('list', { name: 'Measurements you track' })).toContainText('Grip strength (kg)');
    await section.getByRole('combobox', { name: 'Measurement' }).first().selectOption({ label: 'Grip strength' });
    await section.getByRole('textbox', { name: 'Value (kg)' }).fill('48');
    await section.getByRole('textbox', { name: 'Day' }).fill(day);
    await section.getByRole('button', { name: 'Log' }).click();
    await expect(section.getByText(/^Logged for this day: 48 kg/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('coach-body-metrics-1024.png'), fullPage: true });

    // The client's devices receive the weigh-in, who logged it, and the coach's measurement.
    await expect
      .poll(
        async () => {
          const changes = await client.pullAll();
          const grip = changes.find((change) => change.entity === 'custom-metrics' && change.data?.name === 'Grip strength');
          const weighIn = changes.find((change) => change.id === bodyMetricId(clientId, 'weight', addDays(day, -1)));
          const squeeze = grip && changes.find((change) => change.id === bodyMetricId(clientId, grip.id, day));
          return { weighIn: weighIn?.data?.value, by: weighIn?.data?.logged_by === weighIn?.data?.coach_id, grip: squeeze?.data?.value };
        },
        { timeout: 60_000 },
      )
      .toEqual({ weighIn: 82.1, by: true, grip: 48 });
  } finally {
    await context.close();
  }
});
