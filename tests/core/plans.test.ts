import { describe, expect, it } from 'vitest';
import { expandWith, type ExpansionSource } from '@sync/mutations';
import {
  assignedEntryId,
  assignmentEntries,
  assignmentWeek,
  blocksForWeek,
  loadingSpared,
  nextMonday,
  planDayDate,
  progressedSets,
  progressionSteps,
  substitutesFor,
} from '@core/plans';
import { calendarEntryFields } from '@core/records/calendar';
import { idSchema } from '@core/records/common';
import type { FieldsOf } from '@core/records/index';
import { progressionSchema, workoutPlanFields, type PrescribedSet, type Progression } from '@core/records/workouts';

const SQUAT = '0190a0b0-0000-7000-8000-000000000001';
const PRESS = '0190a0b0-0000-7000-8000-000000000002';
const ASSIGNMENT = '0190a0b0-0000-7000-8000-00000000a000';

const set = (reps: number | null, load_kg: number | null, extra: Partial<PrescribedSet> = {}): PrescribedSet => ({
  reps,
  reps_max: null,
  load_kg,
  duration_seconds: null,
  distance_m: null,
  rest_seconds: 90,
  tempo: null,
  rpe: null,
  ...extra,
});
const rule = (value: Omit<Partial<Progression>, 'kind'> & Pick<Progression, 'kind' | 'amount'>): Progression =>
  progressionSchema.parse({ exercise_id: SQUAT, ...value });
const loads = (sets: PrescribedSet[]) => sets.map((one) => one.load_kg);

describe('[G1] the dates of a plan', () => {
  it('week 1 is the Monday week holding the start date; day 1 is Monday, day 7 Sunday', () => {
    expect(planDayDate('2026-11-30', 1, 1)).toBe('2026-11-30');
    expect(planDayDate('2026-11-30', 1, 7)).toBe('2026-12-06');
    expect(planDayDate('2026-11-30', 3, 3)).toBe('2026-12-16');
    // Started on a Thursday: the plan's Monday is that week's Monday.
    expect(planDayDate('2026-12-03', 1, 1)).toBe('2026-11-30');
  });

  it('counts calendar days across the clock changes (Riga: last Sundays of March and October)', () => {
    expect(planDayDate('2027-03-22', 2, 1)).toBe('2027-03-29');
    expect(planDayDate('2027-03-22', 1, 7)).toBe('2027-03-28');
    expect(planDayDate('2026-10-19', 2, 1)).toBe('2026-10-26');
  });

  it('the next Monday is the default start, a week ahead when today is Monday', () => {
    expect(nextMonday('2026-11-24')).toBe('2026-11-30');
    expect(nextMonday('2026-11-30')).toBe('2026-12-07');
    expect(nextMonday('2026-11-29')).toBe('2026-11-30');
  });

  it('[G5] week x of y counts Monday weeks from week 1', () => {
    expect(assignmentWeek('2026-11-30', '2026-11-29')).toBe(0);
    expect(assignmentWeek('2026-11-30', '2026-11-30')).toBe(1);
    expect(assignmentWeek('2026-11-30', '2026-12-06')).toBe(1);
    expect(assignmentWeek('2026-12-02', '2026-12-07')).toBe(2);
  });
});

describe('[G2][G3] progression', () => {
  it('load_kg adds its kilograms each week', () => {
    expect(loads(progressedSets([set(5, 60)], [rule({ kind: 'load_kg', amount: 2.5 })], 4, null))).toEqual([67.5]);
  });

  it('load_percent adds a share of week 1, rounded to half a kilogram', () => {
    expect(loads(progressedSets([set(5, 61)], [rule({ kind: 'load_percent', amount: 5 })], 3, null))).toEqual([67]);
  });

  it('reps climb to the ceiling, then start again with more load', () => {
    const reps = rule({ kind: 'reps', amount: 2, ceiling: 12, load_step_kg: 5 });
    const weeks = [1, 2, 3, 4, 5, 6].map((week) => progressedSets([set(8, 20, { reps_max: 10 })], [reps], week, null)[0]);
    expect(weeks.map((one) => [one?.reps, one?.reps_max, one?.load_kg])).toEqual([
      [8, 10, 20],
      [10, 12, 20],
      [12, 14, 20],
      [8, 10, 25],
      [10, 12, 25],
      [12, 14, 25],
    ]);
  });

  it('sets are added as copies of the last set, up to the ceiling', () => {
    const sets = rule({ kind: 'sets', amount: 1, ceiling: 5 });
    expect(progressedSets([set(5, 60), set(5, 70)], [sets], 3, null).map((one) => one.load_kg)).toEqual([60, 70, 70, 70]);
    expect(progressedSets([set(5, 60)], [sets], 10, null)).toHaveLength(5);
  });

  it('a set without a load keeps none under a load rule', () => {
    expect(progressedSets([set(10, null)], [rule({ kind: 'load_kg', amount: 5 })], 5, null)).toEqual([set(10, null)]);
  });

  it('a deload week lightens the loads and does not count as a step', () => {
    const deload = { every_weeks: 4, percent: 60 };
    expect(progressionSteps(4, deload)).toBe(3);
    expect(progressionSteps(5, deload)).toBe(3);
    const plus = [rule({ kind: 'load_kg', amount: 5 })];
    expect([1, 2, 3, 4, 5].map((week) => progressedSets([set(5, 100)], plus, week, deload)[0]?.load_kg)).toEqual([100, 105, 110, 69, 115]);
  });

  it('applies only the rules of each exercise, in blocks', () => {
    const blocks = [
      {
        id: ASSIGNMENT,
        kind: 'straight' as const,
        name: null,
        rounds: null,
        work_seconds: null,
        rest_seconds: null,
        items: [
          { id: SQUAT, exercise_id: SQUAT, notes: null, sets: [set(5, 100)] },
          { id: PRESS, exercise_id: PRESS, notes: null, sets: [set(5, 40)] },
        ],
      },
    ];
    const week3 = blocksForWeek(blocks, { progressions: [rule({ kind: 'load_kg', amount: 5 })], deload: null }, 3);
    expect(week3[0]?.items.map((item) => item.sets[0]?.load_kg)).toEqual([110, 40]);
  });

  it('refuses rules a coach could not mean', () => {
    expect(progressionSchema.safeParse({ exercise_id: SQUAT, kind: 'reps', amount: 1 }).success).toBe(false);
    expect(progressionSchema.safeParse({ exercise_id: SQUAT, kind: 'sets', amount: 1.5 }).success).toBe(false);
    expect(progressionSchema.safeParse({ exercise_id: SQUAT, kind: 'load_kg', amount: 0 }).success).toBe(false);
    const twice = {
      id: ASSIGNMENT,
      name: 'P',
      weeks: 2,
      progressions: [
        { exercise_id: SQUAT, kind: 'load_kg', amount: 1 },
        { exercise_id: SQUAT, kind: 'load_kg', amount: 2 },
      ],
    };
    expect(workoutPlanFields.safeParse(twice).success).toBe(false);
  });
});

type Plan = FieldsOf<'workout-plans'>;
type Workout = FieldsOf<'workouts'>;
const workout: Workout = {
  id: '0190a0b0-0000-7000-8000-0000000000f1',
  owner_id: null,
  name: 'Legs',
  description: null,
  translations: {},
  blocks: [
    {
      id: '0190a0b0-0000-7000-8000-0000000000b1',
      kind: 'straight',
      name: null,
      rounds: null,
      work_seconds: null,
      rest_seconds: null,
      items: [{ id: '0190a0b0-0000-7000-8000-0000000000c1', exercise_id: SQUAT, notes: null, sets: [set(5, 100)] }],
    },
  ],
};
const plan: Plan = workoutPlanFields.parse({
  id: '0190a0b0-0000-7000-8000-0000000000e1',
  name: 'Three weeks',
  weeks: 3,
  days: [1, 2, 3].flatMap((week) => [
    { week, day: 1, workout_id: workout.id, time: '18:00' },
    { week, day: 4, workout_id: workout.id },
  ]),
  progressions: [{ exercise_id: SQUAT, kind: 'load_kg', amount: 5 }],
});
const assignment: FieldsOf<'plan-assignments'> = {
  id: ASSIGNMENT,
  coach_id: null,
  plan_id: plan.id,
  client_id: '0190a0b0-0000-7000-8000-0000000000d1',
  start_date: '2026-11-30',
  status: 'active',
  substitutions: [],
};

describe('[G4] an assignment’s entries', () => {
  it('one per plan day, with its week’s prescription and ids both sides derive alike', () => {
    const entries = assignmentEntries(assignment, plan, new Map([[workout.id, workout]]));
    expect(entries.map((entry) => [entry.date, entry.time])).toEqual([
      ['2026-11-30', '18:00'],
      ['2026-12-03', null],
      ['2026-12-07', '18:00'],
      ['2026-12-10', null],
      ['2026-12-14', '18:00'],
      ['2026-12-17', null],
    ]);
    expect(entries.map((entry) => entry.prescription?.[0]?.items[0]?.sets[0]?.load_kg ?? null)).toEqual([null, null, 105, 105, 110, 110]);
    expect(entries.map((entry) => entry.id)).toEqual(entries.map((_entry, index) => assignedEntryId(ASSIGNMENT, index)));
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    for (const entry of entries) expect(idSchema.safeParse(entry.id).success).toBe(true);
  });

  it('a plan started mid-week leaves out the days before the start date', () => {
    const entries = assignmentEntries({ ...assignment, start_date: '2026-12-02' }, plan, new Map([[workout.id, workout]]));
    expect(entries.map((entry) => entry.date)).toEqual(['2026-12-03', '2026-12-07', '2026-12-10', '2026-12-14', '2026-12-17']);
    // The ids stay those of the plan's days, whichever were left out.
    expect(entries[0]?.id).toBe(assignedEntryId(ASSIGNMENT, 1));
  });

  it('[G7] a substitution swaps the exercise for the client and keeps the week’s sets', () => {
    const entries = assignmentEntries(
      { ...assignment, substitutions: [{ exercise_id: SQUAT, substitute_id: PRESS }] },
      plan,
      new Map([[workout.id, workout]]),
    );
    const items = entries.map((entry) => entry.prescription?.[0]?.items[0]);
    expect(items.map((item) => item?.exercise_id)).toEqual(Array.from({ length: 6 }, () => PRESS));
    expect(items.map((item) => item?.sets[0]?.load_kg)).toEqual([100, 100, 105, 105, 110, 110]);
  });

  it('clients given one plan at once each get their own substitutions, and a workout read anew gets its own loads', () => {
    const workouts = new Map([[workout.id, workout]]);
    const exercises = (entries: ReturnType<typeof assignmentEntries>) =>
      entries.map((entry) => entry.prescription?.[0]?.items[0]?.exercise_id ?? null);
    const loads = (entries: ReturnType<typeof assignmentEntries>) =>
      entries.map((entry) => entry.prescription?.[0]?.items[0]?.sets[0]?.load_kg ?? null);
    expect(
      exercises(assignmentEntries({ ...assignment, substitutions: [{ exercise_id: SQUAT, substitute_id: PRESS }] }, plan, workouts)),
    ).toEqual(Array.from({ length: 6 }, () => PRESS));
    expect(exercises(assignmentEntries(assignment, plan, workouts))).toEqual([null, null, SQUAT, SQUAT, SQUAT, SQUAT]);
    const [block] = workout.blocks;
    const [item] = block?.items ?? [];
    if (!block || !item) throw new Error('the workout has one block of one exercise');
    const heavier = { ...workout, blocks: [{ ...block, items: [{ ...item, sets: [set(5, 120)] }] }] };
    expect(loads(assignmentEntries(assignment, plan, new Map([[workout.id, heavier]])))).toEqual([null, null, 125, 125, 130, 130]);
  });

  it('ids wrap within the last 48 bits and stay valid', () => {
    expect(assignedEntryId('0190a0b0-0000-7000-8000-ffffffffffff', 0)).toBe('0190a0b0-0000-7000-8000-000000000000');
  });
});

/** A source over records in memory, standing for the device's or the server's copy. */
function memorySource(entries: FieldsOf<'calendar-entries'>[], current = assignment): ExpansionSource {
  return {
    plan: async (id) => (id === plan.id ? plan : undefined),
    workouts: async (ids) => (ids.includes(workout.id) ? [workout] : []),
    assignment: async (id) => (id === current.id ? current : undefined),
    assignmentEntries: async () => entries,
  };
}

describe('[G4][G6] the plan operations expand from what the writer has', () => {
  const entries = assignmentEntries(assignment, plan, new Map([[workout.id, workout]])).map((entry, index) => ({
    coach_id: null,
    duration_minutes: null,
    title: null,
    notes: null,
    group_id: null,
    ...entry,
    status: index === 0 ? ('completed' as const) : ('planned' as const),
  }));

  it('assign: the assignment and its entries; an id already taken or an unknown plan is refused', async () => {
    const ops = await expandWith(
      'plan-assignments.assign',
      { assignment: { ...assignment, id: '0190a0b0-0000-7000-8000-00000000b000' } },
      memorySource([]),
    );
    expect(ops.map((op) => [op.entity, op.kind])).toEqual([
      ['plan-assignments', 'put'],
      ...Array.from({ length: 6 }, () => ['calendar-entries', 'put']),
    ]);
    // Written out rather than parsed: each is exactly what the schema would make of it.
    for (const op of ops.slice(1)) if (op.kind === 'put') expect(calendarEntryFields.parse(op.record)).toEqual(op.record);
    const fresh = { ...assignment, id: '0190a0b0-0000-7000-8000-00000000b000' };
    await expect(expandWith('plan-assignments.assign', { assignment }, memorySource([]))).rejects.toMatchObject({
      code: 'duplicate',
      message: 'This plan has been assigned already',
      fields: { 'assignment.id': 'is already taken' },
    });
    await expect(
      expandWith('plan-assignments.assign', { assignment: { ...fresh, plan_id: SQUAT } }, memorySource([])),
    ).rejects.toMatchObject({
      code: 'invalid_reference',
      message: 'The plan does not exist',
      fields: { 'assignment.plan_id': 'does not exist' },
    });
    // A plan whose workout this writer does not have (not synced yet, or not theirs) makes nothing.
    const withoutWorkout = { ...memorySource([]), workouts: async () => [] };
    await expect(expandWith('plan-assignments.assign', { assignment: fresh }, withoutWorkout)).rejects.toMatchObject({
      code: 'invalid_reference',
      message: 'A workout of the plan does not exist',
      fields: { 'assignment.plan_id': 'names a workout that does not exist' },
    });
    await expect(expandWith('plan-assignments.assign', { assignment, entries: [] }, memorySource([]))).rejects.toMatchObject({
      code: 'unknown_field',
    });
  });

  it('end: planned entries from the date leave; what was done stays', async () => {
    const ops = await expandWith('plan-assignments.end', { id: ASSIGNMENT, from: '2026-12-07' }, memorySource(entries));
    expect(ops).toEqual([
      { entity: 'plan-assignments', kind: 'patch', id: ASSIGNMENT, changes: { status: 'ended' } },
      ...entries.slice(2).map((entry) => ({ entity: 'calendar-entries', kind: 'delete', id: entry.id })),
    ]);
    // Ending it again removes what is still planned from the new date (another device may have added nothing).
    expect(
      await expandWith(
        'plan-assignments.end',
        { id: ASSIGNMENT, from: '2026-12-14' },
        memorySource(entries, { ...assignment, status: 'ended' }),
      ),
    ).toHaveLength(3);
  });

  it('move: planned entries move by the days the start moved', async () => {
    const ops = await expandWith('plan-assignments.move', { id: ASSIGNMENT, start_date: '2026-12-07' }, memorySource(entries));
    expect(ops[0]).toEqual({ entity: 'plan-assignments', kind: 'patch', id: ASSIGNMENT, changes: { start_date: '2026-12-07' } });
    expect(ops.slice(1).map((op) => (op.kind === 'patch' ? op.changes.date : null))).toEqual([
      '2026-12-10',
      '2026-12-14',
      '2026-12-17',
      '2026-12-21',
      '2026-12-24',
    ]);
    await expect(expandWith('plan-assignments.move', { id: SQUAT, start_date: '2026-12-07' }, memorySource(entries))).rejects.toMatchObject(
      { code: 'not_found', message: 'This plan assignment does not exist' },
    );
    // Moved to the same start, only the assignment is written (its trace in the history, R9).
    expect(await expandWith('plan-assignments.move', { id: ASSIGNMENT, start_date: assignment.start_date }, memorySource(entries))).toEqual(
      [{ entity: 'plan-assignments', kind: 'patch', id: ASSIGNMENT, changes: { start_date: assignment.start_date } }],
    );
    await expect(
      expandWith(
        'plan-assignments.move',
        { id: ASSIGNMENT, start_date: '2026-12-07' },
        memorySource(entries, { ...assignment, status: 'ended' }),
      ),
    ).rejects.toMatchObject({
      code: 'validation_failed',
      message: 'An ended plan cannot be moved',
      fields: { start_date: 'cannot change once the plan has ended' },
    });
  });
});

describe('[G7] spared joints', () => {
  const KNEE = 'knee';
  const squat = { id: 'squat', primary_muscle_ids: ['quads', 'glutes'], joint_ids: [KNEE, 'hip'] };
  const hipThrust = { id: 'hip-thrust', primary_muscle_ids: ['glutes'], joint_ids: ['hip'] };
  const legPress = { id: 'leg-press', primary_muscle_ids: ['quads', 'glutes'], joint_ids: [KNEE] };
  const boxSquat = { id: 'box-squat', primary_muscle_ids: ['quads', 'glutes', 'hamstrings'], joint_ids: ['hip'] };

  it('names the exercises that load a spared joint', () => {
    expect(loadingSpared([squat, hipThrust, legPress], [KNEE]).map((exercise) => exercise.id)).toEqual(['squat', 'leg-press']);
    expect(loadingSpared([squat], [])).toEqual([]);
  });

  it('offers exercises that work all the same primary muscles and spare the joint', () => {
    expect(substitutesFor(squat, [KNEE], [squat, hipThrust, legPress, boxSquat]).map((exercise) => exercise.id)).toEqual(['box-squat']);
  });
});
