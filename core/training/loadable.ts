import type { FieldsOf } from '../records/index';
import { grams, nearestBarLoad, nearestInSteps, nearestStep, USUAL_BAR_KG, USUAL_PLATES, type PlateSet } from './plates';

/**
 * What a load becomes where the client trains (docs/decisions/0090-loads-that-can-be-loaded.md): the
 * nearest total the bar and plates allow, or the nearest dumbbell there is. A gym profile record
 * (sync/SPEC.md A13) is one of these.
 */
export interface GymEquipment extends PlateSet, Pick<FieldsOf<'gym-profiles'>, 'dumbbell_step_kg' | 'dumbbell_max_kg'> {
  /** Every dumbbell weight there is; when empty, the step and the heaviest say it. */
  dumbbells_kg: readonly number[];
}

/**
 * A client without a profile trains with what a commercial gym usually has: a 20 kg bar and
 * Olympic plates. Dumbbells are not guessed: their weights differ from gym to gym, so a load is
 * left as prescribed until someone says what is there.
 */
export const USUAL_GYM: GymEquipment = {
  bar_kg: USUAL_BAR_KG,
  plates: USUAL_PLATES,
  dumbbells_kg: [],
  dumbbell_step_kg: null,
  dumbbell_max_kg: null,
};

export type LoadKind = 'barbell' | 'dumbbell';

/**
 * Inventory keys (server/seed/data/inventory.json) whose load is rounded. Only the straight
 * barbell gets plates: the profile knows one bar's weight, and plates counted on an EZ or trap bar
 * of another weight would be wrong by the difference.
 */
const KIND_OF_KEY: Readonly<Record<string, LoadKind>> = { barbell: 'barbell', dumbbell: 'dumbbell' };

/** How an exercise is loaded, from its inventory's keys; a barbell wins over dumbbells (the loading is then the bar's). */
export function loadKindOf(inventoryKeys: Iterable<string | null | undefined>): LoadKind | null {
  const kinds = new Set<LoadKind>();
  for (const key of inventoryKeys) {
    const kind = key ? KIND_OF_KEY[key] : undefined;
    if (kind) kinds.add(kind);
  }
  return kinds.has('barbell') ? 'barbell' : kinds.has('dumbbell') ? 'dumbbell' : null;
}

/**
 * Inventory keys (server/seed/data/inventory.json) of equipment whose weight the lifter chooses:
 * a set done with one is logged with its load, even when the coach left the load open.
 */
const LOADED_KEYS: ReadonlySet<string> = new Set([
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
  'sled',
  'sandbag',
  'medicine_ball',
]);

/** Whether an exercise with this inventory is done with a weight to log. */
export function takesLoad(inventoryKeys: Iterable<string | null | undefined>): boolean {
  for (const key of inventoryKeys) if (key && LOADED_KEYS.has(key)) return true;
  return false;
}

export type Loadable = { kind: 'barbell'; kg: number; per_side: number[] } | { kind: 'dumbbell'; kg: number };

/**
 * What `target_kg` becomes with this equipment; null when nothing is known to round to (dumbbells
 * of a gym that has not said which).
 */
export function loadableLoad(kind: LoadKind, target_kg: number, gym: GymEquipment): Loadable | null {
  if (kind === 'barbell') {
    const load = nearestBarLoad(target_kg, gym);
    return { kind, kg: load.total_kg, per_side: load.per_side };
  }
  if (gym.dumbbells_kg.length > 0) {
    const kg = nearestStep(target_kg, gym.dumbbells_kg);
    return kg === null ? null : { kind, kg };
  }
  return gym.dumbbell_step_kg === null ? null : { kind, kg: nearestInSteps(target_kg, gym.dumbbell_step_kg, gym.dumbbell_max_kg) };
}

/** Whether two loads are the same weight (to the gram: 1.25 kg plates add up in floating point). */
export const sameLoad = (a: number, b: number) => grams(a) === grams(b);

/**
 * The weight the set starts from: the prescription (or last time) as it can be loaded, so one tap
 * logs what was actually lifted. Unchanged when the exercise is not rounded or nothing is known.
 */
export function startingLoad(kind: LoadKind | null, target_kg: number | null, gym: GymEquipment): number | null {
  if (target_kg === null || kind === null) return target_kg;
  return loadableLoad(kind, target_kg, gym)?.kg ?? target_kg;
}
