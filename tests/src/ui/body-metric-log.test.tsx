import { fireEvent, screen, waitFor } from '@testing-library/react';
import { v7 as uuidv7 } from 'uuid';
import { beforeEach, describe, expect, it } from 'vitest';
import { bodyMetricId } from '@core/body-metrics';
import type { UserDatabase } from '@/data/local/database';
import { SETTING_KEYS, writeSetting } from '@/data/local-settings';
import { activateLocale, requireCatalogPart } from '@/i18n/activate';
import { today } from '@/i18n/date-format';
import { BodyMetricLog } from '@/ui/body-metrics/BodyMetricLog';
import { useBodyMetrics, useCustomMetrics } from '@/data/body-metrics';
import { shown, signedIn } from '../features/shown';

/** The log as a page shows it, with the client's values read live from the device. */
function Log({ clientId }: { clientId: string }) {
  return (
    <BodyMetricLog clientId={clientId} series={useBodyMetrics(clientId)} custom={useCustomMetrics(clientId)} headingId="t" heading="Log" />
  );
}

/** A client signed in on this device, their profile remembered with the given units. */
function signedInClient(units: { weight_unit: 'kg' | 'lb'; length_unit: 'cm' | 'in' }) {
  const { db, userId } = signedIn(3);
  writeSetting(SETTING_KEYS.profile, JSON.stringify({ userId, profile: { ...units } }));
  return db;
}

/** What this test's client has on the device and in the outbox: the tests share one user's database. */
async function written(db: UserDatabase, clientId: string) {
  const records = await db.records('body-metrics').where('client_id').equals(clientId).toArray();
  const queued = (await db.outbox.toArray()).filter((entry) => (entry.args as { client_id?: string }).client_id === clientId);
  return { records, queued: queued.map((entry) => entry.name) };
}

beforeEach(async () => {
  await activateLocale('en-US');
  await requireCatalogPart('app');
  await requireCatalogPart('progress');
});

describe('[A15] logging a body measurement on the device, offline', () => {
  it('stores what was typed in pounds in kilograms, one record for the day, and says so', async () => {
    const db = signedInClient({ weight_unit: 'lb', length_unit: 'cm' });
    const clientId = uuidv7();
    shown(<Log clientId={clientId} />);
    expect(await screen.findByText('Nothing logged yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Value (lb)'), { target: { value: '180' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log' }));
    const id = bodyMetricId(clientId, 'weight', today());
    await waitFor(async () =>
      expect(await db.records('body-metrics').get(id)).toMatchObject({ value: 81.65, client_id: clientId, version: 0 }),
    );
    // The day's value is named, and logging again replaces it rather than adding a second.
    expect(await screen.findByText('Logged for this day: 180 lb. Logging again replaces it.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Value (lb)'), { target: { value: '179,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Replace' }));
    await waitFor(async () => expect(await db.records('body-metrics').get(id)).toMatchObject({ value: 81.42 }));
    const { records, queued } = await written(db, clientId);
    expect(records).toHaveLength(1);
    expect(queued).toEqual(['body-metrics.put', 'body-metrics.put']);

    // A value logged by mistake is taken back: the day's record stays, cleared, and can be logged again.
    fireEvent.click(screen.getByRole('button', { name: "Remove this day's value" }));
    await waitFor(async () => expect(await db.records('body-metrics').get(id)).toMatchObject({ value: null }));
    expect(await screen.findByText('Nothing logged yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log' })).toBeTruthy();
  });

  it('a double tap logs the day once', async () => {
    const db = signedInClient({ weight_unit: 'kg', length_unit: 'cm' });
    const clientId = uuidv7();
    shown(<Log clientId={clientId} />);
    fireEvent.change(await screen.findByLabelText('Value (kg)'), { target: { value: '82,4' } });
    const log = screen.getByRole('button', { name: 'Log' });
    fireEvent.click(log);
    fireEvent.click(log);
    await waitFor(async () => expect((await written(db, clientId)).records).toHaveLength(1));
    expect((await written(db, clientId)).queued).toEqual(['body-metrics.put']);
  });

  it('refuses a value no body has and a day to come, keeping what was typed, and writes nothing', async () => {
    const db = signedInClient({ weight_unit: 'kg', length_unit: 'in' });
    const clientId = uuidv7();
    shown(<Log clientId={clientId} />);
    const value = await screen.findByLabelText('Value (kg)');
    fireEvent.change(value, { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log' }));
    expect(await screen.findByText('Enter a value from 20 to 400 kg')).toBeTruthy();
    expect((value as HTMLInputElement).value).toBe('-5');
    fireEvent.change(value, { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log' }));
    expect(await screen.findByText('Enter a value from 20 to 400 kg')).toBeTruthy();
    fireEvent.change(value, { target: { value: 'eighty' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log' }));
    expect(await screen.findByText('Enter a number')).toBeTruthy();

    // A waist in inches is checked in inches: 30 to 250 cm is 11.8 to 98.4 in.
    fireEvent.change(screen.getByLabelText('Measurement'), { target: { value: 'waist' } });
    fireEvent.change(screen.getByLabelText('Value (in)'), { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log' }));
    expect(await screen.findByText('Enter a value from 11.8 to 98.4 in')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Value (in)'), { target: { value: '32' } });
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2999-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log' }));
    expect(await screen.findByText('Choose a day up to today')).toBeTruthy();
    expect(await written(db, clientId)).toEqual({ records: [], queued: [] });
  });
});
