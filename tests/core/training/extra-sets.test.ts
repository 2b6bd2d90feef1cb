import { describe, expect, it } from 'vitest';
import type { WorkoutBlock } from '@core/records/workouts';
import { extraCounts, itemKey, withExtraSets } from '@core/training/extra-sets';
import { EMPTY_SET, workoutSteps } from '@core/training/sequence';

const sets = (count: number, reps: number) => Array.from({ length: count }, () => ({ ...EMPTY_SET, reps, rest_seconds: 90 }));
const straight: WorkoutBlock = {
  id: 's',
  kind: 'straight',
  name: null,
  rounds: null,
  work_seconds: null,
  rest_seconds: null,
  items: [
    { id: 'a', exercise_id: 'squat', notes: null, sets: sets(3, 5) },
    { id: 'b', exercise_id: 'row', notes: null, sets: sets(2, 10) },
  ],
};
const steps = workoutSteps([straight]);
const log = (item: string, setIndex: number) => ({
  id: `${item}${setIndex}`,
  block_id: 's',
  item_id: item,
  set_index: setIndex,
  logged_at: '2026-11-24T08:00:00.000Z',
});

describe('extra sets', () => {
  it('follow the last set of their exercise, with the next set number and the same prescription', () => {
    const result = withExtraSets(steps, new Map([[itemKey('s', 'a'), 2]]));
    expect(result.map((step) => step.label)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'B1', 'B2']);
    expect(result[3]).toMatchObject({ key: 's/a/3', set_index: 3, extra: true, prescribed: { reps: 5 }, rest_after_seconds: 90 });
    expect(result.filter((step) => step.extra)).toHaveLength(2);
  });

  it('count what this device added, or what was logged on another device, whichever is more', () => {
    expect(extraCounts(steps, [itemKey('s', 'b')], [])).toEqual(new Map([[itemKey('s', 'b'), 1]]));
    // Set 5 of A (index 4) logged elsewhere means two extra sets exist, even if none was added here.
    expect(extraCounts(steps, [], [log('a', 0), log('a', 4)])).toEqual(new Map([[itemKey('s', 'a'), 2]]));
    expect(extraCounts(steps, [itemKey('s', 'a'), itemKey('s', 'a'), itemKey('s', 'a')], [log('a', 3)]).get(itemKey('s', 'a'))).toBe(3);
  });

  it('leave the prescription as it is when there are none, and ignore logs of other workouts', () => {
    expect(withExtraSets(steps, extraCounts(steps, [], [log('a', 2), { ...log('z', 7), block_id: 'other' }]))).toEqual(steps);
  });
});
