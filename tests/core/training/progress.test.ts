import { describe, expect, it } from 'vitest';
import { EMPTY_SET, workoutSteps } from '@core/training/sequence';
import { progressOf } from '@core/training/progress';

const steps = workoutSteps([
  {
    id: 'b',
    kind: 'superset',
    name: null,
    rounds: null,
    work_seconds: null,
    rest_seconds: null,
    items: ['a', 'c'].map((id) => ({ id, exercise_id: `ex-${id}`, notes: null, sets: [EMPTY_SET, EMPTY_SET] })),
  },
]);
const log = (id: string, item: string, set: number, at: string) => ({
  id,
  block_id: 'b',
  item_id: item,
  set_index: set,
  logged_at: `2026-11-23T18:${at}:00.000Z`,
});

describe('where a session stands', () => {
  it('the current set is the first neither logged nor skipped', () => {
    expect(progressOf(steps, []).current).toBe(0);
    expect(progressOf(steps, [log('1', 'a', 0, '01')]).current).toBe(1);
    expect(progressOf(steps, [log('1', 'a', 0, '01')], new Set(['b/c/0'])).current).toBe(2);
  });

  it('is through when every set is logged or skipped', () => {
    const logs = [log('1', 'a', 0, '01'), log('2', 'c', 0, '02'), log('3', 'a', 1, '03')];
    expect(progressOf(steps, logs, new Set(['b/c/1'])).current).toBeNull();
  });

  it('the same set logged on two devices counts once, the first one logged', () => {
    const progress = progressOf(steps, [log('phone', 'a', 0, '05'), log('tablet', 'a', 0, '04')]);
    expect(progress.done.size).toBe(1);
    expect(progress.done.get('b/a/0')?.id).toBe('tablet');
    expect(progress.extra).toEqual([]);
  });

  it('a set beyond the prescription is an extra set, kept in order', () => {
    const progress = progressOf(steps, [log('x', 'a', 5, '07'), { ...log('y', 'a', 0, '06'), block_id: null }]);
    expect(progress.extra.map((entry) => entry.id)).toEqual(['y', 'x']);
  });
});
