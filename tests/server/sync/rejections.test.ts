import { describe, expect, it } from 'vitest';
import { asPermanent, missing, rejected, setAlreadyLogged } from '../../../server/sync/rejections';

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

  it('each permanent failure carries the sentence a person reads', () => {
    expect(asPermanent(pgError('22021'))).toEqual({ code: 'invalid_value', message: 'The server cannot store a value of this change' });
    expect(asPermanent(pgError('23503'))).toEqual({
      code: 'constraint_violation',
      message: 'The change conflicts with the data on the server',
    });
    expect(asPermanent(pgError('23505'))).toEqual({ code: 'duplicate', message: 'The change conflicts with the data on the server' });
    expect(missing('client').message).toBe('The client does not exist or is not yours');
    expect(missing().message).toBe('The record does not exist or is not yours');
  });

  it('[R10] a second live log of one step, refused by its unique index, is "already logged", however deeply the driver wraps it', () => {
    const already = { code: 'set_already_logged', message: setAlreadyLogged().message };
    const indexError = Object.assign(pgError('23505'), { constraint: 'set_logs_step_live_uq' });
    expect(asPermanent(indexError)).toEqual(already);
    expect(asPermanent(new Error('Failed query', { cause: new Error('wrapped', { cause: indexError }) }))).toEqual(already);
    // The constraint may be named on a different layer from the code.
    expect(
      asPermanent(Object.assign(new Error('Failed query', { cause: pgError('23505') }), { constraint: 'set_logs_step_live_uq' })),
    ).toEqual(already);
    expect(asPermanent(Object.assign(pgError('23505'), { constraint: 'clients_pkey' }))?.code).toBe('duplicate');
    expect(asPermanent(Object.assign(pgError('23505'), { constraint: 42 }))?.code).toBe('duplicate');
  });

  it('only a five-character SQLSTATE counts as one; anything else on the error is looked past', () => {
    for (const code of ['230505', '23505X', '2350', 'ECONNRESET', '22-01']) expect(asPermanent(pgError(code))).toBeUndefined();
    expect(asPermanent(Object.assign(new Error('numeric'), { code: 23505 }))).toBeUndefined();
    // A system error's code on the outside does not hide the SQLSTATE of its cause.
    expect(asPermanent(Object.assign(new Error('Failed query', { cause: pgError('22008') }), { code: 'ERR_QUERY' }))?.code).toBe(
      'invalid_value',
    );
    expect(asPermanent(Object.assign(new Error('odd cause'), { cause: 'text' }))).toBeUndefined();
  });

  it.each(['40001', '40P01', '57P01', '53300', '08006', 'XX000'])('SQLSTATE %s is temporary: the push stops and is retried', (code) => {
    expect(asPermanent(pgError(code))).toBeUndefined();
  });

  it('a bug is temporary; a refusal of the contract is permanent with its code and fields', () => {
    expect(asPermanent(new TypeError('x is undefined'))).toBeUndefined();
    expect(asPermanent(rejected('in_use', 'Still used', { workouts: '2' }))).toEqual({
      code: 'in_use',
      message: 'Still used',
      fields: { workouts: '2' },
    });
  });
});
