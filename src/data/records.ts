import { useLiveQuery } from 'dexie-react-hooks';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type { z } from 'zod';
import type { SyncStatus } from '@sync/engine/store';
import type { DOMAIN_OPERATIONS } from '@sync/mutations';
import type { AnyRecord, EntityName, FieldsInput, RecordOf } from '@sync/records/index';
import type { UserDatabase } from './local/database';
import { calendarEntriesBetween, sessionsOf, setLogsOf, type IsoDate, type IsoInstant } from './local/queries';
import { userDatabase } from './local/registry';
import { INITIAL_STATUS, META } from './local/meta';
import type * as LocalWrites from './local/writes';
import { sessionAtom } from './session';
import { afterFirstScreen } from './first-screen';

/**
 * A live query that outlives its database (the user signed out and the copy was removed) shows
 * nothing rather than failing the page.
 */
export async function unlessClosed<T>(query: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await query();
  } catch (error) {
    if ((error as { name?: unknown } | null)?.name === 'DatabaseClosedError') return fallback;
    throw error;
  }
}

/** The signed-in user's local database, or null when nobody is signed in. */
export function useUserDatabase(): UserDatabase | null {
  const session = useAtomValue(sessionAtom);
  return session ? userDatabase(session.userId) : null;
}

/**
 * Records of one entity, live: updates when this tab, another tab or a sync changes them.
 * Undefined while loading. It reads the whole table: for small tables; a client's calendar and
 * history have the range hooks below.
 */
export function useRecords<E extends EntityName>(entity: E, select?: (records: RecordOf<E>[]) => RecordOf<E>[], deps: unknown[] = []): RecordOf<E>[] | undefined {
  const db = useUserDatabase();
  return useLiveQuery(
    () =>
      unlessClosed(async () => {
        if (!db) return [];
        const records = await db.records(entity).toArray();
        return select ? select(records) : records;
      }, []),
    [db, entity, ...deps],
  );
}

/**
 * A range query of src/data/local/queries.ts, live. Dexie re-runs it only when a write touches the
 * index range it read, so another client's new set log does not reload this one's history.
 * Undefined while loading; empty when nobody is signed in.
 */
function useRangeQuery<T>(query: (db: UserDatabase) => Promise<T[]>, deps: unknown[]): T[] | undefined {
  const db = useUserDatabase();
  // `query` is a new closure every render; `deps` are what it reads, so they decide when it re-runs.
  return useLiveQuery(() => unlessClosed(async () => (db ? query(db) : []), []), [db, ...deps]);
}

/**
 * Calendar entries of some clients, or of every client on this device, dated `from` to `to`
 * (both included), by date, live. For a week or a month of a calendar.
 */
export function useCalendarEntries(clientIds: readonly string[] | 'all', from: IsoDate, to: IsoDate): RecordOf<'calendar-entries'>[] | undefined {
  // A screen passes a new array each render; the query depends on the ids, not on the array.
  const key = clientIds === 'all' ? 'all' : JSON.stringify(clientIds);
  return useRangeQuery((db) => calendarEntriesBetween(db, clientIds, from, to), [key, from, to]);
}

/** One client's workout sessions started in [`from`, `to`) (open ends when left out), by start, live. */
export function useSessions(clientId: string, from?: IsoInstant, to?: IsoInstant): RecordOf<'workout-sessions'>[] | undefined {
  return useRangeQuery((db) => sessionsOf(db, clientId, from, to), [clientId, from, to]);
}

/** One client's set logs of one exercise logged in [`from`, `to`) (open ends when left out), in logged order, live. */
export function useSetLogs(clientId: string, exerciseId: string, from?: IsoInstant, to?: IsoInstant): RecordOf<'set-logs'>[] | undefined {
  return useRangeQuery((db) => setLogsOf(db, clientId, exerciseId, from, to), [clientId, exerciseId, from, to]);
}

/** One record, live; null when it does not exist (or not on this device), undefined while loading. */
export function useRecord<E extends EntityName>(entity: E, id: string | undefined): RecordOf<E> | null | undefined {
  const db = useUserDatabase();
  return useLiveQuery(() => unlessClosed(async () => (db && id ? ((await db.records(entity).get(id)) ?? null) : null), null), [db, entity, id]);
}

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
    patch: (entity, id, changes, editedFrom) => write(`${entity}.patch`, editedFrom && editedFrom.version > 0 ? { id, changes, base_version: editedFrom.version } : { id, changes }),
    remove: (entity, id) => write(`${entity}.delete`, { id }),
    assignPlan: (args) => write('plan-assignments.assign', args),
    endAssignment: (id, from) => write('plan-assignments.end', { id, from }),
    moveAssignment: (id, startDate) => write('plan-assignments.move', { id, start_date: startDate }),
    restoreField: (entity, id, field, value) => write(`${entity}.patch`, { id, changes: { [field]: value } }),
  };
}

type WritePath = typeof LocalWrites;
let writePath: WritePath | undefined;
let writePathLoading: Promise<WritePath> | undefined;

/**
 * The write path (the contract's validation, and with it zod: ~35 KB gzip) loads apart from the
 * screens that only read, once the first screen is up (docs/performance.md, "The workout
 * player"). A write inside a transaction must not wait for it (a transaction ends when it awaits
 * anything but IndexedDB): such callers await this before they open theirs.
 */
export function loadWritePath(): Promise<WritePath> {
  writePathLoading ??= import('./local/writes').then((loaded) => (writePath = loaded));
  return writePathLoading;
}

afterFirstScreen(() => void loadWritePath());

/** Typed writes into one database, each through writeLocal: one transaction with its outbox entry (C1). */
export function recordWrites(db: UserDatabase): RecordWrites {
  return writesThrough(async (name, args) => (writePath ?? (await loadWritePath())).writeLocal(db, name, args));
}

const signedOut = writesThrough(() => Promise.reject(new Error('No one is signed in')));

/** Typed writes into the signed-in user's database (see RecordWrites); they fail when nobody is signed in. */
export function useRecordWrites(): RecordWrites {
  const db = useUserDatabase();
  return useMemo(() => (db ? recordWrites(db) : signedOut), [db]);
}

export interface SyncState {
  status: SyncStatus;
  pending: number;
  rejections: { seq: number; name: string; args: Record<string, unknown>; code: string; message: string; at: string }[];
  /** Notices of this device's changes that replaced a newer change made on another device (R9). */
  replaced: number;
}

/**
 * The sync status alone (E5), for a screen that only asks whether the device is still downloading:
 * unlike useSyncState it is not read again when a write joins the outbox.
 */
export function useSyncStatus(): SyncStatus | undefined {
  const db = useUserDatabase();
  return useLiveQuery(
    () => unlessClosed(async () => (db ? (((await db.meta.get(META.status))?.value as SyncStatus | undefined) ?? INITIAL_STATUS) : undefined), undefined),
    [db],
  );
}

/**
 * Whether this device has finished a sync for this user: before that, an empty list may only mean
 * that its records are still on their way (a tablet just signed in), so no screen gives advice for
 * an empty one ("add a client first"). Undefined while it is read.
 */
export function useFirstSyncDone(): boolean | undefined {
  const status = useSyncStatus();
  return status === undefined ? undefined : status.lastSyncAt !== null;
}

/**
 * What the sync indicator shows, the same in every tab (E5). Four live reads, not one: each is
 * read again only when its own table changes, so a local write (the outbox) re-counts the outbox
 * without reading the status and the rejections again.
 */
export function useSyncState(): SyncState | undefined {
  const db = useUserDatabase();
  const status = useSyncStatus();
  const pending = useLiveQuery(() => unlessClosed(async () => (db ? db.outbox.count() : undefined), undefined), [db]);
  const stored = useLiveQuery(() => unlessClosed(async () => (db ? db.rejections.toArray() : undefined), undefined), [db]);
  const replaced = useLiveQuery(() => unlessClosed(async () => (db ? db.conflicts.count() : undefined), undefined), [db]);
  const rejections = useMemo(
    () => stored?.map((r) => ({ seq: r.seq ?? 0, name: r.name, args: r.args, code: r.error.code, message: r.error.message, at: r.at })),
    [stored],
  );
  return useMemo(
    () => (status && pending !== undefined && rejections && replaced !== undefined ? { status, pending, rejections, replaced } : undefined),
    [status, pending, rejections, replaced],
  );
}

/** Asks the leading tab to sync now. */
export async function requestSync(db: UserDatabase): Promise<void> {
  await db.meta.put({ key: META.syncRequest, value: Date.now() });
}

export async function dismissRejection(db: UserDatabase, seq: number): Promise<void> {
  await db.rejections.delete(seq);
}

export type { AnyRecord };
