import { FluentProvider } from '@fluentui/react-components';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE } from '@core/auth-constants';
import type { HistoryResponse } from '@core/record-history-api';
import { META } from '@/data/local/meta';
import { userDatabase } from '@/data/local/registry';
import { replacedHere } from '@/data/record-history';
import { readSession } from '@/data/session';
import { activateLocale, requireCatalogPart } from '@/i18n/activate';
import { RecordHistory } from '@/ui/sync/RecordHistory';
import { storeSession } from '../fake-session';

const HERE = uuidv7();
const ELSEWHERE = uuidv7();
const me = (device: string) => ({ name: 'Ilze Coach', you: true, device });

/** Tablet B's view: its goals were replaced by tablet A's older edit, which came in later. */
const history = (_recordId: string): HistoryResponse => ({
  entries: [
    {
      version: 7,
      at: '2026-11-27T10:05:00.000Z',
      kind: 'patch',
      author: me(ELSEWHERE),
      changes: { goals: 'Run 5 km in May' },
      replaced: { goals: 'Run 10 km by June' },
      conflicts: [{ field: 'goals', replaced: 'Run 10 km by June', replaced_author: me(HERE) }],
    },
    {
      version: 6,
      at: '2026-11-27T10:00:00.000Z',
      kind: 'patch',
      author: me(HERE),
      changes: { goals: 'Run 10 km by June' },
      replaced: { goals: 'Run 5 km' },
      conflicts: [],
    },
    {
      version: 2,
      at: '2026-11-20T08:00:00.000Z',
      kind: 'put',
      author: null,
      changes: { name: 'Anna Ozola', goals: 'Run 5 km' },
      replaced: {},
      conflicts: [],
    },
  ],
  more: false,
});

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

let online = true;
let answer: (path: string, query: URLSearchParams) => Response | undefined = () => undefined;
beforeEach(async () => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url);
    const response = answer(url.pathname, url.searchParams);
    if (response) return response;
    throw new TypeError('offline');
  });
  await activateLocale('en-US');
  await requireCatalogPart('app');
});
afterEach(() => vi.restoreAllMocks());

async function tabletB() {
  storeSession(ROLE.coach);
  const session = readSession();
  if (!session) throw new Error('no session');
  const db = userDatabase(session.userId);
  await Promise.all([db.outbox.clear(), db.meta.delete(META.replacedSeen)]);
  await db.meta.put({ key: META.clientId, value: HERE });
  const id = uuidv7();
  await db.anyRecords('clients').put({
    id,
    coach_id: session.userId,
    name: 'Anna Ozola',
    goals: 'Run 5 km in May',
    status: 'active',
    version: 7,
    updated_at: '2026-11-27T10:05:00.000Z',
  });
  answer = (path, query) =>
    path === '/api/v1/sync/history' && query.get('entity') === 'clients' && query.get('id') === id ? json(history(id)) : undefined;
  const store = createStore();
  render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <FluentProvider>
          <RecordHistory entity="clients" recordId={id} />
        </FluentProvider>
      </I18nProvider>
    </Provider>,
  );
  return { db, id };
}

describe('[R11] a record’s history on its screen', () => {
  it('[R9] the device whose change another device replaced is told without asking, and can put its value back', async () => {
    const { db, id } = await tabletB();
    const told = await screen.findByRole('status', { name: 'Your change was replaced on another device' });
    expect(told.textContent).toContain('A change made on another device replaced yours');
    expect(told.textContent).toContain('Goals from this device: Run 10 km by June');
    expect(told.textContent).toContain('Goals now (the other device’s): Run 5 km in May');

    fireEvent.click(within(told).getByRole('button', { name: 'Put my Goals back' }));
    expect(await screen.findByText('Put back on this device. The history shows it once it has synced.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Your change was replaced on another device' })).toBeNull());
    expect((await db.outbox.toArray()).map((entry) => entry.args)).toEqual([
      { id, changes: { goals: 'Run 10 km by June' }, base_version: 7 },
    ]);
    expect(await db.records('clients').get(id)).toMatchObject({ goals: 'Run 10 km by June' });
  });

  it('lists who changed what and when, newest first, marking the write that replaced a newer change', async () => {
    await tabletB();
    fireEvent.click(await screen.findByRole('button', { name: 'History of changes' }));
    const entries = await screen.findAllByRole('listitem', { name: undefined });
    const top = entries.filter((item) => item.parentElement?.tagName === 'OL');
    // In Riga's time, as every time on the screens.
    expect(top.map((item) => item.textContent)).toEqual([
      '11/27/2026, 12:05 PM · You, on another deviceGoals: Run 5 km in MayThis replaced a newer change made on another deviceGoals before it (You, on this device): Run 10 km by JunePut that Goals back',
      '11/27/2026, 12:00 PM · You, on this deviceGoals: Run 10 km by June',
      '11/20/2026, 10:00 AM · TrenerisName: Anna OzolaGoals: Run 5 km',
    ]);
    // Kept the other device's text: the notice goes, and stays gone.
    fireEvent.click(screen.getByRole('button', { name: 'Keep theirs' }));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Your change was replaced on another device' })).toBeNull());
  });

  it('offline it says where the history is, and in Latvian as a coach reads it', async () => {
    online = false;
    await activateLocale('lv-LV');
    await requireCatalogPart('app');
    await tabletB();
    fireEvent.click(await screen.findByRole('button', { name: 'Izmaiņu vēsture' }));
    expect(await screen.findByText('Vēsture glabājas serverī: tā būs redzama, kad būsiet tiešsaistē.')).toBeTruthy();
  });
});

describe('[R9] which replaced changes this device is told about', () => {
  const id = uuidv7();
  it('only where the replacing write is still the field’s newest, came from elsewhere, and was not looked at', () => {
    const full = history(id);
    expect(replacedHere(full, HERE, 'clients', id, [])).toEqual([
      { key: `clients:${id}:7:goals`, field: 'goals', mine: 'Run 10 km by June', theirs: 'Run 5 km in May', version: 7 },
    ]);
    expect(replacedHere(full, HERE, 'clients', id, [`clients:${id}:7:goals`])).toEqual([]);
    // The device that made the replacing write is the one the notice told (R9), not this list.
    expect(replacedHere(full, ELSEWHERE, 'clients', id, [])).toEqual([]);
    const newer = {
      ...full,
      entries: [
        {
          version: 8,
          at: '2026-11-27T11:00:00.000Z',
          kind: 'patch' as const,
          author: me(HERE),
          changes: { goals: 'Run 8 km' },
          replaced: {},
          conflicts: [],
        },
        ...full.entries,
      ],
    };
    expect(replacedHere(newer, HERE, 'clients', id, [])).toEqual([]);
  });
});
