import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '@core/auth-constants';
import { assignedEntryId } from '@core/plans';
import { calendarEntries, planAssignments, syncHistory } from '../../../server/db/schema/index';
import { addUser, signInAs, type SignedIn } from '../../helpers/auth';
import { client, newId, outbox, push } from '../../helpers/sync';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const set = (reps: number, load_kg: number) => ({ reps, load_kg, rest_seconds: 120 });

describe('plan assignments on the server (sync/SPEC.md §G)', () => {
  let t: TestApp;
  let admin: SignedIn;
  let coach: SignedIn;
  let rival: SignedIn;
  // Each test starts a fresh server: a fresh device with its mutations from 1.
  let m = outbox();
  let device = newId();
  const squat = { id: newId(), name: { 'en-US': 'Squat' } };
  const press = { id: newId(), name: { 'en-US': 'Leg press' } };
  const anna = client('Anna');
  const workout = {
    id: newId(),
    name: 'Legs',
    blocks: [{ id: newId(), kind: 'straight', items: [{ id: newId(), exercise_id: squat.id, sets: [set(5, 100)] }] }],
  };
  const plan = {
    id: newId(),
    name: 'Three weeks',
    weeks: 3,
    days: [1, 2, 3].map((week) => ({ week, day: 1, workout_id: workout.id, time: '18:00' })),
    progressions: [{ exercise_id: squat.id, kind: 'load_kg', amount: 5 }],
  };
  const entriesOf = (assignmentId: string) =>
    t.database.db
      .select()
      .from(calendarEntries)
      .where(and(eq(calendarEntries.assignment_id, assignmentId), eq(calendarEntries.deleted, false)))
      .orderBy(calendarEntries.date);

  beforeEach(async () => {
    m = outbox();
    device = newId();
    t = await createTestApp();
    await addUser(t.database.db, { email: 'admin@test.lv', roleId: ROLE.admin });
    await addUser(t.database.db, { email: 'coach@test.lv', roleId: ROLE.coach });
    await addUser(t.database.db, { email: 'rival@test.lv', roleId: ROLE.coach });
    admin = await signInAs(t.app, 'admin@test.lv');
    coach = await signInAs(t.app, 'coach@test.lv');
    rival = await signInAs(t.app, 'rival@test.lv');
    const library = outbox();
    await push(t.app, admin.accessToken, newId(), [library('exercises.put', squat), library('exercises.put', press)]);
    const answer = await push(t.app, coach.accessToken, device, [
      m('clients.put', anna),
      m('workouts.put', workout),
      m('workout-plans.put', plan),
    ]);
    expect(answer.results.map((result) => result.status)).toEqual(['applied', 'applied', 'applied']);
  });
  afterEach(() => t.close());

  it('[G4] the server makes the entries from its own copy of the plan, each week with its loads, under ids the device derives alike', async () => {
    const assignment = { id: newId(), plan_id: plan.id, client_id: anna.id, start_date: '2026-11-30' };
    expect((await push(t.app, coach.accessToken, device, [m('plan-assignments.assign', { assignment })])).results[0]).toMatchObject({
      status: 'applied',
    });
    const entries = await entriesOf(assignment.id);
    expect(entries.map((entry) => [entry.id, entry.date, entry.time, entry.workout_id])).toEqual([
      [assignedEntryId(assignment.id, 0), '2026-11-30', '18:00', workout.id],
      [assignedEntryId(assignment.id, 1), '2026-12-07', '18:00', workout.id],
      [assignedEntryId(assignment.id, 2), '2026-12-14', '18:00', workout.id],
    ]);
    expect(entries.map((entry) => entry.prescription?.[0]?.items[0]?.sets[0]?.load_kg ?? null)).toEqual([null, 105, 110]);
    // Written together, yet each as a write of its own: a version and a history row naming the device's mutation (R9).
    expect(new Set(entries.map((entry) => entry.version)).size).toBe(3);
    const history = await t.database.db.select().from(syncHistory).where(eq(syncHistory.entity, 'calendar-entries'));
    expect(history.map((row) => [row.record_id, row.version, row.client_id, row.mutation_id, row.changes.date])).toEqual(
      entries.map((entry) => [entry.id, entry.version, device, 4, entry.date]),
    );
  });

  it('[G4] entries a device computed are not taken: a push that sends them is refused and changes nothing', async () => {
    const assignment = { id: newId(), plan_id: plan.id, client_id: anna.id, start_date: '2026-11-30' };
    const forged = [{ id: newId(), client_id: anna.id, workout_id: workout.id, date: '2026-11-30', prescription: [] }];
    const answer = await push(t.app, coach.accessToken, device, [m('plan-assignments.assign', { assignment, entries: forged })]);
    expect(answer.results[0]).toMatchObject({
      status: 'rejected',
      error: { code: 'unknown_field', fields: { entries: 'is not a field of this record' } },
    });
    expect(await t.database.db.select().from(planAssignments)).toEqual([]);
    expect(await t.database.db.select().from(calendarEntries)).toEqual([]);
  });

  it('[G6] ending removes the planned entries from a date on; what was done stays, and the plan can be deleted once ended', async () => {
    const assignment = { id: newId(), plan_id: plan.id, client_id: anna.id, start_date: '2026-11-30' };
    await push(t.app, coach.accessToken, device, [m('plan-assignments.assign', { assignment })]);
    const [first, second] = await entriesOf(assignment.id);
    await push(t.app, coach.accessToken, device, [m('calendar-entries.patch', { id: second?.id, changes: { status: 'completed' } })]);
    expect((await push(t.app, coach.accessToken, device, [m('workout-plans.delete', { id: plan.id })])).results[0]).toMatchObject({
      status: 'rejected',
      error: { code: 'in_use' },
    });
    expect(
      (await push(t.app, coach.accessToken, device, [m('plan-assignments.end', { id: assignment.id, from: '2026-12-01' })])).results[0],
    ).toMatchObject({ status: 'applied' });
    expect((await entriesOf(assignment.id)).map((entry) => [entry.id, entry.status])).toEqual([
      [first?.id, 'planned'],
      [second?.id, 'completed'],
    ]);
    const [stored] = await t.database.db.select().from(planAssignments).where(eq(planAssignments.id, assignment.id));
    expect(stored?.status).toBe('ended');
    expect((await push(t.app, coach.accessToken, device, [m('workout-plans.delete', { id: plan.id })])).results[0]).toMatchObject({
      status: 'applied',
    });
  });

  it('[G6] moving the start moves the planned entries by as many days; an ended plan is not moved', async () => {
    const assignment = { id: newId(), plan_id: plan.id, client_id: anna.id, start_date: '2026-11-30' };
    await push(t.app, coach.accessToken, device, [m('plan-assignments.assign', { assignment })]);
    const [first] = await entriesOf(assignment.id);
    await push(t.app, coach.accessToken, device, [m('calendar-entries.patch', { id: first?.id, changes: { status: 'skipped' } })]);
    expect(
      (await push(t.app, coach.accessToken, device, [m('plan-assignments.move', { id: assignment.id, start_date: '2026-12-02' })]))
        .results[0],
    ).toMatchObject({ status: 'applied' });
    expect((await entriesOf(assignment.id)).map((entry) => entry.date)).toEqual(['2026-11-30', '2026-12-09', '2026-12-16']);
    await push(t.app, coach.accessToken, device, [m('plan-assignments.end', { id: assignment.id, from: '2026-12-20' })]);
    expect(
      (await push(t.app, coach.accessToken, device, [m('plan-assignments.move', { id: assignment.id, start_date: '2027-01-04' })]))
        .results[0],
    ).toMatchObject({ status: 'rejected', error: { code: 'validation_failed' } });
  });

  it('[G7][A12] a substitute swaps the exercise in the entries; another coach’s exercise is no substitute', async () => {
    const secret = { id: newId(), name: { 'en-US': 'Rival’s secret lift' } };
    await push(t.app, rival.accessToken, newId(), [{ id: 1, name: 'exercises.put', args: secret }]);
    const refused = {
      id: newId(),
      plan_id: plan.id,
      client_id: anna.id,
      start_date: '2026-11-30',
      substitutions: [{ exercise_id: squat.id, substitute_id: secret.id }],
    };
    expect(
      (await push(t.app, coach.accessToken, device, [m('plan-assignments.assign', { assignment: refused })])).results[0],
    ).toMatchObject({ status: 'rejected', error: { code: 'invalid_reference' } });
    const assignment = { ...refused, id: newId(), substitutions: [{ exercise_id: squat.id, substitute_id: press.id }] };
    expect((await push(t.app, coach.accessToken, device, [m('plan-assignments.assign', { assignment })])).results[0]).toMatchObject({
      status: 'applied',
    });
    const entries = await entriesOf(assignment.id);
    expect(entries.map((entry) => entry.prescription?.[0]?.items[0]?.exercise_id)).toEqual([press.id, press.id, press.id]);
    expect(entries.map((entry) => entry.prescription?.[0]?.items[0]?.sets[0]?.load_kg)).toEqual([100, 105, 110]);
  });

  it('[A6] another coach can neither end nor move an assignment, nor assign to a client not theirs', async () => {
    const assignment = { id: newId(), plan_id: plan.id, client_id: anna.id, start_date: '2026-11-30' };
    await push(t.app, coach.accessToken, device, [m('plan-assignments.assign', { assignment })]);
    const theirs = outbox();
    const rivalDevice = newId();
    const answers = await push(t.app, rival.accessToken, rivalDevice, [
      theirs('plan-assignments.end', { id: assignment.id, from: '2026-11-30' }),
      theirs('plan-assignments.move', { id: assignment.id, start_date: '2026-12-07' }),
    ]);
    expect(answers.results.map((result) => result.error?.code)).toEqual(['not_found', 'not_found']);
    expect(await entriesOf(assignment.id)).toHaveLength(3);
  });
});
