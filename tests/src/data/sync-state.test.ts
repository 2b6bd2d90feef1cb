import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SyncStatus } from '@sync/engine/sync-store';
import type { UserDatabase } from '@/data/local/database';
import { userDatabase } from '@/data/local/registry';
import { INITIAL_STATUS, META } from '@/data/local/meta';
import { recordWrites } from '@/data/record-writes';
import { useSyncState, useSyncStatus } from '@/data/sync-status';
import { fakeToken } from '../fake-session';

const USER = '0190a1b2-0000-7000-8000-000000700002';
const CLIENT = '0190a1b2-0000-7000-8000-000000900002';

describe('useSyncState and useSyncStatus: what the sync indicator and the player read', () => {
  let db: UserDatabase;

  beforeEach(async () => {
    window.localStorage.setItem('access_token', fakeToken({ sub: USER, roleId: 3 }));
    window.localStorage.setItem('role_id', '3');
    db = userDatabase(USER);
    await Promise.all([db.outbox.clear(), db.rejections.clear(), db.meta.clear()]);
  });

  it('a local write counts one more change waiting, and leaves the status as it was', async () => {
    const { result } = renderHook(() => ({ state: useSyncState(), status: useSyncStatus() }));
    await waitFor(() => expect(result.current.state).toEqual({ status: INITIAL_STATUS, pending: 0, rejections: [], replaced: 0 }));
    const status = result.current.status;
    const statusInState = result.current.state?.status;

    await recordWrites(db).put('workout-sessions', {
      id: '0190a1b2-0000-7000-8000-000000600009',
      client_id: CLIENT,
      calendar_entry_id: null,
      workout_id: null,
      prescription: { name: 'Strength', blocks: [] },
      started_at: '2026-11-24T10:00:00.000Z',
    });
    await waitFor(() => expect(result.current.state?.pending).toBe(1));
    // Not read again: the same answer, so nothing that shows only the status renders again.
    expect(result.current.status).toBe(status);
    expect(result.current.state?.status).toBe(statusInState);
  });

  it('follows the status, the rejections and the notices of replaced changes the sync stores', async () => {
    const { result } = renderHook(() => ({ state: useSyncState(), status: useSyncStatus() }));
    await waitFor(() => expect(result.current.state).toBeDefined());
    const offline: SyncStatus = { ...INITIAL_STATUS, phase: 'offline' };
    await db.meta.put({ key: META.status, value: offline });
    await db.rejections.add({
      mutation_id: 3,
      name: 'set-logs.put',
      args: { reps: 5 },
      error: { code: 'set_already_logged', message: 'Logged already' },
      at: '2026-11-24T10:00:00.000Z',
    });
    await db.conflicts.add({
      entity: 'clients',
      record_id: '0190d6c0-0000-7000-8000-000000000001',
      field: 'goals',
      replaced: 'Run 10 km',
      written: 'Run 5 km',
      mutation_id: 4,
      at: '2026-11-24T10:00:00.000Z',
    });
    await waitFor(() => expect(result.current.status).toEqual(offline));
    await waitFor(() =>
      expect(result.current.state).toEqual({
        status: offline,
        pending: 0,
        rejections: [
          {
            seq: expect.any(Number) as unknown,
            name: 'set-logs.put',
            args: { reps: 5 },
            code: 'set_already_logged',
            message: 'Logged already',
            at: '2026-11-24T10:00:00.000Z',
          },
        ],
        replaced: 1,
      }),
    );
  });
});
