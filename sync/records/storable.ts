/**
 * Text the database cannot store must be refused where it is written, not discovered by the
 * server: PostgreSQL refuses a NUL character in text and JSON, and a lone UTF-16 surrogate in
 * JSON (and silently turns it into U+FFFD in text). A refusal there would come back on every retry
 * and stall the device's queue behind it (sync/SPEC.md W6), so the shared schemas check every
 * string and every object key a mutation carries before anything else (sync/SPEC.md R8).
 */

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
// eslint-disable-next-line no-control-regex -- a NUL is exactly what this looks for.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, 'g');

export const UNSTORABLE_MESSAGE = 'contains a character that cannot be stored';

export const isStorableText = (value: string): boolean => !UNSTORABLE.test(value);

/** The text with what cannot be stored replaced by U+FFFD: for the server's own words about bad input (a rejection that names it). */
export const toStorableText = (value: string): string => value.replace(UNSTORABLE_ALL, '\uFFFD');

/** The paths (`a.b.0`) of every string or key in `value` that cannot be stored; empty when all can. */
export function unstorablePaths(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return isStorableText(value) ? [] : [path.join('.') || '_'];
  if (value === null || typeof value !== 'object') return [];
  // Arrays too: their entries are their indexes.
  return Object.entries(value).flatMap(([key, item]) => (isStorableText(key) ? unstorablePaths(item, [...path, key]) : [toStorableText([...path, key].join('.'))]));
}
