import { readFileSync } from 'node:fs';
import { and, eq, inArray, isNull, max } from 'drizzle-orm';
import { v5 as uuidv5 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { blocksForWeek } from '@core/plans';
import type { FieldsOf } from '@core/records/index';
import { workoutFields, workoutPlanFields, type WorkoutBlock } from '@core/records/workouts';
import { appMeta, exercises, syncHistory, syncState, workoutPlans, workouts } from '../../server/db/schema/index';
import { LIBRARY_PROGRAMS, type LibraryPrograms } from '../../server/seed/data/library-programs';
import { bundledLibraryFile, readSeedJson } from '../../server/seed/files';
import {
  buildPlan,
  buildWorkout,
  exerciseSourceIds,
  LIBRARY_MARKER_KEY,
  libraryId,
  seedLibraryPrograms,
} from '../../server/seed/library-program-seed';
import { seedOnStart } from '../../server/seed/on-start';
import { rowToRecord } from '../../server/sync/rows';
import { addUser, signInAs } from '../helpers/auth';
import { newId, push } from '../helpers/sync';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Workout = FieldsOf<'workouts'>;
type Plan = FieldsOf<'workout-plans'>;

const workoutsOfPlan = (plan: Plan, byId: ReadonlyMap<string, Workout>) =>
  [...new Set(plan.days.map((day) => day.workout_id))].map((id) => byId.get(id));
const exerciseIdsOf = (workout: Pick<Workout, 'blocks'>) =>
  new Set(workout.blocks.flatMap((block) => block.items.map((item) => item.exercise_id)));

/** The items of `exerciseId` in a workout as week `week` of the plan prescribes them. */
function itemsInWeek(blocks: WorkoutBlock[], plan: Pick<Plan, 'progressions' | 'deload'>, week: number, exerciseId: string) {
  return blocksForWeek(blocks, plan, week).flatMap((block) => block.items.filter((item) => item.exercise_id === exerciseId));
}

/**
 * Checks a plan as a coach would trust it: its days name the given workouts, its progressions
 * name exercises those workouts train, and every progression has changed the prescription by week 3
 * (a rule whose sets have no load or reps to change would do nothing, silently).
 */
function expectCoherentPlan(plan: Plan, byId: ReadonlyMap<string, Workout>, nameOf: (exerciseId: string) => string): void {
  const planWorkouts = workoutsOfPlan(plan, byId);
  expect(planWorkouts.every(Boolean), `${plan.name}: every day names a library workout`).toBe(true);
  expect(plan.days.every((day) => day.week >= 1 && day.week <= plan.weeks)).toBe(true);
  expect(new Set(plan.days.map((day) => day.week)).size, `${plan.name}: every week has training`).toBe(plan.weeks);
  const trained = new Set(planWorkouts.flatMap((workout) => [...exerciseIdsOf(workout!)]));
  expect(plan.progressions.length).toBeGreaterThan(0);
  for (const rule of plan.progressions) {
    expect(
      trained.has(rule.exercise_id),
      `${plan.name}: the ${rule.kind} progression of ${nameOf(rule.exercise_id)} names an exercise its workouts train`,
    ).toBe(true);
    const changed = planWorkouts.some((workout) => {
      const alone = { progressions: [rule], deload: plan.deload };
      return (
        JSON.stringify(itemsInWeek(workout!.blocks, alone, 3, rule.exercise_id)) !==
        JSON.stringify(itemsInWeek(workout!.blocks, alone, 1, rule.exercise_id))
      );
    });
    expect(changed, `${plan.name}: the ${rule.kind} progression of ${nameOf(rule.exercise_id)} changes something by week 3`).toBe(true);
  }
}

describe('the library workouts and plans as defined', () => {
  const bundled = new Set((JSON.parse(readFileSync(bundledLibraryFile, 'utf8')) as { id: string }[]).map((exercise) => exercise.id));
  const latvian = readSeedJson('exercise-translations-lv.json') as Record<string, unknown>;
  // Stand-in ids: the real ones are the installation's, looked up at seed time.
  const fakeIds = new Map(exerciseSourceIds(LIBRARY_PROGRAMS).map((id) => [id, uuidv5(id, '00000000-0000-4000-8000-000000000000')]));

  it('name only exercises of the bundled library, each with a Latvian name', () => {
    const names = exerciseSourceIds(LIBRARY_PROGRAMS);
    expect(
      names.filter((id) => !bundled.has(id)),
      'not in free-exercise-db/exercises.json',
    ).toEqual([]);
    expect(
      names.filter((id) => !latvian[id]),
      'without a Latvian translation',
    ).toEqual([]);
  });

  it('build records that pass the shared schemas unchanged, with unique keys and ids', () => {
    const keys = [...LIBRARY_PROGRAMS.workouts, ...LIBRARY_PROGRAMS.plans].map((record) => record.key);
    expect(new Set(keys).size).toBe(keys.length);
    const built = LIBRARY_PROGRAMS.workouts.map((workout) => buildWorkout(workout, fakeIds));
    expect(built.filter((entry) => entry.missing)).toEqual([]);
    const records = built.map((entry) => entry.record!);
    for (const record of records) expect(workoutFields.parse(record)).toEqual(record);
    const inner = records.flatMap((record) => [
      record.id,
      ...record.blocks.flatMap((block) => [block.id, ...block.items.map((item) => item.id)]),
    ]);
    expect(new Set(inner).size).toBe(inner.length);
    const workoutIds = new Set(records.map((record) => record.id));
    for (const plan of LIBRARY_PROGRAMS.plans) {
      const entry = buildPlan(plan, fakeIds, workoutIds);
      expect(entry.missing, plan.key).toBeUndefined();
      expect(workoutPlanFields.parse(entry.record)).toEqual(entry.record);
    }
  });

  it('tell a plan whose workout or exercise is missing from a complete one', () => {
    const [plan] = LIBRARY_PROGRAMS.plans;
    expect(buildPlan(plan!, fakeIds, new Set()).missing).toMatch(/^workouts not in the library/);
    expect(buildWorkout(LIBRARY_PROGRAMS.workouts[0]!, new Map()).missing).toMatch(/^exercises not in the library: Barbell_Squat/);
  });
});

describe('a new installation’s library workouts and plans', () => {
  let t: TestApp;
  let byId: Map<string, Workout>;
  let plans: Map<string, Plan>;
  let sourceOf: Map<string, string>;

  const planOf = (key: string) => plans.get(libraryId(key))!;
  const workoutOf = (key: string) => byId.get(libraryId(key))!;
  const ownedRows = async () => ({
    workouts: await t.database.db.select().from(workouts).where(isNull(workouts.owner_id)),
    plans: await t.database.db.select().from(workoutPlans).where(isNull(workoutPlans.owner_id)),
  });
  const state = async () => {
    const rows = await ownedRows();
    return {
      version: (await t.database.db.select({ v: max(syncState.version) }).from(syncState))[0]?.v,
      records: [...rows.workouts, ...rows.plans].map((row) => `${row.id}@${row.version}${row.deleted ? ' deleted' : ''}`).sort(),
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    // As the server starts (server/main.ts): reference data, the bundled exercise library, then these.
    await seedOnStart(t.database.db, t.app.log);
    const rows = await ownedRows();
    byId = new Map(rows.workouts.map((row) => [row.id, rowToRecord(workouts, row) as unknown as Workout]));
    plans = new Map(rows.plans.map((row) => [row.id, rowToRecord(workoutPlans, row) as unknown as Plan]));
    const used = [...byId.values()].flatMap((workout) => [...exerciseIdsOf(workout)]);
    sourceOf = new Map(
      (
        await t.database.db.select({ id: exercises.id, source: exercises.source_id }).from(exercises).where(inArray(exercises.id, used))
      ).map((row) => [row.id, String(row.source)]),
    );
  });
  afterAll(() => t.close());

  it('has every defined workout and plan in the library, valid by the shared schemas exactly as stored, with Latvian names and descriptions', () => {
    expect([...byId.keys()].sort()).toEqual(LIBRARY_PROGRAMS.workouts.map((workout) => libraryId(workout.key)).sort());
    expect([...plans.keys()].sort()).toEqual(LIBRARY_PROGRAMS.plans.map((plan) => libraryId(plan.key)).sort());
    const strip = ({ version: _version, updated_at: _updated, ...fields }: Record<string, unknown>) => fields;
    for (const workout of byId.values()) {
      expect(workoutFields.parse(strip(workout))).toEqual(strip(workout));
      expect(workout.translations['lv-LV']?.name).toBeTruthy();
      expect(workout.translations['lv-LV']?.description).toBeTruthy();
      expect(workout.translations['lv-LV']?.name).not.toBe(workout.name);
    }
    for (const plan of plans.values()) {
      expect(workoutPlanFields.parse(strip(plan))).toEqual(strip(plan));
      expect(plan.translations['lv-LV']?.description).toBeTruthy();
    }
    expect(planOf('beginner-full-body').translations['lv-LV']?.name).toBe('Pilna ķermeņa treniņš iesācējiem');
    expect(planOf('upper-lower').translations['lv-LV']?.name).toBe('Augšdaļa/apakšdaļa');
    expect(planOf('five-by-five').translations['lv-LV']?.name).toBe('Spēka programma 5×5');
    expect(workoutOf('conditioning-circuit').translations['lv-LV']?.name).toBe('Kondīcijas aplis');
    // Every exercise is a live exercise of the bundled library.
    expect(sourceOf.size).toBe(new Set([...byId.values()].flatMap((workout) => [...exerciseIdsOf(workout)])).size);
  });

  it('wrote them through the sync write path: versions and history', async () => {
    const rows = await t.database.db.select({ id: workouts.id, version: workouts.version }).from(workouts).where(isNull(workouts.owner_id));
    expect(rows.map((row) => row.id)).toContain(libraryId('conditioning-circuit'));
    expect(rows.every((row) => row.version > 0)).toBe(true);
    const ids = [...byId.keys(), ...plans.keys()];
    const history = await t.database.db.select({ id: syncHistory.record_id }).from(syncHistory).where(inArray(syncHistory.record_id, ids));
    expect(new Set(history.map((row) => row.id))).toEqual(new Set(ids));
    const [marker] = await t.database.db.select().from(appMeta).where(eq(appMeta.key, LIBRARY_MARKER_KEY));
    expect(marker?.value).toMatchObject({ version: LIBRARY_PROGRAMS.version });
  });

  it('makes every plan coherent: its days name its workouts, its progressions their exercises, each changing something by week 3', () => {
    for (const plan of plans.values()) expectCoherentPlan(plan, byId, (id) => sourceOf.get(id) ?? id);
  });

  it('has a beginner full body plan: Monday, Wednesday, Friday for 8 weeks, A and B taking turns, loads added weekly from an empty bar', () => {
    const plan = planOf('beginner-full-body');
    expect(plan).toMatchObject({ weeks: 8, deload: null });
    expect(plan.days).toHaveLength(24);
    expect(new Set(plan.days.map((day) => day.day))).toEqual(new Set([1, 3, 5]));
    const order = plan.days.map((day) => day.workout_id);
    expect(new Set(order)).toEqual(new Set([libraryId('beginner-full-body-a'), libraryId('beginner-full-body-b')]));
    expect(order.every((id, index) => index === 0 || id !== order[index - 1])).toBe(true);
    expect(plan.progressions.every((rule) => rule.kind === 'load_kg')).toBe(true);
    const squat = workoutOf('beginner-full-body-a').blocks[0]!.items.find((item) => sourceOf.get(item.exercise_id) === 'Barbell_Squat')!;
    expect(squat.sets[0]).toMatchObject({ load_kg: 20 });
    expect(itemsInWeek(workoutOf('beginner-full-body-a').blocks, plan, 8, squat.exercise_id)[0]?.sets[0]?.load_kg).toBe(37.5);
    const bodyweight = [...exerciseIdsOf(workoutOf('beginner-full-body-a')), ...exerciseIdsOf(workoutOf('beginner-full-body-b'))].filter(
      (id) =>
        [workoutOf('beginner-full-body-a'), workoutOf('beginner-full-body-b')].some((workout) =>
          workout.blocks.some((block) =>
            block.items.some((item) => item.exercise_id === id && item.sets.every((set) => set.load_kg === null)),
          ),
        ),
    );
    expect(bodyweight.length).toBeGreaterThanOrEqual(4);
  });

  it('has an upper/lower plan: four days a week for 8 weeks, a deload at 60 % every 4th week, reps and percentage progressions', () => {
    const plan = planOf('upper-lower');
    expect(plan).toMatchObject({ weeks: 8, deload: { every_weeks: 4, percent: 60 } });
    expect(plan.days).toHaveLength(32);
    for (let week = 1; week <= 8; week++) expect(plan.days.filter((day) => day.week === week).map((day) => day.day)).toEqual([1, 2, 4, 5]);
    expect(new Set(plan.progressions.map((rule) => rule.kind))).toEqual(new Set(['load_percent', 'reps']));
    // Romanian deadlift: 8, 10, 12 reps, the deload week lighter, then 8 again with 2.5 kg more.
    const lower = workoutOf('upper-lower-lower-a').blocks;
    const rdl = lower[0]!.items.find((item) => sourceOf.get(item.exercise_id) === 'Romanian_Deadlift')!.exercise_id;
    const week = (n: number) => itemsInWeek(lower, plan, n, rdl)[0]!.sets[0]!;
    expect([1, 2, 3, 5].map((n) => [week(n).reps, week(n).load_kg])).toEqual([
      [8, 60],
      [10, 60],
      [12, 60],
      [8, 62.5],
    ]);
    expect(week(4).load_kg).toBeLessThan(week(3).load_kg!);
  });

  it('has a 5×5 plan: 12 weeks of three days, two workouts taking turns, the squat in every session, crediting the programme it follows', () => {
    const plan = planOf('five-by-five');
    expect(plan).toMatchObject({ weeks: 12, deload: null });
    expect(plan.days).toHaveLength(36);
    expect(new Set(plan.days.map((day) => day.workout_id)).size).toBe(2);
    for (const day of plan.days) {
      const squat = byId
        .get(day.workout_id)!
        .blocks.flatMap((block) => block.items)
        .find((item) => sourceOf.get(item.exercise_id) === 'Barbell_Squat');
      expect(
        squat?.sets.map((set) => set.reps),
        `week ${day.week} day ${day.day}`,
      ).toEqual([5, 5, 5, 5, 5]);
    }
    expect(plan.progressions.every((rule) => rule.kind === 'load_kg')).toBe(true);
    expect(plan.description).toMatch(/StrongLifts 5×5/);
    expect(plan.description).toMatch(/Bill Starr/);
    expect(plan.translations['lv-LV']?.description).toMatch(/StrongLifts 5×5/);
  });

  it('has conditioning workouts with a superset, a circuit in rounds and timed intervals', () => {
    const kinds = (key: string) => workoutOf(key).blocks.map((block) => block.kind);
    expect(kinds('supersets-arms-core').every((kind) => kind === 'superset')).toBe(true);
    expect(workoutOf('supersets-arms-core').blocks.every((block) => block.items.length === 2)).toBe(true);
    expect(workoutOf('conditioning-circuit').blocks.find((block) => block.kind === 'circuit')).toMatchObject({
      rounds: 4,
      rest_seconds: 90,
    });
    const intervals = workoutOf('tabata-style-intervals').blocks.filter((block) => block.kind === 'interval');
    expect(intervals.length).toBeGreaterThan(0);
    for (const block of intervals) expect(block).toMatchObject({ rounds: 4, work_seconds: 20, rest_seconds: 10 });
    const inPlans = new Set([...plans.values()].flatMap((plan) => plan.days.map((day) => day.workout_id)));
    expect(['conditioning-circuit', 'tabata-style-intervals', 'supersets-arms-core'].some((key) => inPlans.has(libraryId(key)))).toBe(
      false,
    );
  });

  it('changes nothing when the seed runs again', async () => {
    const before = await state();
    await seedOnStart(t.database.db, t.app.log);
    expect(await seedLibraryPrograms(t.database.db, t.app.log)).toBeUndefined();
    expect(await state()).toEqual(before);
  });

  it('with a newer version updates what nobody touched, keeps an admin’s edit and delete, adds new records and skips what it cannot build', async () => {
    await addUser(t.database.db, { email: 'library-admin@example.com', roleId: 1 });
    const admin = await signInAs(t.app, 'library-admin@example.com');
    const edited = libraryId('tabata-style-intervals');
    const deleted = libraryId('beginner-full-body');
    const answer = await push(t.app, admin.accessToken, newId(), [
      { id: 1, name: 'workouts.patch', args: { id: edited, changes: { name: 'Our Tabata' } } },
      { id: 2, name: 'workout-plans.delete', args: { id: deleted } },
    ]);
    expect(answer.results.map((result) => result.status)).toEqual(['applied', 'applied']);
    const [tombstone] = await t.database.db.select().from(workoutPlans).where(eq(workoutPlans.id, deleted));
    const [untouched] = await t.database.db
      .select()
      .from(workouts)
      .where(eq(workouts.id, libraryId('five-by-five-a')));

    const bumped: LibraryPrograms = {
      version: LIBRARY_PROGRAMS.version + 1,
      workouts: [
        ...LIBRARY_PROGRAMS.workouts.map((workout) => ({
          ...workout,
          en: { ...workout.en, description: `${workout.en.description} Revised.` },
        })),
        {
          key: 'test-new-workout',
          en: { name: 'New', description: 'Added later.' },
          lv: { name: 'Jauns', description: 'Pievienots vēlāk.' },
          blocks: [{ kind: 'straight', items: [{ exercise: 'Plank', sets: [{ duration_seconds: 60 }] }] }],
        },
        {
          key: 'test-missing-exercise',
          en: { name: 'Gone', description: 'x' },
          lv: { name: 'Nav', description: 'x' },
          blocks: [{ kind: 'straight', items: [{ exercise: 'No_Such_Exercise', sets: [{ reps: 5 }] }] }],
        },
      ],
      plans: [
        ...LIBRARY_PROGRAMS.plans.map((plan) => ({ ...plan, en: { ...plan.en, description: `${plan.en.description} Revised.` } })),
        {
          key: 'test-plan-of-missing',
          en: { name: 'Plan', description: 'x' },
          lv: { name: 'Plāns', description: 'x' },
          weeks: 1,
          days: [{ week: 1, day: 1, workout: 'test-missing-exercise' }],
          progressions: [],
          deload: null,
        },
      ],
    };
    const log = { info: vi.fn(), warn: vi.fn() };
    const report = await seedLibraryPrograms(t.database.db, log, bumped);
    const others = [...LIBRARY_PROGRAMS.workouts, ...LIBRARY_PROGRAMS.plans]
      .map((record) => record.key)
      .filter((key) => key !== 'tabata-style-intervals' && key !== 'beginner-full-body');
    expect(report?.created).toEqual(['test-new-workout']);
    expect([...(report?.updated ?? [])].sort()).toEqual(others.sort());
    expect(report?.kept).toEqual([
      { key: 'tabata-style-intervals', reason: 'edited' },
      { key: 'beginner-full-body', reason: 'deleted' },
    ]);
    expect(report?.skipped.map((entry) => entry.key)).toEqual(['test-missing-exercise', 'test-plan-of-missing']);
    const warned = log.warn.mock.calls.map(([entry]) => entry as { key: string; reason: string });
    expect(warned.find((entry) => entry.key === 'test-missing-exercise')?.reason).toMatch(/No_Such_Exercise/);

    const [tabata] = await t.database.db.select().from(workouts).where(eq(workouts.id, edited));
    expect(tabata?.name).toBe('Our Tabata');
    expect(tabata?.description).not.toMatch(/Revised\.$/);
    const [stillDeleted] = await t.database.db.select().from(workoutPlans).where(eq(workoutPlans.id, deleted));
    expect(stillDeleted).toMatchObject({ deleted: true, version: tombstone!.version });
    const [updated] = await t.database.db
      .select()
      .from(workouts)
      .where(eq(workouts.id, libraryId('five-by-five-a')));
    expect(updated?.description).toMatch(/Revised\.$/);
    expect(updated!.version).toBeGreaterThan(untouched!.version);
    expect(updated?.blocks).toEqual(untouched?.blocks);
    // The admin's edit carries the admin's id in the history; the seed's writes carry none.
    const writers = await t.database.db
      .select({ user: syncHistory.user_id })
      .from(syncHistory)
      .where(and(eq(syncHistory.record_id, libraryId('five-by-five-a')), eq(syncHistory.entity, 'workouts')));
    expect(writers.every((row) => row.user === null)).toBe(true);

    // Applied once: the same definitions again change nothing.
    const before = await state();
    expect(await seedLibraryPrograms(t.database.db, log, bumped)).toBeUndefined();
    expect(await state()).toEqual(before);
  });
});
