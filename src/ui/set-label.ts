import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BlockKind } from '@core/records/workouts';

/** What names one set of a workout: its block's kind, its letter-and-number and where it stands among its item's sets. */
export interface NamedSet {
  kind: BlockKind;
  /** "A1", "B2" (core/training/sequence.ts). */
  label: string;
  set_index: number;
  set_count: number;
}

/**
 * How a set is named to the person training: "Set 2 of 5" in straight sets, where lifters read
 * A1/A2 as superset notation; "A1", "B2" in supersets, circuits and intervals, where the letter
 * says which exercise of the group it is (docs/decisions/0094-straight-sets-are-counted-not-lettered.md).
 */
export function setLabel(i18n: I18n, set: NamedSet): string {
  return set.kind === 'straight' ? countedLabel(i18n, set) : set.label;
}

/** "Set 2 of 5" whatever the block's kind: the superset card says it beside "A2". */
export function countedLabel(i18n: I18n, set: Pick<NamedSet, 'set_index' | 'set_count'>): string {
  const number = set.set_index + 1;
  const count = set.set_count;
  // A set added beyond the prescription has a number past the count.
  return number > count ? i18n._(msg`Set ${number}, extra`) : i18n._(msg`Set ${number} of ${count}`);
}

/** The name of the button that logs a set: "Log set 2 of 5: 5 × 60 kg", "Log set A1: 8 × 40 kg". */
export function logSetText(i18n: I18n, set: NamedSet, performed: { reps: string; kg: string } | null): string {
  const { reps, kg } = performed ?? { reps: '', kg: '' };
  if (set.kind !== 'straight') {
    const label = set.label;
    return performed ? i18n._(msg`Log set ${label}: ${reps} × ${kg} kg`) : i18n._(msg`Log set ${label}`);
  }
  const number = set.set_index + 1;
  const count = set.set_count;
  if (number > count) return performed ? i18n._(msg`Log set ${number}: ${reps} × ${kg} kg`) : i18n._(msg`Log set ${number}`);
  return performed ? i18n._(msg`Log set ${number} of ${count}: ${reps} × ${kg} kg`) : i18n._(msg`Log set ${number} of ${count}`);
}
