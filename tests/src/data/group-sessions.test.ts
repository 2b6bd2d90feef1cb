import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { entrySessionId } from '@core/training/in-person';
import { EMPTY_SET, workoutSteps } from '@core/training/sequence';
import { createGroup, groupMembers, groupProblem, leaveGroup, oneBlockPerGroup, startGroup } from '@/data/group-sessions';
import { UserDatabase } from '@/data/local/database';
import { logSet, playerState } from '@/data/player';

const T0 = Date.UTC(2026, 11, 4, 16, 0, 0);
const workout = {
  id: uuidv7(),
  name: 'Class',
  blocks: [
    {
      id: uuidv7(),
      kind: 'superset' as const,
      name: null,
      rounds: null,
      work_seconds: null,
      rest_seconds: null,
      items: [uuidv7(), uuidv7()].map((exercise_id) => ({
        id: uuidv7(),
        exercise_id,
        notes: null,
        sets: [{ ...EMPTY_SET, reps: 8, load_kg: 40, rest_seconds: 60 }],
      })),
    },
  ],
};
const clients = ['Anna', 'Otto', 'Ilze'].map((name) => ({ id: uuidv7(), name }));
const lift = { reps: 8, weight_kg: 40, duration_seconds: null, distance_m: null, rpe: null };

describe('[A7] a group session on the coach’s device: each client’s own session and state', () => {
  let factory: IDBFactory;
  let db: UserDatabase;
  const open = () => new UserDatabase('group-test', { indexedDB: factory, IDBKeyRange });
  const groupId = uuidv7();
  const entries = clients.map((client) => ({ id: uuidv7(), clientId: client.id }));

  beforeEach(async () => {
    factory = new IDBFactory();
    db = open();
    await db.anyRecords('workouts').put({ ...workout, owner_id: null, description: null, translations: {}, version: 1, updated_at: '' });
    await db.anyRecords('clients').bulkPut(clients.map((client) => ({ ...client, version: 1, updated_at: '' })));
  });
  afterEach(() => db.close());

  const group = () => ({ groupId, entries, workoutId: workout.id, date: '2026-12-04', time: '18:00' });

  it('is made once, whatever the double tap: an entry for each client in one group, started together', async () => {
    await Promise.all([createGroup(db, group()), createGroup(db, group())]);
    const members = await groupMembers(db, groupId);
    // In the order they joined: the columns stay where the coach saw them.
    expect(members.map((member) => member.entry.client_id)).toEqual(entries.map((entry) => entry.clientId));
    expect(members).toHaveLength(3);
    expect(new Set(members.map((member) => member.entry.group_id))).toEqual(new Set([groupId]));
    expect(members.every((member) => member.session === null && member.workout?.id === workout.id)).toBe(true);

    await startGroup(db, members, T0, 'en-US');
    const started = await groupMembers(db, groupId);
    for (const member of started) {
      expect(member.session?.id).toBe(await entrySessionId(member.entry.id));
      expect(member.here).toBe(true);
    }
    // Starting again (a second tap, or the app opened anew) starts nothing more.
    await startGroup(db, started, T0 + 1000, 'en-US');
    expect(await db.records('workout-sessions').count()).toBe(3);
  });

  it('logging for one client moves nobody else, and an app killed mid-class finds every client where they were', async () => {
    await createGroup(db, group());
    await startGroup(db, await groupMembers(db, groupId), T0, 'en-US');
    const [first, second] = await groupMembers(db, groupId);
    if (!first?.session || !second?.session) throw new Error('the group did not start');
    const steps = workoutSteps(first.session.prescription.blocks);
    await logSet(db, first.session, steps[1] ?? steps[0]!, lift, T0 + 60_000);

    db.close();
    db = open();
    const again = await groupMembers(db, groupId);
    const logsOf = async (sessionId: string) => db.records('set-logs').where('session_id').equals(sessionId).count();
    expect(await logsOf(first.session.id)).toBe(1);
    expect(await logsOf(second.session.id)).toBe(0);
    expect(await playerState(db, first.session.id)).toMatchObject({ rest: { started_at: T0 + 60_000 } });
    expect(await playerState(db, second.session.id)).toMatchObject({ rest: null, skipped: [] });
    expect(again.every((member) => member.here)).toBe(true);
  });

  it('a client taken out of the group goes on alone; two to six clients make a group', async () => {
    await createGroup(db, group());
    await startGroup(db, await groupMembers(db, groupId), T0, 'en-US');
    const [leaving] = await groupMembers(db, groupId);
    if (!leaving?.session) throw new Error('the group did not start');
    await leaveGroup(db, leaving.entry);
    expect((await groupMembers(db, groupId)).map((member) => member.entry.id)).not.toContain(leaving.entry.id);
    expect(await db.records('workout-sessions').get(leaving.session.id)).toMatchObject({ finished_at: null });
    expect(await playerState(db, leaving.session.id)).toBeDefined();

    expect([1, 2, 6, 7].map(groupProblem)).toEqual(['too-few', null, null, 'too-many']);
    await expect(
      createGroup(db, {
        ...group(),
        groupId: uuidv7(),
        entries: [...entries, ...entries, ...entries].map((one) => ({ ...one, id: uuidv7() })),
      }),
    ).rejects.toThrow(RangeError);
  });

  it('the calendar shows a group as one block, under its first entry', () => {
    const entry = (id: string, group_id: string | null) => ({ id, group_id });
    expect(oneBlockPerGroup([entry('a', 'g'), entry('b', null), entry('c', 'g'), entry('d', 'h')]).map((one) => one.id)).toEqual([
      'a',
      'b',
      'd',
    ]);
  });
});
