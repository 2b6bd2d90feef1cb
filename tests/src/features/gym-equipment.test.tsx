import { FluentProvider } from '@fluentui/react-components';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { beforeEach, describe, expect, it } from 'vitest';
import { USUAL_GYM, type GymEquipment } from '@core/training/loadable';
import type { GymSetup } from '@/data/gym-profile';
import { userDatabase } from '@/data/local/registry';
import { readSession } from '@/data/session';
import { PlateLoad } from '@/features/player/PlateLoad';
import { activateLocale, requireCatalogPart } from '@/i18n/activate';
import { OwnGymEquipment } from '@/features/profile/OwnGymEquipment';
import { GymEquipmentButton } from '@/ui/gym/GymEquipmentButton';
import { GymEquipmentSection } from '@/ui/gym/GymEquipmentSection';
import { recordWrites } from '@/data/record-writes';
import { storeSession } from '../fake-session';

const BARBELL = uuidv7();
const DUMBBELL = uuidv7();
const setup = (equipment: GymEquipment = USUAL_GYM): GymSetup => ({
  clientId: uuidv7(),
  profile: null,
  equipment,
  inventoryKeys: new Map([
    [BARBELL, 'barbell'],
    [DUMBBELL, 'dumbbell'],
  ]),
});
// A store per render: the session is read when a test first needs it, not left over from the last.
function shown(node: ReactNode) {
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <FluentProvider>{children}</FluentProvider>
      </I18nProvider>
    </Provider>
  );
  return render(node, { wrapper });
}

/** Waits for the dialog to go: it closes once the device has the record. */
async function closed(): Promise<void> {
  for (let waited = 0; screen.queryByRole('dialog') && waited < 5000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('dialog')).toBeNull();
}

beforeEach(async () => {
  await activateLocale('en-US');
  // Rendered without its layout, which is what loads the signed-in screens' messages.
  await requireCatalogPart('app');
});

describe('the plates for the load on the set card (docs/decisions/0090-loads-that-can-be-loaded.md)', () => {
  it('a barbell shows the plates per side, and what became of a load the plates cannot make', () => {
    const gym = setup();
    const { rerender } = shown(<PlateLoad gym={gym} exercise={{ inventory_ids: [BARBELL] }} prescribedKg={60.5} load={60} />);
    expect(screen.getByText('Per side: 20')).toBeTruthy();
    expect(screen.getByText('60.5 kg prescribed → 60 kg loadable')).toBeTruthy();
    const again = (load: number) =>
      rerender(<PlateLoad gym={gym} exercise={{ inventory_ids: [BARBELL] }} prescribedKg={60.5} load={load} />);
    again(62.5);
    expect(screen.getByText('Per side: 20 + 1.25')).toBeTruthy();
    again(61);
    expect(screen.getByText('61 kg cannot be loaded; nearest 60 kg. Per side: 20')).toBeTruthy();
    again(20);
    expect(screen.getByText('Just the bar')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gym equipment' })).toBeTruthy();
  });

  it('a load the plates make exactly says nothing more', () => {
    shown(<PlateLoad gym={setup()} exercise={{ inventory_ids: [BARBELL] }} prescribedKg={100} load={100} />);
    expect(screen.getByText('Per side: 25 + 15')).toBeTruthy();
    expect(screen.queryByText(/prescribed/)).toBeNull();
  });

  it('dumbbells round to the ones the gym has, and ask for them when nobody said', () => {
    shown(
      <PlateLoad gym={setup({ ...USUAL_GYM, dumbbell_step_kg: 2 })} exercise={{ inventory_ids: [DUMBBELL] }} prescribedKg={23} load={23} />,
    );
    expect(screen.getByText('No 23 kg dumbbells here; nearest 22 kg')).toBeTruthy();
    expect(screen.getByText('23 kg prescribed → 22 kg loadable')).toBeTruthy();
    shown(<PlateLoad gym={setup()} exercise={{ inventory_ids: [DUMBBELL] }} prescribedKg={23} load={23} />);
    expect(screen.getByText('Say which dumbbells this gym has, and loads are rounded to them.')).toBeTruthy();
  });

  it('other exercises show nothing', () => {
    const { container } = shown(<PlateLoad gym={setup()} exercise={{ inventory_ids: [uuidv7()] }} prescribedKg={60.5} load={60.5} />);
    expect(container.textContent).toBe('');
  });
});

describe('[A13] editing a gym profile on the device, offline', () => {
  it('refuses what the shared schema refuses, saying where, then saves on the device', async () => {
    storeSession(3);
    const session = readSession();
    if (!session) throw new Error('no session');
    const db = userDatabase(session.userId);
    const clientId = uuidv7();
    shown(<GymEquipmentButton clientId={clientId} />);
    const open = await screen.findByRole('button', { name: 'Gym equipment' });
    await waitFor(() => expect(open.hasAttribute('disabled')).toBe(false));
    fireEvent.click(open);

    const bar = await screen.findByLabelText('Bar (kg)');
    expect((bar as HTMLInputElement).value).toBe('20');
    fireEvent.change(bar, { target: { value: '20,1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the bar’s weight in kg: more than 0, up to 100, in steps of 0.25.')).toBeTruthy();
    expect(screen.getByText('Some fields are not valid')).toBeTruthy();
    expect(await db.records('gym-profiles').get(clientId)).toBeUndefined();

    fireEvent.change(screen.getByLabelText('Bar (kg)'), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove plate 1' }));
    fireEvent.change(screen.getByLabelText('Dumbbell weights (kg)'), { target: { value: '2, 4, 12,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Saved on the device, nothing waits for a network: the dialog closes with the record there.
    await closed();
    const saved = await db.records('gym-profiles').get(clientId);
    expect(saved).toMatchObject({ id: clientId, bar_kg: 15, dumbbells_kg: [2, 4, 12.5], version: 0 });
    expect((saved?.plates as { kg: number }[]).map((plate) => plate.kg)).toEqual([20, 15, 10, 5, 2.5, 1.25]);
    const queued = await db.outbox.toArray();
    expect(queued.map((entry) => entry.name)).toEqual(['gym-profiles.put']);
  });
});

describe('[A13] the gym profile in the coach’s client view and the client’s own profile', () => {
  const signedIn = (roleId: 2 | 3) => {
    storeSession(roleId);
    const session = readSession();
    if (!session) throw new Error('no session');
    return userDatabase(session.userId);
  };

  it('shows the usual equipment until someone says, then what they said', async () => {
    const db = signedIn(2);
    const clientId = uuidv7();
    shown(<GymEquipmentSection clientId={clientId} />);
    expect(
      await screen.findByText('Nobody has described this gym yet, so the usual equipment of a commercial gym is assumed.'),
    ).toBeTruthy();
    expect(screen.getByText('Bar: 20 kg')).toBeTruthy();
    expect(screen.getByText('Plates: 25, 20, 15, 10, 5, 2.5, 1.25 kg')).toBeTruthy();
    expect(screen.getByText('Dumbbells: not given, so their loads are not rounded')).toBeTruthy();
    await recordWrites(db).put('gym-profiles', { id: clientId, bar_kg: 15, dumbbell_step_kg: 2, dumbbell_max_kg: 30 });
    expect(await screen.findByText('Bar: 15 kg')).toBeTruthy();
    expect(screen.getByText('Dumbbells: 2 to 30 kg in steps of 2 kg')).toBeTruthy();
    expect(screen.queryByText(/^Nobody has described/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit gym equipment' })).toBeTruthy();
  });

  it('a client finds theirs in their profile, through the client record their calendar names', async () => {
    const db = signedIn(3);
    const clientId = uuidv7();
    await db.anyRecords('calendar-entries').put({
      id: uuidv7(),
      client_id: clientId,
      date: '2026-12-01',
      status: 'planned',
      version: 1,
      updated_at: '2026-11-24T00:00:00.000Z',
    });
    shown(<OwnGymEquipment />);
    expect(await screen.findByRole('heading', { name: 'Gym equipment' })).toBeTruthy();
    expect(screen.getByText('Bar: 20 kg')).toBeTruthy();
  });
});
