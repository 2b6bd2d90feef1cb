import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AnyRecord, RecordOf } from '@core/records/index';
import type { UserDatabase } from '@/data/local/database';
import { userDatabase } from '@/data/local/registry';
import { skipStep } from '@/data/player';
import { useLastPerformance, useOpenSessions, usePlayerState, useSessionLogs, useSessionRecords } from '@/data/player-queries';
import { fakeToken } from '../fake-session';

const id = (n: number) => `0190a1b2-0000-7000-8000-${n.toString().padStart(12, '0')}`;
const USER = id(700_001);
const CLIENT = id(900_001);
const SQUAT = id(800_001);
const ROW = id(800_002);
const SESSION = id(600_001);
const EARLIER = id(600_002);
const STARTED = '2026-11-23T10:00:00.000Z';

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
    await db.anyRecords('set-logs').bulkPut([setLog(1, SQUAT, 100), setLog(2, ROW, 60)]);
  });

  it('is unknown, not the squat’s, while the next exercise’s last time is read', async () => {
    const answers: [string, number | null | undefined][] = [];
    const { result, rerender } = renderHook(
      ({ exerciseId }) => {
        const last = useLastPerformance(CLIENT, exerciseId, SESSION, STARTED);
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

describe('useLastPerformance: the newest log of the exercise outside this session', () => {
  beforeEach(async () => {
    window.localStorage.setItem('access_token', fakeToken({ sub: USER, roleId: 3 }));
    window.localStorage.setItem('role_id', '3');
    const db = userDatabase(USER);
    await db.records('set-logs').clear();
    // 100 kg before the session, then this session's own sets of 105 kg.
    await db
      .anyRecords('set-logs')
      .bulkPut([
        setLog(1, SQUAT, 100),
        { ...setLog(2, SQUAT, 105), session_id: SESSION, logged_at: '2026-11-23T10:05:00.000Z' },
        { ...setLog(3, SQUAT, 105), session_id: SESSION, logged_at: '2026-11-23T10:08:00.000Z' },
      ]);
  });

  it("is from before the session when only the session's own sets came since", async () => {
    const { result } = renderHook(() => useLastPerformance(CLIENT, SQUAT, SESSION, STARTED));
    await waitFor(() => expect(result.current?.id).toBe(id(1)));
  });

  it('is the set of a session logged beside this one since it started, the newest', async () => {
    await userDatabase(USER)
      .anyRecords('set-logs')
      .put({ ...setLog(4, SQUAT, 90), session_id: id(600_003), logged_at: '2026-11-23T10:06:00.000Z' });
    const { result } = renderHook(() => useLastPerformance(CLIENT, SQUAT, SESSION, STARTED));
    await waitFor(() => expect(result.current?.id).toBe(id(4)));
  });
});

describe('useSessionRecords: the bests before the session are read once, when the screen is ready', () => {
  let db: UserDatabase;
  const session = {
    id: SESSION,
    client_id: CLIENT,
    started_at: '2026-11-23T10:00:00.000Z',
    prescription: { name: 'Strength', blocks: [{ items: [{ exercise_id: SQUAT }, { exercise_id: ROW }] }] },
  } as unknown as Pick<RecordOf<'workout-sessions'>, 'id' | 'client_id' | 'started_at' | 'prescription'>;

  beforeEach(async () => {
    window.localStorage.setItem('access_token', fakeToken({ sub: USER, roleId: 3 }));
    window.localStorage.setItem('role_id', '3');
    db = userDatabase(USER);
    await db.records('set-logs').clear();
    await db.player.clear();
    await db
      .anyRecords('set-logs')
      .bulkPut([
        setLog(1, SQUAT, 100),
        setLog(2, ROW, 60),
        { ...setLog(3, SQUAT, 105), session_id: SESSION, logged_at: '2026-11-23T10:05:00.000Z' },
      ]);
    await db.player.put({ session_id: SESSION, skipped: [], rest: null, rest_after: null, updated_at: 0 });
  });

  it('waits for ready, keeps them in the player state, and does not read them again when ready goes', async () => {
    const { result, rerender } = renderHook(({ ready }) => useSessionRecords(session, useSessionLogs(session.id), ready), {
      initialProps: { ready: false },
    });
    // Nothing read while the screen's own reads run.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toBeUndefined();
    expect((await db.player.get(SESSION))?.bests).toBeUndefined();

    rerender({ ready: true });
    await waitFor(() =>
      expect(result.current?.map((entry) => [entry.log_id, entry.record.kind, entry.record.previous])).toEqual([
        [id(3), 'e1rm', 126.7],
        [id(3), 'heaviest', 100],
        [id(3), 'reps_at_load', null],
      ]),
    );
    const stored = (await db.player.get(SESSION))?.bests;
    expect(Object.keys(stored ?? {}).sort()).toEqual([SQUAT, ROW].sort());

    // Between sets "last time" is unknown for a moment: the bests are not read again.
    await db.records('set-logs').delete(id(1));
    rerender({ ready: false });
    rerender({ ready: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current?.map((entry) => entry.record.kind)).toContain('heaviest');
    expect((await db.player.get(SESSION))?.bests).toEqual(stored);
  });
});

describe('useOpenSessions: the same answer while the sessions are the same', () => {
  it('a change of the player state (a set skipped, a rest started) gives the same object, not a new one to render', async () => {
    window.localStorage.setItem('access_token', fakeToken({ sub: USER, roleId: 3 }));
    window.localStorage.setItem('role_id', '3');
    const db = userDatabase(USER);
    const entryId = id(500_001);
    await db.player.clear();
    await db.records('workout-sessions').clear();
    await db.anyRecords('workout-sessions').put({
      id: SESSION,
      client_id: CLIENT,
      calendar_entry_id: entryId,
      workout_id: null,
      prescription: { name: 'Strength', blocks: [] },
      started_at: new Date().toISOString(),
      finished_at: null,
      version: 0,
      updated_at: new Date().toISOString(),
    });
    await db.player.put({ session_id: SESSION, skipped: [], rest: null, rest_after: null, updated_at: 0 });
    const { result } = renderHook(() => ({ open: useOpenSessions({ entryId }), state: usePlayerState(SESSION) }));
    await waitFor(() => expect(result.current.open?.here?.id).toBe(SESSION));
    const first = result.current.open;

    await skipStep(db, SESSION, 'b/i/0', Date.now());
    await waitFor(() => expect(result.current.state?.skipped).toEqual(['b/i/0']));
    expect(result.current.open).toBe(first);
  });
});
