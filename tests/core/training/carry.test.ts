import { describe, expect, it } from 'vitest';
import { carriedTo, carryKey, carryOf } from '@core/training/carry';
import { EMPTY_SET, workoutSteps } from '@core/training/sequence';

const set = (load_kg: number | null, reps = 5) => ({ ...EMPTY_SET, reps, load_kg, rest_seconds: 120 });
const blocks = [
  {
    id: 'b1',
    kind: 'straight' as const,
    name: null,
    rounds: null,
    work_seconds: null,
    rest_seconds: null,
    items: [
      // Three work sets of 60 kg and a heavier top set; the rest differs, the work asked does not.
      { id: 'squat', exercise_id: 'squat', notes: null, sets: [set(60), { ...set(60), rest_seconds: 90 }, set(60), set(70, 3)] },
      { id: 'bench', exercise_id: 'bench', notes: null, sets: [set(40), set(40)] },
    ],
  },
];
const [first, second, third, top, bench1, bench2] = workoutSteps(blocks);

describe('a weight or reps changed on one set carries to the next sets that asked the same (docs/decisions/0096-a-changed-weight-or-reps-carries.md)', () => {
  it('the sets after it of the same exercise with the same prescription start from it', () => {
    const carried = { [carryKey(first!)]: carryOf(first!, { reps: 5, weight_kg: 62.5 }) };
    expect(carriedTo(second!, carried)).toMatchObject({ reps: 5, weight_kg: 62.5 });
    expect(carriedTo(third!, carried)).toMatchObject({ reps: 5, weight_kg: 62.5 });
  });

  it('not a set that asked for something else, another exercise, or the set it came from', () => {
    const carried = { [carryKey(first!)]: carryOf(first!, { reps: 4, weight_kg: 62.5 }) };
    expect(carriedTo(top!, carried)).toBeNull();
    expect(carriedTo(bench1!, carried)).toBeNull();
    expect(carriedTo(bench2!, carried)).toBeNull();
    expect(carriedTo(first!, carried)).toBeNull();
    expect(carriedTo(second!, undefined)).toBeNull();
  });

  it('a later change replaces an earlier one', () => {
    const carried = { [carryKey(second!)]: carryOf(second!, { reps: 5, weight_kg: 57.5 }) };
    expect(carriedTo(third!, carried)).toMatchObject({ set_index: 1, weight_kg: 57.5 });
  });
});
