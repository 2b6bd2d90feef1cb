import type { RecordOf } from '@core/records/index';
import { loadKindOf, startingLoad, takesLoad, type LoadKind } from '@core/training/loadable';
import type { GymSetup } from '@/data/gym-profile';

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
