// Typed local writes. Their code (writeLocal and the contract's validation) loads through
// write-path.ts, so only types come from the schemas here.
import { useMemo } from 'react';
import type { z } from 'zod';
import type { DOMAIN_OPERATIONS } from '@sync/mutations';
import type { EntityName, FieldsInput } from '@core/records/index';
import type { UserDatabase } from './local/database';
import { useUserDatabase } from './user-database';
import { loadedWritePath, loadWritePath } from './write-path';

/**
 * What a patch may change: the record's own fields, never its id (sync/SPEC.md M1). Changes typed
 * only as Record<string, unknown> still pass (TypeScript lets an index signature stand for
 * optional fields), so build them from typed values.
 */
export type RecordChanges<E extends EntityName> = Partial<Omit<FieldsInput<E>, 'id'>>;

/** A plan given to a client, as `plan-assignments.assign` takes it: the entries follow from it (M3, G4). */
export type AssignPlanArgs = z.input<(typeof DOMAIN_OPERATIONS)['plan-assignments.assign']>;

/**
 * Local writes by entity and field instead of mutation names, so a wrong entity or field is a
 * type error where the screen is written rather than a refusal when someone saves. Each returns
 * the mutation id and throws what writeLocal throws: InvalidMutation with field messages (the
 * runtime check stays, since form values are only as typed as the form), or a quota error (C10).
 */
export interface RecordWrites {
  /** The whole record (R2: a put replaces every field). */
  put<E extends EntityName>(entity: E, record: NoInfer<FieldsInput<E>>): Promise<number>;
  /**
   * Only the named fields (R2). `editedFrom` is the record as a form showed it when its editing
   * began: its version is the base the server judges conflicts by (R9). Without it, writeLocal
   * takes the device's server copy, which is right for a change made at once (a tap, a drop).
   */
  patch<E extends EntityName>(entity: E, id: string, changes: NoInfer<RecordChanges<E>>, editedFrom?: { version: number }): Promise<number>;
  remove(entity: EntityName, id: string): Promise<number>;
  assignPlan(args: AssignPlanArgs): Promise<number>;
  /** [G6] Ends an assignment: its planned entries from `from` on leave the calendar. */
  endAssignment(id: string, from: string): Promise<number>;
  /** [G6] Moves an assignment's start date; its planned entries move with it. */
  moveAssignment(id: string, startDate: string): Promise<number>;
  /**
   * [R9][R11] Puts back a value a change replaced (the other device's, from a notice; or this
   * device's, from the record's history), as a new change of that field. The field is only known
   * at run time (the server named it), so this is the one write that is checked only by
   * writeLocal's validation.
   */
  restoreField(entity: EntityName, id: string, field: string, value: unknown): Promise<number>;
}

type Write = (name: string, args: Record<string, unknown>) => Promise<number>;

function writesThrough(write: Write): RecordWrites {
  return {
    put: (entity, record) => write(`${entity}.put`, record),
    // Version 0: the form showed a record the server did not have yet, which has no version to name;
    // writeLocal then takes the device's server copy.
    patch: (entity, id, changes, editedFrom) =>
      write(`${entity}.patch`, editedFrom && editedFrom.version > 0 ? { id, changes, base_version: editedFrom.version } : { id, changes }),
    remove: (entity, id) => write(`${entity}.delete`, { id }),
    assignPlan: (args) => write('plan-assignments.assign', args),
    endAssignment: (id, from) => write('plan-assignments.end', { id, from }),
    moveAssignment: (id, startDate) => write('plan-assignments.move', { id, start_date: startDate }),
    restoreField: (entity, id, field, value) => write(`${entity}.patch`, { id, changes: { [field]: value } }),
  };
}

/** Typed writes into one database, each through writeLocal: one transaction with its outbox entry (C1). */
export function recordWrites(db: UserDatabase): RecordWrites {
  return writesThrough(async (name, args) => (loadedWritePath() ?? (await loadWritePath())).writeLocal(db, name, args));
}

const signedOut = writesThrough(() => Promise.reject(new Error('No one is signed in')));

/** Typed writes into the signed-in user's database (see RecordWrites); they fail when nobody is signed in. */
export function useRecordWrites(): RecordWrites {
  const db = useUserDatabase();
  return useMemo(() => (db ? recordWrites(db) : signedOut), [db]);
}
