import { describe, expect, it } from 'vitest';
import { expandMutation, InvalidMutation } from '@sync/mutations';
import { isoDateSchema, isoDateTimeSchema } from '@core/records/common';
import { toStorableText, unstorablePaths } from '@core/records/storable';
import { sampleRecord } from '../../helpers/sample-records';

function refusal(run: () => unknown): InvalidMutation {
  try {
    run();
  } catch (error) {
    if (error instanceof InvalidMutation) return error;
    throw error;
  }
  throw new Error('expected the mutation to be refused');
}

describe('[R1] a field no schema knows is refused, never dropped', () => {
  it('a put naming an unknown field is refused as unknown_field, naming it', () => {
    const error = refusal(() => expandMutation('clients.put', { ...sampleRecord('clients'), favourite_colour: 'red' }));
    expect(error.code).toBe('unknown_field');
    expect(error.fields).toEqual({ favourite_colour: 'is not a field of this record' });
  });

  it('an unknown field inside a nested document is named by its path', () => {
    const workout = {
      ...sampleRecord('workouts'),
      blocks: [{ id: sampleRecord('joints').id, kind: 'straight', items: [], colour: 'red' }],
    };
    const error = refusal(() => expandMutation('workouts.put', workout));
    expect(error.code).toBe('unknown_field');
    expect(error.fields).toEqual({ 'blocks.0.colour': 'is not a field of this record' });
  });

  it('a patch carries only id, changes and base_version', () => {
    const error = refusal(() => expandMutation('clients.patch', { id: sampleRecord('clients').id, changes: {}, note: 'x' }));
    expect(error).toMatchObject({ code: 'unknown_field', fields: { note: 'is not a field of this record' } });
  });

  it('a __proto__ or constructor key is refused wherever it stands, as JSON.parse makes it, never dropped', () => {
    const workout = JSON.parse(
      `{"blocks":[{"__proto__":{"kind":"circuit"}}],"constructor":{"prototype":{}},${JSON.stringify(sampleRecord('workouts')).slice(1)}`,
    ) as unknown;
    const error = refusal(() => expandMutation('workouts.put', workout));
    expect(error).toMatchObject({ code: 'unknown_field' });
    expect(Object.entries(error.fields ?? {})).toEqual([
      ['blocks.0.__proto__', 'is not a field of this record'],
      ['constructor', 'is not a field of this record'],
    ]);
    const patch = JSON.parse(`{"id":"${sampleRecord('clients').id}","changes":{"__proto__":{"name":"x"}}}`) as unknown;
    expect(Object.entries(refusal(() => expandMutation('clients.patch', patch)).fields ?? {})).toEqual([
      ['changes.__proto__', 'is not a field of this record'],
    ]);
  });

  it('the sync metadata is not a field a device writes', () => {
    const error = refusal(() => expandMutation('clients.put', { ...sampleRecord('clients'), version: 3 }));
    expect(error).toMatchObject({ code: 'unknown_field', fields: { version: 'is not a field of this record' } });
  });
});

describe('[R8] what PostgreSQL cannot store is refused where it is written', () => {
  it.each([
    ['a NUL character', 'Anna\u0000'],
    ['a lone high surrogate', 'Anna \uD83D'],
    ['a lone low surrogate', '\uDE00 Anna'],
  ])('text with %s is refused with a field message', (_what, name) => {
    const error = refusal(() => expandMutation('clients.put', { ...sampleRecord('clients'), name }));
    expect(error).toMatchObject({ code: 'validation_failed', fields: { name: 'contains a character that cannot be stored' } });
  });

  it('text in a nested document and in an object key is refused too, by path', () => {
    const workout = {
      ...sampleRecord('workouts'),
      description: 'ok 💪',
      blocks: [{ id: sampleRecord('joints').id, kind: 'straight', name: 'a\u0000b', items: [] }],
    };
    expect(refusal(() => expandMutation('workouts.put', workout)).fields).toEqual({
      'blocks.0.name': 'contains a character that cannot be stored',
    });
    expect(unstorablePaths({ name: { 'en-US\u0000': 'x' } })).toEqual(['name.en-US\uFFFD']);
  });

  it('every bad string and key is named in document order, however deep it lies', () => {
    expect(unstorablePaths({ a: 'x\u0000', 'b\uD800': 1, c: ['ok', '\uDC00'], d: { e: '\u0000' } })).toEqual([
      'a',
      'b\uFFFD',
      'c.1',
      'd.e',
    ]);
    expect(unstorablePaths('\u0000')).toEqual(['_']);
    // What JSON.parse reads from a few hundred kilobytes of brackets: far deeper than a call stack.
    const depth = 200_000;
    const deep: unknown = JSON.parse(`${'{"a":['.repeat(depth)}"\\u0000"${']}'.repeat(depth)}`);
    const [path] = unstorablePaths(deep);
    expect(path?.split('.')).toHaveLength(2 * depth);
  });

  it('a whole emoji (a surrogate pair) is stored as written', () => {
    expect(expandMutation('clients.put', { ...sampleRecord('clients'), name: 'Anna 💪' })[0]).toMatchObject({
      record: { name: 'Anna 💪' },
    });
    expect(unstorablePaths({ a: ['💪', { b: 'ā' }] })).toEqual([]);
  });

  it('the server quotes bad input in a form it can store', () => {
    expect(toStorableText('a\u0000b\uD800')).toBe('a\uFFFDb\uFFFD');
  });

  it('dates and times outside the years 1 to 9999 are refused', () => {
    expect(isoDateSchema.safeParse('0000-01-01').success).toBe(false);
    expect(isoDateSchema.safeParse('0001-01-01').success).toBe(true);
    expect(isoDateSchema.safeParse('9999-12-31').success).toBe(true);
    expect(isoDateTimeSchema.safeParse('0000-06-01T00:00:00Z').success).toBe(false);
    // Year 1 in Riga is still year 0 in UTC, and the last evening of 9999 in New York is 10000 in UTC.
    expect(isoDateTimeSchema.safeParse('0001-01-01T00:30:00+02:00').success).toBe(false);
    expect(isoDateTimeSchema.safeParse('9999-12-31T22:00:00-05:00').success).toBe(false);
    expect(isoDateTimeSchema.safeParse('2026-11-23T10:00:00+02:00').success).toBe(true);
    const error = refusal(() => expandMutation('calendar-entries.put', { ...sampleRecord('calendar-entries'), date: '0000-03-01' }));
    expect(error.fields).toEqual({ date: 'must be between the years 1 and 9999' });
  });
});
