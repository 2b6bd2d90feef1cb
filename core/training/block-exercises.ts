import type { WorkoutBlock } from '../records/workouts';

/**
 * The exercises a workout's blocks (or an entry's or a session's prescription) name, in order; an
 * exercise in two blocks comes twice. Types only from the records, so the player's first page
 * does not load their schemas for it.
 */
export function exerciseIdsOf(blocks: readonly Pick<WorkoutBlock, 'items'>[]): string[] {
  return blocks.flatMap((block) => block.items.map((item) => item.exercise_id));
}
