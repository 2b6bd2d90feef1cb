import { isOver, startRest, type RestTimer } from './rest-timer';
import type { Step } from './sequence';

/**
 * Intervals run by the clock (docs/decisions/0082-timers-are-data.md): a work period counts
 * down, its end logs the step and starts the rest, and the end of that rest starts the next
 * interval's work, without a tap. Like the rest timer, the clock is data: only timestamps are
 * stored, and `advanceIntervals` works out from them what happened by `now`, so a reload, a
 * locked phone or a page killed for ten minutes all come back to where the clock is, with every
 * period that ended meanwhile logged at the moment it ended.
 */

/** The work period of an interval step that is running. */
export interface WorkPeriod {
  step: string;
  timer: RestTimer;
}

export interface IntervalClock {
  work: WorkPeriod | null;
  rest: RestTimer | null;
  /** The step whose rest is running. */
  rest_after: string | null;
}

/** An interval step whose work ended: log it at `at`, having worked `seconds`. */
export interface EndedWork {
  step: Step;
  at: number;
  seconds: number;
}

/** When a timer that is over ran out: its start, plus the pauses, plus its length. */
export function endedAt(timer: RestTimer): number {
  return timer.started_at + timer.paused_ms + timer.duration_ms;
}

export function startWork(step: Step, now: number): WorkPeriod {
  return { step: step.key, timer: startRest(now, step.work_seconds ?? 0) };
}

/** The interval step that follows `key` in the same block, skipping what is done or skipped. */
function nextInterval(steps: readonly Step[], key: string, finished: ReadonlySet<string>): Step | undefined {
  const index = steps.findIndex((step) => step.key === key);
  const after = steps[index];
  if (index === -1 || after?.kind !== 'interval') return undefined;
  const next = steps.slice(index + 1).find((step) => !finished.has(step.key));
  return next && next.kind === 'interval' && next.block_id === after.block_id ? next : undefined;
}

/**
 * Runs the clock from the stored state to `now`. `finished` holds the keys of steps already logged
 * or skipped. Returns the work periods that ended (oldest first) and the state to store. A paused
 * work period or rest stops the clock where it is.
 */
export function advanceIntervals(
  steps: readonly Step[],
  clock: IntervalClock,
  finished: ReadonlySet<string>,
  now: number,
): { ended: EndedWork[]; clock: IntervalClock } {
  const ended: EndedWork[] = [];
  const done = new Set(finished);
  let state = clock;
  // Each turn ends one period; a workout has a bounded number of steps, so this ends.
  for (let turn = 0; turn <= steps.length * 2; turn++) {
    if (state.work) {
      const work = state.work;
      const step = steps.find((candidate) => candidate.key === work.step);
      if (!step) return { ended, clock: { ...state, work: null } };
      if (!isOver(work.timer, now)) break;
      const at = endedAt(work.timer);
      ended.push({ step, at, seconds: Math.round(work.timer.duration_ms / 1000) });
      done.add(step.key);
      const rest = step.rest_after_seconds > 0 ? startRest(at, step.rest_after_seconds) : null;
      state = { work: null, rest, rest_after: step.key };
      if (rest) continue;
      // No rest between the periods: the next one starts as this one ends.
      const next = nextInterval(steps, step.key, done);
      if (!next) break;
      state = { work: startWork(next, at), rest: null, rest_after: null };
      continue;
    }
    if (state.rest && state.rest_after && isOver(state.rest, now)) {
      const next = nextInterval(steps, state.rest_after, done);
      if (!next) break;
      state = { work: startWork(next, endedAt(state.rest)), rest: null, rest_after: null };
      continue;
    }
    break;
  }
  return { ended, clock: state };
}
