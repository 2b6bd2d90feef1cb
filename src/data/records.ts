import { useLiveQuery } from 'dexie-react-hooks';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import type { SyncStatus } from '@sync/engine/store';
import type { AnyRecord, EntityName, RecordOf } from '@sync/records/index';
import type { ConflictNotice, UserDatabase } from './local/database';
import { userDatabase } from './local/registry';
import { INITIAL_STATUS, META } from './local/store';
import { writeLocal } from './local/writes';
import { sessionAtom } from './session';

/**
 * A live query that outlives its database (the user signed out and the copy was removed) shows
 * nothing rather than failing the page.
 */
async function unlessClosed<T>(query: () => Promise<T>, fallback: T): Promise<T> {
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
 * Undefined while loading.
 */
export function useRecords<E extends EntityName>(entity: E, select?: (records: RecordOf<E>[]) => RecordOf<E>[], deps: unknown[] = []): RecordOf<E>[] | undefined {
  const db = useUserDatabase();
  return useLiveQuery(
    () =>
      unlessClosed(async () => {
        if (!db) return [];
        const records = (await db.records(entity).toArray()) as unknown as RecordOf<E>[];
        return select ? select(records) : records;
      }, []),
    [db, entity, ...deps],
  );
}

/** One record, live; null when it does not exist (or not on this device), undefined while loading. */
export function useRecord<E extends EntityName>(entity: E, id: string | undefined): RecordOf<E> | null | undefined {
  const db = useUserDatabase();
  return useLiveQuery(() => unlessClosed(async () => (db && id ? (((await db.records(entity).get(id)) as unknown as RecordOf<E> | undefined) ?? null) : null), null), [db, entity, id]);
}

/** Writes through the outbox (sync/SPEC.md C1). Throws InvalidMutation with field messages, or a quota error. */
export function useLocalWrite(): (name: string, args: Record<string, unknown>) => Promise<number> {
  const db = useUserDatabase();
  return useCallback(
    async (name, args) => {
      if (!db) throw new Error('No one is signed in');
      return writeLocal(db, name, args);
    },
    [db],
  );
}

export interface SyncState {
  status: SyncStatus;
  pending: number;
  rejections: { seq: number; name: string; args: Record<string, unknown>; code: string; message: string; at: string }[];
}

/** What the sync indicator shows, the same in every tab (E5). */
export function useSyncState(): SyncState | undefined {
  const db = useUserDatabase();
  return useLiveQuery(
    () =>
      unlessClosed(async () => {
        if (!db) return undefined;
        const [status, pending, rejections] = await Promise.all([db.meta.get(META.status), db.outbox.count(), db.rejections.toArray()]);
        return {
          status: (status?.value as SyncStatus | undefined) ?? INITIAL_STATUS,
          pending,
          rejections: rejections.map((r) => ({ seq: r.seq ?? 0, name: r.name, args: r.args, code: r.error.code, message: r.error.message, at: r.at })),
        };
      }, undefined),
    [db],
  );
}

/** Asks the leading tab to sync now. */
export async function requestSync(db: UserDatabase): Promise<void> {
  await db.meta.put({ key: META.syncRequest, value: Date.now() });
}

/** [R9] Notices of this device's changes that replaced a newer value from another device, for one record, live. */
export function useConflictNotices(entity: EntityName, recordId: string): ConflictNotice[] | undefined {
  const db = useUserDatabase();
  return useLiveQuery(
    () => unlessClosed(async () => (db ? db.conflicts.where('[entity+record_id]').equals([entity, recordId]).sortBy('seq') : []), []),
    [db, entity, recordId],
  );
}

export async function dismissConflict(db: UserDatabase, seq: number): Promise<void> {
  await db.conflicts.delete(seq);
}

export async function dismissRejection(db: UserDatabase, seq: number): Promise<void> {
  await db.rejections.delete(seq);
}

export type { AnyRecord };
