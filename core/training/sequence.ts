import type { PrescribedSet, WorkoutBlock, WorkoutItem } from '../records/workouts';

/**
 * The order in which a workout is trained, derived from its blocks
 * (docs/decisions/0080-the-order-of-training-and-rounds.md). Every step is one set of one
 * exercise; the player walks the steps and the set logs say which are done.
 *
 * - straight: each exercise's sets in turn, resting after each set;
 * - superset: the exercises alternate set by set (A1, B1, A2, B2) and the rest comes after the
 *   last exercise of each round;
 * - circuit: `rounds` rounds of every exercise once, resting after each round;
 * - interval: like a circuit, but each exercise is worked for `work_seconds` and followed by
 *   `rest_seconds`, both run by the clock.
 *
 * In a circuit or interval block the round is the set number (`set_index`), and the prescription
 * of round r is the item's set r, or its last set when it has fewer: a coach writes one set for an
 * exercise that is the same every round.
 */
export interface Step {
  /** Unique within the workout: block, item and set number. Two devices logging the same step log the same set. */
  key: string;
  block_id: string;
  block_index: number;
  kind: WorkoutBlock['kind'];
  item_id: string;
  exercise_id: string;
  /** 0-based set number of the item; in circuits and intervals, the round. */
  set_index: number;
  /** How many sets (or rounds) the item has in this block. */
  set_count: number;
  /** "A1", "B2": the exercise's letter in the workout and the 1-based set, as coaches write supersets. */
  label: string;
  prescribed: PrescribedSet;
  notes: string | null;
  /** Seconds of work run by the clock (intervals), else null: the client logs when done. */
  work_seconds: number | null;
  /** Rest after this step; 0 when the next step follows at once (inside a superset or circuit round). */
  rest_after_seconds: number;
  /** A set added beyond the prescription (extra-sets.ts). */
  extra: boolean;
}

export const EMPTY_SET: PrescribedSet = {
  reps: null,
  reps_max: null,
  load_kg: null,
  duration_seconds: null,
  distance_m: null,
  rest_seconds: null,
  tempo: null,
  rpe: null,
};

export function stepKey(blockId: string, itemId: string, setIndex: number): string {
  return `${blockId}/${itemId}/${setIndex}`;
}

const letter = (index: number) => (index < 26 ? String.fromCharCode(65 + index) : `Z${index - 25}`);

/** The rest a set asks for: its own, else the exercise's default, else none. */
export type DefaultRest = (exerciseId: string) => number | null;

export function workoutSteps(blocks: readonly WorkoutBlock[], defaultRest: DefaultRest = () => null): Step[] {
  const steps: Step[] = [];
  // Letters run through the whole workout (A, B in the first block, C in the next …), so no two
  // exercises share a label as they would if every block started again at A.
  let lettersBefore = 0;
  blocks.forEach((block, blockIndex) => {
    const items = block.items.filter((item) => block.kind === 'circuit' || block.kind === 'interval' || item.sets.length > 0);
    if (items.length === 0) return;
    const offset = lettersBefore;
    lettersBefore += items.length;
    const make = (
      item: WorkoutItem,
      itemIndex: number,
      setIndex: number,
      setCount: number,
      prescribed: PrescribedSet,
      restAfter: number,
    ): Step => {
      return {
        key: stepKey(block.id, item.id, setIndex),
        block_id: block.id,
        block_index: blockIndex,
        kind: block.kind,
        item_id: item.id,
        exercise_id: item.exercise_id,
        set_index: setIndex,
        set_count: setCount,
        label: `${letter(offset + itemIndex)}${setIndex + 1}`,
        prescribed,
        notes: item.notes,
        work_seconds: block.kind === 'interval' ? (block.work_seconds ?? prescribed.duration_seconds ?? 0) : null,
        rest_after_seconds: restAfter,
        extra: false,
      };
    };
    const restOf = (set: PrescribedSet, exerciseId: string) => set.rest_seconds ?? defaultRest(exerciseId) ?? 0;

    if (block.kind === 'straight') {
      items.forEach((item, itemIndex) => {
        item.sets.forEach((set, setIndex) =>
          steps.push(make(item, itemIndex, setIndex, item.sets.length, set, restOf(set, item.exercise_id))),
        );
      });
      return;
    }
    if (block.kind === 'superset') {
      const rounds = Math.max(...items.map((item) => item.sets.length));
      for (let round = 0; round < rounds; round++) {
        const inRound = items.flatMap((item, itemIndex) => {
          const set = item.sets[round];
          return set ? [{ item, itemIndex, set }] : [];
        });
        // The pair's rest is the longest any of its sets asks for, taken once after the last one.
        const pairRest = Math.max(...inRound.map((entry) => restOf(entry.set, entry.item.exercise_id)));
        inRound.forEach(({ item, itemIndex, set }, position) => {
          const last = position === inRound.length - 1;
          steps.push(make(item, itemIndex, round, item.sets.length, set, last ? pairRest : 0));
        });
      }
      return;
    }
    // circuit and interval
    const rounds = Math.max(1, block.rounds ?? 1);
    for (let round = 0; round < rounds; round++) {
      items.forEach((item, itemIndex) => {
        const set = item.sets[Math.min(round, item.sets.length - 1)] ?? EMPTY_SET;
        const lastOfRound = itemIndex === items.length - 1;
        const rest =
          block.kind === 'interval'
            ? (block.rest_seconds ?? set.rest_seconds ?? 0)
            : lastOfRound
              ? (block.rest_seconds ?? restOf(set, item.exercise_id))
              : 0;
        steps.push(make(item, itemIndex, round, rounds, set, rest));
      });
    }
  });
  return steps;
}
