import { i18n } from '@lingui/core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SyncStatus } from '@sync/engine/sync-store';
import type { SyncState } from '@/data/sync-status';
import { activateLocale } from '@/i18n/activate';
import { syncErrorText, syncSummary } from '@/ui/sync/sync-labels';

const idle: SyncStatus = { phase: 'idle', lastSyncAt: '2026-11-23T08:00:00Z', error: null, received: null };
const state = (status: Partial<SyncStatus>, pending = 0, rejections: SyncState['rejections'] = [], replaced = 0): SyncState => ({
  status: { ...idle, ...status },
  pending,
  rejections,
  replaced,
});
const said = (value: SyncState, online = true) => {
  const { tone, label } = syncSummary(value, online);
  return `${tone}: ${i18n._(label)}`;
};
const rejection = { seq: 1, name: 'clients.patch', args: {}, code: 'forbidden', message: 'No', at: '2026-11-23T08:00:00Z' };

describe('the sync indicator says where this device stands (sync/SPEC.md E3–E5)', () => {
  beforeEach(() => activateLocale('en-US'));

  it('in each state, in words and a tone', () => {
    expect(said(state({}))).toBe('ok: All changes synced');
    expect(said(state({}, 3))).toBe('pending: 3 waiting to sync');
    expect(said(state({}, 2), false)).toBe('offline: Offline · 2 waiting');
    expect(said(state({ phase: 'offline' }))).toBe('offline: Offline');
    expect(said(state({ phase: 'syncing' }))).toBe('busy: Syncing…');
    expect(said(state({ phase: 'syncing', received: 4200 }))).toBe('busy: Downloading · 4200 received');
    expect(said(state({ phase: 'error', error: { code: 'unavailable', message: 'x' } }))).toBe('error: Sync problem');
    expect(said(state({}, 0, [rejection]))).toBe('error: Sync problem');
    // [R9] Synced, but changes of this device replaced newer ones: they are to be looked at, whatever else waits.
    expect(said(state({}, 0, [], 1))).toBe('error: 1 change to check');
    expect(said(state({}, 2, [], 3))).toBe('error: 3 changes to check');
    expect(said(state({}, 0, [rejection], 1))).toBe('error: Sync problem');
    expect(said(state({}, 2, [], 1), false)).toBe('offline: Offline · 2 waiting');
    expect(said(state({ phase: 'signed-out' }, 5))).toBe('error: Sign in again to sync');
    expect(said(state({ phase: 'update-required' }))).toBe('error: Update needed to sync');
  });

  it('explains a failure in the reader’s language, naming an unknown code', async () => {
    expect(syncErrorText(null)).toBeUndefined();
    expect(i18n._(syncErrorText({ code: 'mutation_gap' }) ?? { id: '' })).toBe(
      'This device and the server disagree about what was sent. Syncing tries again.',
    );
    expect(i18n._(syncErrorText({ code: 'db_down' }) ?? { id: '' })).toBe(
      'The server could not take the changes (db_down). Syncing tries again shortly.',
    );
    await activateLocale('lv-LV');
    expect(said(state({}, 0))).toBe('ok: Visas izmaiņas sinhronizētas');
    expect(said(state({}, 0, [], 1))).toBe('error: 1 izmaiņa jāpārbauda');
    expect(said(state({}, 0, [], 2))).toBe('error: 2 izmaiņas jāpārbauda');
  });
});
