import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { extraCounts, withExtraSets } from '@core/training/extra-sets';
import { EMPTY_SET, workoutSteps } from '@core/training/sequence';
import { UserDatabase } from '@/data/local/database';
import { addExtraSet, endWorkNow, pauseWork, runIntervalClock, startIntervalWork } from '@/data/player-clock';
import { playerState, startSession } from '@/data/player';

const T0 = Date.UTC(2026, 10, 24, 7, 0, 0);
const s = (seconds: number) => seconds * 1000;
const clientId = uuidv7();
const blockId = uuidv7();
const workout = {
  id: uuidv7(),
  name: 'Intervals',
  blocks: [
    {
      id: blockId,
      kind: 'interval' as const,
      name: null,
      rounds: 2,
      work_seconds: 30,
      rest_seconds: 15,
      items: [
        { id: uuidv7(), exercise_id: uuidv7(), notes: null, sets: [EMPTY_SET] },
        { id: uuidv7(), exercise_id: uuidv7(), notes: null, sets: [{ ...EMPTY_SET, load_kg: 16 }] },
      ],
    },
  ],
};
const steps = workoutSteps(workout.blocks);

describe('the interval clock and extra sets on the device', () => {
  let factory: IDBFactory;
  let db: UserDatabase;
  let sessionId: string;
  const open = () => new UserDatabase('player-clock-test', { indexedDB: factory, IDBKeyRange });
  const logs = async () => (await db.records('set-logs').toArray()).sort((a, b) => a.logged_at.localeCompare(b.logged_at));
  const session = () => ({ id: sessionId, client_id: clientId });

  beforeEach(async () => {
    factory = new IDBFactory();
    db = open();
    sessionId = await startSession(db, { client_id: clientId, workout, calendar_entry_id: null, now: T0, locale: 'en-US' });
  });
  afterEach(() => db.close());

  it('a page killed during intervals reopens with every period that ended logged at its time, through the outbox', async () => {
    await startIntervalWork(db, sessionId, steps[0]!, T0);
    db.close();
    db = open();
    // Reopened 100 s later: A1 ended at 30 s, its rest at 45 s, B1 ran 45–75 s, its rest 75–90 s, A2 runs since 90 s.
    expect(await runIntervalClock(db, session(), steps, new Set(), T0 + s(100))).toBe(2);
    const logged = await logs();
    expect(logged.map((log) => [log.set_index, log.logged_at, log.duration_seconds, log.weight_kg])).toEqual([
      [0, new Date(T0 + s(30)).toISOString(), 30, null],
      [0, new Date(T0 + s(75)).toISOString(), 30, 16],
    ]);
    expect((await db.outbox.toArray()).filter((entry) => entry.name === 'set-logs.put')).toHaveLength(2);
    expect((await playerState(db, sessionId))?.work).toMatchObject({ step: steps[2]!.key, timer: { started_at: T0 + s(90) } });
    // Ticking again at the same moment (a second tab) logs nothing twice.
    expect(await runIntervalClock(db, session(), steps, new Set([steps[0]!.key, steps[1]!.key]), T0 + s(100))).toBe(0);
    expect(await logs()).toHaveLength(2);
  });

  it('pausing holds the period; "done" logs the seconds actually worked and starts the rest', async () => {
    await startIntervalWork(db, sessionId, steps[0]!, T0);
    await pauseWork(db, sessionId, true, T0 + s(10));
    expect(await runIntervalClock(db, session(), steps, new Set(), T0 + s(200))).toBe(0);
    await pauseWork(db, sessionId, false, T0 + s(200));
    await endWorkNow(db, session(), steps[0]!, T0 + s(212));
    expect((await logs()).map((log) => log.duration_seconds)).toEqual([22]);
    expect((await playerState(db, sessionId))?.rest).toMatchObject({ started_at: T0 + s(212), duration_ms: s(15) });
  });

  it('one more set adds a step after the exercise, also when another device already logged extra ones', async () => {
    const item = steps[1]!;
    await addExtraSet(db, sessionId, item, 0, T0);
    let state = await playerState(db, sessionId);
    expect(
      withExtraSets(steps, extraCounts(steps, state?.extras ?? [], []))
        .filter((step) => step.extra)
        .map((step) => step.key),
    ).toEqual([`${blockId}/${item.item_id}/2`]);
    // Two extra sets of B were logged elsewhere; one more here makes three.
    const elsewhere = [{ id: 'x', block_id: blockId, item_id: item.item_id, set_index: 3, logged_at: new Date(T0).toISOString() }];
    await addExtraSet(db, sessionId, item, extraCounts(steps, state?.extras ?? [], elsewhere).get(`${blockId}/${item.item_id}`) ?? 0, T0);
    state = await playerState(db, sessionId);
    expect(extraCounts(steps, state?.extras ?? [], elsewhere).get(`${blockId}/${item.item_id}`)).toBe(3);
  });
});
