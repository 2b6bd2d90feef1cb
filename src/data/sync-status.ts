// What the screens show of sync (sync/SPEC.md E5), and what they ask of it.
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { SyncStatus } from '@sync/engine/sync-store';
import type { UserDatabase } from './local/database';
import { INITIAL_STATUS, META } from './local/meta';
import { unlessClosed, useUserDatabase } from './user-database';

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
    () =>
      unlessClosed(
        async () => (db ? (((await db.meta.get(META.status))?.value as SyncStatus | undefined) ?? INITIAL_STATUS) : undefined),
        undefined,
      ),
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
