import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, type Cursor } from '../../../server/sync/cursor';

/**
 * [P5] A pull cursor is opaque to devices but read strictly by the server: only what it wrote
 * continues, and anything else makes the device start over (P3) rather than continue from a
 * wrong place.
 */
describe('pull cursors (sync/SPEC.md P5)', () => {
  const instance = '0193a1b2-0000-7000-8000-000000000001';

  it.each<[string, Cursor, string]>([
    ['an ordinary cursor', { instance, epoch: 2, version: 40 }, `c1.${instance}.2.40`],
    ['a cursor at version 0', { instance, epoch: 0, version: 0 }, `c1.${instance}.0.0`],
    ['a first download in its first part', { instance, epoch: 0, version: 7, first: { snapshot: 90, part: 1 } }, `f1.${instance}.0.90.1.7`],
    ['a first download in its history', { instance, epoch: 3, version: 90, first: { snapshot: 90, part: 2 } }, `f1.${instance}.3.90.2.90`],
  ])('%s is written in its one form and read back as it was', (_label, cursor, text) => {
    expect(encodeCursor(cursor)).toBe(text);
    expect(decodeCursor(text)).toEqual(cursor);
  });

  it('reads the largest safe version and nothing beyond it', () => {
    expect(decodeCursor(`c1.${instance}.0.${Number.MAX_SAFE_INTEGER}`)).toEqual({ instance, epoch: 0, version: Number.MAX_SAFE_INTEGER });
    expect(decodeCursor(`c1.${instance}.0.${Number.MAX_SAFE_INTEGER + 2}`)).toBeUndefined();
  });

  it.each([
    ['empty', ''],
    ['no installation', 'c1..0.40'],
    ['an unknown form', `c2.${instance}.0.40`],
    ['a missing version', `c1.${instance}.0`],
    ['an extra part', `c1.${instance}.0.40.1`],
    ['a negative version', `c1.${instance}.0.-1`],
    ['a negative epoch', `c1.${instance}.-1.40`],
    ['a fraction', `c1.${instance}.0.4.5`],
    ['a version in another notation', `c1.${instance}.0.4e1`],
    ['digits with a sign', `c1.${instance}.0.+40`],
    ['an empty epoch', `c1.${instance}..40`],
    ['letters after digits', `c1.${instance}.0.40x`],
    ['letters before digits', `c1.${instance}.0.x40`],
    ['a first download of a third part', `f1.${instance}.0.90.3.7`],
    ['a first download of part 0', `f1.${instance}.0.90.0.7`],
    ['a first download beyond its snapshot', `f1.${instance}.0.90.1.91`],
    ['a first download without its version', `f1.${instance}.0.90.1`],
    ['a first download with an unreadable epoch', `f1.${instance}.x.90.1.7`],
    ['a first download with an unreadable snapshot', `f1.${instance}.0.x.1.7`],
    ['a first download with an unreadable version', `f1.${instance}.0.90.1.x`],
    ['a first download in the ordinary form', `c1.${instance}.0.90.1.7`],
    ['an ordinary cursor in the first download form', `f1.${instance}.0.40`],
  ])('%s is not a cursor', (_label, text) => {
    expect(decodeCursor(text)).toBeUndefined();
  });
});
