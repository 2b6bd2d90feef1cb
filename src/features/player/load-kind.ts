import type { RecordOf } from '@core/records/index';
import { loadKindOf, startingLoad, takesLoad, type LoadKind } from '@core/training/loadable';
import type { CarriedSet } from '@core/training/carry';
import type { Step } from '@core/training/sequence';
import type { GymSetup } from '@/data/gym-profile';
import type { SetInputs } from './SetControls';

/** How an exercise is loaded, from the inventory it names (reference data on the device). */
export function loadKindFor(gym: GymSetup, exercise: Pick<RecordOf<'exercises'>, 'inventory_ids'> | undefined): LoadKind | null {
  return exercise ? loadKindOf(exercise.inventory_ids.map((id) => gym.inventoryKeys.get(id))) : null;
}

/** The weight a set starts from: `kg` as the client's gym can load it (docs/decisions/0090-loads-that-can-be-loaded.md). */
export function startingLoadFor(
  gym: GymSetup,
  exercise: Pick<RecordOf<'exercises'>, 'inventory_ids'> | undefined,
  kg: number | null,
): number | null {
  return startingLoad(loadKindFor(gym, exercise), kg, gym.equipment);
}

/** Whether the exercise's equipment takes a weight (a barbell, dumbbells, a machine …), so its sets have a weight input. */
export function takesLoadFor(gym: GymSetup, exercise: Pick<RecordOf<'exercises'>, 'inventory_ids'> | undefined): boolean {
  return exercise ? takesLoad(exercise.inventory_ids.map((id) => gym.inventoryKeys.get(id))) : false;
}

/**
 * What a set's inputs start from: what the earlier set of the same prescription was done with, else
 * the prescription, else last time; the usual case is one tap. A carried weight is what the client
 * chose; the others become the nearest loadable weight (a search over the plates: once, on mount).
 */
export function startingInputs(
  step: Pick<Step, 'prescribed'>,
  exercise: Pick<RecordOf<'exercises'>, 'inventory_ids'> | undefined,
  gym: GymSetup,
  last: RecordOf<'set-logs'> | null | undefined,
  carried: CarriedSet | null,
): SetInputs {
  const p = step.prescribed;
  return {
    reps: carried?.reps ?? p.reps ?? last?.reps ?? null,
    load: carried?.weight_kg ?? startingLoadFor(gym, exercise, p.load_kg ?? last?.weight_kg ?? null),
    seconds: p.duration_seconds ?? last?.duration_seconds ?? null,
    meters: p.distance_m ?? last?.distance_m ?? null,
  };
}
