import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * The write path (writeLocal, with zod) stays out of a screen's first download and loads once the
 * screen is up, so that the first write does not wait for it
 * (docs/decisions/0034-zod-is-not-in-the-first-download.md).
 */
describe('the write path loads once the first screen is up', () => {
  const evaluated = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    // A fresh page: the first screen's state and the loader's are per module instance.
    vi.resetModules();
    evaluated.mockClear();
    vi.doMock('@/data/local/writes', () => {
      evaluated();
      return {};
    });
  });
  afterEach(() => {
    vi.doUnmock('@/data/local/writes');
    vi.useRealTimers();
  });

  it('on a screen that only reads the user’s records: not before the screen is up, and with no write asking for it', async () => {
    const page = await import('@/data/first-screen');
    await import('@/data/record-reads');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(evaluated).not.toHaveBeenCalled();
    page.startDeferredWork();
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(evaluated).toHaveBeenCalledTimes(1));
  });

  it('at the first write when that comes sooner, and once', async () => {
    const { loadWritePath } = await import('@/data/write-path');
    await Promise.all([loadWritePath(), loadWritePath()]);
    expect(evaluated).toHaveBeenCalledTimes(1);
  });
});
