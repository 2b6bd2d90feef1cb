/**
 * The first screen's critical path ends when the app starts its deferred work (the bench's
 * bundle budget counts what loads before this mark: bench/suites/bundle.ts). Work that is not
 * needed to show and use the first screen waits for it.
 */
export const DEFERRED_WORK_MARK = 'treneris:deferred-work';

/**
 * A page still showing a loading placeholder is not up yet: its content (read from the device's
 * database) is what the person waits for, and deferred work run meanwhile would delay it. Past
 * this, the deferred work starts anyway: a page may keep its placeholder until the first sync has
 * brought its content, and that sync must not wait for the page.
 */
const PLACEHOLDER_CEILING_MS = 3000;

const waiting: (() => void)[] = [];
let done = false;
let started = false;
let placeholders = 0;
let ceiling: ReturnType<typeof setTimeout> | undefined;

function whenIdle(callback: () => void): void {
  // Safari has no requestIdleCallback; a macrotask after the commit is close enough there.
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 50);
}

function finish(): void {
  if (done) return;
  done = true;
  clearTimeout(ceiling);
  performance.mark(DEFERRED_WORK_MARK);
  for (const callback of waiting.splice(0)) callback();
}

/** How long to wait for the browser to report the content's paint before going on without it. */
const PAINT_REPORT_WAIT_MS = 500;

/**
 * Calls back once what was just committed is on screen: when the browser reports a largest paint
 * after now (a frame is presented some time after its commit), or, where it reports none (no
 * Largest Contentful Paint API, or nothing larger than before was painted), after two frames and
 * at most PAINT_REPORT_WAIT_MS.
 */
function afterPresented(callback: () => void): void {
  const since = performance.now();
  let called = false;
  let observer: PerformanceObserver | undefined;
  const call = () => {
    if (called) return;
    called = true;
    observer?.disconnect();
    clearTimeout(timer);
    callback();
  };
  const timer = setTimeout(call, PAINT_REPORT_WAIT_MS);
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since)) call();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  } else {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(call, 0)));
  }
}

function startIfShown(): void {
  // Checked again when it runs: one placeholder often gives way to another in the same commit.
  const shown = () => started && placeholders === 0 && !done;
  if (shown()) afterPresented(() => shown() && whenIdle(() => shown() && finish()));
}

/** Called once, by the app shell, after its first render: runs what waited once the page is shown. */
export function startDeferredWork(): void {
  if (started) return;
  started = true;
  ceiling = setTimeout(() => whenIdle(finish), PLACEHOLDER_CEILING_MS);
  startIfShown();
}

/** A loading placeholder is on screen until the returned function is called. */
export function showingPlaceholder(): () => void {
  placeholders += 1;
  let shown = true;
  return () => {
    if (!shown) return;
    shown = false;
    placeholders -= 1;
    startIfShown();
  };
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
