import { SyncEngine } from '@sync/engine/engine';
import { createHttpTransport } from '@sync/engine/transport';
import { api } from './api';
import { userDatabase } from './local/registry';
import { META } from './local/meta';
import { IndexedDbSyncStore } from './local/indexed-db-sync-store';

/** Changes made on this device that the server has not confirmed yet. */
export async function unsyncedChanges(userId: string): Promise<number> {
  return userDatabase(userId).outbox.count();
}

/** One sync run from this tab, whoever leads (push is exactly once): before signing out. */
export async function syncNowFromHere(userId: string): Promise<{ ok: boolean; pending: number }> {
  const db = userDatabase(userId);
  const engine = new SyncEngine({ store: new IndexedDbSyncStore(db), transport: createHttpTransport(api().http) });
  const result = await engine.syncNow();
  return { ok: result.ok, pending: await db.outbox.count() };
}

export async function isTrustedDevice(userId: string): Promise<boolean> {
  return (await userDatabase(userId).meta.get(META.trusted))?.value === true;
}

export async function setTrustedDevice(userId: string, trusted: boolean): Promise<void> {
  await userDatabase(userId).meta.put({ key: META.trusted, value: trusted });
}

/**
 * C8: at sign-out, a clean local copy is removed unless this is a trusted device. A copy with
 * unsynced changes is never removed: they are sent when the same user signs in again. The caller
 * stops this tab's sync first (SyncRunner.stop), so that no pull writes into the emptied copy.
 */
export async function leaveDevice(userId: string): Promise<'removed' | 'kept'> {
  if ((await unsyncedChanges(userId)) > 0 || (await isTrustedDevice(userId))) return 'kept';
  // Emptied at once, in one transaction (screens still open just see nothing); the empty database
  // itself is deleted once nothing uses it any more (deleteUserDatabase, after leaving the app).
  const db = userDatabase(userId);
  await db.transaction('rw', db.tables, async () => {
    for (const table of db.tables) await table.clear();
  });
  return 'removed';
}

export { deleteUserDatabase } from './local/registry';
