/**
 * The first screen's critical path ends when the app starts its deferred work (the bench's
 * bundle budget counts what loads before this mark: bench/suites/bundle.ts). Work that is not
 * needed to show and use the first screen waits for it.
 */
export const DEFERRED_WORK_MARK = 'treneris:deferred-work';

const waiting: (() => void)[] = [];
let done = false;

function whenIdle(callback: () => void): void {
  // Safari has no requestIdleCallback; a macrotask after the commit is close enough there.
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 50);
}

/** Called once, by the app shell, after the first screen has rendered: marks and runs what waited. */
export function startDeferredWork(): void {
  whenIdle(() => {
    if (done) return;
    done = true;
    performance.mark(DEFERRED_WORK_MARK);
    for (const callback of waiting.splice(0)) callback();
  });
}

/** Runs `callback` once the first screen is done (at once if it already is). Returns how to cancel. */
export function afterFirstScreen(callback: () => void): () => void {
  if (done) {
    callback();
    return () => undefined;
  }
  waiting.push(callback);
  return () => {
    const index = waiting.indexOf(callback);
    if (index >= 0) waiting.splice(index, 1);
  };
}
