import type { RecordOf } from '@core/records/index';
import type { WorkoutBlock } from '@core/records/workouts';
import { loadKindOf, startingLoad } from '@core/training/loadable';
import type { GymSetup } from '@/data/gym-profile';

type Exercises = ReadonlyMap<string, Pick<RecordOf<'exercises'>, 'inventory_ids'>>;

/**
 * A week's blocks with every load as `gym` can load it, the way the player starts a set from it
 * (docs/decisions/0109-the-plan-preview-says-loads-as-lifted.md): a progression of 2.5 % or a 60 % deload gives 40.5 kg,
 * which no bar with plates makes, and the preview says what the client will lift instead.
 */
export function loadableBlocks(blocks: readonly WorkoutBlock[], exercises: Exercises, gym: GymSetup): WorkoutBlock[] {
  return blocks.map((block) => ({
    ...block,
    items: block.items.map((item) => {
      const kind = loadKindOf((exercises.get(item.exercise_id)?.inventory_ids ?? []).map((id) => gym.inventoryKeys.get(id)));
      return kind === null
        ? item
        : { ...item, sets: item.sets.map((set) => ({ ...set, load_kg: startingLoad(kind, set.load_kg, gym.equipment) })) };
    }),
  }));
}
