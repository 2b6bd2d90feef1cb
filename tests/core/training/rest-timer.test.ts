import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adjustRest, isOver, pauseRest, remainingMs, resumeRest, startRest } from '@core/training/rest-timer';

const T0 = Date.UTC(2026, 10, 23, 18, 0, 0);

describe('the rest timer, computed from stored timestamps', () => {
  it('counts down from the prescribed rest and is over at the end', () => {
    const timer = startRest(T0, 90);
    expect(remainingMs(timer, T0)).toBe(90_000);
    expect(remainingMs(timer, T0 + 30_000)).toBe(60_000);
    expect(isOver(timer, T0 + 89_999)).toBe(false);
    expect(isOver(timer, T0 + 90_000)).toBe(true);
    expect(remainingMs(timer, T0 + 500_000)).toBe(0);
  });

  it('survives a reload or a locked screen: the same stored timer says the same at the same moment', () => {
    const stored = JSON.parse(JSON.stringify(startRest(T0, 120))) as ReturnType<typeof startRest>;
    // The tab was killed 70 s into the rest and reopened at 100 s.
    expect(remainingMs(stored, T0 + 100_000)).toBe(20_000);
  });

  it('a pause stops the countdown until resumed, however long the phone sleeps', () => {
    let timer = pauseRest(startRest(T0, 60), T0 + 10_000);
    expect(remainingMs(timer, T0 + 3_600_000)).toBe(50_000);
    timer = resumeRest(timer, T0 + 3_600_000);
    expect(remainingMs(timer, T0 + 3_610_000)).toBe(40_000);
  });

  it('+15 s adds; −15 s never goes below what has passed, so near the end it ends the rest', () => {
    const timer = startRest(T0, 60);
    expect(remainingMs(adjustRest(timer, T0, 15_000), T0)).toBe(75_000);
    expect(remainingMs(adjustRest(timer, T0 + 50_000, -15_000), T0 + 50_000)).toBe(0);
  });

  it('never shows more than the planned rest, nor less than zero, whatever happens', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 600 }),
        fc.array(fc.tuple(fc.constantFrom('pause', 'resume', 'plus', 'minus'), fc.integer({ min: 0, max: 120_000 })), { maxLength: 12 }),
        (seconds, actions) => {
          let timer = startRest(T0, seconds);
          let now = T0;
          for (const [action, wait] of actions) {
            now += wait;
            if (action === 'pause') timer = pauseRest(timer, now);
            if (action === 'resume') timer = resumeRest(timer, now);
            if (action === 'plus') timer = adjustRest(timer, now, 15_000);
            if (action === 'minus') timer = adjustRest(timer, now, -15_000);
            const left = remainingMs(timer, now);
            expect(left).toBeGreaterThanOrEqual(0);
            expect(left).toBeLessThanOrEqual(timer.duration_ms);
          }
        },
      ),
    );
  });
});
