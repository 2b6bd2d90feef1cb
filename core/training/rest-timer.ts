/**
 * The rest timer as data, so that it can be stored and survive a reload, a killed tab or a locked
 * screen: only timestamps are kept, and what is left is computed from the clock whenever it is
 * shown. Every function takes `now` (milliseconds since the epoch) instead of reading the clock,
 * so the timer is the same on every device and in tests.
 */
export interface RestTimer {
  started_at: number;
  /** The planned rest, including any +15 s / −15 s adjustments. */
  duration_ms: number;
  /** Set while paused. */
  paused_at: number | null;
  /** Time spent paused before the current pause. */
  paused_ms: number;
}

export const REST_STEP_MS = 15_000;

export function startRest(now: number, seconds: number): RestTimer {
  return { started_at: now, duration_ms: Math.max(0, seconds) * 1000, paused_at: null, paused_ms: 0 };
}

export function elapsedMs(timer: RestTimer, now: number): number {
  const pausedNow = timer.paused_at === null ? 0 : now - timer.paused_at;
  return Math.max(0, now - timer.started_at - timer.paused_ms - pausedNow);
}

/** Milliseconds of rest left; 0 when it is over. */
export function remainingMs(timer: RestTimer, now: number): number {
  return Math.max(0, timer.duration_ms - elapsedMs(timer, now));
}

export function isOver(timer: RestTimer, now: number): boolean {
  return remainingMs(timer, now) === 0;
}

/** +15 s or −15 s: never below what has already passed, so "−15 s" near the end simply ends it. */
export function adjustRest(timer: RestTimer, now: number, deltaMs: number): RestTimer {
  return { ...timer, duration_ms: Math.max(elapsedMs(timer, now), timer.duration_ms + deltaMs) };
}

export function pauseRest(timer: RestTimer, now: number): RestTimer {
  return timer.paused_at === null ? { ...timer, paused_at: now } : timer;
}

export function resumeRest(timer: RestTimer, now: number): RestTimer {
  return timer.paused_at === null ? timer : { ...timer, paused_at: null, paused_ms: timer.paused_ms + (now - timer.paused_at) };
}
