import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps one page's state; each test starts from a fresh page.
const freshPage = async () => {
  vi.resetModules();
  return import('@/data/first-screen');
};

describe('deferred work waits for the page, not for the shell (docs/decisions/0022-deferred-work-waits-for-the-first-screen.md)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('does not start while a loading placeholder shows, and starts once the last one has gone', async () => {
    const page = await freshPage();
    const deferred = vi.fn();
    page.afterFirstScreen(deferred);
    const routeLoading = page.showingPlaceholder();
    page.startDeferredWork();
    // One placeholder gives way to another in the same commit: the page is still not up.
    const pageLoading = page.showingPlaceholder();
    routeLoading();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(deferred).not.toHaveBeenCalled();
    expect(performance.getEntriesByName(page.DEFERRED_WORK_MARK)).toHaveLength(0);
    pageLoading();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(deferred).toHaveBeenCalledTimes(1);
    // Work asked for afterwards runs at once.
    const later = vi.fn();
    page.afterFirstScreen(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('a page that never stops loading holds it for 3 s at most', async () => {
    const page = await freshPage();
    const deferred = vi.fn();
    page.afterFirstScreen(deferred);
    page.showingPlaceholder();
    page.startDeferredWork();
    await vi.advanceTimersByTimeAsync(2_900);
    expect(deferred).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(deferred).toHaveBeenCalledTimes(1);
  });

  it('nothing runs before the shell has rendered, and work cancelled before then never runs', async () => {
    const page = await freshPage();
    const kept = vi.fn();
    const cancelled = vi.fn();
    page.afterFirstScreen(kept);
    page.afterFirstScreen(cancelled)();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(kept).not.toHaveBeenCalled();
    page.startDeferredWork();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(kept).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
