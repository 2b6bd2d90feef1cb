import { liveQuery } from 'dexie';
import { createHttpTransport } from '@sync/engine/transport';
import { SyncEngine } from '@sync/engine/engine';
import { electLeader, type LeaderLocks } from '@sync/engine/leader';
import { api, SESSION_ENDED_EVENT } from './api';
import { keepComingPicturesOffline } from './exercise-pictures-offline';
import { watchOutboxWrites } from './outbox-watch';
import { userDatabase } from './local/registry';
import { META } from './local/meta';
import { readSession } from './session';
import { IndexedDbSyncStore } from './local/indexed-db-sync-store';

/** Without Web Locks (old browsers), every tab leads: still correct (push is exactly once), only busier. */
const noLocks: LeaderLocks = {
  request: (_name, _options, callback) => callback(),
};

function browserLocks(): LeaderLocks {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return noLocks;
  // navigator.locks resolves with the callback's own result; TypeScript's lib types it one level deeper.
  return {
    request: (name, options, callback) => locks.request(name, { mode: 'exclusive', ...options }, callback) as unknown as Promise<void>,
  };
}

/**
 * Runs the sync of a signed-in user's database in this tab. The app creates one per page
 * (src/data/app-context.ts), so that signing out can stop what it started before the data goes.
 */
export class SyncRunner {
  private readonly running = new Map<string, () => void>();

  stop(userId: string): void {
    this.running.get(userId)?.();
    this.running.delete(userId);
  }

  /**
   * Starts syncing the signed-in user's database in this tab if it wins the leader election (E5),
   * with the triggers of E1. Returns how to stop.
   */
  start(userId: string): () => void {
    this.stop(userId);
    const db = userDatabase(userId);
    const engine = new SyncEngine({
      store: new IndexedDbSyncStore(db),
      transport: createHttpTransport(api().http),
      onUnauthorized: () => window.dispatchEvent(new Event(SESSION_ENDED_EVENT)),
    });
    const leave = electLeader(browserLocks(), `treneris-sync:${userId}`, () => {
      engine.start();
      const online = () => engine.trigger('online');
      const visible = () => {
        if (document.visibilityState === 'visible') engine.trigger('visible');
      };
      window.addEventListener('online', online);
      document.addEventListener('visibilitychange', visible);
      // Writes from every tab land in the one outbox: watching it catches them all.
      const stopWatching = watchOutboxWrites(db, () => engine.trigger('write'));
      // "Sync now" in any tab: the request is written to the database, where the leader sees it.
      const requests = liveQuery(() => db.meta.get(META.syncRequest)).subscribe({
        next: (row) => {
          if (row) engine.trigger('manual');
        },
      });
      const pictures = keepComingPicturesOffline(db, readSession()?.roleId);
      // Loaded apart: the first visit's code carries nothing of progress photos.
      let stopPhotos: (() => void) | undefined;
      let stopped = false;
      void import('./photo-uploads').then(({ keepPicturesMoving }) => {
        if (!stopped) stopPhotos = keepPicturesMoving(db, api().http);
      });
      return () => {
        stopped = true;
        stopPhotos?.();
        engine.stop();
        pictures();
        requests.unsubscribe();
        window.removeEventListener('online', online);
        document.removeEventListener('visibilitychange', visible);
        stopWatching();
      };
    });
    this.running.set(userId, leave);
    return () => {
      if (this.running.get(userId) === leave) this.running.delete(userId);
      leave();
    };
  }
}
