/**
 * Personal records (docs/decisions/0088-personal-records.md). The estimated one-rep max uses
 * Epley's formula, load × (1 + reps / 30), the one most training apps show; one rep is the load
 * itself. Beyond 12 reps the estimate says more about endurance than strength, so such sets do
 * not count towards it (they still count for "most reps at a load").
 */
export const E1RM_MAX_REPS = 12;

export interface PerformedSet {
  reps: number | null;
  weight_kg: number | null;
  duration_seconds: number | null;
  distance_m: number | null;
}

export function estimatedOneRepMax(set: PerformedSet): number | null {
  const { reps, weight_kg: load } = set;
  if (reps === null || load === null || reps < 1 || load <= 0 || reps > E1RM_MAX_REPS) return null;
  return reps === 1 ? load : Math.round(load * (1 + reps / 30) * 10) / 10;
}

/** A client's bests for one exercise, as kept on the device. */
export interface Bests {
  e1rm_kg: number | null;
  heaviest_kg: number | null;
  /** Most reps done at each load (kg as a string key, e.g. "60"). */
  reps_at: Record<string, number>;
  longest_seconds: number | null;
  farthest_m: number | null;
}

export const NO_BESTS: Bests = { e1rm_kg: null, heaviest_kg: null, reps_at: {}, longest_seconds: null, farthest_m: null };

export type PersonalBestKind = 'e1rm' | 'heaviest' | 'reps_at_load' | 'longest' | 'farthest';

export interface NewPersonalBest {
  kind: PersonalBestKind;
  value: number;
  previous: number | null;
  /** For reps at a load: the load. */
  load_kg?: number;
}

const loadKey = (kg: number) => String(Math.round(kg * 100) / 100);

/**
 * What `set` beats. A first ever set of an exercise sets bests but is no record: there was
 * nothing to beat, and congratulating every first set would make records meaningless.
 */
export function personalBestsOf(set: PerformedSet, bests: Bests, firstTime: boolean): NewPersonalBest[] {
  if (firstTime) return [];
  const records: NewPersonalBest[] = [];
  const beats = (kind: PersonalBestKind, value: number | null, previous: number | null, extra: Partial<NewPersonalBest> = {}) => {
    if (value !== null && value > 0 && (previous === null || value > previous)) records.push({ kind, value, previous, ...extra });
  };
  beats('e1rm', estimatedOneRepMax(set), bests.e1rm_kg);
  beats('heaviest', set.weight_kg, bests.heaviest_kg);
  if (set.weight_kg !== null && set.weight_kg > 0 && set.reps !== null) {
    beats('reps_at_load', set.reps, bests.reps_at[loadKey(set.weight_kg)] ?? null, { load_kg: set.weight_kg });
  }
  beats('longest', set.duration_seconds, bests.longest_seconds);
  beats('farthest', set.distance_m, bests.farthest_m);
  return records;
}

/** The bests after `set`. */
export function withSet(bests: Bests, set: PerformedSet): Bests {
  const max = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));
  const repsAt = { ...bests.reps_at };
  if (set.weight_kg !== null && set.weight_kg > 0 && set.reps !== null) {
    const key = loadKey(set.weight_kg);
    repsAt[key] = Math.max(repsAt[key] ?? 0, set.reps);
  }
  return {
    e1rm_kg: max(bests.e1rm_kg, estimatedOneRepMax(set)),
    heaviest_kg: max(bests.heaviest_kg, set.weight_kg !== null && set.weight_kg > 0 ? set.weight_kg : null),
    reps_at: repsAt,
    longest_seconds: max(bests.longest_seconds, set.duration_seconds),
    farthest_m: max(bests.farthest_m, set.distance_m),
  };
}
