import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InvalidMutation } from '@sync/mutations';
import { assignedEntryId } from '@core/plans';
import { UserDatabase } from '@/data/local/database';
import { writeLocal } from '@/data/local/writes';
import { assignPlan } from '@/data/plans';

const stored = { version: 1, updated_at: '2026-11-01T10:00:00.000Z' };
const workout = { id: uuidv7(), owner_id: null, name: 'Legs', description: null, translations: {}, blocks: [] };
const plan = {
  id: uuidv7(),
  owner_id: null,
  name: 'Two weeks',
  description: null,
  translations: {},
  weeks: 2,
  days: [1, 2].map((week) => ({ week, day: 1, workout_id: workout.id, time: null })),
  progressions: [],
  deload: null,
};

describe('[C1][G4] a plan given to several clients is one local transaction of one mutation each', () => {
  let db: UserDatabase;
  beforeEach(async () => {
    db = new UserDatabase('assign-plan-test', { indexedDB: new IDBFactory(), IDBKeyRange });
    await db.records('workouts').put({ ...workout, ...stored });
    await db.records('workout-plans').put({ ...plan, ...stored });
  });
  afterEach(() => db.close());

  it('each client gets an assignment and its entries, queued under consecutive ids after what was there', async () => {
    await writeLocal(db, 'clients.put', { id: uuidv7(), name: 'Earlier write' });
    const clients = [uuidv7(), uuidv7(), uuidv7()];
    const ids = await assignPlan(
      db,
      plan.id,
      '2026-11-30',
      clients.map((clientId) => ({ clientId, substitutions: [] })),
    );
    const outbox = await db.outbox.orderBy('id').toArray();
    expect(outbox.map((entry) => [entry.id, entry.name])).toEqual([
      [1, 'clients.put'],
      ...ids.map((_id, index) => [index + 2, 'plan-assignments.assign']),
    ]);
    expect(outbox.slice(1).map((entry) => entry.args)).toEqual(
      ids.map((id, index) => ({
        assignment: { id, plan_id: plan.id, client_id: clients[index], start_date: '2026-11-30', substitutions: [] },
      })),
    );
    const entries = await db.records('calendar-entries').toArray();
    expect(entries.map((entry) => entry.id).sort()).toEqual(ids.flatMap((id) => [assignedEntryId(id, 0), assignedEntryId(id, 1)]).sort());
    expect(await db.shadows.count()).toBe(3 * 3 + 1);
  });

  it('all or none: when one of them is refused, none is written', async () => {
    const refused = assignPlan(db, plan.id, 'not a date', [{ clientId: uuidv7(), substitutions: [] }]);
    await expect(refused).rejects.toBeInstanceOf(InvalidMutation);
    // The first client's assignment is sound; the second's client id is not.
    const second = assignPlan(db, plan.id, '2026-11-30', [
      { clientId: uuidv7(), substitutions: [] },
      { clientId: 'not an id', substitutions: [] },
    ]);
    await expect(second).rejects.toMatchObject({ code: 'validation_failed' });
    await expect(assignPlan(db, uuidv7(), '2026-11-30', [{ clientId: uuidv7(), substitutions: [] }])).rejects.toMatchObject({
      code: 'invalid_reference',
    });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.records('calendar-entries').count()).toBe(0);
    expect(await db.records('plan-assignments').count()).toBe(0);
  });
});
