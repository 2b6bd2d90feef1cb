import { describe, expect, it } from 'vitest';
import { chunkFailure, decideReload, installReloadGuard, parseReloadLog, RELOAD_WINDOW_MS, type ReloadLog } from '@/app/pwa/reload-guard';

const T0 = Date.UTC(2026, 2, 29, 10, 0, 0);

/** What Vite dispatches when a dynamic import or one of its preloads fails. */
function preloadError(payload: unknown): Event {
  return Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload });
}

/** A guard on its own event target with an in-memory session log and a recorded reload. */
function guardAt(destination: string, options: { now?: number; log?: ReloadLog; online?: boolean } = {}) {
  const target = new EventTarget();
  let stored: string | null = options.log ? JSON.stringify(options.log) : null;
  const reloads: string[] = [];
  let now = options.now ?? T0;
  let to = destination;
  const remove = installReloadGuard({
    target,
    destination: () => to,
    now: () => now,
    readLog: () => stored,
    writeLog: (value) => (stored = value),
    reload: (url) => reloads.push(url),
    online: () => options.online ?? true,
  });
  return {
    fail: (payload: unknown = new TypeError('Failed to fetch dynamically imported module')) => {
      target.dispatchEvent(preloadError(payload));
      return payload;
    },
    reloads,
    log: () => parseReloadLog(stored),
    at: (ms: number) => (now = ms),
    goingTo: (url: string) => (to = url),
    remove,
  };
}

describe('the reload-loop guard (docs/product.md §8, §9)', () => {
  it('reloads once when a chunk fails, and remembers when, per path', () => {
    const guard = guardAt('/calendar?week=12');
    const error = guard.fail();
    expect(guard.reloads).toEqual(['/calendar?week=12']);
    expect(guard.log()).toEqual({ '/calendar': T0 });
    expect(chunkFailure(error)).toBe('reloading');
  });

  it('refuses a second reload of the same path within 10 seconds and marks the error for a manual Reload', () => {
    // The page after the guard's reload: same tab, same session log.
    const guard = guardAt('/calendar', { now: T0 + RELOAD_WINDOW_MS - 1, log: { '/calendar': T0 } });
    const error = guard.fail();
    expect(guard.reloads).toEqual([]);
    expect(chunkFailure(error)).toBe('blocked');
  });

  it('does not reload with no network: that would swap the app for the browser’s offline page', () => {
    const guard = guardAt('/user/logout', { online: false });
    const error = guard.fail();
    expect(guard.reloads).toEqual([]);
    expect(guard.log()).toEqual({});
    expect(chunkFailure(error)).toBe('blocked');
  });

  it('allows a reload again once the window has passed', () => {
    const guard = guardAt('/calendar', { now: T0 + RELOAD_WINDOW_MS, log: { '/calendar': T0 } });
    guard.fail();
    expect(guard.reloads).toEqual(['/calendar']);
    expect(guard.log()).toEqual({ '/calendar': T0 + RELOAD_WINDOW_MS });
  });

  it('counts each path on its own', () => {
    const guard = guardAt('/profile', { log: { '/calendar': T0 - 1000 } });
    guard.fail();
    expect(guard.reloads).toEqual(['/profile']);
  });

  it('treats several chunks of one screen failing together as one reload', () => {
    const guard = guardAt('/profile');
    const first = guard.fail();
    const second = guard.fail(new Error('Unable to preload CSS for /assets/x.css'));
    expect(guard.reloads).toEqual(['/profile']);
    expect(chunkFailure(first)).toBe('reloading');
    expect(chunkFailure(second)).toBe('reloading');
  });

  it('reloads onto the screen being opened, keyed by its path', () => {
    const guard = guardAt('/user/login');
    guard.goingTo('/user/register?from=login');
    guard.fail();
    expect(guard.reloads).toEqual(['/user/register?from=login']);
    expect(Object.keys(guard.log())).toEqual(['/user/register']);
  });

  it('does not mistake other errors for chunk failures', () => {
    expect(chunkFailure(new Error('a bug'))).toBeUndefined();
    expect(chunkFailure('text')).toBeUndefined();
    expect(chunkFailure(null)).toBeUndefined();
  });

  it('stops listening when removed', () => {
    const guard = guardAt('/calendar');
    guard.remove();
    guard.fail();
    expect(guard.reloads).toEqual([]);
  });
});

describe('the reload log', () => {
  it('forgets entries older than the window when it writes', () => {
    expect(decideReload({ '/a': T0 - RELOAD_WINDOW_MS - 1, '/b': T0 - 1 }, '/c', T0).log).toEqual({ '/b': T0 - 1, '/c': T0 });
  });

  it('allows a reload when the clock went backwards instead of refusing forever', () => {
    expect(decideReload({ '/a': T0 + 60_000 }, '/a', T0).reload).toBe(true);
  });

  it('reads a missing or damaged log as empty', () => {
    expect(parseReloadLog(null)).toEqual({});
    expect(parseReloadLog('not json')).toEqual({});
    expect(decideReload(parseReloadLog('[1,2]'), '/a', T0).reload).toBe(true);
    expect(decideReload(parseReloadLog('{"/a":"yesterday"}'), '/a', T0).reload).toBe(true);
  });
});
