import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gymProfileFields } from '@core/records/gym-profiles';
import { USUAL_PLATES } from '@core/training/plates';
import { loadableLoad, loadKindOf, sameLoad, startingLoad, takesLoad, USUAL_GYM, type GymEquipment } from '@core/training/loadable';
import { sampleRecord } from '../../helpers/sample-records';

const gym = (overrides: Partial<GymEquipment>): GymEquipment => ({ ...USUAL_GYM, ...overrides });

describe('how an exercise is loaded, from its inventory', () => {
  it('a barbell gets plates, dumbbells are rounded, anything else is left alone', () => {
    expect(loadKindOf(['barbell', 'bench'])).toBe('barbell');
    expect(loadKindOf(['dumbbell'])).toBe('dumbbell');
    expect(loadKindOf(['ez_bar', 'trap_bar', 'kettlebell', 'machine'])).toBeNull();
    expect(loadKindOf([null, undefined])).toBeNull();
  });

  it('a barbell wins over dumbbells: the plates on the bar are what is loaded', () => {
    expect(loadKindOf(['dumbbell', 'barbell'])).toBe('barbell');
  });

  it('free weights, machines, cables and plate-loaded equipment take a weight to log; a bench, a bar to hang from or the floor do not', () => {
    for (const key of [
      'barbell',
      'ez_bar',
      'trap_bar',
      'dumbbell',
      'kettlebell',
      'machine',
      'smith_machine',
      'cable_machine',
      'weight_plate',
      'landmine',
    ])
      expect(takesLoad([key]), key).toBe(true);
    expect(takesLoad(['bench', 'barbell'])).toBe(true);
    for (const key of ['bodyweight', 'pull_up_bar', 'bench', 'resistance_band', 'rower', 'jump_rope'])
      expect(takesLoad([key]), key).toBe(false);
    expect(takesLoad([null, undefined])).toBe(false);
    expect(takesLoad([])).toBe(false);
  });
});

describe('loads that can actually be put on the bar or picked up (docs/decisions/0090-loads-that-can-be-loaded.md)', () => {
  it('a client without a profile trains with a 20 kg bar and the usual plates of a commercial gym', () => {
    expect(USUAL_GYM.bar_kg).toBe(20);
    expect(USUAL_GYM.plates.map((plate) => plate.kg)).toEqual([25, 20, 15, 10, 5, 2.5, 1.25]);
    // The same numbers a new profile starts from.
    const fresh = gymProfileFields.parse(sampleRecord('gym-profiles'));
    expect(fresh).toMatchObject({ bar_kg: 20, plates: USUAL_PLATES, dumbbells_kg: [], dumbbell_step_kg: null, dumbbell_max_kg: null });
  });

  it('a barbell load lists the plates per side, heaviest first', () => {
    expect(loadableLoad('barbell', 52.5, USUAL_GYM)).toEqual({ kind: 'barbell', kg: 52.5, per_side: [15, 1.25] });
    expect(loadableLoad('barbell', 20, USUAL_GYM)).toEqual({ kind: 'barbell', kg: 20, per_side: [] });
  });

  it('a prescription the plates cannot make becomes the nearest loadable total, rounding down on a tie', () => {
    expect(loadableLoad('barbell', 60.5, USUAL_GYM)?.kg).toBe(60);
    expect(loadableLoad('barbell', 61.25, USUAL_GYM)?.kg).toBe(60);
    expect(loadableLoad('barbell', 61.5, USUAL_GYM)?.kg).toBe(62.5);
    // Never below the bare bar.
    expect(loadableLoad('barbell', 12, USUAL_GYM)?.kg).toBe(20);
    // The gym's own bar and plates.
    expect(loadableLoad('barbell', 40, gym({ bar_kg: 15, plates: [{ kg: 10, pairs: 1 }] }))).toEqual({
      kind: 'barbell',
      kg: 35,
      per_side: [10],
    });
  });

  it('dumbbells come from the list of weights when there is one', () => {
    const listed = gym({ dumbbells_kg: [2, 4, 6, 8, 10, 12.5, 15], dumbbell_step_kg: 1 });
    expect(loadableLoad('dumbbell', 11, listed)).toEqual({ kind: 'dumbbell', kg: 10 });
    expect(loadableLoad('dumbbell', 11.5, listed)).toEqual({ kind: 'dumbbell', kg: 12.5 });
    expect(loadableLoad('dumbbell', 40, listed)).toEqual({ kind: 'dumbbell', kg: 15 });
  });

  it('else from the step, from one step up to the heaviest', () => {
    const stepped = gym({ dumbbell_step_kg: 2.5, dumbbell_max_kg: 30 });
    expect(loadableLoad('dumbbell', 23, stepped)?.kg).toBe(22.5);
    expect(loadableLoad('dumbbell', 23.75, stepped)?.kg).toBe(22.5);
    expect(loadableLoad('dumbbell', 24, stepped)?.kg).toBe(25);
    expect(loadableLoad('dumbbell', 1, stepped)?.kg).toBe(2.5);
    expect(loadableLoad('dumbbell', 45, stepped)?.kg).toBe(30);
    expect(loadableLoad('dumbbell', 45.5, gym({ dumbbell_step_kg: 2 }))?.kg).toBe(46);
    expect(loadableLoad('dumbbell', 45, gym({ dumbbell_step_kg: 2 }))?.kg).toBe(44);
  });

  it('dumbbells of a gym that has not said which are not rounded', () => {
    expect(loadableLoad('dumbbell', 23, USUAL_GYM)).toBeNull();
    expect(startingLoad('dumbbell', 23, USUAL_GYM)).toBe(23);
  });

  it('a stepped dumbbell is always a whole number of steps within the range, and the nearest such', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 4000 }),
        (quarters, steps, centiKg) => {
          const step = quarters / 4;
          const max = step * steps;
          const target = centiKg / 100;
          const kg = loadableLoad('dumbbell', target, gym({ dumbbell_step_kg: step, dumbbell_max_kg: max }))?.kg ?? NaN;
          const candidates = Array.from({ length: steps }, (_, n) => (n + 1) * step);
          const best = Math.min(...candidates.map((weight) => Math.abs(weight - target)));
          expect(candidates.some((weight) => sameLoad(weight, kg))).toBe(true);
          expect(Math.abs(kg - target)).toBeCloseTo(best, 6);
        },
      ),
    );
  });

  it('the set starts from the load as it can be put on the bar, and leaves other exercises alone', () => {
    expect(startingLoad('barbell', 60.5, USUAL_GYM)).toBe(60);
    expect(startingLoad('barbell', null, USUAL_GYM)).toBeNull();
    expect(startingLoad(null, 60.5, USUAL_GYM)).toBe(60.5);
  });

  it('loads are compared to the gram', () => {
    expect(sameLoad(0.1 + 0.2, 0.3)).toBe(true);
    expect(sameLoad(60, 60.5)).toBe(false);
  });
});

describe('[A13] a gym profile holds only what can be loaded', () => {
  const id = sampleRecord('gym-profiles').id;
  const refused = (record: Record<string, unknown>) =>
    gymProfileFields.safeParse({ id, ...record }).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

  it('weights in quarter kilograms, above zero', () => {
    expect(refused({ bar_kg: 20.1 })).toEqual(['bar_kg: must be a multiple of 0.25']);
    expect(refused({ plates: [{ kg: 0, pairs: 1 }] })).toEqual(['plates.0.kg: must be more than 0']);
    expect(refused({ dumbbell_step_kg: 2.5, dumbbell_max_kg: 50 })).toBeUndefined();
  });

  it('each plate weight once, at most ten pairs of it', () => {
    expect(
      refused({
        plates: [
          { kg: 5, pairs: 1 },
          { kg: 5, pairs: 2 },
        ],
      }),
    ).toEqual(['plates: each plate weight once']);
    expect(refused({ plates: [{ kg: 5, pairs: 11 }] })).toEqual(['plates.0.pairs: must be at most 10']);
  });

  it('dumbbell weights are kept once each, lightest first', () => {
    expect(gymProfileFields.parse({ id, dumbbells_kg: [10, 2, 6, 2] }).dumbbells_kg).toEqual([2, 6, 10]);
  });
});
