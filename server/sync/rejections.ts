import { InvalidMutation } from '@sync/mutations';
import type { MutationError } from '@sync/protocol';

/** A mutation the server will never accept (permission, validation, a deleted record): recorded and skipped. */
export class MutationRejected extends InvalidMutation {}

export const rejected = (code: string, message: string, fields?: Record<string, string>) => new MutationRejected(code, message, fields);
export const forbiddenWrite = (message = 'You may not change this record') => rejected('forbidden', message);
export const missing = (what = 'record') => rejected('not_found', `The ${what} does not exist or is not yours`);

/** [R10] The step already has a live set log in this session: that one counts. */
export const setAlreadyLogged = () =>
  rejected('set_already_logged', 'This set is already logged in this workout (on this or another device); the log there counts');

/** The unique index that enforces R10 between concurrent writers. */
const SET_STEP_INDEX = 'set_logs_step_live_uq';

function pgConstraint(error: unknown): string | undefined {
  for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
  }
  return undefined;
}

function pgCode(error: unknown): string | undefined {
  for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * [W5] Permanent: a refusal of the contract, and every PostgreSQL data exception (SQLSTATE class
 * 22: a value the column cannot hold) or integrity violation (class 23: not null, foreign key,
 * unique, check). The same mutation would fail the same way on every retry, so it is rejected and
 * the device moves on. [W6] Anything else is temporary, bugs included: a lost connection, a
 * serialization failure or a deadlock (class 40), a server shutting down (57), too many
 * connections (53). A stuck queue that a retry or a fix releases loses nothing; a wrong rejection
 * would lose the user's change.
 */
export function asPermanent(error: unknown): MutationError | undefined {
  if (error instanceof InvalidMutation)
    return { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) };
  const code = pgCode(error);
  if (code === '23505' && pgConstraint(error) === SET_STEP_INDEX) {
    const { code: rejectedCode, message } = setAlreadyLogged();
    return { code: rejectedCode, message };
  }
  if (code === '23505') return { code: 'duplicate', message: 'The change conflicts with the data on the server' };
  if (code?.startsWith('23')) return { code: 'constraint_violation', message: 'The change conflicts with the data on the server' };
  if (code?.startsWith('22')) return { code: 'invalid_value', message: 'The server cannot store a value of this change' };
  return undefined;
}
