import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clients, syncHistory } from '../../../server/db/schema/index';
import { signInCast, type SignedIn } from '../../helpers/auth';
import { client, muscle, newId, pull, pullAll, TestDevices } from '../../helpers/sync';
import { applyPrimitive } from '../../../server/sync/apply';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/** sync/SPEC.md §A, one rule at a time, through the same push and pull devices use. */
describe('access rules of synced entities (sync/SPEC.md §A)', () => {
  let t: TestApp;
  let admin: SignedIn;
  let coach: SignedIn;
  let rival: SignedIn;
  let person: SignedIn;
  const devices = new TestDevices(() => t.app);
  const act = (user: SignedIn, name: string, args: Record<string, unknown>) => devices.act(user, name, args);
  const visible = async (user: SignedIn) => (await pull(t.app, user.accessToken, newId(), null)).changes;
  const idsOf = async (user: SignedIn, entity: string) => (await visible(user)).filter((c) => c.entity === entity).map((c) => c.id);

  let anna: ReturnType<typeof client>;
  const workout = { id: newId(), name: 'Legs', blocks: [] as unknown[] };

  beforeEach(async () => {
    devices.clear();
    t = await createTestApp();
    ({ admin, coach, rival, person } = await signInCast(t.app, t.database.db));
    anna = client('Anna', { notes: 'Private: knee surgery 2024' });
    expect(await act(coach, 'clients.put', anna)).toMatchObject({ status: 'applied' });
    expect(await act(coach, 'workouts.put', workout)).toMatchObject({ status: 'applied' });
    await t.database.db.update(clients).set({ user_id: person.userId }).where(eq(clients.id, anna.id));
  });
  afterEach(() => t.close());

  it('[T12][A1] reference data of every kind: read by everyone, written by admins only', async () => {
    const chest = muscle('Chest');
    expect(await act(coach, 'muscles.put', chest)).toMatchObject({ status: 'rejected', error: { code: 'forbidden' } });
    expect(await act(person, 'muscles.put', chest)).toMatchObject({ status: 'rejected', error: { code: 'forbidden' } });
    expect(await act(admin, 'muscles.put', chest)).toMatchObject({ status: 'applied' });
    for (const user of [coach, person, rival]) expect(await idsOf(user, 'muscles')).toEqual([chest.id]);
    const name = { 'en-US': 'New' };
    const others: [string, Record<string, unknown>][] = [
      ['age-groups', { id: newId(), name, min_age: 18, max_age: 30 }],
      ['country-codes', { id: newId(), code: 'XK', dial_code: '+383', name }],
      ['exercise-types', { id: newId(), name, metrics: ['reps'] }],
      ['inventory', { id: newId(), name, load_type: 'other' }],
      ['joints', { id: newId(), name }],
      ['positions', { id: newId(), name }],
    ];
    for (const [entity, record] of others) {
      for (const user of [coach, person])
        expect(await act(user, `${entity}.put`, record)).toMatchObject({ status: 'rejected', error: { code: 'forbidden' } });
      expect(await act(admin, `${entity}.put`, record)).toMatchObject({ status: 'applied' });
      expect(await act(coach, `${entity}.patch`, { id: record.id, changes: { name: { 'en-US': 'Mine' } } })).toMatchObject({
        status: 'rejected',
        error: { code: 'forbidden' },
      });
      expect(await act(person, `${entity}.delete`, { id: record.id })).toMatchObject({ status: 'rejected', error: { code: 'forbidden' } });
      for (const user of [coach, person]) expect(await idsOf(user, entity)).toContain(record.id);
    }
  });

  it('[T12][A1] reference data in use cannot be deleted; the rejection names what uses it', async () => {
    const chest = muscle('Chest');
    await act(admin, 'muscles.put', chest);
    await act(admin, 'exercises.put', { id: newId(), name: { 'en-US': 'Bench press' }, type_id: null, primary_muscle_ids: [chest.id] });
    expect(await act(admin, 'muscles.delete', { id: chest.id })).toMatchObject({
      status: 'rejected',
      error: { code: 'in_use', fields: { exercises: '1' } },
    });
  });

  it('[T12][A3] a coach cannot read, write or delete another coach’s client', async () => {
    expect(await idsOf(rival, 'clients')).toEqual([]);
    // [A11] A record the writer cannot read answers as if it did not exist.
    expect(await act(rival, 'clients.patch', { id: anna.id, changes: { name: 'Mine now' } })).toMatchObject({
      status: 'rejected',
      error: { code: 'not_found' },
    });
    expect(await act(rival, 'clients.put', { ...anna, name: 'Overwritten' })).toMatchObject({
      status: 'rejected',
      error: { code: 'not_found' },
    });
    expect(await act(rival, 'clients.delete', { id: anna.id })).toMatchObject({ status: 'applied' });
    expect(await idsOf(coach, 'clients')).toEqual([anna.id]);
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, anna.id));
    expect(row).toMatchObject({ name: 'Anna', deleted: false });
    expect(await act(rival, 'calendar-entries.put', { id: newId(), client_id: anna.id, date: '2026-12-01' })).toMatchObject({
      status: 'rejected',
      error: { code: 'not_found' },
    });
  });

  it('[T12][A3] a client never receives client records (the coach’s notes are private)', async () => {
    expect(await idsOf(person, 'clients')).toEqual([]);
    expect(await idsOf(coach, 'clients')).toEqual([anna.id]);
  });

  it('[T12][A3][A6] only coaches keep client records and assign plans', async () => {
    for (const user of [person, admin]) {
      expect(await act(user, 'clients.put', client('Berta'))).toMatchObject({
        status: 'rejected',
        error: { code: 'forbidden', message: 'Only coaches have clients' },
      });
      const assignment = { id: newId(), plan_id: newId(), client_id: anna.id, start_date: '2026-12-07' };
      expect(await act(user, 'plan-assignments.put', assignment)).toMatchObject({
        status: 'rejected',
        error: { code: 'forbidden', message: 'Only coaches assign plans' },
      });
    }
  });

  it('[T12][A12] a workout cannot name an exercise that was deleted', async () => {
    const own = { id: newId(), name: { 'en-US': 'Coach’s lunge' } };
    expect(await act(coach, 'exercises.put', own)).toMatchObject({ status: 'applied' });
    expect(await act(coach, 'exercises.delete', { id: own.id })).toMatchObject({ status: 'applied' });
    const blocks = [{ id: newId(), kind: 'straight', items: [{ id: newId(), exercise_id: own.id, sets: [] }] }];
    expect(await act(coach, 'workouts.put', { id: newId(), name: 'Legs B', blocks })).toMatchObject({
      status: 'rejected',
      error: { code: 'invalid_reference', fields: { blocks: 'refers to something that does not exist' } },
    });
  });

  it('[T12][R5] server-owned fields cannot be patched and are ignored on put', async () => {
    expect(await act(coach, 'clients.patch', { id: anna.id, changes: { coach_id: rival.userId } })).toMatchObject({
      status: 'rejected',
      error: { code: 'field_not_writable' },
    });
    const other = client('Berta', { coach_id: rival.userId, user_id: person.userId });
    expect(await act(coach, 'clients.put', other)).toMatchObject({ status: 'applied' });
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, other.id));
    expect(row).toMatchObject({ coach_id: coach.userId, user_id: null });
  });

  it('[T12][A4][A7] a client sees their own calendar and the workouts on it, may mark it done, and nothing more', async () => {
    const entry = { id: newId(), client_id: anna.id, workout_id: workout.id, date: '2026-12-01' };
    expect(await act(coach, 'calendar-entries.put', entry)).toMatchObject({ status: 'applied' });
    expect(await idsOf(person, 'calendar-entries')).toEqual([entry.id]);
    expect(await idsOf(person, 'workouts')).toEqual([workout.id]);
    expect(await act(person, 'calendar-entries.patch', { id: entry.id, changes: { status: 'completed' } })).toMatchObject({
      status: 'applied',
    });
    expect(await act(person, 'calendar-entries.patch', { id: entry.id, changes: { date: '2026-12-24' } })).toMatchObject({
      status: 'rejected',
      error: { code: 'forbidden' },
    });
    expect(await act(person, 'calendar-entries.delete', { id: entry.id })).toMatchObject({
      status: 'rejected',
      error: { code: 'forbidden' },
    });
    expect(await act(person, 'workouts.put', { ...workout, name: 'Easier legs' })).toMatchObject({
      status: 'rejected',
      error: { code: 'forbidden' },
    });
    expect(await idsOf(rival, 'calendar-entries')).toEqual([]);
  });

  it('[T12][A8][A9][R6] sessions and set logs: the client and their coach log them; set logs are append-only', async () => {
    const session = { id: newId(), client_id: anna.id, prescription: { name: 'Legs', blocks: [] }, started_at: '2026-12-01T08:00:00.000Z' };
    expect(await act(person, 'workout-sessions.put', session)).toMatchObject({ status: 'applied' });
    const squat = { id: newId(), name: { 'en-US': 'Squat' } };
    expect(await act(admin, 'exercises.put', squat)).toMatchObject({ status: 'applied' });
    const set = {
      id: newId(),
      session_id: session.id,
      exercise_id: squat.id,
      set_index: 0,
      reps: 8,
      weight_kg: 60,
      logged_at: '2026-12-01T08:05:00.000Z',
    };
    expect(await act(person, 'set-logs.put', set)).toMatchObject({ status: 'applied' });
    expect(await act(person, 'set-logs.put', set)).toMatchObject({ status: 'applied' });
    const appendOnly = {
      status: 'rejected',
      error: { code: 'append_only', message: 'A logged set cannot be changed; delete it and log it again' },
    };
    expect(await act(person, 'set-logs.put', { ...set, reps: 10 })).toMatchObject(appendOnly);
    expect(await act(person, 'set-logs.patch', { id: set.id, changes: { reps: 10 } })).toMatchObject(appendOnly);
    expect(await idsOf(coach, 'set-logs')).toEqual([set.id]);
    expect(await idsOf(rival, 'set-logs')).toEqual([]);
    expect(await act(rival, 'set-logs.put', { ...set, id: newId() })).toMatchObject({ status: 'rejected', error: { code: 'not_found' } });
    expect(await act(coach, 'set-logs.delete', { id: set.id })).toMatchObject({ status: 'applied' });
  });

  it('[T12][A4] library workouts are the admins’; a coach builds only on the library and their own', async () => {
    const own = { id: newId(), name: { 'en-US': 'Coach’s own press' } };
    expect(await act(coach, 'exercises.put', own)).toMatchObject({ status: 'applied' });
    const usingOwn = {
      id: newId(),
      name: 'Push day',
      blocks: [{ id: newId(), kind: 'straight', items: [{ id: newId(), exercise_id: own.id, sets: [{ reps: 8 }] }] }],
    };
    expect(await act(coach, 'workouts.put', usingOwn)).toMatchObject({ status: 'applied' });
    expect(await act(rival, 'workouts.put', { ...usingOwn, id: newId() })).toMatchObject({
      status: 'rejected',
      error: { code: 'invalid_reference' },
    });
    expect(await act(coach, 'workouts.patch', { id: workout.id, changes: { name: 'Leg day' } })).toMatchObject({ status: 'applied' });
    expect(await act(rival, 'workouts.patch', { id: workout.id, changes: { name: 'Stolen' } })).toMatchObject({
      status: 'rejected',
      error: { code: 'not_found' },
    });
    const library = { id: newId(), name: 'Full body (library)' };
    expect(await act(admin, 'workouts.put', library)).toMatchObject({ status: 'applied' });
    expect(await act(coach, 'workouts.patch', { id: library.id, changes: { name: 'Mine' } })).toMatchObject({
      status: 'rejected',
      error: { code: 'forbidden' },
    });
    expect((await idsOf(rival, 'workouts')).sort()).toEqual([library.id]);
  });

  it('[R3][R4] a delete wins: later writes of a deleted record are rejected; deleting it again changes nothing', async () => {
    expect(await act(coach, 'clients.delete', { id: anna.id })).toMatchObject({ status: 'applied' });
    const [deleted] = await t.database.db.select().from(clients).where(eq(clients.id, anna.id));
    const refused = { status: 'rejected', error: { code: 'deleted', message: 'This record has been deleted' } };
    expect(await act(coach, 'clients.patch', { id: anna.id, changes: { name: 'Back' } })).toMatchObject(refused);
    expect(await act(coach, 'clients.put', anna)).toMatchObject(refused);
    expect(await act(coach, 'clients.delete', { id: anna.id })).toMatchObject({ status: 'applied' });
    // [R4] The second delete is a no-op: no new version for devices to pull, no second history entry.
    const [again] = await t.database.db.select().from(clients).where(eq(clients.id, anna.id));
    expect(again?.version).toBe(deleted?.version);
    const history = await t.database.db.select().from(syncHistory).where(eq(syncHistory.record_id, anna.id));
    expect(history.filter((entry) => entry.kind === 'delete')).toHaveLength(1);
    expect(history.find((entry) => entry.kind === 'delete')).toMatchObject({ changes: {}, replaced: {}, conflicts: null });
  });

  it('[T12][A10] notifications are created by the server only', async () => {
    expect(
      await act(admin, 'notifications.put', { id: newId(), subject: 'Hi', body: 'x', sent_at: '2026-12-01T08:00:00.000Z' }),
    ).toMatchObject({ status: 'rejected', error: { code: 'forbidden' } });
  });

  it('[T12][A10] a notification is its recipient’s alone: they read it, mark it read and delete it; nothing else', async () => {
    const note = {
      id: newId(),
      user_id: person.userId,
      message_id: null,
      subject: 'Welcome',
      body: 'Hello',
      sent_at: '2026-12-01T08:00:00.000Z',
      read_at: null,
    };
    await t.database.db.transaction((tx) =>
      applyPrimitive(tx, { system: true }, { entity: 'notifications', kind: 'put', id: note.id, record: note }),
    );
    expect(await idsOf(person, 'notifications')).toEqual([note.id]);
    for (const other of [coach, rival, admin]) expect(await idsOf(other, 'notifications')).toEqual([]);
    expect(await act(person, 'notifications.patch', { id: note.id, changes: { subject: 'Edited' } })).toMatchObject({
      status: 'rejected',
      error: { code: 'field_not_writable' },
    });
    expect(await act(coach, 'notifications.patch', { id: note.id, changes: { read_at: '2026-12-01T09:00:00.000Z' } })).toMatchObject({
      status: 'rejected',
      error: { code: 'not_found' },
    });
    expect(await act(person, 'notifications.patch', { id: note.id, changes: { read_at: '2026-12-01T09:00:00.000Z' } })).toMatchObject({
      status: 'applied',
    });
    // [A11][R4] Deleting what one cannot see is the no-op of deleting what does not exist.
    expect(await act(rival, 'notifications.delete', { id: note.id })).toMatchObject({ status: 'applied' });
    expect(await idsOf(person, 'notifications')).toEqual([note.id]);
    expect(await act(person, 'notifications.delete', { id: note.id })).toMatchObject({ status: 'applied' });
  });

  it('[T12][A2] a coach’s own exercise: they and their clients see it, a rival does not; the library is the admins’', async () => {
    const own = { id: newId(), name: { 'en-US': 'Coach’s own lunge' } };
    expect(await act(coach, 'exercises.put', own)).toMatchObject({ status: 'applied' });
    expect(await idsOf(coach, 'exercises')).toContain(own.id);
    expect(await idsOf(person, 'exercises')).toContain(own.id);
    expect(await idsOf(rival, 'exercises')).not.toContain(own.id);
    expect(await act(rival, 'exercises.patch', { id: own.id, changes: { name: { 'en-US': 'Stolen' } } })).toMatchObject({
      status: 'rejected',
      error: { code: 'not_found' },
    });
    expect(await act(person, 'exercises.put', { id: newId(), name: { 'en-US': 'Mine' } })).toMatchObject({
      status: 'rejected',
      error: { code: 'forbidden' },
    });
    const library = { id: newId(), name: { 'en-US': 'Library squat' } };
    expect(await act(admin, 'exercises.put', library)).toMatchObject({ status: 'applied' });
    expect(await act(coach, 'exercises.patch', { id: library.id, changes: { name: { 'en-US': 'Mine' } } })).toMatchObject({
      status: 'rejected',
      error: { code: 'forbidden' },
    });
    expect(await act(coach, 'exercises.put', { id: newId(), name: { 'en-US': 'Bad' }, primary_muscle_ids: [newId()] })).toMatchObject({
      status: 'rejected',
      error: { code: 'invalid_reference' },
    });
    const usingIt = {
      id: newId(),
      name: 'Lunges',
      blocks: [{ id: newId(), kind: 'straight', items: [{ id: newId(), exercise_id: own.id, sets: [{ reps: 8 }] }] }],
    };
    expect(await act(coach, 'workouts.put', usingIt)).toMatchObject({ status: 'applied' });
    expect(await act(coach, 'exercises.delete', { id: own.id })).toMatchObject({
      status: 'rejected',
      error: { code: 'in_use', fields: { workouts: '1' } },
    });
  });

  it('[T12][A5] a coach’s plans are theirs: a rival neither reads nor changes them, a client sees only the ones given to them', async () => {
    const plan = { id: newId(), name: 'Four weeks', weeks: 4, days: [{ week: 1, day: 1, workout_id: workout.id }] };
    expect(await act(coach, 'workout-plans.put', plan)).toMatchObject({ status: 'applied' });
    expect(await act(coach, 'workout-plans.put', { ...plan, id: newId(), name: 'Not given' })).toMatchObject({ status: 'applied' });
    expect(await idsOf(rival, 'workout-plans')).toEqual([]);
    expect(await idsOf(person, 'workout-plans')).toEqual([]);
    expect(
      await act(coach, 'plan-assignments.put', { id: newId(), plan_id: plan.id, client_id: anna.id, start_date: '2026-12-07' }),
    ).toMatchObject({ status: 'applied' });
    expect(await idsOf(person, 'workout-plans')).toEqual([plan.id]);
    expect(await act(person, 'workout-plans.patch', { id: plan.id, changes: { name: 'Mine' } })).toMatchObject({
      status: 'rejected',
      error: { code: 'forbidden' },
    });
    expect(await act(rival, 'workout-plans.patch', { id: plan.id, changes: { name: 'Mine' } })).toMatchObject({
      status: 'rejected',
      error: { code: 'not_found' },
    });
    expect(await act(rival, 'workout-plans.put', { ...plan, id: newId() })).toMatchObject({
      status: 'rejected',
      error: { code: 'invalid_reference' },
    });
  });

  it('[T12][A6] a coach cannot assign another coach’s plan, nor to another coach’s client', async () => {
    const rivalsWorkout = { id: newId(), name: 'Rival legs', blocks: [] };
    await act(rival, 'workouts.put', rivalsWorkout);
    const rivalsPlan = { id: newId(), name: 'Rival plan', weeks: 1, days: [{ week: 1, day: 1, workout_id: rivalsWorkout.id }] };
    expect(await act(rival, 'workout-plans.put', rivalsPlan)).toMatchObject({ status: 'applied' });
    const assignment = { id: newId(), plan_id: rivalsPlan.id, client_id: anna.id, start_date: '2026-12-07' };
    expect(await act(coach, 'plan-assignments.put', assignment)).toMatchObject({
      status: 'rejected',
      error: { code: 'invalid_reference', fields: { plan_id: 'refers to something that does not exist' } },
    });
    const rivalsClient = client('Rita');
    await act(rival, 'clients.put', rivalsClient);
    expect(
      await act(rival, 'plan-assignments.put', { ...assignment, id: newId(), plan_id: rivalsPlan.id, client_id: anna.id }),
    ).toMatchObject({ status: 'rejected', error: { code: 'not_found' } });
    expect(await idsOf(rival, 'plan-assignments')).toEqual([]);
  });

  it('[T12][A8] a session belongs to its client: a rival cannot log one, the client cannot move it to someone else', async () => {
    const session = { id: newId(), client_id: anna.id, prescription: { name: 'Legs', blocks: [] }, started_at: '2026-12-01T08:00:00.000Z' };
    expect(await act(rival, 'workout-sessions.put', session)).toMatchObject({ status: 'rejected', error: { code: 'not_found' } });
    expect(await act(person, 'workout-sessions.put', session)).toMatchObject({ status: 'applied' });
    const other = client('Otto');
    await act(coach, 'clients.put', other);
    expect(await act(person, 'workout-sessions.patch', { id: session.id, changes: { client_id: other.id } })).toMatchObject({
      status: 'rejected',
      error: { code: 'field_not_writable', fields: { client_id: 'cannot be changed' } },
    });
    expect(await act(coach, 'workout-sessions.patch', { id: session.id, changes: { rating: 4 } })).toMatchObject({ status: 'applied' });
    expect(await idsOf(rival, 'workout-sessions')).toEqual([]);
    expect(await idsOf(coach, 'workout-sessions')).toEqual([session.id]);
  });

  it('[T12][A4][A7] a library workout put on the calendar reaches a client who synced long before', async () => {
    const library = { id: newId(), name: 'Full body (library)', blocks: [] };
    expect(await act(admin, 'workouts.put', library)).toMatchObject({ status: 'applied' });
    const device = newId();
    const { cursor } = await pullAll(t.app, person.accessToken, device, null);
    const entry = { id: newId(), client_id: anna.id, workout_id: library.id, date: '2026-12-02' };
    expect(await act(coach, 'calendar-entries.put', entry)).toMatchObject({ status: 'applied' });
    const { pages } = await pullAll(t.app, person.accessToken, device, cursor);
    const arrived = pages.flatMap((page) => page.changes).map((change) => `${change.entity}:${change.id}`);
    expect(arrived).toEqual(expect.arrayContaining([`calendar-entries:${entry.id}`, `workouts:${library.id}`]));
  });

  it('[T12][A6][M3] plans are assigned by the coach to their own client, with calendar entries, all or nothing', async () => {
    const plan = { id: newId(), name: 'Four weeks', weeks: 4, days: [{ week: 1, day: 1, workout_id: workout.id }] };
    expect(await act(coach, 'workout-plans.put', plan)).toMatchObject({ status: 'applied' });
    const assignment = { id: newId(), plan_id: plan.id, client_id: anna.id, start_date: '2026-12-07' };
    // Another coach's plan is not one to build on; the entries come from the server's copy of the plan (G4).
    expect(await act(rival, 'plan-assignments.assign', { assignment })).toMatchObject({
      status: 'rejected',
      error: { code: 'invalid_reference' },
    });
    expect(await act(coach, 'plan-assignments.assign', { assignment })).toMatchObject({ status: 'applied' });
    const changes = await visible(person);
    expect(changes.filter((c) => c.entity === 'calendar-entries').map((c) => c.data?.assignment_id)).toEqual([assignment.id]);
    // [A6] Its client reads it (to know the week they are in, G5) and cannot change it.
    expect(await idsOf(person, 'plan-assignments')).toEqual([assignment.id]);
    expect(await idsOf(rival, 'plan-assignments')).toEqual([]);
    expect(await act(person, 'plan-assignments.patch', { id: assignment.id, changes: { start_date: '2026-12-14' } })).toMatchObject({
      status: 'rejected',
      error: { code: 'forbidden' },
    });
  });

  it('[T12][A5][A6] a plan written long ago reaches a client who synced before it was assigned to them', async () => {
    const plan = { id: newId(), name: 'Four weeks', weeks: 4, days: [{ week: 1, day: 1, workout_id: workout.id }] };
    expect(await act(coach, 'workout-plans.put', plan)).toMatchObject({ status: 'applied' });
    const device = newId();
    const { cursor } = await pullAll(t.app, person.accessToken, device, null);
    const assignment = { id: newId(), plan_id: plan.id, client_id: anna.id, start_date: '2026-12-07' };
    expect(await act(coach, 'plan-assignments.assign', { assignment })).toMatchObject({ status: 'applied' });
    const { pages } = await pullAll(t.app, person.accessToken, device, cursor);
    const arrived = pages.flatMap((page) => page.changes).map((change) => `${change.entity}:${change.id}`);
    expect(arrived).toEqual(expect.arrayContaining([`plan-assignments:${assignment.id}`, `workout-plans:${plan.id}`]));
  });

  it('[T12][A11] authorization comes first: repeating another client’s set log or writing a tombstone one cannot see reveals nothing', async () => {
    const session = { id: newId(), client_id: anna.id, prescription: { name: 'Legs', blocks: [] }, started_at: '2026-12-01T08:00:00.000Z' };
    const squat = { id: newId(), name: { 'en-US': 'Squat' } };
    await act(admin, 'exercises.put', squat);
    await act(person, 'workout-sessions.put', session);
    const set = {
      id: newId(),
      session_id: session.id,
      exercise_id: squat.id,
      set_index: 0,
      reps: 8,
      logged_at: '2026-12-01T08:05:00.000Z',
    };
    expect(await act(person, 'set-logs.put', set)).toMatchObject({ status: 'applied' });
    // The same content from someone who cannot read it: as if it did not exist, not "applied".
    expect(await act(rival, 'set-logs.put', set)).toMatchObject({ status: 'rejected', error: { code: 'not_found' } });
    const gone = client('Gone');
    await act(coach, 'clients.put', gone);
    await act(coach, 'clients.delete', { id: gone.id });
    expect(await act(rival, 'clients.put', gone)).toMatchObject({ status: 'rejected', error: { code: 'not_found' } });
    expect(await act(rival, 'clients.put', client('Fresh'))).toMatchObject({ status: 'applied' });
  });

  it('[T12][A12] a set log names an exercise of the library or of the client’s coach; a session a workout and an entry of its own client', async () => {
    const session = { id: newId(), client_id: anna.id, prescription: { name: 'Legs', blocks: [] }, started_at: '2026-12-01T08:00:00.000Z' };
    expect(await act(person, 'workout-sessions.put', session)).toMatchObject({ status: 'applied' });
    const rivalsOwn = { id: newId(), name: { 'en-US': 'Rival’s secret lift' } };
    await act(rival, 'exercises.put', rivalsOwn);
    const set = { id: newId(), session_id: session.id, set_index: 0, reps: 5, logged_at: '2026-12-01T08:05:00.000Z' };
    const refused = {
      status: 'rejected',
      error: { code: 'invalid_reference', fields: { exercise_id: 'refers to something that does not exist' } },
    };
    expect(await act(person, 'set-logs.put', { ...set, exercise_id: newId() })).toMatchObject(refused);
    expect(await act(person, 'set-logs.put', { ...set, exercise_id: rivalsOwn.id })).toMatchObject(refused);
    const coachesOwn = { id: newId(), name: { 'en-US': 'Coach’s lunge' } };
    await act(coach, 'exercises.put', coachesOwn);
    expect(await act(person, 'set-logs.put', { ...set, exercise_id: coachesOwn.id })).toMatchObject({ status: 'applied' });

    const rivalsWorkout = { id: newId(), name: 'Rival legs' };
    await act(rival, 'workouts.put', rivalsWorkout);
    expect(await act(person, 'workout-sessions.put', { ...session, id: newId(), workout_id: rivalsWorkout.id })).toMatchObject({
      status: 'rejected',
      error: { code: 'invalid_reference', fields: { workout_id: 'refers to something that does not exist' } },
    });
    const otto = client('Otto');
    await act(coach, 'clients.put', otto);
    const ottosEntry = { id: newId(), client_id: otto.id, date: '2026-12-01' };
    await act(coach, 'calendar-entries.put', ottosEntry);
    expect(await act(person, 'workout-sessions.put', { ...session, id: newId(), calendar_entry_id: ottosEntry.id })).toMatchObject({
      status: 'rejected',
      error: { code: 'invalid_reference', fields: { calendar_entry_id: 'refers to something that does not exist' } },
    });

    // Trained offline against an entry the coach removed meanwhile: the session is still kept.
    const entry = { id: newId(), client_id: anna.id, workout_id: workout.id, date: '2026-12-01' };
    await act(coach, 'calendar-entries.put', entry);
    await act(coach, 'calendar-entries.delete', { id: entry.id });
    expect(
      await act(person, 'workout-sessions.put', { ...session, id: newId(), calendar_entry_id: entry.id, workout_id: workout.id }),
    ).toMatchObject({ status: 'applied' });
  });

  it('[T12][A12] an entry’s own sets name exercises of the library or the coach’s own, never a rival’s', async () => {
    const own = { id: newId(), name: { 'en-US': 'Coach’s own split squat' } };
    const rivals = { id: newId(), name: { 'en-US': 'Rival’s secret lift' } };
    expect(await act(coach, 'exercises.put', own)).toMatchObject({ status: 'applied' });
    expect(await act(rival, 'exercises.put', rivals)).toMatchObject({ status: 'applied' });
    const prescribing = (exerciseId: string) => [
      { id: newId(), kind: 'straight', items: [{ id: newId(), exercise_id: exerciseId, sets: [{ reps: 8 }] }] },
    ];
    const entry = { id: newId(), client_id: anna.id, workout_id: workout.id, date: '2026-12-02', prescription: prescribing(own.id) };
    expect(await act(coach, 'calendar-entries.put', entry)).toMatchObject({ status: 'applied' });
    const refused = {
      status: 'rejected',
      error: { code: 'invalid_reference', fields: { prescription: 'refers to something that does not exist' } },
    };
    expect(await act(coach, 'calendar-entries.put', { ...entry, id: newId(), prescription: prescribing(rivals.id) })).toMatchObject(
      refused,
    );
    expect(await act(coach, 'calendar-entries.patch', { id: entry.id, changes: { prescription: prescribing(rivals.id) } })).toMatchObject(
      refused,
    );
  });

  it('[T12][A4][A5] a workout on a calendar or in a plan, and a plan given to a client, cannot be deleted; the rejection names what uses it', async () => {
    const entry = { id: newId(), client_id: anna.id, workout_id: workout.id, date: '2026-12-01' };
    await act(coach, 'calendar-entries.put', entry);
    const plan = {
      id: newId(),
      name: 'Four weeks',
      weeks: 4,
      days: [
        { week: 1, day: 1, workout_id: workout.id },
        { week: 2, day: 1, workout_id: workout.id },
      ],
    };
    await act(coach, 'workout-plans.put', plan);
    expect(await act(coach, 'workouts.delete', { id: workout.id })).toMatchObject({
      status: 'rejected',
      error: { code: 'in_use', fields: { 'calendar-entries': '1', 'workout-plans': '1' } },
    });
    await act(coach, 'calendar-entries.delete', { id: entry.id });
    expect(await act(coach, 'workouts.delete', { id: workout.id })).toMatchObject({
      status: 'rejected',
      error: { code: 'in_use', fields: { 'workout-plans': '1' } },
    });

    const assignment = { id: newId(), plan_id: plan.id, client_id: anna.id, start_date: '2026-12-07' };
    await act(coach, 'plan-assignments.put', assignment);
    expect(await act(coach, 'workout-plans.delete', { id: plan.id })).toMatchObject({
      status: 'rejected',
      error: { code: 'in_use', fields: { 'plan-assignments': '1' } },
    });
    await act(coach, 'plan-assignments.patch', { id: assignment.id, changes: { status: 'ended' } });
    expect(await act(coach, 'workout-plans.delete', { id: plan.id })).toMatchObject({ status: 'applied' });
    expect(await act(coach, 'workouts.delete', { id: workout.id })).toMatchObject({ status: 'applied' });
  });

  it('[T12][A1] reference data names each thing once per language, whatever the case and diacritics', async () => {
    const knee = { id: newId(), name: { 'en-US': 'Knee', 'lv-LV': 'Ceļgals' } };
    expect(await act(admin, 'joints.put', knee)).toMatchObject({ status: 'applied' });
    expect(await act(admin, 'joints.put', { id: newId(), name: { 'en-US': ' knee ' } })).toMatchObject({
      status: 'rejected',
      error: { code: 'duplicate', fields: { 'name.en-US': 'is already used by another record' } },
    });
    expect(await act(admin, 'joints.put', { id: newId(), name: { 'en-US': 'Knee joint', 'lv-LV': 'CELGALS' } })).toMatchObject({
      status: 'rejected',
      error: { code: 'duplicate', fields: { 'name.lv-LV': 'is already used by another record' } },
    });
    // The same words in the other language are not a clash, nor is saving a record under its own name.
    expect(await act(admin, 'positions.put', { id: newId(), name: { 'en-US': 'Knee' } })).toMatchObject({ status: 'applied' });
    expect(await act(admin, 'joints.patch', { id: knee.id, changes: { name: { 'en-US': 'KNEE', 'lv-LV': 'Ceļgals' } } })).toMatchObject({
      status: 'applied',
    });
    await act(admin, 'joints.delete', { id: knee.id });
    expect(await act(admin, 'joints.put', { id: newId(), name: { 'en-US': 'Knee' } })).toMatchObject({ status: 'applied' });
  });
});
