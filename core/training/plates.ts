/**
 * Loads that can actually be put on the bar (docs/decisions/0090-loads-that-can-be-loaded.md). A gym
 * profile says what exists where the client trains: the bar, the plates (how many pairs of each),
 * and the dumbbell steps. Weights are handled in grams so that 1.25 kg plates add up exactly.
 */
export interface PlateSet {
  bar_kg: number;
  /** Plate weight → pairs available (one plate per side each). */
  plates: readonly { kg: number; pairs: number }[];
}

/**
 * What a commercial gym usually has (docs/decisions/0090-loads-that-can-be-loaded.md): a 20 kg bar and
 * Olympic plates. The gym profile schema's defaults (core/records/gym-profiles.ts), so a client with no profile trains with the same numbers
 * a new profile starts from.
 */
export const USUAL_BAR_KG = 20;
export const USUAL_PLATES: PlateSet['plates'] = [
  { kg: 25, pairs: 4 },
  { kg: 20, pairs: 2 },
  { kg: 15, pairs: 2 },
  { kg: 10, pairs: 2 },
  { kg: 5, pairs: 2 },
  { kg: 2.5, pairs: 2 },
  { kg: 1.25, pairs: 2 },
];

export interface BarLoad {
  total_kg: number;
  /** The plates on each side, heaviest first. */
  per_side: number[];
}

/** A weight in whole grams, to add and compare weights without floating-point error. */
export const grams = (kg: number) => Math.round(kg * 1000);

/** Of two ways to make the same weight: fewer plates, then the heavier plates, as a lifter loads. */
function handier(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return a.length < b.length;
  const [x, y] = [[...a].sort((p, q) => q - p), [...b].sort((p, q) => q - p)];
  for (let i = 0; i < x.length; i++) {
    const [heavier, other] = [x[i] ?? 0, y[i] ?? 0];
    if (heavier !== other) return heavier > other;
  }
  return false;
}

/**
 * The loadable total nearest to `target_kg`; on a tie the lighter one (rounding a prescription up
 * is the riskier mistake). Never below the bare bar.
 */
export function nearestBarLoad(target_kg: number, equipment: PlateSet): BarLoad {
  const bar = grams(equipment.bar_kg);
  const wantedPerSide = Math.max(0, (grams(target_kg) - bar) / 2);
  // Every per-side weight reachable with the plates available, with the plates that make it.
  let reachable = new Map<number, number[]>([[0, []]]);
  const plates = [...equipment.plates].filter((plate) => plate.kg > 0 && plate.pairs > 0).sort((a, b) => b.kg - a.kg);
  for (const plate of plates) {
    const next = new Map(reachable);
    for (const [weight, used] of reachable) {
      for (let n = 1; n <= plate.pairs; n++) {
        const sum = weight + n * grams(plate.kg);
        // Bounded: nothing beyond the target plus one plate can be the nearest.
        if (sum > wantedPerSide + grams(plate.kg)) break;
        const candidate = [...used, ...Array<number>(n).fill(plate.kg)];
        const known = next.get(sum);
        if (!known || handier(candidate, known)) next.set(sum, candidate);
      }
    }
    reachable = next;
  }
  let best = 0;
  for (const weight of reachable.keys()) {
    const distance = Math.abs(weight - wantedPerSide);
    const bestDistance = Math.abs(best - wantedPerSide);
    if (distance < bestDistance || (distance === bestDistance && weight < best)) best = weight;
  }
  return { total_kg: (bar + 2 * best) / 1000, per_side: [...(reachable.get(best) ?? [])].sort((a, b) => b - a) };
}

/** The dumbbell (or machine stack step) nearest to the target; ties go to the lighter one. */
export function nearestStep(target_kg: number, steps_kg: readonly number[]): number | null {
  let best: number | null = null;
  for (const step of steps_kg) {
    if (best === null) best = step;
    const distance = Math.abs(step - target_kg);
    const bestDistance = Math.abs(best - target_kg);
    if (distance < bestDistance || (distance === bestDistance && step < best)) best = step;
  }
  return best;
}

/** The dumbbell nearest to `target_kg` when the gym's dumbbells go up in steps; ties go to the lighter one. */
export function nearestInSteps(target_kg: number, step_kg: number, max_kg: number | null): number {
  const step = grams(step_kg);
  const below = Math.max(step, Math.floor(grams(target_kg) / step) * step);
  const above = below + step;
  let nearest = Math.abs(above - grams(target_kg)) < Math.abs(below - grams(target_kg)) ? above : below;
  if (max_kg !== null) nearest = Math.min(nearest, Math.max(step, Math.floor(grams(max_kg) / step) * step));
  return nearest / 1000;
}
