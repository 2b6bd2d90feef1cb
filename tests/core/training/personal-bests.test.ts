import { describe, expect, it } from 'vitest';
import { estimatedOneRepMax, NO_BESTS, personalBestsOf, withSet } from '@core/training/personal-bests';

const lift = (reps: number, weight_kg: number) => ({ reps, weight_kg, duration_seconds: null, distance_m: null });

describe('personal records', () => {
  it("estimates the one-rep max by Epley's formula; one rep is the load itself; over 12 reps is no estimate", () => {
    expect(estimatedOneRepMax(lift(1, 100))).toBe(100);
    expect(estimatedOneRepMax(lift(5, 100))).toBe(116.7);
    expect(estimatedOneRepMax(lift(10, 60))).toBe(80);
    expect(estimatedOneRepMax(lift(13, 60))).toBeNull();
    expect(estimatedOneRepMax(lift(0, 60))).toBeNull();
    expect(estimatedOneRepMax({ reps: 5, weight_kg: null, duration_seconds: null, distance_m: null })).toBeNull();
  });

  it('a first ever set is no record; later sets that beat a best are, each kind named with what it beat', () => {
    const first = lift(5, 60);
    expect(personalBestsOf(first, NO_BESTS, true)).toEqual([]);
    const bests = withSet(NO_BESTS, first);
    expect(personalBestsOf(lift(5, 60), bests, false)).toEqual([]);
    expect(personalBestsOf(lift(6, 60), bests, false)).toEqual([
      { kind: 'e1rm', value: 72, previous: 70 },
      { kind: 'reps_at_load', value: 6, previous: 5, load_kg: 60 },
    ]);
    // 3 × 65 kg estimates 71.5 kg, above 70.
    expect(personalBestsOf(lift(3, 65), bests, false).map((record) => record.kind)).toEqual(['e1rm', 'heaviest', 'reps_at_load']);
    expect(personalBestsOf(lift(1, 62.5), bests, false).map((record) => record.kind)).toEqual(['heaviest', 'reps_at_load']);
  });

  it('counts duration and distance for timed exercises', () => {
    const plank = { reps: null, weight_kg: null, duration_seconds: 60, distance_m: null };
    const bests = withSet(NO_BESTS, plank);
    expect(personalBestsOf({ ...plank, duration_seconds: 75 }, bests, false)).toEqual([{ kind: 'longest', value: 75, previous: 60 }]);
    expect(personalBestsOf({ ...plank, duration_seconds: 45 }, bests, false)).toEqual([]);
  });
});
