import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '@core/auth-constants';
import type { RecordOf } from '@core/records/index';
import { progressOf } from '@core/training/progress';
import { EMPTY_SET, workoutSteps } from '@core/training/sequence';
import { clients, setLogs, workoutSessions } from '../../server/db/schema/index';
import { continueHere, logSet, playerState, startSession } from '../../src/data/player';
import { addUser, PASSWORD } from '../helpers/auth';
import { Device, startServer, type Tab } from './harness';

/**
 * The player across devices, through the real engine and server: a session started on the phone
 * and continued on the tablet, the same set logged on both while offline (sync/SPEC.md R10), and a
 * page killed right after a set.
 */
describe('one client, two devices, one workout', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let coachTab: Tab;
  let coachId: string;
  let personId: string;
  let phone: Tab;
  let tablet: Tab;
  const clientId = randomUUID();
  const entryId = randomUUID();
  const exerciseId = randomUUID();
  const workout = {
    id: randomUUID(),
    name: 'Legs',
    blocks: [
      {
        id: randomUUID(),
        kind: 'straight' as const,
        name: null,
        rounds: null,
        work_seconds: null,
        rest_seconds: null,
        items: [
          {
            id: randomUUID(),
            exercise_id: exerciseId,
            notes: null,
            sets: [
              { ...EMPTY_SET, reps: 5, load_kg: 60, rest_seconds: 90 },
              { ...EMPTY_SET, reps: 5, load_kg: 60 },
            ],
          },
        ],
      },
    ],
  };
  const steps = workoutSteps(workout.blocks);
  const lift = (reps: number) => ({ reps, weight_kg: 60, duration_seconds: null, distance_m: null, rpe: null });
  const T0 = Date.UTC(2026, 10, 24, 7, 0, 0);
  const logsOn = async (tab: Tab) => (await tab.records('set-logs')) as unknown as RecordOf<'set-logs'>[];

  beforeEach(async () => {
    server = await startServer();
    await addUser(server.database.db, { email: 'admin@test.lv', roleId: ROLE.admin });
    coachId = (await addUser(server.database.db, { email: 'coach@test.lv', roleId: ROLE.coach, name: 'Laura Coach' })).id;
    await addUser(server.database.db, { email: 'person@test.lv', roleId: ROLE.client });
    const admin = (await new Device(server.url).signIn('admin@test.lv', PASSWORD)).tab();
    await admin.write('exercises.put', { id: exerciseId, name: { 'en-US': 'Squat' } });
    await admin.sync();
    coachTab = (await new Device(server.url).signIn('coach@test.lv', PASSWORD)).tab();
    await coachTab.write('clients.put', { id: clientId, name: 'Anna' });
    await coachTab.sync();
    const person = await new Device(server.url).signIn('person@test.lv', PASSWORD);
    personId = person.userId;
    await server.database.db.update(clients).set({ user_id: person.userId }).where(eq(clients.id, clientId));
    await coachTab.write('workouts.put', workout);
    await coachTab.write('calendar-entries.put', { id: entryId, client_id: clientId, workout_id: workout.id, date: '2026-11-24' });
    await coachTab.sync();
    phone = person.tab();
    tablet = (await new Device(server.url).signIn('person@test.lv', PASSWORD)).tab();
    await phone.sync();
    await tablet.sync();
  });
  afterEach(() => server.close());

  it('a session started on the phone is continued on the tablet; the same set logged on both counts once, and the tablet is told', async () => {
    const sessionId = await startSession(phone.db, { client_id: clientId, workout, calendar_entry_id: entryId, now: T0, locale: 'en-US' });
    await phone.sync();
    await tablet.sync();
    // The tablet has the session but no player state for it: it was started elsewhere.
    expect((await tablet.records('workout-sessions')).map((session) => session.id)).toEqual([sessionId]);
    expect(await playerState(tablet.db, sessionId)).toBeUndefined();
    await continueHere(tablet.db, sessionId, T0 + 1000);

    // Both offline, both log set 1.
    const fromPhone = await logSet(phone.db, { id: sessionId, client_id: clientId }, steps[0]!, lift(5), T0 + 60_000);
    await logSet(tablet.db, { id: sessionId, client_id: clientId }, steps[0]!, lift(4), T0 + 61_000);
    await phone.sync();
    await tablet.sync();
    await phone.sync();

    const live = await server.database.db
      .select({ id: setLogs.id })
      .from(setLogs)
      .where(and(eq(setLogs.session_id, sessionId), eq(setLogs.deleted, false)));
    expect(live).toEqual([{ id: fromPhone }]);
    for (const tab of [phone, tablet]) {
      expect((await logsOn(tab)).map((log) => log.id)).toEqual([fromPhone]);
      expect(progressOf(steps, await logsOn(tab)).done.size).toBe(1);
      expect(await tab.pending()).toBe(0);
    }
    const rejections = await tablet.db.rejections.toArray();
    expect(rejections.map((rejection) => [rejection.name, rejection.error.code, rejection.args.reps])).toEqual([
      ['set-logs.put', 'set_already_logged', 4],
    ]);
    // The coach sees one set.
    await coachTab.sync();
    expect((await logsOn(coachTab)).map((log) => log.id)).toEqual([fromPhone]);
  });

  it('[R12] the client’s phone and the coach’s tablet start the entry offline: one session, which both log into, each step once', async () => {
    const onTablet = await startSession(coachTab.db, {
      client_id: clientId,
      workout,
      calendar_entry_id: entryId,
      now: T0,
      locale: 'en-US',
    });
    const onPhone = await startSession(phone.db, {
      client_id: clientId,
      workout,
      calendar_entry_id: entryId,
      now: T0 + 5000,
      locale: 'en-US',
    });
    expect(onPhone).toBe(onTablet);
    const session = { id: onTablet, client_id: clientId };
    const byCoach = await logSet(coachTab.db, session, steps[0]!, lift(5), T0 + 60_000);
    // The same first set on the phone, then the second set there alone.
    await logSet(phone.db, session, steps[0]!, lift(4), T0 + 61_000);
    const byClient = await logSet(phone.db, session, steps[1]!, lift(5), T0 + 150_000);
    await coachTab.sync();
    await phone.sync();
    await coachTab.sync();

    const [stored, ...others] = await server.database.db.select().from(workoutSessions);
    expect(others).toEqual([]);
    // The first to reach the server started it: its start and runner stay.
    expect(stored).toMatchObject({ id: onTablet, run_by: coachId, run_by_name: 'Laura Coach' });
    expect(Date.parse(String(stored?.started_at))).toBe(T0);
    const live = await server.database.db
      .select({ id: setLogs.id, logged_by: setLogs.logged_by })
      .from(setLogs)
      .where(and(eq(setLogs.session_id, onTablet), eq(setLogs.deleted, false)));
    expect(live.sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { id: byCoach, logged_by: coachId },
      { id: byClient, logged_by: personId },
    ]);
    expect((await phone.db.rejections.toArray()).map((rejection) => [rejection.error.code, rejection.args.reps])).toEqual([
      ['set_already_logged', 4],
    ]);
    for (const tab of [phone, coachTab]) {
      const [copy] = (await tab.records('workout-sessions')) as unknown as RecordOf<'workout-sessions'>[];
      expect(copy).toMatchObject({ id: onTablet, run_by: coachId, started_at: new Date(T0).toISOString() });
      expect(progressOf(steps, await logsOn(tab)).done.size).toBe(2);
      expect(await tab.pending()).toBe(0);
    }
  });

  it('a page killed right after a set loses nothing: the log and the rest are there when it opens again, and the log arrives', async () => {
    const sessionId = await startSession(phone.db, { client_id: clientId, workout, calendar_entry_id: entryId, now: T0, locale: 'en-US' });
    const logId = await logSet(phone.db, { id: sessionId, client_id: clientId }, steps[0]!, lift(5), T0 + 60_000);
    phone.close();
    const reopened = phone.device.tab();
    expect((await logsOn(reopened)).map((log) => log.id)).toEqual([logId]);
    expect(await playerState(reopened.db, sessionId)).toMatchObject({
      rest_after: steps[0]!.key,
      rest: { started_at: T0 + 60_000, duration_ms: 90_000 },
    });
    await reopened.sync();
    expect(await server.database.db.select({ id: setLogs.id }).from(setLogs).where(eq(setLogs.session_id, sessionId))).toEqual([
      { id: logId },
    ]);
  });
});
