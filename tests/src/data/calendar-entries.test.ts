import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addEntries, calendarRange, deleteEntries, moveEntries, pasteEntries, type CalendarEntry } from '@/data/calendar-entries';
import { UserDatabase } from '@/data/local/database';
import { recordWrites } from '@/data/record-writes';
import { checkInAnswerId } from '@core/check-in-schedule';

const ANNA = uuidv7();
const BERTA = uuidv7();
const KNEE = uuidv7();
const SQUAT = uuidv7();
const LEGS = uuidv7();

const entriesOf = (db: UserDatabase) => db.records('calendar-entries').toArray();
const outboxNames = async (db: UserDatabase) => (await db.outbox.orderBy('id').toArray()).map((entry) => entry.name);
const one = async (db: UserDatabase, id: string) => (await db.records('calendar-entries').get(id))!;

describe('calendar changes: local writes, each queued for the server, each undoable', () => {
  let db: UserDatabase;
  let first: CalendarEntry;

  beforeEach(async () => {
    db = new UserDatabase(`calendar-test-${uuidv7()}`, { indexedDB: new IDBFactory(), IDBKeyRange });
    const writes = recordWrites(db);
    await writes.put('clients', { id: ANNA, name: 'Anna', joints_to_spare: [KNEE] });
    await writes.put('clients', { id: BERTA, name: 'Berta' });
    await writes.put('exercises', { id: SQUAT, name: { 'en-US': 'Squat' }, joint_ids: [KNEE] });
    await writes.put('workouts', {
      id: LEGS,
      name: 'Legs',
      blocks: [{ id: uuidv7(), kind: 'straight', items: [{ id: uuidv7(), exercise_id: SQUAT, sets: [] }] }],
    });
    await addEntries(db, [
      { client_id: ANNA, workout_id: LEGS, date: '2026-11-24', time: '18:00', duration_minutes: 60, title: null, notes: 'Heavy' },
    ]);
    const [made] = await entriesOf(db);
    if (!made) throw new Error('the entry was not written');
    first = made;
    await db.outbox.clear();
  });
  afterEach(() => db.close());

  it('a move to another day and client is one patch of what changed; undo patches it back', async () => {
    const change = await moveEntries(db, [{ entry: first, to: { date: '2026-11-26', client_id: BERTA } }]);
    expect(await one(db, first.id)).toMatchObject({ date: '2026-11-26', client_id: BERTA, time: '18:00', notes: 'Heavy' });
    const [patch] = await db.outbox.toArray();
    expect(patch?.args).toMatchObject({ id: first.id, changes: { date: '2026-11-26', client_id: BERTA } });
    await change.undo();
    expect(await one(db, first.id)).toMatchObject({ date: '2026-11-24', client_id: ANNA });
    expect(await outboxNames(db)).toEqual(['calendar-entries.patch', 'calendar-entries.patch']);
  });

  it('a move to the day only (the week view) leaves the client alone, and a move to where it is writes nothing', async () => {
    await moveEntries(db, [{ entry: first, to: { date: '2026-11-25', client_id: undefined } }]);
    expect(await one(db, first.id)).toMatchObject({ date: '2026-11-25', client_id: ANNA });
    await moveEntries(db, [{ entry: await one(db, first.id), to: { date: '2026-11-25' } }]);
    expect(await outboxNames(db)).toEqual(['calendar-entries.patch']);
  });

  it('a pasted week is planned copies a week later on the named client; undo deletes only the copies', async () => {
    await recordWrites(db).patch('calendar-entries', first.id, { status: 'completed' });
    const change = await pasteEntries(db, [await one(db, first.id)], 7, BERTA);
    const copy = (await entriesOf(db)).find((entry) => entry.id !== first.id);
    expect(copy).toMatchObject({
      client_id: BERTA,
      date: '2026-12-01',
      workout_id: LEGS,
      time: '18:00',
      notes: 'Heavy',
      status: 'planned',
      assignment_id: null,
    });
    await change.undo();
    expect((await entriesOf(db)).map((entry) => entry.id)).toEqual([first.id]);
  });

  it('undoing a delete plans the entry again under a new id, since a deleted record is never written again', async () => {
    const change = await deleteEntries(db, [first]);
    expect(await entriesOf(db)).toEqual([]);
    await change.undo();
    const [back] = await entriesOf(db);
    expect(back?.id).not.toBe(first.id);
    expect(back).toMatchObject({ client_id: ANNA, date: '2026-11-24', workout_id: LEGS, time: '18:00', notes: 'Heavy', status: 'planned' });
    expect(await outboxNames(db)).toEqual(['calendar-entries.delete', 'calendar-entries.put']);
  });

  it('a group moves as one class: one member to another day and time takes the others that were with it; undo brings all back', async () => {
    const group = uuidv7();
    const planned = {
      workout_id: LEGS,
      date: '2026-11-24',
      time: '18:00',
      duration_minutes: 60,
      title: null,
      notes: null,
      group_id: group,
    };
    const [annas, bertas, cilas] = [uuidv7(), uuidv7(), uuidv7()];
    const writes = recordWrites(db);
    await writes.put('calendar-entries', { id: annas, client_id: ANNA, ...planned, status: 'planned' });
    await writes.put('calendar-entries', { id: bertas, client_id: BERTA, ...planned, status: 'planned' });
    // Already moved apart on purpose: not where the class was, so it stays.
    await writes.put('calendar-entries', { id: cilas, client_id: BERTA, ...planned, date: '2026-11-27', status: 'planned' });
    const change = await moveEntries(db, [{ entry: await one(db, annas), to: { date: '2026-11-26', time: '07:00' } }]);
    expect(await one(db, bertas)).toMatchObject({ date: '2026-11-26', time: '07:00', client_id: BERTA });
    expect(await one(db, cilas)).toMatchObject({ date: '2026-11-27', time: '18:00' });
    // Both picked (a selection): the group moves once, not twice.
    await moveEntries(db, [
      { entry: await one(db, annas), to: { date: '2026-11-28' } },
      { entry: await one(db, bertas), to: { date: '2026-11-28' } },
    ]);
    expect([(await one(db, annas)).date, (await one(db, bertas)).date]).toEqual(['2026-11-28', '2026-11-28']);
    // Another client for one member on the same day leaves the rest where they are.
    await moveEntries(db, [{ entry: await one(db, annas), to: { client_id: BERTA } }]);
    expect(await one(db, bertas)).toMatchObject({ client_id: BERTA, date: '2026-11-28' });
    await change.undo();
    expect(await one(db, bertas)).toMatchObject({ date: '2026-11-24', time: '18:00' });
    // An entry outside any group moves alone.
    await moveEntries(db, [{ entry: first, to: { date: '2026-11-25' } }]);
    expect(await one(db, bertas)).toMatchObject({ date: '2026-11-24' });
  });

  it('a day’s entries come as the day runs: those with no time first, then by the hour, whoever the client', async () => {
    await addEntries(db, [
      { client_id: ANNA, workout_id: LEGS, date: '2026-11-24', time: '06:00', duration_minutes: null, title: 'Early', notes: null },
      { client_id: BERTA, workout_id: LEGS, date: '2026-11-24', time: null, duration_minutes: null, title: 'Any time', notes: null },
      { client_id: BERTA, workout_id: LEGS, date: '2026-11-23', time: '20:00', duration_minutes: null, title: 'Monday', notes: null },
    ]);
    const range = await calendarRange(db, 'all', '2026-11-23', '2026-11-29');
    expect(range.entries.map((entry) => entry.title ?? entry.time)).toEqual(['Monday', 'Any time', 'Early', '18:00']);
    const some = await calendarRange(db, [BERTA, ANNA], '2026-11-23', '2026-11-29');
    expect(some.entries.map((entry) => entry.title ?? entry.time)).toEqual(['Monday', 'Any time', 'Early', '18:00']);
  });

  it('a range names its clients and workouts, the entries with a session, and the joints a client spares', async () => {
    await addEntries(db, [
      { client_id: BERTA, workout_id: LEGS, date: '2026-11-25', time: null, duration_minutes: null, title: null, notes: null },
    ]);
    await recordWrites(db).put('workout-sessions', {
      id: uuidv7(),
      client_id: ANNA,
      calendar_entry_id: first.id,
      prescription: { name: 'Legs', blocks: [] },
      started_at: '2026-11-24T16:00:00.000Z',
    });
    const range = await calendarRange(db, 'all', '2026-11-23', '2026-11-29');
    expect(range.entries.map((entry) => entry.date)).toEqual(['2026-11-24', '2026-11-25']);
    expect(range.workouts.get(LEGS)?.name).toBe('Legs');
    expect([...range.withSession]).toEqual([first.id]);
    // Anna spares the knee the squat loads; Berta spares nothing.
    expect([...range.sparedJoints]).toEqual([[first.id, [KNEE]]]);
    expect((await calendarRange(db, [BERTA], '2026-11-23', '2026-11-29')).entries.map((entry) => entry.client_id)).toEqual([BERTA]);
  });
});

describe('[A19] check-ins on the calendar', () => {
  it('each due day of the range’s clients, with its form and whether it was answered; an ended schedule stops', async () => {
    const db = new UserDatabase(`calendar-test-${uuidv7()}`, { indexedDB: new IDBFactory(), IDBKeyRange });
    const writes = recordWrites(db);
    const form = uuidv7();
    const weekly = uuidv7();
    await writes.put('clients', { id: ANNA, name: 'Anna' });
    await writes.put('clients', { id: BERTA, name: 'Berta' });
    await writes.put('check-in-forms', {
      id: form,
      name: 'Weekly',
      questions: [{ id: uuidv7(), kind: 'long_text', text: 'How was it?' }],
    });
    // Mondays from 2 November 2026 for Anna, until 16 November; answered on the 9th.
    await writes.put('check-in-assignments', {
      id: weekly,
      client_id: ANNA,
      form_id: form,
      weekday: 1,
      start_date: '2026-11-02',
      ended_on: '2026-11-16',
    });
    await writes.put('check-in-answers', {
      id: checkInAnswerId(weekly, '2026-11-09'),
      assignment_id: weekly,
      client_id: ANNA,
      due_date: '2026-11-09',
      answers: [],
    });
    const range = await calendarRange(db, 'all', '2026-11-01', '2026-11-30');
    expect([...range.checkIns.values()].flat()).toEqual([
      { client_id: ANNA, date: '2026-11-02', form: 'Weekly', status: 'missed' },
      { client_id: ANNA, date: '2026-11-09', form: 'Weekly', status: 'answered' },
      { client_id: ANNA, date: '2026-11-16', form: 'Weekly', status: 'missed' },
    ]);
    expect((await calendarRange(db, [BERTA], '2026-11-01', '2026-11-30')).checkIns.size).toBe(0);
    db.close();
  });
});
