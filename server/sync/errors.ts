import { InvalidMutation } from '@sync/mutations';
import type { MutationError } from '@sync/protocol';

/** A mutation the server will never accept (permission, validation, a deleted record): recorded and skipped. */
export class MutationRejected extends InvalidMutation {}

export const rejected = (code: string, message: string, fields?: Record<string, string>) => new MutationRejected(code, message, fields);
export const forbiddenWrite = (message = 'You may not change this record') => rejected('forbidden', message);
export const missing = (what = 'record') => rejected('not_found', `The ${what} does not exist or is not yours`);

const PERMANENT_PG_CODES = new Set([
  '22001', // string too long
  '22003', // number out of range
  '22007', // invalid datetime
  '22P02', // invalid text representation
  '23502', // not null
  '23503', // foreign key
  '23505', // unique
  '23514', // check
]);

function pgCode(error: unknown): string | undefined {
  for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * Permanent errors are rejected (and the client moves on); anything else is treated as temporary,
 * including bugs: a stuck queue that a fix releases loses nothing, a wrong rejection would.
 */
export function asPermanent(error: unknown): MutationError | undefined {
  if (error instanceof InvalidMutation) return { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) };
  const code = pgCode(error);
  if (code && PERMANENT_PG_CODES.has(code)) {
    return { code: code === '23505' ? 'duplicate' : 'constraint_violation', message: 'The change conflicts with the data on the server' };
  }
  return undefined;
}
