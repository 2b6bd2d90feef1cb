import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { entrySessionId } from '@core/training/in-person';
import { calendarEntries, clients, setLogs, users, workoutSessions } from '../../../server/db/schema/index';
import { unlinkClient } from '../../../server/services/client-accounts';
import { signInCast, type SignedIn } from '../../helpers/auth';
import { client, linkedClient, newId, pull, pullAll, TestDevices } from '../../helpers/sync';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/**
 * The coach running a client's session on their own device (sync/SPEC.md A8, A9, R12), through the
 * push devices use, on both databases: whose it is, who ran it and logged its sets, who may, and a
 * second start of an entry's session joining the first.
 */
describe('in-person sessions (sync/SPEC.md A8, A9, R12)', () => {
  let t: TestApp;
  let admin: SignedIn;
  let coach: SignedIn;
  let rival: SignedIn;
  let person: SignedIn;
  let anna: ReturnType<typeof client>;
  let entryId: string;
  let sessionId: string;
  const squat = newId();
  const devices = new TestDevices(() => t.app);
  const act = (user: SignedIn, name: string, args: Record<string, unknown>, device?: string) => devices.act(user, name, args, device);

  const session = (fields: Record<string, unknown> = {}) => ({
    id: sessionId,
    client_id: anna.id,
    calendar_entry_id: entryId,
    prescription: { name: 'Legs', blocks: [] },
    started_at: '2026-12-01T08:00:00.000Z',
    ...fields,
  });
  const setLog = (sessionId: string, setIndex: number) => ({
    id: newId(),
    session_id: sessionId,
    exercise_id: squat,
    set_index: setIndex,
    reps: 5,
    weight_kg: 60,
    logged_at: '2026-12-01T08:05:00.000Z',
  });
  const stored = async (id: string) => (await t.database.db.select().from(workoutSessions).where(eq(workoutSessions.id, id)))[0];

  beforeEach(async () => {
    devices.clear();
    t = await createTestApp();
    ({ admin, coach, rival, person } = await signInCast(t.app, t.database.db));
    await t.database.db.update(users).set({ name: 'Laura Ozola' }).where(eq(users.id, coach.userId));
    anna = await linkedClient(t.database.db, devices, coach, person);
    expect(await act(admin, 'exercises.put', { id: squat, name: { 'en-US': 'Squat' } })).toMatchObject({ status: 'applied' });
    entryId = newId();
    sessionId = await entrySessionId(entryId);
    expect(await act(coach, 'calendar-entries.put', { id: entryId, client_id: anna.id, title: 'Legs', date: '2026-12-01' })).toMatchObject({
      status: 'applied',
    });
  });
  afterEach(() => t.close());

  it('[A8][A9] a session the coach runs is the client’s: it says who ran it and each set who logged it, and reaches the client', async () => {
    expect(await act(coach, 'workout-sessions.put', session())).toMatchObject({ status: 'applied' });
    const byCoach = setLog(sessionId, 0);
    expect(await act(coach, 'set-logs.put', byCoach)).toMatchObject({ status: 'applied' });
    const byClient = setLog(sessionId, 1);
    expect(await act(person, 'set-logs.put', byClient)).toMatchObject({ status: 'applied' });

    const read = (await pull(t.app, person.accessToken, newId(), null)).changes;
    expect(read.find((change) => change.entity === 'workout-sessions')?.data).toMatchObject({
      client_id: anna.id,
      coach_id: coach.userId,
      run_by: coach.userId,
      run_by_name: 'Laura Ozola',
    });
    const logged = new Map(read.filter((change) => change.entity === 'set-logs').map((change) => [change.id, change.data?.logged_by]));
    expect(logged).toEqual(
      new Map([
        [byCoach.id, coach.userId],
        [byClient.id, person.userId],
      ]),
    );
    // [R5] Who ran it is the server's to say: a device's value is ignored on put and refused on patch.
    expect(await act(coach, 'workout-sessions.patch', { id: sessionId, changes: { run_by: person.userId } })).toMatchObject({
      status: 'rejected',
    });
    // The client finishing it does not make it theirs.
    expect(
      await act(person, 'workout-sessions.patch', { id: sessionId, changes: { finished_at: '2026-12-01T09:00:00.000Z' } }),
    ).toMatchObject({ status: 'applied' });
    expect(await stored(sessionId)).toMatchObject({ run_by: coach.userId, run_by_name: 'Laura Ozola' });
  });

  it('[R12] a second start of the entry’s session joins the first: the first start, runner and finish stay', async () => {
    expect(await act(person, 'workout-sessions.put', session())).toMatchObject({ status: 'applied' });
    expect(
      await act(
        coach,
        'workout-sessions.put',
        session({ started_at: '2026-12-01T08:03:00.000Z', prescription: { name: 'Kājas', blocks: [] } }),
      ),
    ).toMatchObject({ status: 'applied' });
    const joined = await stored(sessionId);
    expect(joined).toMatchObject({ prescription: { name: 'Legs' }, run_by: person.userId });
    expect(Date.parse(String(joined?.started_at))).toBe(Date.parse('2026-12-01T08:00:00.000Z'));
    // A device that started offline and reaches the server after the finish does not reopen it.
    expect(
      await act(person, 'workout-sessions.patch', {
        id: sessionId,
        changes: { finished_at: '2026-12-01T09:00:00.000Z', rating: 4 },
      }),
    ).toMatchObject({ status: 'applied' });
    expect(await act(coach, 'workout-sessions.put', session(), 'second-tablet')).toMatchObject({ status: 'applied' });
    const finished = await stored(sessionId);
    expect(finished).toMatchObject({ rating: 4 });
    expect(Date.parse(String(finished?.finished_at))).toBe(Date.parse('2026-12-01T09:00:00.000Z'));
  });

  it('[R12] two first starts arriving at the same moment make one session, neither refused', async () => {
    const results = await Promise.all([
      act(person, 'workout-sessions.put', session()),
      act(coach, 'workout-sessions.put', session({ started_at: '2026-12-01T08:01:00.000Z' })),
    ]);
    expect(results.map((result) => result?.status)).toEqual(['applied', 'applied']);
    expect(await t.database.db.select({ id: workoutSessions.id }).from(workoutSessions)).toEqual([{ id: sessionId }]);
  });

  it('[A8][A11] only the client’s current coach runs it: another coach, an admin, and the coach of a client unlinked or deleted meanwhile get not_found', async () => {
    for (const user of [rival, admin])
      expect(await act(user, 'workout-sessions.put', session({ id: newId() }))).toMatchObject({
        status: 'rejected',
        error: { code: 'not_found' },
      });
    expect(await act(coach, 'workout-sessions.put', session())).toMatchObject({ status: 'applied' });
    for (const user of [rival, admin])
      expect(await act(user, 'set-logs.put', setLog(sessionId, 0))).toMatchObject({
        status: 'rejected',
        error: { code: 'not_found' },
      });

    // Moved to another coach while this coach's tablet was offline: what it logged then is refused, not taken.
    await t.database.db.update(clients).set({ coach_id: rival.userId }).where(eq(clients.id, anna.id));
    expect(await act(coach, 'set-logs.put', setLog(sessionId, 0))).toMatchObject({
      status: 'rejected',
      error: { code: 'not_found' },
    });
    await t.database.db.update(clients).set({ coach_id: coach.userId, deleted: true }).where(eq(clients.id, anna.id));
    expect(await act(coach, 'workout-sessions.put', session({ id: newId(), calendar_entry_id: null }))).toMatchObject({
      status: 'rejected',
      error: { code: 'not_found' },
    });
    expect(await t.database.db.select({ id: setLogs.id }).from(setLogs)).toEqual([]);
  });

  it('[A8][A9][P6] the person keeps their training when the coaching ends, also what the coach ran in person before they had an account', async () => {
    const readBy = async (user: SignedIn) =>
      new Set((await pullAll(t.app, user.accessToken, newId(), null)).pages.flatMap((page) => page.changes.map((change) => change.id)));
    // Anna's own session, logged on her phone.
    expect(await act(person, 'workout-sessions.put', session())).toMatchObject({ status: 'applied' });
    const hers = setLog(sessionId, 0);
    expect(await act(person, 'set-logs.put', hers)).toMatchObject({ status: 'applied' });
    // Otto trains with the coach in person before he has an account; he joins with the same person's
    // account later (one coach's record at a time: Anna's link ends).
    const otto = client('Otto');
    expect(await act(coach, 'clients.put', otto)).toMatchObject({ status: 'applied' });
    const inPerson = session({ id: newId(), client_id: otto.id, calendar_entry_id: null });
    expect(await act(coach, 'workout-sessions.put', inPerson)).toMatchObject({ status: 'applied' });
    const coachSet = setLog(inPerson.id, 0);
    expect(await act(coach, 'set-logs.put', coachSet)).toMatchObject({ status: 'applied' });
    expect((await readBy(person)).has(inPerson.id)).toBe(false);

    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/v1/clients/${otto.id}/invitation`,
      headers: { authorization: `Bearer ${coach.accessToken}` },
      payload: { email: 'person@test.lv', language: 'en-US' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const token = /\/invitation\/([\w-]+)/.exec(t.mail.at(-1)?.text ?? '')?.[1];
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/v1/invitations/${String(token)}/accept`,
      headers: { authorization: `Bearer ${person.accessToken}` },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const ids = [sessionId, hers.id, inPerson.id, coachSet.id];
    // Anna's record is no longer linked, Otto's is: the person reads all four, and so does the coach.
    expect([...(await readBy(person))].filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort());
    // The coaching ends: the training stays the person's; the coach keeps it as notes; nobody else reads it.
    await t.database.db.transaction((tx) => unlinkClient(tx, otto.id));
    for (const user of [person, coach]) expect([...(await readBy(user))].filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort());
    expect([...(await readBy(rival))].filter((id) => ids.includes(id))).toEqual([]);
    expect(await t.database.db.select({ user_id: clients.user_id }).from(clients).where(eq(clients.id, otto.id))).toEqual([
      { user_id: null },
    ]);
  });

  it('[A7] a group session trains at most six clients: a seventh is refused, naming the group, also when the last two join at once', async () => {
    const group = newId();
    const members = Array.from({ length: 8 }, (_, index) => client(`Member ${index + 1}`));
    for (const member of members) expect(await act(coach, 'clients.put', member)).toMatchObject({ status: 'applied' });
    const entry = (clientId: string) => ({
      id: newId(),
      client_id: clientId,
      title: 'Circuit class',
      date: '2026-12-04',
      time: '18:00',
      group_id: group,
    });
    for (const member of members.slice(0, 5))
      expect(await act(coach, 'calendar-entries.put', entry(member.id))).toMatchObject({ status: 'applied' });
    // The sixth and the seventh from two tablets at the same moment: one of them is the seventh.
    const [sixth, seventh] = await Promise.all([
      act(coach, 'calendar-entries.put', entry(members[5]?.id ?? ''), 'tablet-a'),
      act(coach, 'calendar-entries.put', entry(members[6]?.id ?? ''), 'tablet-b'),
    ]);
    expect([sixth?.status, seventh?.status].sort()).toEqual(['applied', 'rejected']);
    const refused = await act(coach, 'calendar-entries.put', entry(members[7]?.id ?? ''));
    expect(refused).toMatchObject({
      status: 'rejected',
      error: { code: 'validation_failed', fields: { group_id: 'has 6 clients already' } },
    });
    // Leaving the group makes room.
    const [first] = await t.database.db.select().from(calendarEntries).where(eq(calendarEntries.group_id, group)).limit(1);
    expect(await act(coach, 'calendar-entries.patch', { id: String(first?.id), changes: { group_id: null } })).toMatchObject({
      status: 'applied',
    });
    expect(await act(coach, 'calendar-entries.put', entry(members[7]?.id ?? ''))).toMatchObject({ status: 'applied' });
    expect(
      await t.database.db.select({ id: calendarEntries.id }).from(calendarEntries).where(eq(calendarEntries.group_id, group)),
    ).toHaveLength(6);
  });
});
