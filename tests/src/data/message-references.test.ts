import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { conversationId } from '@core/records/conversations';
import { addDays, today } from '@core/dates';
import { ENTITY_FIELDS, type FieldsInput, type RecordOf } from '@core/records/index';
import { sendMessage } from '@/data/conversations';
import { UserDatabase } from '@/data/local/database';
import { referenceChoices, referenced, REFERENCE_CHOICES } from '@/data/message-references';
import { recordWrites } from '@/data/record-writes';

const COACH = '0190a1b2-0000-7000-8000-0000000000c0';
const ANNA_USER = '0190a1b2-0000-7000-8000-0000000000a1';

/** What makes a record one the server sent. */
const SYNCED = { version: 1, updated_at: '2026-12-01T00:00:00.000Z' };
const setLog = (fields: FieldsInput<'set-logs'>): RecordOf<'set-logs'> => ({ ...ENTITY_FIELDS['set-logs'].parse(fields), ...SYNCED });

describe('[A22] what a message can point at, from the device', () => {
  let db: UserDatabase;
  const anna = uuidv7();
  const otto = uuidv7();
  const squat = uuidv7();
  const now = new Date();
  const day = today(now);

  beforeEach(async () => {
    db = new UserDatabase(COACH, { indexedDB: new IDBFactory(), IDBKeyRange });
    await db.records('exercises').put({ ...ENTITY_FIELDS.exercises.parse({ id: squat, name: { 'en-US': 'Back squat' } }), ...SYNCED });
  });
  afterEach(() => db.close());

  const session = (client: string, started: string, finished: string | null = started): RecordOf<'workout-sessions'> => ({
    ...ENTITY_FIELDS['workout-sessions'].parse({
      id: uuidv7(),
      client_id: client,
      prescription: { name: `Done ${started}`, blocks: [] },
      started_at: started,
      finished_at: finished,
    }),
    ...SYNCED,
  });

  it('offers the client’s latest finished workouts newest first with their sets, and what is planned from today for two weeks', async () => {
    const sessions = Array.from({ length: REFERENCE_CHOICES.sessions + 2 }, (_, index) =>
      session(anna, `2026-11-${String(index + 1).padStart(2, '0')}T10:00:00.000Z`),
    );
    const unfinished = session(anna, '2026-11-30T10:00:00.000Z', null);
    const others = session(otto, '2026-11-29T10:00:00.000Z');
    await db.records('workout-sessions').bulkPut([...sessions, unfinished, others]);
    const newest = sessions.at(-1)!;
    const logs = [2, 1].map((minute) =>
      setLog({
        id: uuidv7(),
        session_id: newest.id,
        client_id: anna,
        exercise_id: squat,
        set_index: minute,
        reps: 5,
        weight_kg: 60,
        logged_at: `2026-11-12T10:0${minute}:00.000Z`,
      }),
    );
    await db.records('set-logs').bulkPut(logs);
    const entry = (date: string, status: 'planned' | 'skipped' = 'planned', client = anna): RecordOf<'calendar-entries'> => ({
      ...ENTITY_FIELDS['calendar-entries'].parse({ id: uuidv7(), client_id: client, date, time: null, title: `On ${date}`, status }),
      ...SYNCED,
    });
    const planned = [entry(addDays(day, 3)), entry(day)];
    await db
      .records('calendar-entries')
      .bulkPut([
        ...planned,
        entry(addDays(day, -1)),
        entry(addDays(day, REFERENCE_CHOICES.daysAhead + 1)),
        entry(day, 'skipped'),
        entry(day, 'planned', otto),
      ]);

    const choices = await referenceChoices(db, anna, now);
    expect(choices.sessions.map(({ session: shown }) => shown.id)).toEqual(
      sessions
        .slice(2)
        .reverse()
        .map((shown) => shown.id),
    );
    expect(choices.sessions[0]?.logs.map((log) => log.id)).toEqual([logs[1]?.id, logs[0]?.id]);
    expect(choices.exercises.get(squat)?.name).toEqual({ 'en-US': 'Back squat' });
    expect(choices.coming.map(({ entry: shown, workoutName }) => [shown.id, workoutName])).toEqual([
      [planned[1]?.id, `On ${day}`],
      [planned[0]?.id, `On ${addDays(day, 3)}`],
    ]);
  });

  it('a message written about a set keeps what it points at; the card finds the set, its workout and exercise, or says it is gone', async () => {
    const done = session(anna, '2026-11-20T10:00:00.000Z');
    const log = setLog({
      id: uuidv7(),
      session_id: done.id,
      client_id: anna,
      exercise_id: squat,
      set_index: 0,
      reps: 5,
      weight_kg: 60,
      logged_at: '2026-11-20T10:05:00.000Z',
    });
    await db.records('workout-sessions').put(done);
    await db.records('set-logs').put(log);
    const id = uuidv7();
    const talk = conversationId(anna, ANNA_USER);
    await sendMessage(db, recordWrites(db), {
      id,
      conversationId: talk,
      clientId: anna,
      body: 'Too heavy?',
      about: { entity: 'set-logs', id: log.id },
    });
    const message = await db.records('conversation-messages').get(id);
    expect([message?.ref_entity, message?.ref_id]).toEqual(['set-logs', log.id]);

    const found = await referenced(db, 'set-logs', log.id);
    expect(found?.entity === 'set-logs' && [found.session?.id, found.exercise?.id]).toEqual([done.id, squat]);
    expect(await referenced(db, 'workout-sessions', uuidv7())).toBeUndefined();
  });
});
