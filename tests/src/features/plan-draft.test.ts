import { describe, expect, it } from 'vitest';
import { MAX_PER_DAY, planExerciseIds, planOps, slotsOf, type PlanDraft } from '@/features/plans/plan-draft';

const A = '0190a0b0-0000-7000-8000-0000000000a1';
const B = '0190a0b0-0000-7000-8000-0000000000b1';
const empty: PlanDraft = { name: 'Base', description: '', weeks: 4, days: [], progressions: [], deload: null };
const where = (draft: PlanDraft) => draft.days.map((slot) => `${slot.week}.${slot.day}:${slot.workout_id === A ? 'A' : 'B'}`);

describe('building a plan', () => {
  it('adds workouts to days in week and day order, at most a few a day', () => {
    let draft = planOps.add(empty, A, 2, 3);
    draft = planOps.add(draft, B, 1, 5);
    expect(where(draft)).toEqual(['1.5:B', '2.3:A']);
    for (let i = 0; i < MAX_PER_DAY + 2; i += 1) draft = planOps.add(draft, A, 3, 1);
    expect(slotsOf(draft, 3, 1)).toHaveLength(MAX_PER_DAY);
  });

  it('moves a workout to another day, and removes one', () => {
    const draft = planOps.add(planOps.add(empty, A, 1, 1), B, 1, 3);
    const moved = planOps.move(draft, 0, 2, 2);
    expect(where(moved)).toEqual(['1.3:B', '2.2:A']);
    expect(where(planOps.remove(moved, 0))).toEqual(['2.2:A']);
  });

  it('copies a day, copies a week over another, and repeats a week to the end', () => {
    const week1 = planOps.add(planOps.add(empty, A, 1, 1), B, 1, 4);
    expect(where(planOps.copyDay(week1, { week: 1, day: 1 }, { week: 3, day: 2 }))).toEqual(['1.1:A', '1.4:B', '3.2:A']);
    const other = planOps.add(week1, A, 2, 7);
    expect(where(planOps.copyWeek(other, 1, 2))).toEqual(['1.1:A', '1.4:B', '2.1:A', '2.4:B']);
    expect(where(planOps.repeatWeek(week1, 1))).toEqual(['1.1:A', '1.4:B', '2.1:A', '2.4:B', '3.1:A', '3.4:B', '4.1:A', '4.4:B']);
    expect(where(planOps.clearWeek(planOps.repeatWeek(week1, 1), 3))).toEqual(['1.1:A', '1.4:B', '2.1:A', '2.4:B', '4.1:A', '4.4:B']);
  });

  it('fewer weeks drop what came after; the weeks stay 1 to 52', () => {
    const draft = planOps.add(planOps.add(empty, A, 1, 1), B, 4, 1);
    expect(where(planOps.setWeeks(draft, 3))).toEqual(['1.1:A']);
    expect(planOps.setWeeks(draft, 80).weeks).toBe(52);
    expect(planOps.setWeeks(draft, 0).weeks).toBe(1);
  });

  it('a time of day orders a day’s workouts', () => {
    let draft = planOps.add(planOps.add(empty, A, 1, 1), B, 1, 1);
    draft = planOps.setTime(draft, 0, '18:00');
    // Any time comes first; the slot given 18:00 is now second.
    expect(where(draft)).toEqual(['1.1:B', '1.1:A']);
    draft = planOps.setTime(draft, 0, '07:00');
    expect(draft.days.map((slot) => `${slot.time ?? ''}:${slot.workout_id === A ? 'A' : 'B'}`)).toEqual(['07:00:B', '18:00:A']);
  });

  it('lists the exercises of the plan’s workouts once each', () => {
    const draft = planOps.add(planOps.add(empty, A, 1, 1), B, 1, 2);
    const blocks: Record<string, { items: { exercise_id: string }[] }[]> = {
      [A]: [{ items: [{ exercise_id: 'squat' }, { exercise_id: 'press' }] }],
      [B]: [{ items: [{ exercise_id: 'squat' }, { exercise_id: 'row' }] }],
    };
    expect(planExerciseIds(draft, (id) => blocks[id] ?? [])).toEqual(['squat', 'press', 'row']);
  });
});
