import { describe, expect, it } from 'vitest';
import { asPermanent, rejected } from '../../../server/sync/errors';

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });

describe('[W5][W6] which failures reject a mutation and which stop the push', () => {
  it.each([
    ['22021', 'invalid_value'], // a byte sequence the encoding cannot hold
    ['22P05', 'invalid_value'], // an untranslatable character in JSON
    ['22008', 'invalid_value'], // a date or time out of range
    ['22001', 'invalid_value'], // text too long for its column
    ['23502', 'constraint_violation'],
    ['23503', 'constraint_violation'],
    ['23514', 'constraint_violation'],
    ['23505', 'duplicate'],
  ])('SQLSTATE %s (data or integrity) is permanent: %s', (code, expected) => {
    expect(asPermanent(pgError(code))?.code).toBe(expected);
    // drizzle wraps the driver's error; the code is found on its cause.
    expect(asPermanent(new Error('Failed query', { cause: pgError(code) }))?.code).toBe(expected);
  });

  it.each(['40001', '40P01', '57P01', '53300', '08006', 'XX000'])('SQLSTATE %s is temporary: the push stops and is retried', (code) => {
    expect(asPermanent(pgError(code))).toBeUndefined();
  });

  it('a bug is temporary; a refusal of the contract is permanent with its code and fields', () => {
    expect(asPermanent(new TypeError('x is undefined'))).toBeUndefined();
    expect(asPermanent(rejected('in_use', 'Still used', { workouts: '2' }))).toEqual({ code: 'in_use', message: 'Still used', fields: { workouts: '2' } });
  });
});
