import { renderHook } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InvalidMutation } from '@sync/mutations';
import type { OutboxEntry } from '@sync/engine/sync-store';
import { UserDatabase } from '@/data/local/database';
import { refreshRecord } from '@/data/local/indexed-db-sync-store';
import { writeLocal } from '@/data/local/writes';
import { recordWrites, useRecordWrites, type RecordWrites } from '@/data/record-writes';

const freshDatabase = (name: string) => new UserDatabase(name, { indexedDB: new IDBFactory(), IDBKeyRange });

/** The outbox without its timestamps, which differ between two runs of the same writes. */
const outboxOf = async (db: UserDatabase) =>
  (await db.outbox.orderBy('id').toArray()).map(({ created_at: _at, ...entry }: OutboxEntry) => entry);
const shownOf = async (db: UserDatabase, entity: 'clients' | 'plan-assignments' | 'calendar-entries') =>
  (await db.records(entity).toArray()).map(({ updated_at: _at, ...record }) => record);

describe('[C1] typed writes go through writeLocal: the record shown and its outbox entry in one write', () => {
  let db: UserDatabase;
  let writes: RecordWrites;
  const id = uuidv7();

  beforeEach(() => {
    db = freshDatabase('record-writes-test');
    writes = recordWrites(db);
  });
  afterEach(() => db.close());

  it('put: the record is shown with its defaults and queued as `<entity>.put` with the fields given', async () => {
    expect(await writes.put('clients', { id, name: 'Anna', email: 'anna@test.lv' })).toBe(1);
    expect(await db.records('clients').get(id)).toMatchObject({
      id,
      name: 'Anna',
      email: 'anna@test.lv',
      status: 'active',
      joints_to_spare: [],
      version: 0,
    });
    expect(await outboxOf(db)).toEqual([
      { id: 1, name: 'clients.put', args: { id, name: 'Anna', email: 'anna@test.lv' }, keys: [`clients:${id}`] },
    ]);
  });

  it('[R9] patch: only the named fields change, and a record the server has carries the version it was edited from', async () => {
    // The server's copy, as a pull stores it.
    await db
      .anyRecords('clients')
      .put({ id, name: 'Anna', email: null, status: 'active', version: 7, updated_at: '2026-11-01T10:00:00.000Z' });
    expect(await writes.patch('clients', id, { name: 'Anna Ozola' })).toBe(1);
    expect(await db.records('clients').get(id)).toMatchObject({ name: 'Anna Ozola', status: 'active', version: 7 });
    expect(await outboxOf(db)).toEqual([
      { id: 1, name: 'clients.patch', args: { id, changes: { name: 'Anna Ozola' }, base_version: 7 }, keys: [`clients:${id}`] },
    ]);
  });

  it('[R9] patch from a form names the version the form opened with, not a newer copy a sync brought meanwhile', async () => {
    await db
      .anyRecords('clients')
      .put({ id, name: 'Anna', goals: 'Run 10 km', status: 'active', version: 9, updated_at: '2026-11-02T10:00:00.000Z' });
    await writes.patch('clients', id, { goals: 'Run 5 km' }, { version: 7 });
    // A form that showed a record the server did not have yet has no version to name: the device's copy stands in.
    await writes.patch('clients', id, { name: 'Anna Ozola' }, { version: 0 });
    expect((await outboxOf(db)).map((entry) => entry.args)).toEqual([
      { id, changes: { goals: 'Run 5 km' }, base_version: 7 },
      { id, changes: { name: 'Anna Ozola' }, base_version: 9 },
    ]);
  });

  it('[R9] patch of a record the server does not have yet carries no base version', async () => {
    await writes.put('clients', { id, name: 'Anna' });
    await writes.patch('clients', id, { sessions_per_week: 3 });
    expect((await outboxOf(db))[1]).toEqual({
      id: 2,
      name: 'clients.patch',
      args: { id, changes: { sessions_per_week: 3 } },
      keys: [`clients:${id}`],
    });
  });

  it('remove: the record leaves the device and `<entity>.delete` is queued', async () => {
    await writes.put('clients', { id, name: 'Anna' });
    expect(await writes.remove('clients', id)).toBe(2);
    expect(await db.records('clients').get(id)).toBeUndefined();
    expect((await outboxOf(db))[1]).toEqual({ id: 2, name: 'clients.delete', args: { id }, keys: [`clients:${id}`] });
  });

  it('[M3][G4] assignPlan: the assignment and the entries its plan makes are shown at once, queued as the assignment alone', async () => {
    const clientId = uuidv7();
    const workout = { id: uuidv7(), owner_id: null, name: 'Full body', description: null, blocks: [] };
    const plan = {
      id: uuidv7(),
      owner_id: null,
      name: 'Two days',
      description: null,
      weeks: 1,
      days: [
        { week: 1, day: 1, workout_id: workout.id, time: null },
        { week: 1, day: 3, workout_id: workout.id, time: '18:30' },
      ],
    };
    // Downloaded before plans had progressions: the device treats the missing fields as none.
    await db.anyRecords('workouts').put({ ...workout, version: 1, updated_at: '2026-11-01T10:00:00.000Z' });
    await db.anyRecords('workout-plans').put({ ...plan, version: 2, updated_at: '2026-11-01T10:00:00.000Z' });
    const assignment = { id: uuidv7(), plan_id: plan.id, client_id: clientId, start_date: '2026-11-30' };
    expect(await writes.assignPlan({ assignment })).toBe(1);
    expect(await db.records('plan-assignments').get(assignment.id)).toMatchObject({ ...assignment, status: 'active' });
    const entries = await db.records('calendar-entries').toArray();
    expect(entries.map((entry) => [entry.date, entry.time, entry.assignment_id, entry.workout_id])).toEqual([
      ['2026-11-30', null, assignment.id, workout.id],
      ['2026-12-02', '18:30', assignment.id, workout.id],
    ]);
    const [queued] = await db.outbox.toArray();
    expect(queued).toMatchObject({ id: 1, name: 'plan-assignments.assign', args: { assignment } });
    expect(queued?.keys).toHaveLength(3);
    // [C4] What the assignment read is kept with it, not the thousand operations a group's plan
    // makes: rebasing makes the same entries again from that, whatever the plan has become since.
    expect(queued?.ops).toBeUndefined();
    expect(queued?.assigned?.plan).toMatchObject({ id: plan.id, days: plan.days });
    const shown = await shownOf(db, 'calendar-entries');
    await db.records('workout-plans').update(plan.id, { days: [{ week: 1, day: 5, workout_id: workout.id, time: null }] });
    await db.transaction('rw', [db.outbox, db.shadows, db.records('plan-assignments'), db.records('calendar-entries')], () =>
      Promise.all((queued?.keys ?? []).map((key) => refreshRecord(db, key))),
    );
    expect(await shownOf(db, 'calendar-entries')).toEqual(shown);
    expect(await db.records('plan-assignments').get(assignment.id)).toMatchObject({ ...assignment, status: 'active' });
  });

  it('[R9] restoreField writes a replaced value back as a patch of that field', async () => {
    await db.anyRecords('clients').put({ id, name: 'Anna', goals: 'Mine', version: 4, updated_at: '2026-11-01T10:00:00.000Z' });
    await writes.restoreField('clients', id, 'goals', 'Theirs');
    expect(await db.records('clients').get(id)).toMatchObject({ goals: 'Theirs' });
    expect(await outboxOf(db)).toEqual([
      { id: 1, name: 'clients.patch', args: { id, changes: { goals: 'Theirs' }, base_version: 4 }, keys: [`clients:${id}`] },
    ]);
  });

  it('leaves the same records and outbox as the same writes named by hand through writeLocal', async () => {
    const byName = freshDatabase('record-writes-by-name');
    try {
      const other = uuidv7();
      await writes.put('clients', { id, name: 'Anna' });
      await writes.put('clients', { id: other, name: 'Berta' });
      await writes.patch('clients', id, { goals: ' Strength ', status: 'paused' });
      await writes.remove('clients', other);
      await writeLocal(byName, 'clients.put', { id, name: 'Anna' });
      await writeLocal(byName, 'clients.put', { id: other, name: 'Berta' });
      await writeLocal(byName, 'clients.patch', { id, changes: { goals: ' Strength ', status: 'paused' } });
      await writeLocal(byName, 'clients.delete', { id: other });
      expect(await outboxOf(db)).toEqual(await outboxOf(byName));
      expect(await shownOf(db, 'clients')).toEqual(await shownOf(byName, 'clients'));
      expect(await db.shadows.toArray()).toEqual(await byName.shadows.toArray());
    } finally {
      byName.close();
    }
  });

  it('a wrong entity or field is a type error (checked by `npm run typecheck`), and refused at run time all the same', async () => {
    await writes.put('clients', { id, name: 'Anna' });
    const refusals = [
      // @ts-expect-error: no entity is called `client`
      () => writes.put('client', { id: uuidv7(), name: 'Berta' }),
      // @ts-expect-error: a put needs the record's required fields
      () => writes.put('clients', { id: uuidv7() }),
      // @ts-expect-error: `blocks` is a field of workouts, not of clients
      () => writes.put('clients', { id: uuidv7(), name: 'Berta', blocks: [] }),
      // @ts-expect-error: a misspelt field
      () => writes.patch('clients', id, { nmae: 'Anna Ozola' }),
      // @ts-expect-error: a field's value of the wrong type
      () => writes.patch('clients', id, { sessions_per_week: '3' }),
      // @ts-expect-error: an id is never patched (M1)
      () => writes.patch('clients', id, { id: uuidv7() }),
      () =>
        // @ts-expect-error: the entries follow from the plan; a device does not send its own (G4)
        writes.assignPlan({ assignment: { id: uuidv7(), plan_id: uuidv7(), client_id: uuidv7(), start_date: '2026-12-01' }, entries: [] }),
    ];
    for (const refused of refusals) await expect(refused()).rejects.toBeInstanceOf(InvalidMutation);
    expect(await db.outbox.count()).toBe(1);
    expect(await db.records('clients').get(id)).toMatchObject({ name: 'Anna', sessions_per_week: null });
  });
});

describe('useRecordWrites', () => {
  it('refuses to write when nobody is signed in, rather than writing into no one’s database', async () => {
    const { result } = renderHook(() => useRecordWrites());
    await expect(result.current.put('clients', { id: uuidv7(), name: 'Anna' })).rejects.toThrow('No one is signed in');
  });

  it('keeps the same helpers across renders, so effects that depend on them do not re-run', () => {
    const { result, rerender } = renderHook(() => useRecordWrites());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
