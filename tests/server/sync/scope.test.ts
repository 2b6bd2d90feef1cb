import { and, count, countDistinct, eq, max, min, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '@core/auth-constants';
import type { Change } from '@sync/protocol';
import { clients, syncRevocations, syncState } from '../../../server/db/schema/index';
import { unlinkClient } from '../../../server/services/client-accounts';
import { addUser, signInAs, type SignedIn } from '../../helpers/auth';
import { client, newId, outbox, pull, pullAll, push } from '../../helpers/sync';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/**
 * [P6] A record that leaves someone's sight leaves their devices on the next incremental pull, as
 * a tombstone, without a reset. Runs on the embedded database and on PostgreSQL.
 */
describe('records leaving a user’s scope reach their devices (sync/SPEC.md P6)', () => {
  let t: TestApp;
  let admin: SignedIn;
  let coach: SignedIn;
  let person: SignedIn;
  let m: ReturnType<typeof outbox>;
  let coachDevice: string;
  let anna: ReturnType<typeof client>;
  let otto: ReturnType<typeof client>;
  const squat = { id: newId(), name: { 'en-US': 'Squat' } };
  const lunge = { id: newId(), name: { 'en-US': 'Coach’s lunge' } };
  const legs = { id: newId(), name: 'Legs' };
  const library = { id: newId(), name: 'Library full body' };
  let entry: { id: string; client_id: string; workout_id: string; date: string };

  beforeEach(async () => {
    t = await createTestApp();
    m = outbox();
    coachDevice = newId();
    await addUser(t.database.db, { email: 'admin@test.lv', roleId: ROLE.admin });
    await addUser(t.database.db, { email: 'coach@test.lv', roleId: ROLE.coach });
    await addUser(t.database.db, { email: 'person@test.lv', roleId: ROLE.client });
    [admin, coach, person] = [
      await signInAs(t.app, 'admin@test.lv'),
      await signInAs(t.app, 'coach@test.lv'),
      await signInAs(t.app, 'person@test.lv'),
    ];
    anna = client('Anna');
    otto = client('Otto');
    entry = { id: newId(), client_id: anna.id, workout_id: legs.id, date: '2026-12-01' };
    await push(t.app, admin.accessToken, newId(), [
      { id: 1, name: 'exercises.put', args: squat },
      { id: 2, name: 'workouts.put', args: library },
    ]);
    await push(t.app, coach.accessToken, coachDevice, [
      m('clients.put', anna),
      m('clients.put', otto),
      m('exercises.put', lunge),
      m('workouts.put', legs),
    ]);
    await t.database.db.update(clients).set({ user_id: person.userId }).where(eq(clients.id, anna.id));
    await push(t.app, coach.accessToken, coachDevice, [
      m('calendar-entries.put', entry),
      m('calendar-entries.put', { id: newId(), client_id: anna.id, workout_id: library.id, date: '2026-12-02' }),
    ]);
  });
  afterEach(() => t.close());

  /** The person's device: a first download, then incremental pulls from its cursor. */
  async function personDevice() {
    const device = newId();
    let { cursor } = await pullAll(t.app, person.accessToken, device, null);
    return async (): Promise<Change[]> => {
      const { pages, cursor: next } = await pullAll(t.app, person.accessToken, device, cursor);
      cursor = next;
      expect(pages.some((page) => page.reset)).toBe(false);
      return pages.flatMap((page) => page.changes);
    };
  }
  const tombstones = (changes: Change[], entity: string) =>
    changes.filter((change) => change.entity === entity && change.deleted).map((change) => change.id);

  it('[P6] a calendar entry the coach moves to another client leaves the first client’s devices', async () => {
    const next = await personDevice();
    await push(t.app, coach.accessToken, coachDevice, [m('calendar-entries.patch', { id: entry.id, changes: { client_id: otto.id } })]);
    expect(tombstones(await next(), 'calendar-entries')).toEqual([entry.id]);
    // Moved back, it arrives again after its tombstone.
    await push(t.app, coach.accessToken, coachDevice, [m('calendar-entries.patch', { id: entry.id, changes: { client_id: anna.id } })]);
    const back = await next();
    expect(back.filter((change) => change.entity === 'calendar-entries').map((change) => [change.id, change.deleted])).toEqual([
      [entry.id, false],
    ]);
  });

  /** A one-week plan of the coach's, given to Anna from `start_date`. */
  async function assignPlan(start_date: string) {
    const plan = { id: newId(), name: 'Base', weeks: 1, days: [{ week: 1, day: 2, workout_id: legs.id }] };
    const assignment = { id: newId(), plan_id: plan.id, client_id: anna.id, start_date };
    const answer = await push(t.app, coach.accessToken, coachDevice, [
      m('workout-plans.put', plan),
      m('plan-assignments.assign', { assignment }),
    ]);
    expect(answer.results.map((result) => result.status)).toEqual(['applied', 'applied']);
    return { plan, assignment };
  }

  it('[P6] a plan assignment the coach removes takes its plan off the person’s devices', async () => {
    const { plan, assignment } = await assignPlan('2026-12-07');
    const next = await personDevice();
    await push(t.app, coach.accessToken, coachDevice, [m('plan-assignments.delete', { id: assignment.id })]);
    const changes = await next();
    expect(tombstones(changes, 'plan-assignments')).toEqual([assignment.id]);
    expect(tombstones(changes, 'workout-plans')).toEqual([plan.id]);
  });

  it('[P6] removing the plan of a client without an account revokes nothing and is applied', async () => {
    const plan = { id: newId(), name: 'Base', weeks: 1, days: [{ week: 1, day: 2, workout_id: legs.id }] };
    const assignment = { id: newId(), plan_id: plan.id, client_id: otto.id, start_date: '2026-12-07' };
    await push(t.app, coach.accessToken, coachDevice, [m('workout-plans.put', plan), m('plan-assignments.assign', { assignment })]);
    const [before] = await t.database.db.select({ n: count() }).from(syncRevocations);
    const removed = await push(t.app, coach.accessToken, coachDevice, [m('plan-assignments.delete', { id: assignment.id })]);
    expect(removed.results.map((result) => result.status)).toEqual(['applied']);
    const [after] = await t.database.db.select({ n: count() }).from(syncRevocations);
    expect(after?.n).toBe(before?.n);
  });

  it('[P6] an assignment moved to another client leaves with its plan; a plan another assignment still gives stays', async () => {
    const { plan, assignment } = await assignPlan('2026-12-07');
    const again = { id: newId(), plan_id: plan.id, client_id: anna.id, start_date: '2027-01-04' };
    expect(
      (await push(t.app, coach.accessToken, coachDevice, [m('plan-assignments.assign', { assignment: again })])).results[0]?.status,
    ).toBe('applied');
    const next = await personDevice();
    await push(t.app, coach.accessToken, coachDevice, [
      m('plan-assignments.patch', { id: assignment.id, changes: { client_id: otto.id } }),
    ]);
    const moved = await next();
    expect(tombstones(moved, 'plan-assignments')).toEqual([assignment.id]);
    expect(tombstones(moved, 'workout-plans')).toEqual([]);
    await push(t.app, coach.accessToken, coachDevice, [m('plan-assignments.delete', { id: again.id })]);
    expect(tombstones(await next(), 'workout-plans')).toEqual([plan.id]);
  });

  it('[P6][P2] tombstones of what left the person’s sight page by version among their other changes', async () => {
    const device = newId();
    const { cursor } = await pullAll(t.app, person.accessToken, device, null);
    const added = { id: newId(), client_id: anna.id, workout_id: legs.id, date: '2026-12-04' };
    const later = { id: newId(), client_id: anna.id, workout_id: legs.id, date: '2026-12-05' };
    // Written before and after the move, so the tombstone falls between two live changes.
    await push(t.app, coach.accessToken, coachDevice, [m('calendar-entries.put', added)]);
    await push(t.app, coach.accessToken, coachDevice, [m('calendar-entries.patch', { id: entry.id, changes: { client_id: otto.id } })]);
    await push(t.app, coach.accessToken, coachDevice, [m('calendar-entries.put', later)]);
    const whole = await pull(t.app, person.accessToken, device, cursor);
    const entries = whole.changes.filter((change) => change.entity === 'calendar-entries').map((change) => [change.id, change.deleted]);
    expect(entries).toEqual([
      [added.id, false],
      [entry.id, true],
      [later.id, false],
    ]);
    for (const limit of [1, 2]) {
      const { pages } = await pullAll(t.app, person.accessToken, device, cursor, limit);
      expect(pages.every((page) => page.changes.length <= limit && (page.hasMore ? page.changes.length === limit : true))).toBe(true);
      expect(pages.flatMap((page) => page.changes)).toEqual(whole.changes);
      expect(pages.at(-1)?.cursor).toBe(whole.cursor);
    }
  });

  it('[P6][A8] a deleted client record: its calendar and workouts leave the person’s devices; their training stays, with the exercises it names', async () => {
    const session = {
      id: newId(),
      client_id: anna.id,
      workout_id: legs.id,
      prescription: { name: 'Legs', blocks: [] },
      started_at: '2026-12-01T08:00:00.000Z',
    };
    const set = {
      id: newId(),
      session_id: session.id,
      exercise_id: lunge.id,
      set_index: 0,
      reps: 8,
      logged_at: '2026-12-01T08:05:00.000Z',
    };
    const answer = await push(t.app, person.accessToken, newId(), [
      { id: 1, name: 'workout-sessions.put', args: session },
      { id: 2, name: 'set-logs.put', args: set },
    ]);
    expect(answer.results.map((result) => result.status)).toEqual(['applied', 'applied']);
    const next = await personDevice();
    await push(t.app, coach.accessToken, coachDevice, [m('clients.delete', { id: anna.id })]);
    const changes = await next();
    expect(tombstones(changes, 'calendar-entries')).toHaveLength(2);
    // What they trained is theirs, and so is the coach's exercise its set names (A2).
    expect(tombstones(changes, 'workout-sessions')).toEqual([]);
    expect(tombstones(changes, 'set-logs')).toEqual([]);
    expect(tombstones(changes, 'workouts').sort()).toEqual([legs.id, library.id].sort());
    expect(tombstones(changes, 'exercises')).toEqual([]);
    expect(changes.every((change) => change.deleted)).toBe(true);
    const fresh = (await pullAll(t.app, person.accessToken, newId(), null)).pages.flatMap((page) =>
      page.changes.map((change) => change.id),
    );
    expect(fresh).toEqual(expect.arrayContaining([session.id, set.id, lunge.id]));
  });

  it('[P6] an unlinked client: the record stays the coach’s, the person’s devices lose what they saw through it', async () => {
    const plan = { id: newId(), name: 'Four weeks', weeks: 4, days: [{ week: 1, day: 1, workout_id: legs.id }] };
    const assignment = { id: newId(), plan_id: plan.id, client_id: anna.id, start_date: '2026-12-07' };
    await push(t.app, coach.accessToken, coachDevice, [m('workout-plans.put', plan), m('plan-assignments.put', assignment)]);
    const next = await personDevice();
    await t.database.db.transaction((tx) => unlinkClient(tx, anna.id));
    const changes = await next();
    expect(tombstones(changes, 'calendar-entries')).toHaveLength(2);
    expect(tombstones(changes, 'exercises')).toEqual([lunge.id]);
    expect(tombstones(changes, 'plan-assignments')).toEqual([assignment.id]);
    expect(tombstones(changes, 'workout-plans')).toEqual([plan.id]);
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, anna.id));
    expect(row).toMatchObject({ user_id: null, deleted: false, coach_id: coach.userId });
    // A first download afterwards has neither tombstones nor the coach's data.
    const fresh = await pullAll(t.app, person.accessToken, newId(), null);
    const ids = fresh.pages.flatMap((page) => page.changes.map((change) => change.id));
    expect(ids).not.toContain(entry.id);
    expect(ids).not.toContain(lunge.id);
    expect(ids).toContain(squat.id);
  });

  it('[P6] a client with more calendar entries than PostgreSQL binds parameters (65,535) can still be deleted, and every one is revoked', async () => {
    // Years of schedule and more, written straight into the table.
    await t.database.db.execute(sql`
      insert into calendar_entries (id, version, client_id, coach_id, date, title)
      select gen_random_uuid(), 1000000 + n, ${anna.id}::uuid, ${coach.userId}::uuid, date '2020-01-01' + (n % 3000), 'Walk'
      from generate_series(1, 70000) as n`);
    const [before] = await t.database.db.select({ version: syncState.version }).from(syncState);
    const answer = await push(t.app, coach.accessToken, coachDevice, [m('clients.delete', { id: anna.id })]);
    expect(answer.results[0]?.status).toBe('applied');
    const [counted] = await t.database.db
      .select({
        n: count(),
        versions: countDistinct(syncRevocations.version),
        first: min(syncRevocations.version),
        last: max(syncRevocations.version),
      })
      .from(syncRevocations)
      .where(and(eq(syncRevocations.user_id, person.userId), eq(syncRevocations.entity, 'calendar-entries')));
    const [after] = await t.database.db.select({ version: syncState.version }).from(syncState);
    // The 70,000 and the two entries the tests start with.
    expect(counted?.n).toBe(70_002);
    // Each its own version, handed out by this delete: a device's cursor from before it reaches every one.
    expect(counted?.versions).toBe(70_002);
    expect(Number(counted?.first)).toBeGreaterThan(before?.version ?? Infinity);
    expect(Number(counted?.last)).toBeLessThanOrEqual(after?.version ?? 0);
  });

  it('[P6] what the person still reaches another way stays: a workout also on their other coach’s calendar', async () => {
    await addUser(t.database.db, { email: 'second@test.lv', roleId: ROLE.coach });
    const second = await signInAs(t.app, 'second@test.lv');
    const theirs = client('Anna (second coach)');
    const secondDevice = newId();
    await push(t.app, second.accessToken, secondDevice, [{ id: 1, name: 'clients.put', args: theirs }]);
    await t.database.db.update(clients).set({ user_id: person.userId }).where(eq(clients.id, theirs.id));
    const scheduled = await push(t.app, second.accessToken, secondDevice, [
      { id: 2, name: 'calendar-entries.put', args: { id: newId(), client_id: theirs.id, workout_id: library.id, date: '2026-12-03' } },
    ]);
    expect(scheduled.results[0]?.status).toBe('applied');
    const next = await personDevice();
    await push(t.app, coach.accessToken, coachDevice, [m('clients.delete', { id: anna.id })]);
    const changes = await next();
    expect(tombstones(changes, 'workouts')).toEqual([legs.id]);
  });
});
