import { describe, expect, it } from 'vitest';
import { scheduleUpdateChecks, UPDATE_CHECK_INTERVAL_MS } from '@/app/pwa/update-checks';

/** Drives the schedule by hand: the interval and the visibility listener are captured, not timed. */
function harness(options: { online?: boolean; visible?: boolean; failing?: boolean } = {}) {
  const state = { online: options.online ?? true, visible: options.visible ?? true, checks: 0 };
  let tick: (() => void) | undefined;
  let intervalMs: number | undefined;
  let onVisibility: (() => void) | undefined;
  let cleared = false;
  const schedule = scheduleUpdateChecks({
    check: async () => {
      state.checks++;
      if (options.failing) throw new TypeError('Failed to fetch');
    },
    isOnline: () => state.online,
    isVisible: () => state.visible,
    onVisibilityChange: (listener) => {
      onVisibility = listener;
      return () => (onVisibility = undefined);
    },
    setInterval: (callback, ms) => {
      tick = callback;
      intervalMs = ms;
      return 7;
    },
    clearInterval: (handle) => (cleared = handle === 7),
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    state,
    schedule,
    intervalMs: () => intervalMs,
    hourPasses: async () => {
      tick?.();
      await settle();
    },
    tabShown: async (visible = true) => {
      state.visible = visible;
      onVisibility?.();
      await settle();
    },
    listening: () => onVisibility !== undefined,
    cleared: () => cleared,
  };
}

describe('checking for a new deployment (docs/product.md §4, §9)', () => {
  it('checks every hour', async () => {
    const h = harness();
    expect(h.intervalMs()).toBe(UPDATE_CHECK_INTERVAL_MS);
    expect(UPDATE_CHECK_INTERVAL_MS).toBe(3_600_000);
    await h.hourPasses();
    await h.hourPasses();
    expect(h.state.checks).toBe(2);
  });

  it('checks when the tab becomes visible, not when it is hidden', async () => {
    const h = harness();
    await h.tabShown(false);
    expect(h.state.checks).toBe(0);
    await h.tabShown(true);
    expect(h.state.checks).toBe(1);
  });

  it('skips every check while offline', async () => {
    const h = harness({ online: false });
    await h.hourPasses();
    await h.tabShown();
    await h.schedule.checkNow();
    expect(h.state.checks).toBe(0);
    h.state.online = true;
    await h.schedule.checkNow();
    expect(h.state.checks).toBe(1);
  });

  it('lets a failed check go: the next trigger tries again', async () => {
    const h = harness({ failing: true });
    await expect(h.schedule.checkNow()).resolves.toBeUndefined();
    await h.hourPasses();
    expect(h.state.checks).toBe(2);
  });

  it('stops the timer and the visibility listener', () => {
    const h = harness();
    h.schedule.stop();
    expect(h.cleared()).toBe(true);
    expect(h.listening()).toBe(false);
  });
});
