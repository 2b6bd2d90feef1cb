import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '@core/auth-constants';
import { clients, users, workouts } from '../../../server/db/schema/index';
import { signInAs, signInCast, type SignedIn } from '../../helpers/auth';
import { client, newId, pull, TestDevices } from '../../helpers/sync';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/**
 * The write rules of the coaching and training entities (sync/SPEC.md §A), each where a change
 * can break it: on a patch as well as a put, with the message a person reads.
 */
describe('entity write rules, put and patch alike (sync/SPEC.md §A)', () => {
  let t: TestApp;
  let admin: SignedIn;
  let coach: SignedIn;
  let rival: SignedIn;
  let person: SignedIn;
  const devices = new TestDevices(() => t.app);
  const act = (user: SignedIn, name: string, args: Record<string, unknown>) => devices.act(user, name, args);
  const refused = (field: string) => ({
    status: 'rejected',
    error: { code: 'invalid_reference', fields: { [field]: 'refers to something that does not exist' } },
  });
  const forbidden = (message: string) => ({ status: 'rejected', error: { code: 'forbidden', message } });
  const applied = { status: 'applied' };
  const notTheirs = { status: 'rejected', error: { code: 'not_found', message: 'The client does not exist or is not yours' } };
  /** The coach trains with the rival: the rival's record of them, linked to the coach's account. Theirs to train under, not to give. */
  async function trainedByRival(): Promise<string> {
    const record = client('Coach as a client');
    await act(rival, 'clients.put', record);
    await t.database.db.update(clients).set({ user_id: coach.userId }).where(eq(clients.id, record.id));
    return record.id;
  }
  const blocksOf = (exerciseId: string) => [
    { id: newId(), kind: 'straight', items: [{ id: newId(), exercise_id: exerciseId, sets: [{ reps: 8 }] }] },
  ];

  let anna: ReturnType<typeof client>;
  let squat: { id: string; name: Record<string, string> };
  let rivalsLift: { id: string; name: Record<string, string> };
  let legs: { id: string; name: string };
  let rivalsWorkout: { id: string; name: string };

  beforeEach(async () => {
    devices.clear();
    t = await createTestApp();
    ({ admin, coach, rival, person } = await signInCast(t.app, t.database.db));
    anna = client('Anna');
    squat = { id: newId(), name: { 'en-US': 'Squat' } };
    rivalsLift = { id: newId(), name: { 'en-US': 'Rival’s lift' } };
    legs = { id: newId(), name: 'Legs' };
    rivalsWorkout = { id: newId(), name: 'Rival’s legs' };
    expect(await act(coach, 'clients.put', anna)).toMatchObject(applied);
    await t.database.db.update(clients).set({ user_id: person.userId }).where(eq(clients.id, anna.id));
    expect(await act(admin, 'exercises.put', squat)).toMatchObject(applied);
    expect(await act(rival, 'exercises.put', rivalsLift)).toMatchObject(applied);
    expect(await act(coach, 'workouts.put', legs)).toMatchObject(applied);
    expect(await act(rival, 'workouts.put', rivalsWorkout)).toMatchObject(applied);
  });
  afterEach(() => t.close());

  it('[A4][A5] workouts and plans: written by coaches and admins only, the library by admins only', async () => {
    expect(await act(person, 'workouts.put', { id: newId(), name: 'My own' })).toMatchObject(
      forbidden('Only coaches and administrators can change this'),
    );
    expect(await act(person, 'workout-plans.put', { id: newId(), name: 'My plan', weeks: 1 })).toMatchObject(
      forbidden('Only coaches and administrators can change this'),
    );
    const library = { id: newId(), name: 'Library plan', weeks: 2 };
    expect(await act(admin, 'workout-plans.put', library)).toMatchObject(applied);
    expect(await act(coach, 'workout-plans.patch', { id: library.id, changes: { weeks: 3 } })).toMatchObject(
      forbidden('Only administrators can change the library'),
    );
    // A client never reads plans, the library's included.
    expect((await pull(t.app, person.accessToken, newId(), null)).changes.filter((change) => change.entity === 'workout-plans')).toEqual(
      [],
    );
  });

  it('[A2][A4][A5] the library builds on the library alone, also when its administrator once coached and kept their own', async () => {
    const own = { id: newId(), name: { 'en-US': 'Former coach’s own lift' } };
    const ownWorkout = { id: newId(), name: 'Former coach’s own day' };
    expect(await act(coach, 'exercises.put', own)).toMatchObject(applied);
    expect(await act(coach, 'workouts.put', ownWorkout)).toMatchObject(applied);
    await t.database.db.update(users).set({ roleId: ROLE.admin }).where(eq(users.id, coach.userId));
    const nowAdmin = await signInAs(t.app, 'coach@test.lv');
    expect(await act(nowAdmin, 'workouts.put', { id: newId(), name: 'Library day', blocks: blocksOf(own.id) })).toMatchObject(
      refused('blocks'),
    );
    const plan = { id: newId(), name: 'Library plan', weeks: 1 };
    expect(await act(nowAdmin, 'workout-plans.put', { ...plan, days: [{ week: 1, day: 1, workout_id: ownWorkout.id }] })).toMatchObject(
      refused('days'),
    );
    expect(
      await act(nowAdmin, 'workout-plans.put', { ...plan, progressions: [{ exercise_id: own.id, kind: 'load_kg', amount: 2.5 }] }),
    ).toMatchObject(refused('progressions'));
    expect(await act(nowAdmin, 'workouts.put', { id: newId(), name: 'Library day', blocks: blocksOf(squat.id) })).toMatchObject(applied);
  });

  it('[A3] a client record names an age group that exists, when made and when changed', async () => {
    const adults = { id: newId(), name: { 'en-US': 'Adults' }, min_age: 18, max_age: 64 };
    expect(await act(admin, 'age-groups.put', adults)).toMatchObject(applied);
    expect(await act(coach, 'clients.put', client('Berta', { age_group_id: newId() }))).toMatchObject(refused('age_group_id'));
    expect(await act(coach, 'clients.patch', { id: anna.id, changes: { age_group_id: newId() } })).toMatchObject(refused('age_group_id'));
    expect(await act(coach, 'clients.patch', { id: anna.id, changes: { age_group_id: adults.id } })).toMatchObject(applied);
  });

  it('[A3] a client spares joints that exist, when made and when changed; an edit keeps an open invitation', async () => {
    expect(await act(coach, 'clients.put', client('Berta', { joints_to_spare: [newId()] }))).toMatchObject(refused('joints_to_spare'));
    expect(await act(coach, 'clients.patch', { id: anna.id, changes: { joints_to_spare: [newId()] } })).toMatchObject(
      refused('joints_to_spare'),
    );
    const until = new Date('2026-12-31T10:00:00.000Z');
    await t.database.db.update(clients).set({ invited_until: until.toISOString() }).where(eq(clients.id, anna.id));
    expect(await act(coach, 'clients.patch', { id: anna.id, changes: { goals: 'Run 5 km' } })).toMatchObject(applied);
    const [row] = await t.database.db.select({ invited_until: clients.invited_until }).from(clients).where(eq(clients.id, anna.id));
    expect(new Date(String(row?.invited_until)).getTime()).toBe(until.getTime());
  });

  it('[A3] when a client was added is the server’s to say: set when the coach adds them, kept on every write after, never the device’s', async () => {
    const before = Date.now();
    const berta = client('Berta', { added_at: '2020-01-01T00:00:00.000Z' });
    expect(await act(coach, 'clients.put', berta)).toMatchObject(applied);
    const addedAt = async (id: string) => {
      const page = await pull(t.app, coach.accessToken, newId(), null);
      const data = page.changes.find((change) => change.id === id)?.data as { added_at?: string } | undefined;
      return data?.added_at;
    };
    const added = await addedAt(berta.id);
    expect(new Date(String(added)).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await act(coach, 'clients.put', { ...berta, name: 'Berta Kalniņa', added_at: '2020-01-01T00:00:00.000Z' })).toMatchObject(
      applied,
    );
    expect(await addedAt(berta.id)).toBe(added);
    expect(await act(coach, 'clients.patch', { id: berta.id, changes: { added_at: '2020-01-01T00:00:00.000Z' } })).toMatchObject({
      status: 'rejected',
      error: { code: 'field_not_writable' },
    });
  });

  it('[P6] changing a linked client’s record takes nothing away from their devices; deleting it does', async () => {
    const entry = { id: newId(), client_id: anna.id, workout_id: legs.id, date: '2026-12-01' };
    expect(await act(coach, 'calendar-entries.put', entry)).toMatchObject(applied);
    const phone = newId();
    const first = await pull(t.app, person.accessToken, phone, null);
    expect(await act(coach, 'clients.patch', { id: anna.id, changes: { goals: 'Run 10 km' } })).toMatchObject(applied);
    expect((await pull(t.app, person.accessToken, phone, first.cursor)).changes.filter((change) => change.deleted)).toEqual([]);
    expect(await act(coach, 'clients.delete', { id: anna.id })).toMatchObject(applied);
    const after = await pull(t.app, person.accessToken, phone, first.cursor);
    expect(after.changes.filter((change) => change.deleted).map((change) => change.id)).toContain(entry.id);
  });

  it('[A4][A12] a workout’s exercises are checked when its blocks change, not only when it is made', async () => {
    expect(await act(coach, 'workouts.patch', { id: legs.id, changes: { blocks: blocksOf(rivalsLift.id) } })).toMatchObject(
      refused('blocks'),
    );
    expect(await act(coach, 'workouts.patch', { id: legs.id, changes: { blocks: blocksOf(squat.id) } })).toMatchObject(applied);
  });

  it('[A5][A12] a plan’s workouts and progressions name what its author may build on, made or changed', async () => {
    const plan = { id: newId(), name: 'Base', weeks: 2, days: [{ week: 1, day: 1, workout_id: legs.id }] };
    expect(await act(coach, 'workout-plans.put', plan)).toMatchObject(applied);
    expect(
      await act(coach, 'workout-plans.patch', { id: plan.id, changes: { days: [{ week: 1, day: 2, workout_id: rivalsWorkout.id }] } }),
    ).toMatchObject(refused('days'));
    const progression = (exerciseId: string) => [{ exercise_id: exerciseId, kind: 'load_kg', amount: 2.5 }];
    expect(await act(coach, 'workout-plans.put', { ...plan, id: newId(), progressions: progression(rivalsLift.id) })).toMatchObject(
      refused('progressions'),
    );
    expect(await act(coach, 'workout-plans.patch', { id: plan.id, changes: { progressions: progression(rivalsLift.id) } })).toMatchObject(
      refused('progressions'),
    );
    expect(await act(coach, 'workout-plans.patch', { id: plan.id, changes: { progressions: progression(squat.id) } })).toMatchObject(
      applied,
    );
  });

  it('[A6][G7] an assignment stays with the coach’s client, plan and exercises when changed', async () => {
    const plan = { id: newId(), name: 'Base', weeks: 1 };
    const rivalsPlan = { id: newId(), name: 'Rival’s base', weeks: 1 };
    await act(coach, 'workout-plans.put', plan);
    await act(rival, 'workout-plans.put', rivalsPlan);
    const rivalsClient = client('Otto');
    await act(rival, 'clients.put', rivalsClient);
    const coachAsClient = await trainedByRival();
    const substitute = (id: string) => [{ exercise_id: squat.id, substitute_id: id }];
    const assignment = { id: newId(), plan_id: plan.id, client_id: anna.id, start_date: '2026-12-07' };
    expect(
      await act(coach, 'plan-assignments.put', { ...assignment, id: newId(), substitutions: substitute(rivalsLift.id) }),
    ).toMatchObject(refused('substitutions'));
    expect(await act(coach, 'plan-assignments.put', assignment)).toMatchObject(applied);
    expect(await act(coach, 'plan-assignments.patch', { id: assignment.id, changes: { client_id: rivalsClient.id } })).toMatchObject(
      notTheirs,
    );
    expect(await act(coach, 'plan-assignments.patch', { id: assignment.id, changes: { client_id: coachAsClient } })).toMatchObject({
      status: 'rejected',
      error: { code: 'forbidden' },
    });
    expect(await act(coach, 'plan-assignments.patch', { id: assignment.id, changes: { plan_id: rivalsPlan.id } })).toMatchObject(
      refused('plan_id'),
    );
    expect(
      await act(coach, 'plan-assignments.patch', { id: assignment.id, changes: { substitutions: substitute(rivalsLift.id) } }),
    ).toMatchObject(refused('substitutions'));
    expect(
      await act(coach, 'plan-assignments.patch', { id: assignment.id, changes: { substitutions: substitute(squat.id) } }),
    ).toMatchObject(applied);
  });

  it('[A6][G6] an ended assignment is still its coach’s to change after its client, plan or substitute are gone', async () => {
    const own = { id: newId(), name: { 'en-US': 'Coach’s goblet squat' } };
    await act(coach, 'exercises.put', own);
    const plan = { id: newId(), name: 'Base', weeks: 1 };
    await act(coach, 'workout-plans.put', plan);
    const berta = client('Berta');
    await act(coach, 'clients.put', berta);
    const assignment = {
      id: newId(),
      plan_id: plan.id,
      client_id: berta.id,
      start_date: '2026-12-07',
      substitutions: [{ exercise_id: squat.id, substitute_id: own.id }],
    };
    expect(await act(coach, 'plan-assignments.put', assignment)).toMatchObject(applied);
    expect(await act(coach, 'plan-assignments.patch', { id: assignment.id, changes: { status: 'ended' } })).toMatchObject(applied);
    for (const [entity, id] of [
      ['workout-plans', plan.id],
      ['exercises', own.id],
      ['clients', berta.id],
    ]) {
      expect(await act(coach, `${entity}.delete`, { id })).toMatchObject(applied);
    }
    expect(await act(coach, 'plan-assignments.patch', { id: assignment.id, changes: { start_date: '2026-12-14' } })).toMatchObject(applied);
  });

  it('[A7] a client marks their entry done or skipped and notes it, nothing more, even alongside', async () => {
    const entry = { id: newId(), client_id: anna.id, workout_id: legs.id, date: '2026-12-01' };
    await act(coach, 'calendar-entries.put', entry);
    expect(await act(person, 'calendar-entries.patch', { id: entry.id, changes: { status: 'skipped', date: '2026-12-02' } })).toMatchObject(
      forbidden('You can only mark your own workouts done or skipped'),
    );
    expect(await act(person, 'calendar-entries.patch', { id: entry.id, changes: { status: 'skipped', notes: 'Ill' } })).toMatchObject(
      applied,
    );
  });

  it('[A4][A6][A12] an entry’s client and workout are the coach’s to give, made or moved', async () => {
    const rivalsClient = client('Otto');
    await act(rival, 'clients.put', rivalsClient);
    const coachAsClient = await trainedByRival();
    const berta = client('Berta');
    await act(coach, 'clients.put', berta);
    const entry = { id: newId(), client_id: anna.id, workout_id: legs.id, date: '2026-12-01' };
    expect(await act(coach, 'calendar-entries.put', { ...entry, id: newId(), workout_id: rivalsWorkout.id })).toMatchObject(
      refused('workout_id'),
    );
    expect(await act(coach, 'calendar-entries.put', entry)).toMatchObject(applied);
    expect(await act(coach, 'calendar-entries.patch', { id: entry.id, changes: { workout_id: rivalsWorkout.id } })).toMatchObject(
      refused('workout_id'),
    );
    expect(await act(coach, 'calendar-entries.patch', { id: entry.id, changes: { client_id: rivalsClient.id } })).toMatchObject(notTheirs);
    expect(await act(coach, 'calendar-entries.patch', { id: entry.id, changes: { client_id: coachAsClient } })).toMatchObject({
      status: 'rejected',
      error: { code: 'forbidden' },
    });
    expect(await act(coach, 'calendar-entries.patch', { id: entry.id, changes: { client_id: berta.id } })).toMatchObject(applied);
  });

  it('[A12] an entry done with an exercise deleted since is still the coach’s to note; a planned one holds the exercise', async () => {
    const own = { id: newId(), name: { 'en-US': 'Coach’s split squat' } };
    await act(coach, 'exercises.put', own);
    const planned = { id: newId(), client_id: anna.id, date: '2026-12-08', title: 'Split squats', prescription: blocksOf(own.id) };
    const done = { ...planned, id: newId(), date: '2026-12-01', status: 'completed' };
    await act(coach, 'calendar-entries.put', planned);
    await act(coach, 'calendar-entries.put', done);
    expect(await act(coach, 'exercises.delete', { id: own.id })).toMatchObject({
      status: 'rejected',
      error: { code: 'in_use', fields: { 'calendar-entries': '1' } },
    });
    await act(coach, 'calendar-entries.delete', { id: planned.id });
    expect(await act(coach, 'exercises.delete', { id: own.id })).toMatchObject(applied);
    expect(await act(coach, 'calendar-entries.patch', { id: done.id, changes: { notes: 'Well done' } })).toMatchObject(applied);
  });

  it('[A2] an exercise a plan progresses or an active assignment substitutes is in use', async () => {
    const own = { id: newId(), name: { 'en-US': 'Coach’s press' } };
    await act(coach, 'exercises.put', own);
    const plan = { id: newId(), name: 'Press', weeks: 1, progressions: [{ exercise_id: own.id, kind: 'load_kg', amount: 2.5 }] };
    await act(coach, 'workout-plans.put', plan);
    const other = { id: newId(), name: 'Other', weeks: 1 };
    await act(coach, 'workout-plans.put', other);
    const assignment = {
      id: newId(),
      plan_id: other.id,
      client_id: anna.id,
      start_date: '2026-12-07',
      substitutions: [{ exercise_id: squat.id, substitute_id: own.id }],
    };
    await act(coach, 'plan-assignments.put', assignment);
    expect(await act(coach, 'exercises.delete', { id: own.id })).toMatchObject({
      status: 'rejected',
      error: { code: 'in_use', fields: { 'workout-plans': '1', 'plan-assignments': '1' } },
    });
    await act(coach, 'workout-plans.patch', { id: plan.id, changes: { progressions: [] } });
    await act(coach, 'plan-assignments.patch', { id: assignment.id, changes: { status: 'ended' } });
    expect(await act(coach, 'exercises.delete', { id: own.id })).toMatchObject(applied);
  });

  it('[A4][A7] a workout gets a new version when an entry starts naming it, not when its entry changes otherwise or goes', async () => {
    const versionOf = async (id: string) =>
      (await t.database.db.select({ version: workouts.version }).from(workouts).where(eq(workouts.id, id)))[0]?.version;
    const entry = { id: newId(), client_id: anna.id, workout_id: legs.id, date: '2026-12-01' };
    await act(coach, 'calendar-entries.put', entry);
    const named = await versionOf(legs.id);
    await act(coach, 'calendar-entries.patch', { id: entry.id, changes: { notes: 'Bring a belt' } });
    await act(coach, 'calendar-entries.delete', { id: entry.id });
    expect(await versionOf(legs.id)).toBe(named);
  });

  it('[A8] a session keeps its client; its workout and entry are its client’s, when logged or corrected; deleted ones count', async () => {
    const session = { id: newId(), client_id: anna.id, prescription: { name: 'Legs', blocks: [] }, started_at: '2026-12-01T08:00:00.000Z' };
    expect(await act(person, 'workout-sessions.put', session)).toMatchObject(applied);
    // Sending its own client again with a change is no move.
    expect(
      await act(person, 'workout-sessions.patch', { id: session.id, changes: { client_id: anna.id, notes: 'Felt strong' } }),
    ).toMatchObject(applied);
    const berta = client('Berta');
    await act(coach, 'clients.put', berta);
    expect(await act(coach, 'workout-sessions.patch', { id: session.id, changes: { client_id: berta.id } })).toMatchObject({
      status: 'rejected',
      error: { code: 'field_not_writable', message: 'A session cannot move to another client' },
    });
    expect(await act(person, 'workout-sessions.patch', { id: session.id, changes: { workout_id: rivalsWorkout.id } })).toMatchObject(
      refused('workout_id'),
    );
    const bertasEntry = { id: newId(), client_id: berta.id, date: '2026-12-01' };
    await act(coach, 'calendar-entries.put', bertasEntry);
    expect(await act(person, 'workout-sessions.patch', { id: session.id, changes: { calendar_entry_id: bertasEntry.id } })).toMatchObject(
      refused('calendar_entry_id'),
    );
    // Trained offline against a workout the coach deleted meanwhile: still the client's training.
    const gone = { id: newId(), name: 'Old legs' };
    await act(coach, 'workouts.put', gone);
    await act(coach, 'workouts.delete', { id: gone.id });
    expect(await act(person, 'workout-sessions.put', { ...session, id: newId(), workout_id: gone.id })).toMatchObject(applied);
  });

  it('[A9] a set log needs its session; it may name an exercise deleted since', async () => {
    const set = { id: newId(), session_id: newId(), exercise_id: squat.id, set_index: 0, reps: 5, logged_at: '2026-12-01T08:05:00.000Z' };
    expect(await act(person, 'set-logs.put', set)).toMatchObject({
      status: 'rejected',
      error: { code: 'not_found', message: 'The session does not exist or is not yours' },
    });
    const session = { id: newId(), client_id: anna.id, prescription: { name: 'Legs', blocks: [] }, started_at: '2026-12-01T08:00:00.000Z' };
    await act(person, 'workout-sessions.put', session);
    const own = { id: newId(), name: { 'en-US': 'Coach’s curl' } };
    await act(coach, 'exercises.put', own);
    await act(coach, 'exercises.delete', { id: own.id });
    expect(await act(person, 'set-logs.put', { ...set, session_id: session.id, exercise_id: own.id })).toMatchObject(applied);
  });

  it('[R10] sets outside any prescription are not steps: the same set number twice is two sets', async () => {
    const session = { id: newId(), client_id: anna.id, prescription: { name: 'Free', blocks: [] }, started_at: '2026-12-01T08:00:00.000Z' };
    await act(person, 'workout-sessions.put', session);
    const set = { session_id: session.id, exercise_id: squat.id, set_index: 0, reps: 5, logged_at: '2026-12-01T08:05:00.000Z' };
    expect(await act(person, 'set-logs.put', { ...set, id: newId() })).toMatchObject(applied);
    expect(await act(person, 'set-logs.put', { ...set, id: newId(), reps: 6 })).toMatchObject(applied);
  });

  it('[A10] nobody writes a message: a new one is the administrators’, and its recipient only marks theirs read', async () => {
    const message = { id: newId(), subject: 'Hi', body: 'x', sent_at: '2026-12-01T08:00:00.000Z' };
    expect(await act(admin, 'notifications.put', message)).toMatchObject(forbidden('Messages are sent by administrators'));
    const { applyPrimitive } = await import('../../../server/sync/apply');
    const note = { ...message, user_id: person.userId, message_id: null, read_at: null };
    await t.database.db.transaction((tx) =>
      applyPrimitive(tx, { system: true }, { entity: 'notifications', kind: 'put', id: note.id, record: note }),
    );
    expect(await act(person, 'notifications.put', { ...note, read_at: '2026-12-01T09:00:00.000Z' })).toMatchObject(
      forbidden('Only the read mark of a message can change'),
    );
  });

  it('[A2] exercises: written by coaches and admins, the library by admins; what they name exists, when made and when changed', async () => {
    expect(await act(person, 'exercises.put', { id: newId(), name: { 'en-US': 'Mine' } })).toMatchObject(
      forbidden('Only coaches and administrators can change exercises'),
    );
    expect(await act(coach, 'exercises.patch', { id: squat.id, changes: { level: 'expert' } })).toMatchObject(
      forbidden('Only administrators can change library exercises'),
    );
    const own = { id: newId(), name: { 'en-US': 'Coach’s hinge' } };
    expect(await act(coach, 'exercises.put', own)).toMatchObject(applied);
    for (const field of ['primary_muscle_ids', 'secondary_muscle_ids', 'joint_ids', 'position_ids', 'inventory_ids']) {
      expect(await act(coach, 'exercises.put', { id: newId(), name: { 'en-US': `With ${field}` }, [field]: [newId()] })).toMatchObject(
        refused(field),
      );
      expect(await act(coach, 'exercises.patch', { id: own.id, changes: { [field]: [newId()] } })).toMatchObject(refused(field));
    }
    expect(await act(coach, 'exercises.put', { id: newId(), name: { 'en-US': 'Typed' }, type_id: newId() })).toMatchObject(
      refused('type_id'),
    );
    expect(await act(coach, 'exercises.patch', { id: own.id, changes: { type_id: newId() } })).toMatchObject(refused('type_id'));
    expect(await act(coach, 'exercises.patch', { id: own.id, changes: { type_id: null, level: 'beginner' } })).toMatchObject(applied);
  });

  it('[A1] a reference record’s key names one live record: another with the same key is refused, a deleted one frees it', async () => {
    const knee = { id: newId(), key: 'knee', name: { 'en-US': 'Knee' } };
    expect(await act(admin, 'joints.put', knee)).toMatchObject(applied);
    const again = { id: newId(), key: 'knee', name: { 'en-US': 'Knee joint' } };
    expect(await act(admin, 'joints.put', again)).toMatchObject({
      status: 'rejected',
      error: {
        code: 'validation_failed',
        message: 'Another record already has this key',
        fields: { key: 'is already used by another record' },
      },
    });
    // Saving a record with its own key again is no clash; changing to another's is.
    expect(await act(admin, 'joints.patch', { id: knee.id, changes: { key: 'knee', name: { 'en-US': 'Knees' } } })).toMatchObject(applied);
    const hip = { id: newId(), key: 'hip', name: { 'en-US': 'Hip', 'lv-LV': 'Gūža' } };
    expect(await act(admin, 'joints.put', hip)).toMatchObject(applied);
    expect(await act(admin, 'joints.patch', { id: hip.id, changes: { key: 'knee' } })).toMatchObject({
      status: 'rejected',
      error: { code: 'validation_failed', fields: { key: 'is already used by another record' } },
    });
    expect(await act(admin, 'joints.patch', { id: hip.id, changes: { name: { 'en-US': 'KNEES' } } })).toMatchObject({
      status: 'rejected',
      error: {
        code: 'duplicate',
        message: 'Another record is already called “KNEES”',
        fields: { 'name.en-US': 'is already used by another record' },
      },
    });
    expect(await act(coach, 'joints.patch', { id: hip.id, changes: { name: { 'en-US': 'Hips' } } })).toMatchObject(
      forbidden('Only administrators can change reference data'),
    );
    await act(admin, 'joints.delete', { id: hip.id });
    await act(admin, 'joints.delete', { id: knee.id });
    expect(await act(admin, 'joints.put', again)).toMatchObject(applied);
    // Records without a key never clash by it.
    expect(await act(admin, 'joints.put', { id: newId(), name: { 'en-US': 'Hip' } })).toMatchObject(applied);
    expect(await act(admin, 'joints.put', { id: newId(), name: { 'en-US': 'Ankle' } })).toMatchObject(applied);
  });
});
