import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PASSWORD_MIN_LENGTH } from '@sync/auth-constants';

/** A check of one value: undefined when fine, else what to tell the user. */
export type Validator = (value: string) => MessageDescriptor | undefined;

/** SPEC §5's generic wording, for a field the server refused for a reason the form cannot name. */
export const NOT_VALID = msg`This field is not valid`;

export const required: Validator = (value) => (value.trim() ? undefined : msg`This field is required`);

// Deliberately loose: the server decides; this only catches typos like a missing @.
export const email: Validator = (value) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? undefined : msg`Enter a valid e-mail address`);

const graphemes = (value: string) => Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(value)).length;

export const newPassword: Validator = (value) =>
  graphemes(value.normalize('NFKC')) >= PASSWORD_MIN_LENGTH ? undefined : msg`Use at least ${PASSWORD_MIN_LENGTH} characters`;

export function sameAs(other: () => string): Validator {
  return (value) => (value === other() ? undefined : msg`The passwords do not match`);
}
