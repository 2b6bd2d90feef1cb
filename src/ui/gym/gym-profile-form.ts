import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { gymProfileFields } from '@core/records/gym-profiles';
import type { GymEquipment } from '@core/training/loadable';
import type { GymProfileValues } from '@/data/gym-profile';
import { formatNumber, parseDecimal } from '@/ui/training-format';

/** The editor's fields as typed: text, so "2," can be on its way to "2,5". */
export interface GymDraft {
  bar: string;
  plates: { key: number; kg: string; pairs: string }[];
  /** Dumbbell weights separated by spaces. */
  dumbbells: string;
  step: string;
  max: string;
}

/** Where a message shows: a field of the form, or a plate row's weight or pairs. */
export type DraftField = 'bar' | 'plates' | 'dumbbells' | 'step' | 'max' | `plate.${number}.kg` | `plate.${number}.pairs`;
export type DraftErrors = Partial<Record<DraftField, MessageDescriptor>>;

const MESSAGES = {
  bar: msg`Enter the bar’s weight in kg: more than 0, up to 100, in steps of 0.25.`,
  plateKg: msg`Enter the plate’s weight in kg: more than 0, up to 50, in steps of 0.25.`,
  platePairs: msg`Enter how many pairs: a whole number from 1 to 10.`,
  plates: msg`List each plate weight once, at most 12 of them.`,
  dumbbells: msg`Enter dumbbell weights in kg separated by spaces, up to 200, in steps of 0.25.`,
  step: msg`Enter the step in kg: more than 0, up to 50, in steps of 0.25.`,
  max: msg`Enter the heaviest dumbbell in kg: more than 0, up to 200, in steps of 0.25.`,
} satisfies Record<string, MessageDescriptor>;

let nextKey = 1;
const plateRow = (kg: string, pairs: string) => ({ key: nextKey++, kg, pairs });

export function emptyPlateRow(): GymDraft['plates'][number] {
  return plateRow('', '1');
}

/** The editor's starting text for a profile, or for the usual equipment when there is none. */
export function toDraft(i18n: I18n, equipment: GymEquipment): GymDraft {
  // formatNumber groups thousands, which no weight here reaches (the schema stops at 200 kg).
  const n = (value: number | null) => (value === null ? '' : formatNumber(i18n, value));
  return {
    bar: n(equipment.bar_kg),
    plates: equipment.plates.map((plate) => plateRow(n(plate.kg), String(plate.pairs))),
    dumbbells: equipment.dumbbells_kg.map(n).join(' '),
    step: n(equipment.dumbbell_step_kg),
    max: n(equipment.dumbbell_max_kg),
  };
}

/**
 * Digits with one decimal comma or point. Stricter than parseDecimal: a sign, an exponent or hex
 * ("-5", "1e2", "0x10") in a weight is a slip, and the field says so rather than saving what
 * Number() makes of it.
 */
const PLAIN_NUMBER = /^\s*(\d+([.,]\d*)?|[.,]\d+)\s*$/;

/** A typed weight; null for nothing, NaN for anything else (the schema then names the field). */
function typedNumber(text: string): number | null {
  if (text.trim() === '') return null;
  return PLAIN_NUMBER.test(text) ? (parseDecimal(text) ?? Number.NaN) : Number.NaN;
}

/** Weights separated by spaces or semicolons; a comma right after a number is a separator too ("2, 4, 6"). */
function typedList(text: string): number[] {
  return text
    .split(/[\s;]+/)
    .map((token) => token.replace(/,$/, ''))
    .filter((token) => token !== '')
    .map((token) => typedNumber(token) ?? Number.NaN);
}

/** Which field an issue of the shared schema belongs to. */
function fieldOf(path: readonly PropertyKey[]): { field: DraftField; message: MessageDescriptor } | undefined {
  const [first, index, part] = path;
  switch (first) {
    case 'bar_kg':
      return { field: 'bar', message: MESSAGES.bar };
    case 'plates':
      if (typeof index === 'number' && part === 'kg') return { field: `plate.${index}.kg`, message: MESSAGES.plateKg };
      if (typeof index === 'number' && part === 'pairs') return { field: `plate.${index}.pairs`, message: MESSAGES.platePairs };
      return { field: 'plates', message: MESSAGES.plates };
    case 'dumbbells_kg':
      return { field: 'dumbbells', message: MESSAGES.dumbbells };
    case 'dumbbell_step_kg':
      return { field: 'step', message: MESSAGES.step };
    case 'dumbbell_max_kg':
      return { field: 'max', message: MESSAGES.max };
    default:
      return undefined;
  }
}

export type DraftResult = { ok: true; values: GymProfileValues } | { ok: false; errors: DraftErrors };

/**
 * The draft as a profile, checked by the shared schema the server checks it with, so what the
 * device saves is what the server accepts; else a message per field that is not right.
 */
export function fromDraft(clientId: string, draft: GymDraft): DraftResult {
  const candidate = {
    id: clientId,
    bar_kg: typedNumber(draft.bar),
    plates: draft.plates.map((row) => ({ kg: typedNumber(row.kg), pairs: typedNumber(row.pairs) })),
    dumbbells_kg: typedList(draft.dumbbells),
    dumbbell_step_kg: typedNumber(draft.step),
    dumbbell_max_kg: typedNumber(draft.max),
  };
  const parsed = gymProfileFields.safeParse(candidate);
  if (parsed.success) {
    const { id: _id, coach_id: _coach, ...values } = parsed.data;
    return { ok: true, values };
  }
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const found = fieldOf(issue.path);
    if (found) errors[found.field] ??= found.message;
  }
  return { ok: false, errors };
}
