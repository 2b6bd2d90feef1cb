import { count, eq, isNull, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITY_FIELDS, SYNC_META_FIELDS, type EntityName } from '@core/records/index';
import { BLOCK_KINDS, type WorkoutBlock } from '@core/records/workouts';
import { workoutSteps } from '@core/training/sequence';
import {
  calendarEntries,
  clients,
  comments,
  exercises,
  setLogs,
  syncState,
  users,
  workoutPlans,
  workouts,
  workoutSessions,
} from '../../server/db/schema/index';
import { LIBRARY_PROGRAMS } from '../../server/seed/data/library-programs';
import { libraryId } from '../../server/seed/library-program-seed';
import { seedOnStart } from '../../server/seed/on-start';
import { demoSchedule } from '../../server/services/demo-training';
import { DEMO_PASSWORD, seedDemo } from '../../server/services/seed-demo';
import { rowToRecord } from '../../server/sync/rows';
import { signInAs } from '../helpers/auth';
import { newId, pullAll } from '../helpers/sync';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Today in Riga, computed without the code under test. */
const rigaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Riga' }).format(new Date());
const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The library workouts and plans every installation ships (server/seed/library-program-seed.ts), not the demo's. */
const shipped = new Set([...LIBRARY_PROGRAMS.workouts, ...LIBRARY_PROGRAMS.plans].map((record) => libraryId(record.key)));
const demoOnly = <T extends { id: string }>(rows: T[]) => rows.filter((row) => !shipped.has(row.id));

const LATVIAN_NAMES = [
  'Intervāli 40/20',
  'Spēks A: pietupiens, spiešana guļus, vilkme priekšliecē',
  'Supersērijas: augšķermenis un kājas',
  'Visa ķermeņa aplis',
];

/** A record passes the shared schema exactly as it is: the device would store it unchanged. */
function expectValid(entity: EntityName, record: Record<string, unknown>): void {
  const fields = Object.fromEntries(Object.entries(record).filter(([field]) => !(SYNC_META_FIELDS as readonly string[]).includes(field)));
  expect(ENTITY_FIELDS[entity].parse(fields), `${entity} ${String(record.id)}`).toEqual(fields);
}

describe('the demo training', () => {
  let t: TestApp;
  let coachId: string;
  let clientRecordId: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedOnStart(t.database.db, t.app.log);
    await seedDemo(t.database.db);
    const [coach] = await t.database.db.select().from(users).where(eq(users.email, 'coach@example.com'));
    const [client] = await t.database.db.select().from(users).where(eq(users.email, 'client@example.com'));
    const [record] = await t.database.db.select().from(clients).where(eq(clients.user_id, client!.id));
    coachId = coach!.id;
    clientRecordId = record!.id;
  });
  afterAll(() => t.close());

  it('has library workouts covering every block kind with real prescriptions, each valid by the shared schema', async () => {
    const library = demoOnly(await t.database.db.select().from(workouts).where(isNull(workouts.owner_id)));
    expect(library).toHaveLength(4);
    const blocks: WorkoutBlock[] = library.flatMap((row) => row.blocks);
    expect(new Set(blocks.map((block) => block.kind))).toEqual(new Set(BLOCK_KINDS));
    for (const row of library) expectValid('workouts', rowToRecord(workouts, row));

    const [squat] = await t.database.db.select().from(exercises).where(eq(exercises.source_id, 'Barbell_Squat'));
    const squatSets = blocks.flatMap((block) => block.items).find((item) => item.exercise_id === squat!.id)?.sets;
    expect(squatSets).toHaveLength(5);
    expect(squatSets?.[0]).toMatchObject({ reps: 5, load_kg: 60, rest_seconds: 120 });
    expect(blocks.find((block) => block.kind === 'superset')?.items).toHaveLength(2);
    expect(blocks.find((block) => block.kind === 'circuit')).toMatchObject({ rounds: 4, rest_seconds: 60 });
    expect(blocks.find((block) => block.kind === 'interval')).toMatchObject({ rounds: 4, work_seconds: 40, rest_seconds: 20 });
    // Every exercise is a live library exercise.
    const ids = blocks.flatMap((block) => block.items.map((item) => item.exercise_id));
    const known = await t.database.db.select({ id: exercises.id, owner: exercises.owner_id, deleted: exercises.deleted }).from(exercises);
    for (const id of ids) expect(known.find((exercise) => exercise.id === id)).toMatchObject({ owner: null, deleted: false });
  });

  it('gives the demo coach Latvian copies of the workouts and a plan in each language', async () => {
    const own = await t.database.db.select().from(workouts).where(eq(workouts.owner_id, coachId));
    expect(own.map((row) => row.name).sort()).toEqual(LATVIAN_NAMES);
    for (const row of own) expectValid('workouts', rowToRecord(workouts, row));
    const plans = demoOnly(await t.database.db.select().from(workoutPlans));
    expect(plans.map((plan) => plan.owner_id).sort()).toEqual([coachId, null].sort());
    for (const plan of plans) {
      expectValid('workout-plans', rowToRecord(workoutPlans, plan));
      expect(plan.days).toHaveLength(12);
    }
  });

  it('names and describes the library workouts and plan in Latvian for a Latvian reader, as the bundled library does', async () => {
    const library = demoOnly(await t.database.db.select().from(workouts).where(isNull(workouts.owner_id)));
    expect(library.map((row) => row.translations['lv-LV']?.name).sort()).toEqual(LATVIAN_NAMES);
    for (const row of library) expect(row.translations['lv-LV']?.description).toMatch(/[āēīūčšžņļķģ]/);
    const plans = demoOnly(await t.database.db.select().from(workoutPlans).where(isNull(workoutPlans.owner_id)));
    expect(plans.map((row) => row.translations['lv-LV']?.name)).toEqual(['Četru nedēļu sākums: trīs dienas nedēļā']);
    expect(plans[0]?.translations['lv-LV']?.description).toMatch(/^Pirmdiena, trešdiena un piektdiena/);
  });

  it('schedules the demo client a workout today (Europe/Riga), about three a week for four weeks, and eight weeks of history before: done, cut short, skipped with a reason, missed', async () => {
    const today = rigaToday();
    const entries = await t.database.db.select().from(calendarEntries).where(eq(calendarEntries.client_id, clientRecordId));
    for (const entry of entries) {
      expectValid('calendar-entries', rowToRecord(calendarEntries, entry));
      expect(entry.coach_id).toBe(coachId);
      expect(entry.workout_id).not.toBeNull();
    }
    expect(entries.filter((entry) => entry.date === today)).toMatchObject([{ status: 'planned', time: '18:00' }]);
    for (let week = 0; week < 4; week++) {
      const inWeek = entries.filter((entry) => entry.date >= plusDays(today, 7 * week) && entry.date < plusDays(today, 7 * week + 7));
      expect(inWeek.map((entry) => entry.status)).toEqual(['planned', 'planned', 'planned']);
    }
    const past = entries.filter((entry) => entry.date < today);
    const counted = (status: string) => past.filter((entry) => entry.status === status).length;
    expect([counted('completed'), counted('partial'), counted('skipped'), counted('missed')]).toEqual([18, 2, 2, 2]);
    expect(past.every((entry) => entry.date >= plusDays(today, -7 * 9))).toBe(true);
    expect(past.filter((entry) => entry.status === 'skipped').every((entry) => entry.notes !== null)).toBe(true);
    // Each workout comes round in turn.
    expect(new Set(entries.map((entry) => entry.workout_id)).size).toBe(4);

    const sessions = await t.database.db.select().from(workoutSessions).where(eq(workoutSessions.client_id, clientRecordId));
    const trained = past.filter((entry) => entry.status === 'completed' || entry.status === 'partial');
    expect(sessions.map((session) => session.calendar_entry_id).sort()).toEqual(trained.map((entry) => entry.id).sort());
    const firstSetLoads: { workout: string | null; started: string; kg: number | null }[] = [];
    for (const session of sessions) {
      expectValid('workout-sessions', rowToRecord(workoutSessions, session));
      expect(session.finished_at).not.toBeNull();
      const logs = await t.database.db.select().from(setLogs).where(eq(setLogs.session_id, session.id));
      const steps = workoutSteps(session.prescription.blocks);
      const partial = trained.find((entry) => entry.id === session.calendar_entry_id)?.status === 'partial';
      // A session cut short logged half its sets; the others all of them.
      expect(logs.length).toBe(partial ? Math.ceil(steps.length / 2) : steps.length);
      for (const log of logs) expectValid('set-logs', rowToRecord(setLogs, log));
      const [opening] = steps;
      const first =
        opening && logs.find((log) => log.block_id === opening.block_id && log.item_id === opening.item_id && log.set_index === 0);
      firstSetLoads.push({ workout: session.workout_id, started: session.started_at, kg: first?.weight_kg ?? null });
    }
    // The strength day (a barbell first) got heavier week by week: there is progress to chart and records to show.
    const strength = firstSetLoads
      .filter((load) => load.workout === firstSetLoads.find((any) => (any.kg ?? 0) >= 30)?.workout)
      .sort((a, b) => a.started.localeCompare(b.started));
    const loads = strength.map((load) => load.kg ?? 0);
    expect(loads.length).toBeGreaterThan(3);
    expect(loads.every((kg, index) => index === 0 || kg > (loads[index - 1] ?? kg))).toBe(true);

    // The coach's word on a set of the latest strength day, and the client's answer.
    const said = await t.database.db.select().from(comments).where(eq(comments.client_id, clientRecordId)).orderBy(comments.id);
    expect(said.map((comment) => [comment.author_id === coachId ? 'coach' : 'client', comment.set_log_id !== null])).toEqual([
      ['coach', true],
      ['client', true],
    ]);
    const latest = strength.at(-1);
    expect(sessions.find((session) => session.id === said[0]?.session_id)?.started_at).toBe(latest?.started);
    for (const comment of said) expectValid('comments', rowToRecord(comments, comment));
  });

  it('reaches the demo client in a sync pull: the calendar, its workouts and the history, all valid', async () => {
    const session = await signInAs(t.app, 'client@example.com', DEMO_PASSWORD);
    const { pages } = await pullAll(t.app, session.accessToken, newId(), null);
    const changes = pages.flatMap((page) => page.changes);
    for (const change of changes) expectValid(change.entity as EntityName, change.data ?? {});
    const ids = (entity: string) => new Set(changes.filter((change) => change.entity === entity).map((change) => change.id));

    const entries = await t.database.db.select().from(calendarEntries).where(eq(calendarEntries.client_id, clientRecordId));
    expect(ids('calendar-entries')).toEqual(new Set(entries.map((entry) => entry.id)));
    expect(changes.find((change) => change.entity === 'calendar-entries' && change.data?.date === rigaToday())).toBeDefined();
    const library = demoOnly(await t.database.db.select({ id: workouts.id }).from(workouts).where(isNull(workouts.owner_id)));
    expect(ids('workouts')).toEqual(new Set(library.map((row) => row.id)));
    expect(ids('workout-sessions').size).toBe(20);
    const [logs] = await t.database.db.select({ n: count() }).from(setLogs).where(eq(setLogs.client_id, clientRecordId));
    expect(ids('set-logs').size).toBe(logs!.n);
  });

  it('reaches the demo coach too: library and own workouts, both plans, the client’s calendar', async () => {
    const session = await signInAs(t.app, 'coach@example.com', DEMO_PASSWORD);
    const { pages } = await pullAll(t.app, session.accessToken, newId(), null);
    const changes = pages.flatMap((page) => page.changes);
    const countOf = (entity: string) => changes.filter((change) => change.entity === entity).length;
    expect(countOf('workouts')).toBe(8 + LIBRARY_PROGRAMS.workouts.length);
    expect(countOf('workout-plans')).toBe(2 + LIBRARY_PROGRAMS.plans.length);
    expect(countOf('calendar-entries')).toBe(24 + 12);
  });

  it('creates nothing when seeding runs again', async () => {
    const snapshot = async () => ({
      version: (await t.database.db.select({ v: max(syncState.version) }).from(syncState))[0]?.v,
      workouts: (await t.database.db.select({ n: count() }).from(workouts))[0]?.n,
      entries: (await t.database.db.select({ n: count() }).from(calendarEntries))[0]?.n,
    });
    const before = await snapshot();
    expect(await seedDemo(t.database.db)).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('the demo schedule', () => {
  it('puts a workout on the day itself, then every other day three times a week, with eight weeks of history before this one', () => {
    // A Sunday, and the day summer time starts in Riga.
    const schedule = demoSchedule('2026-03-29');
    const past = schedule.filter((entry) => entry.date < '2026-03-29');
    expect(past).toHaveLength(24);
    expect(past.slice(0, 3).map((entry) => entry.date)).toEqual(['2026-01-26', '2026-01-28', '2026-01-30']);
    expect(past.slice(-3).map((entry) => entry.date)).toEqual(['2026-03-16', '2026-03-18', '2026-03-20']);
    expect(schedule.filter((entry) => entry.date >= '2026-03-29').map((entry) => entry.date)).toEqual([
      ...['2026-03-29', '2026-03-31', '2026-04-02', '2026-04-05', '2026-04-07', '2026-04-09'],
      ...['2026-04-12', '2026-04-14', '2026-04-16', '2026-04-19', '2026-04-21', '2026-04-23'],
    ]);
    expect(schedule.find((entry) => entry.date === '2026-03-29')).toMatchObject({ status: 'planned', workout: 0 });
    // The workouts come round in turn, the day itself on the strength day.
    expect(schedule.map((entry) => entry.workout)).toEqual(Array.from({ length: 36 }, (_, index) => index % 4));
  });
});

describe('the demo without the exercise library', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('fails naming the missing exercises, and leaves no account behind for the next start to skip', async () => {
    await expect(seedDemo(t.database.db)).rejects.toThrow(/not in the exercise library: Barbell_Squat, .*server\/seed\/on-start\.ts/);
    expect((await t.database.db.select({ n: count() }).from(users))[0]?.n).toBe(0);
  });
});
