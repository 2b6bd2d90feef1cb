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

function whenIdle(callback: () => void): void {
  // Safari has no requestIdleCallback; a macrotask after the commit is close enough there.
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 50);
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

/**
 * One page's first screen: the app creates one (src/data/app-services.ts) and components reach it
 * through useAppServices(). Work that is not needed to show and use the first screen waits for it.
 */
export class FirstScreen {
  private readonly waiting: (() => void)[] = [];
  private done = false;
  private started = false;
  private placeholders = 0;
  private ceiling: ReturnType<typeof setTimeout> | undefined;

  /** Called once, by the app shell, after its first render: runs what waited once the page is shown. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.ceiling = setTimeout(() => whenIdle(() => this.finish()), PLACEHOLDER_CEILING_MS);
    this.startIfShown();
  }

  /** A loading placeholder is on screen until the returned function is called. */
  showingPlaceholder(): () => void {
    this.placeholders += 1;
    let shown = true;
    return () => {
      if (!shown) return;
      shown = false;
      this.placeholders -= 1;
      this.startIfShown();
    };
  }

  /** Runs `callback` once the first screen is done (at once if it already is). Returns how to cancel. */
  after(callback: () => void): () => void {
    if (this.done) {
      callback();
      return () => undefined;
    }
    this.waiting.push(callback);
    return () => {
      const index = this.waiting.indexOf(callback);
      if (index >= 0) this.waiting.splice(index, 1);
    };
  }

  private startIfShown(): void {
    // Checked again when it runs: one placeholder often gives way to another in the same commit.
    const shown = () => this.started && this.placeholders === 0 && !this.done;
    if (shown()) afterPresented(() => shown() && whenIdle(() => shown() && this.finish()));
  }

  private finish(): void {
    if (this.done) return;
    this.done = true;
    clearTimeout(this.ceiling);
    performance.mark(DEFERRED_WORK_MARK);
    for (const callback of this.waiting.splice(0)) callback();
  }
}
