import { liveQuery } from 'dexie';
import type { UserDatabase } from './local/database';

/**
 * Calls `onWrite` when a local write joins the outbox, from any tab (sync/SPEC.md E1). Watched by
 * the outbox's newest entry, not its size: a write that lands while a push takes older entries
 * away leaves the size as it was, and a size-watcher would miss it until the next minute's sync.
 * Returns how to stop watching.
 */
export function watchOutboxWrites(db: UserDatabase, onWrite: () => void): () => void {
  let first = true;
  let newest: number | undefined;
  const subscription = liveQuery(() => db.outbox.toCollection().lastKey()).subscribe({
    next: (key) => {
      const latest = typeof key === 'number' ? key : undefined;
      if (!first && latest !== undefined && latest !== newest) onWrite();
      first = false;
      newest = latest;
    },
  });
  return () => subscription.unsubscribe();
}
