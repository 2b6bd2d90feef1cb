import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { entrySessionId } from '@core/training/in-person';
import { carriedTo } from '@core/training/carry';
import { remainingMs } from '@core/training/rest-timer';
import { EMPTY_SET, workoutSteps } from '@core/training/sequence';
import { UserDatabase } from '@/data/local/database';
import {
  changeRest,
  continueHere,
  finishedStatus,
  finishSession,
  logSet,
  playerState,
  sessionBests,
  sessionPersonalBests,
  skipStep,
  skipWorkout,
  startSession,
  withdrawSet,
} from '@/data/player';

const T0 = Date.UTC(2026, 10, 23, 17, 0, 0);
const clientId = uuidv7();
const entryId = uuidv7();
const workout = {
  id: uuidv7(),
  name: 'Strength A',
  blocks: [
    {
      id: uuidv7(),
      kind: 'straight' as const,
      name: null,
      rounds: null,
      work_seconds: null,
      rest_seconds: null,
      items: [
        {
          id: uuidv7(),
          exercise_id: uuidv7(),
          notes: null,
          sets: [
            { ...EMPTY_SET, reps: 5, load_kg: 60, rest_seconds: 120 },
            { ...EMPTY_SET, reps: 5, load_kg: 60 },
          ],
        },
      ],
    },
  ],
};
const steps = workoutSteps(workout.blocks);
const lift = { reps: 5, weight_kg: 60, duration_seconds: null, distance_m: null, rpe: null };

describe('the player keeps everything on the device: records through the outbox, its own state per session', () => {
  let factory: IDBFactory;
  let db: UserDatabase;
  const open = () => new UserDatabase('player-test', { indexedDB: factory, IDBKeyRange });
  beforeEach(() => {
    factory = new IDBFactory();
    db = open();
  });
  afterEach(() => db.close());

  it('starting writes the session with the prescription as it is now, queued for the coach', async () => {
    const sessionId = await startSession(db, { client_id: clientId, workout, calendar_entry_id: entryId, now: T0, locale: 'en-US' });
    expect(await db.records('workout-sessions').get(sessionId)).toMatchObject({
      client_id: clientId,
      calendar_entry_id: entryId,
      workout_id: workout.id,
      prescription: { name: 'Strength A', blocks: workout.blocks },
      started_at: new Date(T0).toISOString(),
      finished_at: null,
    });
    expect((await db.outbox.toArray()).map((entry) => entry.name)).toEqual(['workout-sessions.put']);
    expect(await playerState(db, sessionId)).toMatchObject({ skipped: [], rest: null });
  });

  it('[R12] an entry’s first session has the id every device gives it; a separate one or one after it ended, a new id', async () => {
    const first = await startSession(db, { client_id: clientId, workout, calendar_entry_id: entryId, now: T0, locale: 'en-US' });
    expect(first).toBe(await entrySessionId(entryId));
    const separate = await startSession(db, { client_id: clientId, workout, calendar_entry_id: entryId, now: T0 + 1000, locale: 'en-US' });
    expect(separate).not.toBe(first);
    // Unscheduled sessions are each device's own.
    const unscheduled = await startSession(db, { client_id: clientId, workout, calendar_entry_id: null, now: T0, locale: 'en-US' });
    expect(unscheduled).not.toBe(first);
    expect((await db.records('workout-sessions').toArray()).map((session) => session.id).sort()).toEqual(
      [first, separate, unscheduled].sort(),
    );
  });

  it('a session keeps the workout’s name as the client saw it: a Latvian client’s in Latvian', async () => {
    const translated = { ...workout, translations: { 'lv-LV': { name: 'Spēks A', description: null } } };
    const inLatvian = await startSession(db, {
      client_id: clientId,
      workout: translated,
      calendar_entry_id: null,
      now: T0,
      locale: 'lv-LV',
    });
    const inEnglish = await startSession(db, {
      client_id: clientId,
      workout: translated,
      calendar_entry_id: null,
      now: T0,
      locale: 'en-US',
    });
    expect(await db.records('workout-sessions').get(inLatvian)).toMatchObject({ prescription: { name: 'Spēks A' } });
    expect(await db.records('workout-sessions').get(inEnglish)).toMatchObject({ prescription: { name: 'Strength A' } });
  });

  it('logging a set writes its log and starts the rest, which survives closing the app', async () => {
    const sessionId = await startSession(db, { client_id: clientId, workout, calendar_entry_id: entryId, now: T0, locale: 'en-US' });
    const logId = await logSet(db, { id: sessionId, client_id: clientId }, steps[0]!, lift, T0 + 60_000);
    expect(await db.records('set-logs').get(logId)).toMatchObject({
      session_id: sessionId,
      block_id: steps[0]!.block_id,
      item_id: steps[0]!.item_id,
      set_index: 0,
      reps: 5,
      weight_kg: 60,
    });

    // The tab is killed; the app opens again 100 s later.
    db.close();
    db = open();
    const state = await playerState(db, sessionId);
    expect(state?.rest_after).toBe(steps[0]!.key);
    expect(remainingMs(state!.rest!, T0 + 160_000)).toBe(20_000);
  });

  it('the reps and weight a set was logged with are kept for the exercise’s next sets, with the log, and survive closing the app', async () => {
    const sessionId = await startSession(db, { client_id: clientId, workout, calendar_entry_id: entryId, now: T0, locale: 'en-US' });
    await logSet(db, { id: sessionId, client_id: clientId }, steps[0]!, { ...lift, weight_kg: 62.5 }, T0 + 60_000);
    db.close();
    db = open();
    const carried = (await playerState(db, sessionId))?.carried;
    expect(carriedTo(steps[1]!, carried)).toEqual({ set_index: 0, prescribed: steps[0]!.prescribed, reps: 5, weight_kg: 62.5 });
  });

  it('+15 s, pause and skip change the stored timer', async () => {
    const sessionId = await startSession(db, { client_id: clientId, workout, calendar_entry_id: entryId, now: T0, locale: 'en-US' });
    await logSet(db, { id: sessionId, client_id: clientId }, steps[0]!, lift, T0);
    await changeRest(db, sessionId, { kind: 'adjust', deltaMs: 15_000 }, T0 + 1000);
    expect(remainingMs((await playerState(db, sessionId))!.rest!, T0 + 1000)).toBe(134_000);
    await changeRest(db, sessionId, { kind: 'pause' }, T0 + 2000);
    expect(remainingMs((await playerState(db, sessionId))!.rest!, T0 + 600_000)).toBe(133_000);
    await changeRest(db, sessionId, { kind: 'skip' }, T0 + 3000);
    expect((await playerState(db, sessionId))?.rest).toBeNull();
  });

  it('a skipped set is remembered; logging it after all takes it off the skipped list', async () => {
    const sessionId = await startSession(db, { client_id: clientId, workout, calendar_entry_id: entryId, now: T0, locale: 'en-US' });
    await skipStep(db, sessionId, steps[1]!.key, T0);
    await skipStep(db, sessionId, steps[1]!.key, T0);
    expect((await playerState(db, sessionId))?.skipped).toEqual([steps[1]!.key]);
    await logSet(db, { id: sessionId, client_id: clientId }, steps[1]!, lift, T0 + 1000);
    expect((await playerState(db, sessionId))?.skipped).toEqual([]);
  });

  it('a correction withdraws the log (logs are append-only) and queues its removal', async () => {
    const sessionId = await startSession(db, { client_id: clientId, workout, calendar_entry_id: entryId, now: T0, locale: 'en-US' });
    const logId = await logSet(db, { id: sessionId, client_id: clientId }, steps[0]!, lift, T0);
    await withdrawSet(db, logId);
    expect(await db.records('set-logs').get(logId)).toBeUndefined();
    expect((await db.outbox.toArray()).map((entry) => entry.name)).toEqual(['workout-sessions.put', 'set-logs.put', 'set-logs.delete']);
  });

  it('finishing records the rating and notes, marks the calendar entry, and forgets the player state', async () => {
    await db
      .anyRecords('calendar-entries')
      .put({ id: entryId, client_id: clientId, date: '2026-11-23', status: 'planned', version: 3, updated_at: new Date(T0).toISOString() });
    const sessionId = await startSession(db, { client_id: clientId, workout, calendar_entry_id: entryId, now: T0, locale: 'en-US' });
    await logSet(db, { id: sessionId, client_id: clientId }, steps[0]!, lift, T0);
    await finishSession(
      db,
      { id: sessionId, calendar_entry_id: entryId },
      { rating: 4, notes: 'Felt strong', status: finishedStatus(steps.length, 1), now: T0 + 3_600_000 },
    );
    expect(await db.records('workout-sessions').get(sessionId)).toMatchObject({
      finished_at: new Date(T0 + 3_600_000).toISOString(),
      rating: 4,
      notes: 'Felt strong',
    });
    expect(await db.records('calendar-entries').get(entryId)).toMatchObject({ status: 'partial' });
    expect(await playerState(db, sessionId)).toBeUndefined();
    expect(finishedStatus(2, 2)).toBe('completed');
  });

  it("a set that beats the client's earlier best is a record; the first ever set of an exercise is not", async () => {
    const exerciseId = steps[0]!.exercise_id;
    const earlier = await startSession(db, {
      client_id: clientId,
      workout,
      calendar_entry_id: null,
      now: T0 - 7 * 86_400_000,
      locale: 'en-US',
    });
    await logSet(db, { id: earlier, client_id: clientId }, steps[0]!, lift, T0 - 7 * 86_400_000);
    expect(await sessionPersonalBests(db, { id: earlier, client_id: clientId })).toEqual([]);

    const today = await startSession(db, { client_id: clientId, workout, calendar_entry_id: entryId, now: T0, locale: 'en-US' });
    await logSet(db, { id: today, client_id: clientId }, steps[0]!, lift, T0);
    const better = await logSet(db, { id: today, client_id: clientId }, steps[1]!, { ...lift, reps: 6 }, T0 + 60_000);
    expect(await sessionPersonalBests(db, { id: today, client_id: clientId })).toEqual([
      { log_id: better, exercise_id: exerciseId, record: { kind: 'e1rm', value: 72, previous: 70 } },
      { log_id: better, exercise_id: exerciseId, record: { kind: 'reps_at_load', value: 6, previous: 5, load_kg: 60 } },
    ]);
  });
  describe('records against the bests before the session, read once', () => {
    const exerciseId = steps[0]!.exercise_id;
    const thirdSet = { ...steps[1]!, key: `${steps[1]!.key}+1`, set_index: 2 };
    const lastWeek = T0 - 7 * 86_400_000;
    /** Last week 5 × 60 and 8 × 50; today the session under test, started at T0. */
    const withHistory = async () => {
      const earlier = await startSession(db, { client_id: clientId, workout, calendar_entry_id: null, now: lastWeek, locale: 'en-US' });
      await logSet(db, { id: earlier, client_id: clientId }, steps[0]!, lift, lastWeek);
      await logSet(db, { id: earlier, client_id: clientId }, steps[1]!, { ...lift, reps: 8, weight_kg: 50 }, lastWeek + 60_000);
      const today = await startSession(db, { client_id: clientId, workout, calendar_entry_id: entryId, now: T0, locale: 'en-US' });
      return { id: today, client_id: clientId, started_at: new Date(T0).toISOString() };
    };
    /** A log as a pull stores it: straight into the table, with the server's fields. */
    const pulled = (values: Partial<typeof lift>, at: number) => ({
      id: uuidv7(),
      session_id: uuidv7(),
      client_id: clientId,
      exercise_id: exerciseId,
      block_id: null,
      item_id: null,
      set_index: 0,
      ...lift,
      ...values,
      logged_at: new Date(at).toISOString(),
      version: 40,
      updated_at: new Date(at).toISOString(),
    });

    it('gives the records the whole history gives, with another session logged in between', async () => {
      const today = await withHistory();
      const bests = await sessionBests(db, today, [exerciseId]);
      expect(bests[exerciseId]).toEqual({
        before: today.started_at,
        seen: true,
        bests: { e1rm_kg: 70, heaviest_kg: 60, reps_at: { '50': 8, '60': 5 }, longest_seconds: null, farthest_m: null },
      });

      await logSet(db, today, steps[0]!, lift, T0 + 60_000);
      const six = await logSet(db, today, steps[1]!, { ...lift, reps: 6 }, T0 + 120_000);
      // A separate session of the same client, kept beside this one, logs 7 × 60 before this one's third set.
      const beside = await startSession(db, { client_id: clientId, workout, calendar_entry_id: null, now: T0 + 130_000, locale: 'en-US' });
      await logSet(db, { id: beside, client_id: clientId }, steps[0]!, { ...lift, reps: 7 }, T0 + 140_000);
      const seven = await logSet(db, today, thirdSet, { ...lift, reps: 7, weight_kg: 62.5 }, T0 + 180_000);

      const records = await sessionPersonalBests(db, today, bests);
      expect(records).toEqual([
        { log_id: six, exercise_id: exerciseId, record: { kind: 'e1rm', value: 72, previous: 70 } },
        { log_id: six, exercise_id: exerciseId, record: { kind: 'reps_at_load', value: 6, previous: 5, load_kg: 60 } },
        { log_id: seven, exercise_id: exerciseId, record: { kind: 'e1rm', value: 77.1, previous: 74 } },
        { log_id: seven, exercise_id: exerciseId, record: { kind: 'heaviest', value: 62.5, previous: 60 } },
        { log_id: seven, exercise_id: exerciseId, record: { kind: 'reps_at_load', value: 7, previous: null, load_kg: 62.5 } },
      ]);
      expect(records).toEqual(await sessionPersonalBests(db, today));
    });

    it('a first ever exercise has bests that saw nothing: its first set is no record', async () => {
      const today = await startSession(db, { client_id: clientId, workout, calendar_entry_id: entryId, now: T0, locale: 'en-US' });
      const session = { id: today, client_id: clientId, started_at: new Date(T0).toISOString() };
      const bests = await sessionBests(db, session, [exerciseId]);
      expect(bests[exerciseId]).toMatchObject({ seen: false });
      await logSet(db, session, steps[0]!, lift, T0 + 60_000);
      const better = await logSet(db, session, steps[1]!, { ...lift, reps: 6 }, T0 + 120_000);
      expect(await sessionPersonalBests(db, session, bests)).toEqual(await sessionPersonalBests(db, session));
      expect((await sessionPersonalBests(db, session, bests)).map((entry) => entry.log_id)).toEqual([better, better]);
    });

    it('are kept in the player state, so opening the session again reads no history', async () => {
      const today = await withHistory();
      const bests = await sessionBests(db, today, [exerciseId, exerciseId]);
      expect((await playerState(db, today.id))?.bests).toEqual(bests);
      await logSet(db, today, steps[0]!, lift, T0 + 60_000);
      expect((await playerState(db, today.id))?.bests).toEqual(bests);

      db.close();
      db = open();
      // Were the history read again, last week would be gone from the bests.
      await db.records('set-logs').where('session_id').notEqual(today.id).delete();
      expect(await sessionBests(db, today, [exerciseId])).toEqual(bests);
    });

    it('a log dated before the session that arrives by sync afterwards counts from the next session on', async () => {
      const today = await withHistory();
      const bests = await sessionBests(db, today, [exerciseId]);
      const heavier = await logSet(db, today, steps[0]!, { ...lift, weight_kg: 65 }, T0 + 60_000);
      // Another device logged 70 kg yesterday; it reaches this one in the middle of today's session.
      await db.anyRecords('set-logs').put(pulled({ weight_kg: 70 }, T0 - 86_400_000));

      const records = await sessionPersonalBests(db, today, (await playerState(db, today.id))?.bests);
      expect(records.filter((entry) => entry.record.kind === 'heaviest')).toEqual([
        { log_id: heavier, exercise_id: exerciseId, record: { kind: 'heaviest', value: 65, previous: 60 } },
      ]);
      expect(await sessionBests(db, today, [exerciseId])).toEqual(bests);

      await finishSession(
        db,
        { id: today.id, calendar_entry_id: entryId },
        { rating: null, notes: null, status: 'partial', now: T0 + 3_600_000 },
      );
      const next = await startSession(db, { client_id: clientId, workout, calendar_entry_id: null, now: T0 + 86_400_000, locale: 'en-US' });
      const nextBests = await sessionBests(db, { id: next, client_id: clientId, started_at: new Date(T0 + 86_400_000).toISOString() }, [
        exerciseId,
      ]);
      expect(nextBests[exerciseId]?.bests.heaviest_kg).toBe(70);
    });

    it("a session log dated before the session's start (another device's clock) has the whole history read", async () => {
      const today = await withHistory();
      const bests = await sessionBests(db, today, [exerciseId]);
      await logSet(db, today, steps[0]!, { ...lift, reps: 6 }, T0 - 30_000);
      await logSet(db, today, steps[1]!, { ...lift, reps: 7 }, T0 + 60_000);
      const records = await sessionPersonalBests(db, today, bests);
      expect(records).toEqual(await sessionPersonalBests(db, today));
      expect(records.filter((entry) => entry.record.kind === 'reps_at_load').map((entry) => entry.record.previous)).toEqual([5, 6]);
    });

    it('a session finished while they were read gets no player state back', async () => {
      const today = await withHistory();
      await finishSession(
        db,
        { id: today.id, calendar_entry_id: entryId },
        { rating: null, notes: null, status: 'partial', now: T0 + 60_000 },
      );
      expect(await sessionBests(db, today, [exerciseId])).toMatchObject({ [exerciseId]: { seen: true } });
      expect(await playerState(db, today.id)).toBeUndefined();
    });
  });

  it('continuing here a session started on another device gives this device its own player state, once', async () => {
    const elsewhere = uuidv7();
    await continueHere(db, elsewhere, T0);
    await logSet(db, { id: elsewhere, client_id: clientId }, steps[0]!, lift, T0 + 1000);
    await continueHere(db, elsewhere, T0 + 2000);
    expect(await playerState(db, elsewhere)).toMatchObject({ rest_after: steps[0]!.key });
  });

  it("skipping a scheduled workout marks the entry skipped and adds the reason to the entry's note, keeping the coach's", async () => {
    await db.anyRecords('calendar-entries').put({
      id: entryId,
      client_id: clientId,
      date: '2026-11-23',
      status: 'planned',
      notes: 'Go light',
      version: 3,
      updated_at: new Date(T0).toISOString(),
    });
    await skipWorkout(db, { id: entryId, notes: 'Go light' }, '  Sick with a cold ');
    expect(await db.records('calendar-entries').get(entryId)).toMatchObject({ status: 'skipped', notes: 'Go light\n\nSick with a cold' });
    expect((await db.outbox.toArray()).map((entry) => entry.name)).toEqual(['calendar-entries.patch']);
    await skipWorkout(db, { id: entryId, notes: null }, '');
    expect(await db.records('calendar-entries').get(entryId)).toMatchObject({ status: 'skipped', notes: null });
  });
});
