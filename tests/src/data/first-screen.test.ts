import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { DEFERRED_WORK_MARK, FirstScreen } from '@/data/first-screen';

// Each test is a fresh page: a first screen of its own, as the app creates one.
const freshPage = () => new FirstScreen();

describe('deferred work waits for the page, not for the shell (docs/decisions/0022-deferred-work-waits-for-the-first-screen.md)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('does not start while a loading placeholder shows, and starts once the last one has gone', async () => {
    const page = freshPage();
    const deferred = vi.fn();
    page.after(deferred);
    const routeLoading = page.showingPlaceholder();
    page.start();
    // One placeholder gives way to another in the same commit: the page is still not up.
    const pageLoading = page.showingPlaceholder();
    routeLoading();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(deferred).not.toHaveBeenCalled();
    expect(performance.getEntriesByName(DEFERRED_WORK_MARK)).toHaveLength(0);
    pageLoading();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(deferred).toHaveBeenCalledTimes(1);
    // Work asked for afterwards runs at once.
    const later = vi.fn();
    page.after(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('a page that never stops loading holds it for 3 s at most', async () => {
    const page = freshPage();
    const deferred = vi.fn();
    page.after(deferred);
    page.showingPlaceholder();
    page.start();
    await vi.advanceTimersByTimeAsync(2_900);
    expect(deferred).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(deferred).toHaveBeenCalledTimes(1);
  });

  it('nothing runs before the shell has rendered, and work cancelled before then never runs', async () => {
    const page = freshPage();
    const kept = vi.fn();
    const cancelled = vi.fn();
    page.after(kept);
    page.after(cancelled)();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(kept).not.toHaveBeenCalled();
    page.start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(kept).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
