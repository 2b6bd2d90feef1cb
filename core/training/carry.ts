import type { PrescribedSet } from '../records/workouts';
import { itemKey } from './extra-sets';
import type { Step } from './sequence';

/**
 * A weight or reps changed on one set carries to the sets of the same exercise that follow it
 * and asked for the same, as lifting apps do (docs/decisions/0096-a-changed-weight-or-reps-carries.md): the coach
 * wrote 5 × 60 kg five times, the client loaded 62.5 kg on the first set, the second starts at
 * 62.5 kg. The prescription itself is not changed.
 */
export interface CarriedSet {
  /** The set it was logged on. */
  set_index: number;
  /** What that set asked for: only sets asking the same take the values. */
  prescribed: PrescribedSet;
  reps: number | null;
  weight_kg: number | null;
}

/** What carries from a set logged with these values. */
export function carryOf(
  step: Pick<Step, 'set_index' | 'prescribed'>,
  values: { reps: number | null; weight_kg: number | null },
): CarriedSet {
  return { set_index: step.set_index, prescribed: step.prescribed, reps: values.reps, weight_kg: values.weight_kg };
}

/** Whether two sets ask for the same work; the rest after them does not count. */
export function samePrescription(a: PrescribedSet, b: PrescribedSet): boolean {
  return (
    a.reps === b.reps &&
    a.reps_max === b.reps_max &&
    a.load_kg === b.load_kg &&
    a.duration_seconds === b.duration_seconds &&
    a.distance_m === b.distance_m &&
    a.tempo === b.tempo &&
    a.rpe === b.rpe
  );
}

/** Where an item's carried values are kept: one entry per exercise of a block (extra-sets.ts' item key). */
export const carryKey = (step: Pick<Step, 'block_id' | 'item_id'>) => itemKey(step.block_id, step.item_id);

/** The values a step starts from: those carried from an earlier set of its item that asked the same; null when none. */
export function carriedTo(
  step: Pick<Step, 'block_id' | 'item_id' | 'set_index' | 'prescribed'>,
  carried: Readonly<Record<string, CarriedSet>> | undefined,
): CarriedSet | null {
  const found = carried?.[carryKey(step)];
  return found && found.set_index < step.set_index && samePrescription(found.prescribed, step.prescribed) ? found : null;
}
