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

/** A path as a chain to its parent, so a deep value costs one link per level rather than a copied array. */
interface PathLink {
  parent: PathLink | undefined;
  key: string;
}

const joinPath = (link: PathLink | undefined): string => {
  const keys: string[] = [];
  for (let at = link; at; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
};

/** What a walk of a value reports: strings, and object keys, that fail the test. */
export interface Sought {
  text?: (text: string) => boolean;
  key: (key: string) => boolean;
}

/**
 * The paths (`a.b.0`) of every string and key in `value` that `sought` reports, in document order,
 * a reported key made storable. A stack rather than recursion: JSON.parse reads nesting of any
 * depth (a few megabytes of `[` reach millions of levels), and recursing that deep would overflow
 * the stack, an unknown error that the server answers as temporary (sync/SPEC.md W6) instead of a
 * refusal.
 */
export function pathsOf(value: unknown, sought: Sought): string[] {
  const found: string[] = [];
  // A reported key is pushed as its path already made storable, so it is reported where it stands.
  const pending: ({ value: unknown; at: PathLink | undefined } | { badKey: string })[] = [{ value, at: undefined }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if ('badKey' in next) {
      found.push(next.badKey);
      continue;
    }
    const { value: item, at } = next;
    if (typeof item === 'string') {
      if (sought.text?.(item)) found.push(joinPath(at) || '_');
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    // Arrays too: their entries are their indexes. Pushed last to first, so the first is read first.
    const entries = Object.entries(item);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, child] = entries[index] as [string, unknown];
      const link = { parent: at, key };
      pending.push(sought.key(key) ? { badKey: toStorableText(joinPath(link)) } : { value: child, at: link });
    }
  }
  return found;
}

const UNSTORABLE_SOUGHT: Sought = { text: (text) => !isStorableText(text), key: (key) => !isStorableText(key) };

/** The paths (`a.b.0`) of every string or key in `value` that cannot be stored, in document order; empty when all can. */
export const unstorablePaths = (value: unknown): string[] => pathsOf(value, UNSTORABLE_SOUGHT);
