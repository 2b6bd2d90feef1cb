import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nearestBarLoad, nearestStep, type PlateSet } from '@core/training/plates';

const GYM: PlateSet = {
  bar_kg: 20,
  plates: [
    { kg: 25, pairs: 2 },
    { kg: 20, pairs: 1 },
    { kg: 10, pairs: 2 },
    { kg: 5, pairs: 1 },
    { kg: 2.5, pairs: 1 },
    { kg: 1.25, pairs: 1 },
  ],
};

describe('loads that can be put on the bar', () => {
  it('loads an exact target with the fewest plates and lists them per side, heaviest first', () => {
    expect(nearestBarLoad(100, GYM)).toEqual({ total_kg: 100, per_side: [25, 10, 5] });
    expect(nearestBarLoad(62.5, GYM)).toEqual({ total_kg: 62.5, per_side: [20, 1.25] });
  });

  it('rounds a prescription to the nearest loadable weight; a tie goes to the lighter load', () => {
    const small: PlateSet = { bar_kg: 20, plates: [{ kg: 5, pairs: 4 }] };
    expect(nearestBarLoad(33, small).total_kg).toBe(30);
    expect(nearestBarLoad(37, small).total_kg).toBe(40);
    expect(nearestBarLoad(35, small).total_kg).toBe(30);
    expect(nearestBarLoad(10, small)).toEqual({ total_kg: 20, per_side: [] });
    expect(nearestBarLoad(500, small)).toEqual({ total_kg: 60, per_side: [5, 5, 5, 5] });
  });

  it('finds the nearest load the plates allow, as an exhaustive search would', () => {
    const plateArb = fc.record({ kg: fc.constantFrom(0.5, 1.25, 2.5, 5, 10, 15, 20, 25), pairs: fc.integer({ min: 0, max: 3 }) });
    fc.assert(
      fc.property(fc.array(plateArb, { maxLength: 5 }), fc.integer({ min: 0, max: 400 }), (plates, target) => {
        const gym = { bar_kg: 20, plates };
        const result = nearestBarLoad(target, gym);
        // Exhaustive: every combination of the pairs available.
        let totals = [0];
        for (const plate of plates)
          totals = totals.flatMap((total) => Array.from({ length: plate.pairs + 1 }, (_, n) => total + n * plate.kg * 2));
        const best = Math.min(...totals.map((total) => Math.abs(20 + total - target)));
        expect(Math.abs(result.total_kg - target)).toBeCloseTo(best, 6);
        expect(20 + 2 * result.per_side.reduce((sum, kg) => sum + kg, 0)).toBeCloseTo(result.total_kg, 6);
      }),
    );
  });

  it('picks the nearest dumbbell', () => {
    expect(nearestStep(23, [10, 12.5, 15, 17.5, 20, 22.5, 25])).toBe(22.5);
    expect(nearestStep(23.75, [22.5, 25])).toBe(22.5);
    expect(nearestStep(5, [])).toBeNull();
  });
});
