import { liveQuery } from 'dexie';
import type { SyncStatus } from '@sync/engine/sync-store';
import type { UserDatabase } from './local/database';
import { META } from './local/meta';

/**
 * Runs `work` after every sync of `db` that ends well (the status idle with a new lastSyncAt),
 * one run at a time: a sync that ends during a run is served by the run after it. A failing run
 * waits for the next sync. Returns how to stop.
 */
export function afterEachSync(db: UserDatabase, work: () => Promise<unknown>): () => void {
  let lastSync: string | null = null;
  let running: Promise<void> = Promise.resolve();
  const subscription = liveQuery(() => db.meta.get(META.status)).subscribe({
    next: (row) => {
      const status = row?.value as SyncStatus | undefined;
      if (status?.phase !== 'idle' || !status.lastSyncAt || status.lastSyncAt === lastSync) return;
      lastSync = status.lastSyncAt;
      running = running.then(work).then(
        () => undefined,
        () => undefined,
      );
    },
    error: () => undefined,
  });
  return () => subscription.unsubscribe();
}
