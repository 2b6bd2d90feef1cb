import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PASSWORD_MIN_LENGTH } from '@core/auth-constants';
import { isStorableText } from '@core/records/storable';

/** A check of one value: undefined when fine, else what to tell the user. */
export type Validator = (value: string) => MessageDescriptor | undefined;

/** docs/product.md §5's generic wording, for a field the server refused for a reason the form cannot name. */
export const NOT_VALID = msg`This field is not valid`;

/**
 * Pasted text can carry a NUL or half of an emoji, which the server cannot store (sync/SPEC.md
 * R8); every field checks it, so the person is told at the field instead of the save failing.
 */
export const storable: Validator = (value) =>
  isStorableText(value) ? undefined : msg`This text contains a hidden character that cannot be saved. Retype it instead of pasting.`;

export const required: Validator = (value) => (value.trim() ? undefined : msg`This field is required`);

// Deliberately loose: the server decides; this only catches typos like a missing @.
export const email: Validator = (value) =>
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? undefined : msg`Enter a valid e-mail address`;

const graphemes = (value: string) => Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(value)).length;

export const newPassword: Validator = (value) =>
  graphemes(value.normalize('NFKC')) >= PASSWORD_MIN_LENGTH ? undefined : msg`Use at least ${PASSWORD_MIN_LENGTH} characters`;

export function sameAs(other: () => string): Validator {
  return (value) => (value === other() ? undefined : msg`The passwords do not match`);
}
