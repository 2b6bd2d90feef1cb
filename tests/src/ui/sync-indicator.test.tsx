import { FluentProvider } from '@fluentui/react-components';
import { MotionBehaviourProvider } from '@fluentui/react-motion';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { v7 as uuidv7 } from 'uuid';
import { beforeEach, describe, expect, it } from 'vitest';
import { userDatabase } from '@/data/local/registry';
import { readSession } from '@/data/session';
import { activateLocale, requireCatalogPart } from '@/i18n/activate';
import SyncIndicator from '@/ui/sync/SyncIndicator';
import { storeSession } from '../fake-session';

/** Where the app is, for a link followed from the details. */
function Place() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

function shown() {
  const store = createStore();
  return render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <FluentProvider>
          {/* happy-dom never finishes an animation, and Fluent cancels one left running when it closes. */}
          <MotionBehaviourProvider value="skip">
            <MemoryRouter initialEntries={['/']}>
              <SyncIndicator />
              <Place />
            </MemoryRouter>
          </MotionBehaviourProvider>
        </FluentProvider>
      </I18nProvider>
    </Provider>,
  );
}

const pulled = { version: 4, updated_at: '2026-11-20T10:00:00.000Z' };

/** A coach's tablet with three changes that replaced newer ones: an entry's workout, a workout's sets, a client's status. */
async function threeReplaced() {
  storeSession(2);
  const session = readSession();
  if (!session) throw new Error('no session');
  const db = userDatabase(session.userId);
  await Promise.all([db.conflicts.clear(), db.outbox.clear()]);
  const anna = { id: uuidv7(), coach_id: session.userId, name: 'Anna Ozola', status: 'active', ...pulled };
  const fullBody = { id: uuidv7(), owner_id: session.userId, name: 'Full body', description: null, blocks: [], ...pulled };
  const legs = {
    id: uuidv7(),
    owner_id: null,
    name: 'Legs',
    description: null,
    blocks: [],
    translations: { 'lv-LV': { name: 'Kājas', description: null } },
    ...pulled,
  };
  const entry = { id: uuidv7(), client_id: anna.id, workout_id: fullBody.id, date: '2026-12-14', time: null, status: 'planned', ...pulled };
  await db.anyRecords('clients').put(anna);
  await db.anyRecords('workouts').bulkPut([fullBody, legs]);
  await db.anyRecords('calendar-entries').put(entry);
  const at = '2026-11-21T10:00:00.000Z';
  await db.conflicts.bulkAdd([
    { entity: 'calendar-entries', record_id: entry.id, field: 'workout_id', replaced: legs.id, written: fullBody.id, mutation_id: 1, at },
    {
      entity: 'workouts',
      record_id: fullBody.id,
      field: 'blocks',
      replaced: [{ id: uuidv7(), kind: 'straight', items: [] }],
      written: [],
      mutation_id: 2,
      at,
    },
    { entity: 'clients', record_id: anna.id, field: 'status', replaced: 'paused', written: 'active', mutation_id: 3, at },
  ]);
  return { db, anna, fullBody, legs, entry };
}

beforeEach(async () => {
  await activateLocale('en-US');
  await requireCatalogPart('app');
});

describe('the sync indicator and its details (sync/SPEC.md E5)', () => {
  it('opens the details on a tap: a set the server refused keeps its values until dismissed; a second tap or Escape closes them', async () => {
    storeSession(3);
    const session = readSession();
    if (!session) throw new Error('no session');
    const db = userDatabase(session.userId);
    await db.rejections.add({
      mutation_id: 7,
      name: 'set-logs.log',
      args: { reps: 8, weight_kg: 60, duration_seconds: null, distance_m: null },
      error: { code: 'set_already_logged', message: 'This set was already logged on another device.' },
      at: new Date().toISOString(),
    });
    shown();
    const indicator = await screen.findByRole('button', { name: /^Sync: / });
    expect(indicator.getAttribute('aria-expanded')).toBe('false');
    // Nothing of the details is on the page until they are asked for.
    expect(screen.queryByRole('group', { name: 'Sync details' }) ?? screen.queryByLabelText('Sync details')).toBeNull();

    fireEvent.click(indicator);
    const details = await screen.findByLabelText('Sync details');
    expect(indicator.getAttribute('aria-expanded')).toBe('true');
    expect(details.textContent).toContain('Not synced yet on this device.');
    expect(details.textContent).toContain('Changes the server did not accept');
    expect(details.textContent).toContain('Yours was: 8 × 60 kg');

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Changes the server did not accept')).toBeNull());
    expect(await db.rejections.count()).toBe(0);

    // The indicator's own click closes the details rather than counting as a click outside them.
    fireEvent.click(indicator);
    await waitFor(() => expect(screen.queryByLabelText('Sync details')).toBeNull());
    expect(indicator.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(indicator);
    const reopened = await screen.findByLabelText('Sync details');
    fireEvent.keyDown(reopened, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByLabelText('Sync details')).toBeNull());
    expect(document.activeElement).toBe(indicator);
  });

  it('[R9] lists this device’s changes that replaced newer ones, whatever screen is open: in words, to restore, keep or open', async () => {
    const { db, legs, fullBody, entry } = await threeReplaced();
    shown();
    const indicator = await screen.findByRole('button', { name: 'Sync: 3 changes to check' });
    fireEvent.click(indicator);
    const details = await screen.findByLabelText('Sync details');
    const notices = await within(details).findAllByRole('status', { name: 'Change replaced on another device' });
    expect(details.textContent).toContain('Changes that replaced newer ones');
    expect(notices.map((notice) => notice.textContent)).toEqual([
      expect.stringContaining(
        'Calendar entry · Full body, Dec 14, 2026Workout on the other device: LegsWorkout now (your change): Full body',
      ),
      expect.stringContaining(
        'Workout · Full bodyExercises and sets on the other device: another version (restore it to see it in full)Exercises and sets now (your change): (empty)',
      ),
      expect.stringContaining('Client · Anna OzolaStatus on the other device: PausedStatus now (your change): Active'),
    ]);

    // Restoring the entry's workout is a new change of that field, synced like any other.
    fireEvent.click(within(notices[0] as HTMLElement).getByRole('button', { name: 'Restore the other device’s Workout' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sync: 2 changes to check' })).toBeTruthy());
    const queued = (await db.outbox.toArray()).at(-1);
    expect(queued).toMatchObject({ name: 'calendar-entries.patch', args: { id: entry.id, changes: { workout_id: legs.id } } });
    expect(await db.records('calendar-entries').get(entry.id)).toMatchObject({ workout_id: legs.id });

    // Keeping one's own only lets the notice go.
    const client = screen.getAllByRole('status', { name: 'Change replaced on another device' }).at(-1);
    fireEvent.click(within(client as HTMLElement).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sync: 1 change to check' })).toBeTruthy());
    expect(await db.outbox.count()).toBe(1);

    // "Open" goes to where the workout is edited, and the details close on the way.
    fireEvent.click(screen.getByRole('link', { name: 'Open' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe(`/workouts?edit=${fullBody.id}`));
    await waitFor(() => expect(screen.queryByLabelText('Sync details')).toBeNull());
  });

  it('[R9] says the same in Latvian', async () => {
    await activateLocale('lv-LV');
    await requireCatalogPart('app');
    await threeReplaced();
    shown();
    fireEvent.click(await screen.findByRole('button', { name: 'Sinhronizācija: 3 izmaiņas jāpārbauda' }));
    const [entry] = await screen.findAllByRole('status', { name: 'Citā ierīcē veikta izmaiņa ir aizstāta' });
    expect(entry?.textContent).toContain('Treniņš otrā ierīcē: Kājas');
    expect(entry?.textContent).toContain('Kalendāra ieraksts · Full body, 2026. g. 14. dec.');
  });
});
