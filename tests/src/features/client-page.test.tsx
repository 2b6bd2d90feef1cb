import { fireEvent, screen, waitFor } from '@testing-library/react';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE } from '@core/auth-constants';
import { userDatabase } from '@/data/local/registry';
import { recordWrites } from '@/data/record-writes';
import { readSession } from '@/data/session';
import { activateLocale, requireCatalogPart } from '@/i18n/activate';
import { storeSession } from '../fake-session';
import { renderClientPage } from './render-client-page';

async function clientShown(): Promise<void> {
  storeSession(ROLE.coach);
  const session = readSession();
  if (!session) throw new Error('no session');
  const id = uuidv7();
  await recordWrites(userDatabase(session.userId)).put('clients', { id, name: 'Anna Ozola', email: 'anna@test.lv' });
  renderClientPage(id, '?tab=details');
  await screen.findByRole('form', { name: 'Client details' });
}

/** A client as a sync brought it (version 3), its details open, online. */
async function syncedClientShown() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  storeSession(ROLE.coach);
  const session = readSession();
  if (!session) throw new Error('no session');
  const db = userDatabase(session.userId);
  const id = uuidv7();
  const pulled = {
    id,
    coach_id: session.userId,
    name: 'Anna Ozola',
    goals: 'Run 5 km',
    notes: null,
    status: 'active',
    updated_at: '2026-11-20T10:00:00.000Z',
  };
  await db.anyRecords('clients').put({ ...pulled, version: 3 });
  renderClientPage(id, '?tab=details');
  await screen.findByRole('form', { name: 'Client details' });
  return { db, id, pulled };
}

const saveWith = async (name: string) => {
  fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
};

describe('saving a client says what happened to the change', () => {
  beforeEach(async () => {
    await activateLocale('en-US');
    await requireCatalogPart('app');
  });
  afterEach(() => vi.restoreAllMocks());

  it('online: "Saved." (the header shows it reaching the server), not a promise to send it later', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await clientShown();
    await saveWith('Anna Ozoliņa');
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(screen.queryByText(/sent to the server when you are online/)).toBeNull();
  });

  it('offline: saved on this device, sent when online', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await clientShown();
    await saveWith('Anna Ozoliņa');
    expect(await screen.findByText('Saved on this device. It is sent to the server when you are online.')).toBeTruthy();
  });

  it('[R9] a change that syncs in shows in fields nobody edited; a save sends only what was edited here, against the version it was edited from', async () => {
    const { db, id, pulled } = await syncedClientShown();
    const goals = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Goals' }).value;
    // Another tablet's new goals arrive while this page is open and nothing is edited: the form shows them.
    await db.anyRecords('clients').put({ ...pulled, goals: 'Run 10 km by June', version: 5 });
    await vi.waitFor(() => expect(goals()).toBe('Run 10 km by June'));
    // With the name edited, a newer change of the goals still shows, and the typed name stays.
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Anna Ozoliņa' } });
    await db.anyRecords('clients').put({ ...pulled, goals: 'Run 10 km by July', version: 7 });
    await vi.waitFor(() => expect(goals()).toBe('Run 10 km by July'));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Name/ }).value).toBe('Anna Ozoliņa');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    const queued = (await db.outbox.toArray()).find((entry) => entry.name === 'clients.patch' && entry.args.id === id);
    // Version 5 is what the name was edited from: a name changed elsewhere after it is reported (R9).
    expect(queued?.args).toEqual({ id, changes: { name: 'Anna Ozoliņa' }, base_version: 5 });
    expect(await db.records('clients').get(id)).toMatchObject({ name: 'Anna Ozoliņa', goals: 'Run 10 km by July' });
  });

  it('[R9] an edited field keeps what the user typed when another device changes it, and the save names the version the user saw', async () => {
    const { db, id, pulled } = await syncedClientShown();
    fireEvent.change(screen.getByRole('textbox', { name: 'Goals' }), { target: { value: 'Run 5 km in May' } });
    await db.anyRecords('clients').put({ ...pulled, goals: 'Run 10 km by June', version: 5 });
    await vi.waitFor(async () => expect((await db.records('clients').get(id))?.version).toBe(5));
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Goals' }).value).toBe('Run 5 km in May');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    const queued = (await db.outbox.toArray()).find((entry) => entry.name === 'clients.patch' && entry.args.id === id);
    expect(queued?.args).toEqual({ id, changes: { goals: 'Run 5 km in May' }, base_version: 3 });
  });

  it('a save refused by the form takes the earlier "Saved." away', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await clientShown();
    await saveWith('Anna Ozoliņa');
    await screen.findByText('Saved.');
    await saveWith('');
    await waitFor(() => expect(screen.queryByText('Saved.')).toBeNull());
  });
});
