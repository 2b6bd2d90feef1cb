import { describe, expect, it } from 'vitest';
import type { PrescribedSet, WorkoutBlock } from '@core/records/workouts';
import { EMPTY_SET, workoutSteps } from '@core/training/sequence';

const set = (fields: Partial<PrescribedSet>): PrescribedSet => ({ ...EMPTY_SET, ...fields });
const item = (id: string, sets: PrescribedSet[]) => ({ id, exercise_id: `ex-${id}`, notes: null, sets });
const block = (fields: Partial<WorkoutBlock> & Pick<WorkoutBlock, 'id' | 'kind' | 'items'>): WorkoutBlock => ({
  name: null,
  rounds: null,
  work_seconds: null,
  rest_seconds: null,
  ...fields,
});

const summary = (blocks: WorkoutBlock[], defaultRest?: (id: string) => number | null) =>
  workoutSteps(blocks, defaultRest).map((step) => `${step.label}:${step.exercise_id}#${step.set_index} rest ${step.rest_after_seconds}`);

describe('the order a workout is trained in', () => {
  it('straight sets: each exercise set by set, resting as prescribed or by the exercise default', () => {
    const blocks = [
      block({
        id: 'b',
        kind: 'straight',
        items: [item('a', [set({ reps: 5, rest_seconds: 120 }), set({ reps: 5 })]), item('c', [set({ reps: 8 })])],
      }),
    ];
    expect(summary(blocks, (id) => (id === 'ex-a' ? 90 : null))).toEqual(['A1:ex-a#0 rest 120', 'A2:ex-a#1 rest 90', 'B1:ex-c#0 rest 0']);
  });

  it('supersets alternate the exercises (A1, B1, A2, B2) and rest once after each pair, the longest rest asked', () => {
    const blocks = [
      block({
        id: 'b',
        kind: 'superset',
        items: [
          item('a', [set({ rest_seconds: 60 }), set({ rest_seconds: 60 }), set({ rest_seconds: 60 })]),
          item('c', [set({ rest_seconds: 90 }), set({ rest_seconds: 90 })]),
        ],
      }),
    ];
    expect(summary(blocks)).toEqual([
      'A1:ex-a#0 rest 0',
      'B1:ex-c#0 rest 90',
      'A2:ex-a#1 rest 0',
      'B2:ex-c#1 rest 90',
      'A3:ex-a#2 rest 60',
    ]);
  });

  it('circuits run every exercise once per round, resting after the round; one written set serves every round', () => {
    const blocks = [
      block({
        id: 'b',
        kind: 'circuit',
        rounds: 3,
        rest_seconds: 120,
        items: [item('a', [set({ reps: 10 })]), item('c', [set({ reps: 15 }), set({ reps: 12 })])],
      }),
    ];
    const steps = workoutSteps(blocks);
    expect(summary(blocks)).toEqual([
      'A1:ex-a#0 rest 0',
      'B1:ex-c#0 rest 120',
      'A2:ex-a#1 rest 0',
      'B2:ex-c#1 rest 120',
      'A3:ex-a#2 rest 0',
      'B3:ex-c#2 rest 120',
    ]);
    expect(steps.map((step) => step.prescribed.reps)).toEqual([10, 15, 10, 12, 10, 12]);
    expect(steps.every((step) => step.set_count === 3)).toBe(true);
  });

  it('intervals are run by the clock: work seconds, then the block rest after every exercise', () => {
    const blocks = [
      block({ id: 'b', kind: 'interval', rounds: 2, work_seconds: 40, rest_seconds: 20, items: [item('a', []), item('c', [])] }),
    ];
    const steps = workoutSteps(blocks);
    expect(steps.map((step) => [step.label, step.work_seconds, step.rest_after_seconds])).toEqual([
      ['A1', 40, 20],
      ['B1', 40, 20],
      ['A2', 40, 20],
      ['B2', 40, 20],
    ]);
  });

  it('gives every set a key of block, item and set number, unique in the workout', () => {
    const blocks = [
      block({ id: 'b1', kind: 'straight', items: [item('a', [set({}), set({})])] }),
      block({ id: 'b2', kind: 'circuit', rounds: 2, items: [item('a', [set({})])] }),
    ];
    const keys = workoutSteps(blocks).map((step) => step.key);
    expect(keys).toEqual(['b1/a/0', 'b1/a/1', 'b2/a/0', 'b2/a/1']);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('leaves out exercises with no sets in straight and superset blocks, and empty blocks', () => {
    const blocks = [block({ id: 'b', kind: 'straight', items: [item('a', [])] }), block({ id: 'c', kind: 'superset', items: [] })];
    expect(workoutSteps(blocks)).toEqual([]);
  });
  it('letters run through the workout, so two blocks never both have an A1', () => {
    const blocks = [
      block({ id: 's', kind: 'straight', items: [item('a', [set({ reps: 5 })])] }),
      block({ id: 'i', kind: 'interval', rounds: 2, work_seconds: 30, items: [item('b', [set({})]), item('c', [set({})])] }),
    ];
    expect(workoutSteps(blocks).map((step) => step.label)).toEqual(['A1', 'B1', 'C1', 'B2', 'C2']);
  });
});
