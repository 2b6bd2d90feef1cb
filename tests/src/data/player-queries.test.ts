import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AnyRecord } from '@sync/records/index';
import type { UserDatabase } from '@/data/local/database';
import { userDatabase } from '@/data/local/registry';
import { useLastPerformance } from '@/data/player-queries';
import { fakeToken } from '../fake-session';

const id = (n: number) => `0190a1b2-0000-7000-8000-${n.toString().padStart(12, '0')}`;
const USER = id(700_001);
const CLIENT = id(900_001);
const SQUAT = id(800_001);
const ROW = id(800_002);
const SESSION = id(600_001);
const EARLIER = id(600_002);

const setLog = (n: number, exercise_id: string, weight_kg: number): AnyRecord => ({
  id: id(n),
  session_id: EARLIER,
  client_id: CLIENT,
  exercise_id,
  logged_at: '2026-11-20T10:00:00.000Z',
  set_index: 0,
  reps: 8,
  weight_kg,
  version: 1,
  updated_at: '2026-11-20T10:00:00.000Z',
});

describe('useLastPerformance: "last time" of the exercise asked for, never of the one before', () => {
  let db: UserDatabase;

  beforeEach(async () => {
    window.localStorage.setItem('access_token', fakeToken({ sub: USER, roleId: 3 }));
    window.localStorage.setItem('role_id', '3');
    db = userDatabase(USER);
    await db.records('set-logs').clear();
    await db.records('set-logs').bulkPut([setLog(1, SQUAT, 100), setLog(2, ROW, 60)]);
  });

  it('is unknown, not the squat’s, while the next exercise’s last time is read', async () => {
    const answers: [string, number | null | undefined][] = [];
    const { result, rerender } = renderHook(
      ({ exerciseId }) => {
        const last = useLastPerformance(CLIENT, exerciseId, SESSION);
        answers.push([exerciseId, last === undefined ? undefined : (last?.weight_kg ?? null)]);
        return last;
      },
      { initialProps: { exerciseId: SQUAT } },
    );
    await waitFor(() => expect(result.current?.weight_kg).toBe(100));

    // The set card mounts for the next exercise as soon as this is defined, and starts from it.
    rerender({ exerciseId: ROW });
    await waitFor(() => expect(result.current?.weight_kg).toBe(60));
    expect(answers.filter(([exerciseId]) => exerciseId === ROW).map(([, weight]) => weight)).not.toContain(100);
    expect(answers.some(([exerciseId, weight]) => exerciseId === ROW && weight === undefined)).toBe(true);
  });
});
