import { PULL_LIMIT_DEFAULT } from '../protocol';
import type { SyncStore } from './sync-store';
import { SyncTransportError, type SyncTransport, type TransportFailure } from './transport';

export const PUSH_BATCH = 250;
/** How long a burst of local writes may go on before they are pushed together. */
export const WRITE_DEBOUNCE_MS = 1_000;
export const INTERVAL_MS = 60_000;
const MAX_BACKOFF_MS = 5 * 60_000;
/** Gap recoveries in one run before giving up until the next trigger: a loop would mean a bug. */
const MAX_GAP_RECOVERIES = 2;

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface SyncEngineOptions {
  store: SyncStore;
  transport: SyncTransport;
  timers?: Timers;
  now?: () => number;
  pullLimit?: number;
  /** Told when the server refuses the session: the app signs the user out (the outbox stays). */
  onUnauthorized?: () => void;
}

export type SyncRunResult =
  | { ok: true; pushed: number; received: number }
  | { ok: false; failure: TransportFailure | { kind: 'error'; message: string } | { kind: 'stopped' } };

/** Thrown inside a run when the engine was stopped: the run ends quietly, reporting nothing. */
class Stopped extends Error {}

const realTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The client sync engine (sync/SPEC.md §E): pushes the outbox in batches, then pulls pages until
 * the server has nothing more, one run at a time. Clocks, timers, storage and the network are
 * passed in, so tests drive it deterministically. It keeps no state beyond one instance.
 */
export class SyncEngine {
  private readonly store: SyncStore;
  private readonly transport: SyncTransport;
  private readonly timers: Timers;
  private readonly now: () => number;
  private readonly pullLimit: number;
  private readonly onUnauthorized: (() => void) | undefined;
  private running: Promise<SyncRunResult> | null = null;
  private again = false;
  private timer: unknown = null;
  private timerDue = Infinity;
  private failures = 0;
  private started = false;
  private halted = false;
  /**
   * Set by stop(): a run in progress makes no further request and applies nothing more. Sign-out
   * stops the engine and then empties the database; a run that went on would send requests
   * without a session (and report them as an expired one) or refill what was just emptied.
   */
  private stopped = false;

  constructor(options: SyncEngineOptions) {
    this.store = options.store;
    this.transport = options.transport;
    this.timers = options.timers ?? realTimers;
    this.now = options.now ?? Date.now;
    this.pullLimit = options.pullLimit ?? PULL_LIMIT_DEFAULT;
    this.onUnauthorized = options.onUnauthorized;
  }

  /** [E1] Start-up is a trigger; then every INTERVAL_MS while started. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.halted = false;
    this.stopped = false;
    this.schedule(0);
  }

  stop(): void {
    this.started = false;
    this.stopped = true;
    this.cancelTimer();
  }

  private ensureActive(): void {
    if (this.stopped) throw new Stopped();
  }

  /** A trigger (§E1): a local write (debounced), coming online, the tab becoming visible. */
  trigger(reason: 'write' | 'online' | 'visible' | 'manual'): void {
    if (!this.started) return;
    if (reason !== 'write') this.halted = false;
    this.schedule(reason === 'write' ? WRITE_DEBOUNCE_MS : 0);
  }

  /** Runs one sync now, or joins the one in progress and runs once more after it (§E2). */
  async syncNow(): Promise<SyncRunResult> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.runLoop();
    try {
      return await this.running;
    } finally {
      this.running = null;
    }
  }

  private async runLoop(): Promise<SyncRunResult> {
    for (;;) {
      this.again = false;
      const result = await this.runOnce();
      // A trigger arrived while running (e.g. a write after the push): run once more.
      if (!result.ok || !this.rerunRequested()) return result;
    }
  }

  private rerunRequested(): boolean {
    return this.again;
  }

  private schedule(ms: number): void {
    const due = this.now() + ms;
    // An earlier run already planned covers this trigger.
    if (this.timer !== null && this.timerDue <= due) return;
    this.cancelTimer();
    this.timerDue = due;
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      this.timerDue = Infinity;
      void this.syncNow().then((result) => this.afterRun(result));
    }, ms);
  }

  private cancelTimer(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
    this.timerDue = Infinity;
  }

  private afterRun(result: SyncRunResult): void {
    if (!this.started || this.halted) return;
    if (result.ok) {
      this.failures = 0;
      this.schedule(INTERVAL_MS);
      return;
    }
    // [E3] Back off exponentially (with the server's Retry-After when it gives one), capped.
    this.failures++;
    const failure = result.failure;
    const hinted = failure.kind === 'server' ? failure.retryAfterMs : null;
    this.schedule(hinted ?? Math.min(MAX_BACKOFF_MS, 2_000 * 2 ** Math.min(this.failures - 1, 10)));
  }

  private async runOnce(): Promise<SyncRunResult> {
    try {
      await this.store.setStatus({ phase: 'syncing' });
      const pushed = await this.pushAll();
      const received = await this.pullAll();
      await this.store.setStatus({ phase: 'idle', lastSyncAt: new Date(this.now()).toISOString(), error: null, received: null });
      return { ok: true, pushed, received };
    } catch (error) {
      if (error instanceof Stopped || this.stopped) return { ok: false, failure: { kind: 'stopped' } };
      const failure: TransportFailure | { kind: 'error'; message: string } =
        error instanceof SyncTransportError
          ? error.failure
          : { kind: 'error', message: error instanceof Error ? error.message : String(error) };
      // The store itself may be what failed (storage full, the database closed at sign-out):
      // reporting must not turn one failure into an unhandled second one.
      await this.reportFailure(failure).catch(() => undefined);
      return { ok: false, failure };
    }
  }

  private async reportFailure(failure: TransportFailure | { kind: 'error'; message: string }): Promise<void> {
    switch (failure.kind) {
      case 'offline':
        await this.store.setStatus({ phase: 'offline', received: null });
        return;
      case 'unauthorized':
        // [E4] The outbox stays: the same user signing in again continues it.
        this.halted = true;
        await this.store.setStatus({ phase: 'signed-out', received: null });
        this.onUnauthorized?.();
        return;
      case 'update-required':
        this.halted = true;
        await this.store.setStatus({
          phase: 'update-required',
          error: { code: 'client_too_old', message: 'Update the app to sync' },
          received: null,
        });
        return;
      case 'gap':
        await this.store.setStatus({
          phase: 'error',
          error: { code: 'mutation_gap', message: 'The server and this device disagree on what was sent' },
          received: null,
        });
        return;
      case 'server':
        await this.store.setStatus({ phase: 'error', error: { code: failure.code, message: failure.message }, received: null });
        return;
      case 'error':
        await this.store.setStatus({ phase: 'error', error: { code: 'client_error', message: failure.message }, received: null });
    }
  }

  /** [E2] Batches of PUSH_BATCH until nothing unacknowledged is left. */
  private async pushAll(): Promise<number> {
    let pushed = 0;
    let recoveries = 0;
    for (;;) {
      const batch = await this.store.unpushed(PUSH_BATCH);
      if (batch.length === 0) return pushed;
      this.ensureActive();
      const clientId = await this.store.clientId();
      try {
        const response = await this.transport.push({ clientId, mutations: batch.map(({ id, name, args }) => ({ id, name, args })) });
        await this.store.applyPushResult(response, clientId);
        pushed += response.results.length;
      } catch (error) {
        if (!(error instanceof SyncTransportError) || error.failure.kind !== 'gap' || recoveries >= MAX_GAP_RECOVERIES) throw error;
        recoveries++;
        await this.store.recoverFromGap(error.failure.lastMutationId, clientId);
      }
    }
  }

  /** [E2] Pages until hasMore is false; each page is applied in one local transaction. */
  private async pullAll(): Promise<number> {
    let received = 0;
    let cursor = await this.store.cursor();
    const firstDownload = cursor === null;
    for (;;) {
      this.ensureActive();
      const clientId = await this.store.clientId();
      const page = await this.transport.pull({ clientId, cursor, limit: this.pullLimit });
      this.ensureActive();
      await this.store.applyPullPage(page, !page.hasMore, clientId);
      received += page.changes.length;
      cursor = page.cursor;
      if (!page.hasMore) return received;
      if (firstDownload || page.reset) await this.store.setStatus({ received });
    }
  }
}
