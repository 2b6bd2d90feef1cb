import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INTERVAL_MS, SyncEngine, WRITE_DEBOUNCE_MS, type Timers } from '@sync/engine/engine';
import { electLeader } from '@sync/engine/leader';
import { SyncTransportError, type SyncTransport, type TransportFailure } from '@sync/engine/transport';
import type { PullResponse, PushRequest, PushResponse } from '@sync/protocol';
import { UserDatabase } from '@/data/local/database';
import { IndexedDbSyncStore } from '@/data/local/indexed-db-sync-store';
import { MemoryLocks } from '../../helpers/memory-locks';

/** Timers that fire only when the test moves the clock. */
class ManualTimers implements Timers {
  now = 0;
  private queue: { at: number; callback: () => void; handle: number }[] = [];
  private next = 1;
  setTimeout(callback: () => void, ms: number): unknown {
    const handle = this.next++;
    this.queue.push({ at: this.now + ms, callback, handle });
    return handle;
  }
  clearTimeout(handle: unknown): void {
    this.queue = this.queue.filter((timer) => timer.handle !== handle);
  }
  /** Moves the clock, firing what falls due, and lets the runs they start finish. */
  async advance(ms: number): Promise<void> {
    this.now += ms;
    for (;;) {
      const due = this.queue.filter((timer) => timer.at <= this.now).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.queue = this.queue.filter((timer) => timer !== due);
      due.callback();
      await settle();
    }
    await settle();
  }
  pendingDelays(): number[] {
    return this.queue.map((timer) => timer.at - this.now);
  }
}

const settle = async () => {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** A server that answers every push and an empty pull, or fails as told. */
class ScriptedServer implements SyncTransport {
  pushes: PushRequest[] = [];
  pulls = 0;
  failWith: TransportFailure | null = null;
  onPull: (() => Promise<void>) | undefined;
  last = 0;
  async push(request: PushRequest): Promise<PushResponse> {
    if (this.failWith) throw new SyncTransportError(this.failWith);
    this.pushes.push(request);
    this.last = Math.max(this.last, ...request.mutations.map((m) => m.id));
    return { lastMutationId: this.last, results: request.mutations.map((m) => ({ id: m.id, status: 'applied' })) };
  }
  async pull(): Promise<PullResponse> {
    if (this.failWith) throw new SyncTransportError(this.failWith);
    this.pulls++;
    await this.onPull?.();
    return { cursor: `c${this.pulls}`, lastMutationId: this.last, changes: [], hasMore: false };
  }
}

describe('when the engine syncs (sync/SPEC.md §E)', () => {
  let db: UserDatabase;
  let timers: ManualTimers;
  let server: ScriptedServer;
  let engine: SyncEngine;

  beforeEach(() => {
    db = new UserDatabase('schedule-test', { indexedDB: new IDBFactory(), IDBKeyRange });
    timers = new ManualTimers();
    server = new ScriptedServer();
    engine = new SyncEngine({ store: new IndexedDbSyncStore(db), transport: server, timers, now: () => timers.now });
  });
  afterEach(() => {
    engine.stop();
    db.close();
  });

  it('[E1] at start-up, then every interval', async () => {
    engine.start();
    await timers.advance(0);
    expect(server.pulls).toBe(1);
    await timers.advance(INTERVAL_MS - 1);
    expect(server.pulls).toBe(1);
    await timers.advance(1);
    expect(server.pulls).toBe(2);
  });

  it('[E1] a burst of local writes is synced once, after the debounce', async () => {
    engine.start();
    await timers.advance(0);
    for (let i = 0; i < 5; i++) {
      engine.trigger('write');
      await timers.advance(100);
    }
    expect(server.pulls).toBe(1);
    await timers.advance(WRITE_DEBOUNCE_MS);
    expect(server.pulls).toBe(2);
  });

  it('[E1] coming online or the tab becoming visible syncs at once', async () => {
    engine.start();
    await timers.advance(0);
    engine.trigger('online');
    await timers.advance(0);
    engine.trigger('visible');
    await timers.advance(0);
    expect(server.pulls).toBe(3);
  });

  it('[E2] a trigger during a run causes exactly one more run', async () => {
    let triggered = false;
    server.onPull = async () => {
      if (triggered) return;
      triggered = true;
      void engine.syncNow();
      void engine.syncNow();
    };
    await engine.syncNow();
    expect(server.pulls).toBe(2);
  });

  it('[E3] without a network it backs off exponentially, and recovers', async () => {
    server.failWith = { kind: 'offline' };
    engine.start();
    await timers.advance(0);
    expect(timers.pendingDelays()).toEqual([2_000]);
    await timers.advance(2_000);
    expect(timers.pendingDelays()).toEqual([4_000]);
    await timers.advance(4_000);
    expect(timers.pendingDelays()).toEqual([8_000]);
    expect((await db.meta.get('status'))?.value).toMatchObject({ phase: 'offline' });
    server.failWith = null;
    await timers.advance(8_000);
    expect((await db.meta.get('status'))?.value).toMatchObject({ phase: 'idle', error: null });
    expect(timers.pendingDelays()).toEqual([INTERVAL_MS]);
  });

  it('[E3] a server error waits as long as Retry-After asks', async () => {
    server.failWith = { kind: 'server', status: 503, code: 'unavailable', message: 'busy', retryAfterMs: 30_000 };
    engine.start();
    await timers.advance(0);
    expect(timers.pendingDelays()).toEqual([30_000]);
    expect((await db.meta.get('status'))?.value).toMatchObject({ phase: 'error', error: { code: 'unavailable' } });
  });

  it('[E3] an app too old to sync stops until reloaded', async () => {
    server.failWith = { kind: 'update-required' };
    engine.start();
    await timers.advance(0);
    expect(timers.pendingDelays()).toEqual([]);
    expect((await db.meta.get('status'))?.value).toMatchObject({
      phase: 'update-required',
      error: { code: 'client_too_old', message: 'Update the app to sync' },
    });
    // A local write does not wake it: only the person (coming back, online again) can.
    engine.trigger('write');
    await timers.advance(WRITE_DEBOUNCE_MS);
    expect(server.pulls).toBe(0);
  });

  it('[E4] an expired session stops syncing and says so once, until the person is back', async () => {
    const expired: number[] = [];
    engine = new SyncEngine({
      store: new IndexedDbSyncStore(db),
      transport: server,
      timers,
      now: () => timers.now,
      onUnauthorized: () => expired.push(timers.now),
    });
    server.failWith = { kind: 'unauthorized' };
    engine.start();
    await timers.advance(0);
    expect((await db.meta.get('status'))?.value).toMatchObject({ phase: 'signed-out' });
    expect(expired).toEqual([0]);
    // No run of its own is planned any more.
    expect(timers.pendingDelays()).toEqual([]);
    await timers.advance(INTERVAL_MS);
    expect(expired).toEqual([0]);
    // Signed in again in this tab: the tab becoming visible or online syncs at once.
    server.failWith = null;
    engine.trigger('visible');
    await timers.advance(0);
    expect(server.pulls).toBe(1);
    expect((await db.meta.get('status'))?.value).toMatchObject({ phase: 'idle' });
    expect(timers.pendingDelays()).toEqual([INTERVAL_MS]);
  });

  it('[E3] a gap it could not repair, and a failure of the device itself, are errors it retries', async () => {
    server.failWith = { kind: 'gap', lastMutationId: 4 };
    await engine.syncNow();
    expect((await db.meta.get('status'))?.value).toMatchObject({
      phase: 'error',
      error: { code: 'mutation_gap', message: 'The server and this device disagree on what was sent' },
    });
    server.failWith = null;
    server.onPull = () => Promise.reject(new Error('The database was closed'));
    engine.start();
    await timers.advance(0);
    expect((await db.meta.get('status'))?.value).toMatchObject({
      phase: 'error',
      error: { code: 'client_error', message: 'The database was closed' },
    });
    expect(timers.pendingDelays()).toEqual([2_000]);
  });

  it('[E2] says it is syncing while it runs', async () => {
    const seen: unknown[] = [];
    server.onPull = async () => {
      seen.push((await db.meta.get('status'))?.value);
    };
    await engine.syncNow();
    expect(seen).toEqual([expect.objectContaining({ phase: 'syncing' })]);
  });

  it('[E1] a run already planned sooner covers a later trigger; a sooner one replaces it', async () => {
    engine.start();
    await timers.advance(0);
    expect(timers.pendingDelays()).toEqual([INTERVAL_MS]);
    engine.trigger('write');
    expect(timers.pendingDelays()).toEqual([WRITE_DEBOUNCE_MS]);
    await timers.advance(WRITE_DEBOUNCE_MS / 2);
    engine.trigger('write');
    expect(timers.pendingDelays()).toEqual([WRITE_DEBOUNCE_MS / 2]);
    engine.start();
    expect(timers.pendingDelays()).toEqual([WRITE_DEBOUNCE_MS / 2]);
  });
});

describe('[E4] stopping the engine (sign-out) ends a run in progress', () => {
  it('makes no further request, applies nothing more and reports no expired session', async () => {
    const db = new UserDatabase('stop-test', { indexedDB: new IDBFactory(), IDBKeyRange });
    let pulls = 0;
    let unauthorized = 0;
    const running: { engine?: SyncEngine } = {};
    const transport: SyncTransport = {
      push: () => Promise.reject(new Error('nothing to push')),
      pull: async () => {
        pulls++;
        // Sign-out happens while the first page is on its way; the session is gone after it.
        running.engine?.stop();
        if (pulls > 1) throw new SyncTransportError({ kind: 'unauthorized' });
        const record = {
          id: '0190a1b2-0000-7000-8000-0000000000aa',
          key: null,
          name: { 'en-US': 'Knee' },
          version: 1,
          updated_at: '2026-01-01T00:00:00Z',
        };
        return {
          cursor: 'c1',
          lastMutationId: 0,
          changes: [{ entity: 'joints', id: record.id, version: 1, deleted: false, data: record }],
          hasMore: true,
        };
      },
    };
    const engine = new SyncEngine({ store: new IndexedDbSyncStore(db), transport, onUnauthorized: () => unauthorized++ });
    running.engine = engine;
    const result = await engine.syncNow();
    expect(result).toEqual({ ok: false, failure: { kind: 'stopped' } });
    expect(pulls).toBe(1);
    expect(unauthorized).toBe(0);
    expect(await db.records('joints').count()).toBe(0);
    db.close();
  });
});

describe('[E5] one tab leads', () => {
  it('only one context leads; when it leaves, the next in line takes over at once', async () => {
    const locks = new MemoryLocks();
    const leading: string[] = [];
    const lead = (tab: string) => () => {
      leading.push(tab);
      return () => leading.splice(leading.indexOf(tab), 1);
    };
    const leaveA = electLeader(locks, 'sync:user', lead('a'));
    const leaveB = electLeader(locks, 'sync:user', lead('b'));
    const leaveC = electLeader(locks, 'sync:user', lead('c'));
    await settle();
    expect(leading).toEqual(['a']);
    leaveA();
    await settle();
    expect(leading).toEqual(['b']);
    leaveC();
    leaveB();
    await settle();
    expect(leading).toEqual([]);
  });
});
