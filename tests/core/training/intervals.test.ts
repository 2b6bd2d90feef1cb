import { describe, expect, it } from 'vitest';
import type { WorkoutBlock } from '@core/records/workouts';
import { advanceIntervals, startWork, type IntervalClock } from '@core/training/intervals';
import { pauseRest, remainingMs, resumeRest, startRest } from '@core/training/rest-timer';
import { EMPTY_SET, workoutSteps } from '@core/training/sequence';

const item = (id: string) => ({ id, exercise_id: `ex-${id}`, notes: null, sets: [EMPTY_SET] });
const intervals: WorkoutBlock = {
  id: 'i',
  kind: 'interval',
  name: null,
  rounds: 2,
  work_seconds: 40,
  rest_seconds: 20,
  items: [item('a'), item('b')],
};
const strength: WorkoutBlock = {
  id: 's',
  kind: 'straight',
  name: null,
  rounds: null,
  work_seconds: null,
  rest_seconds: null,
  items: [{ ...item('c'), sets: [{ ...EMPTY_SET, reps: 5, rest_seconds: 90 }] }],
};
const steps = workoutSteps([intervals, strength]);
const T0 = Date.UTC(2026, 10, 24, 8, 0, 0);
const s = (seconds: number) => seconds * 1000;
const labels = (ended: { step: { label: string }; at: number }[]) => ended.map((entry) => `${entry.step.label}@${(entry.at - T0) / 1000}`);

const running = (at: number): IntervalClock => ({ work: startWork(steps[0]!, at), rest: null, rest_after: null });

describe('intervals run by the clock', () => {
  it('counts the work down and does nothing before it ends', () => {
    const { ended, clock } = advanceIntervals(steps, running(T0), new Set(), T0 + s(39));
    expect(ended).toEqual([]);
    expect(clock.work && remainingMs(clock.work.timer, T0 + s(39))).toBe(s(1));
  });

  it('the end of the work logs the step at that moment, with the seconds worked, and starts the rest', () => {
    const { ended, clock } = advanceIntervals(steps, running(T0), new Set(), T0 + s(45));
    expect(labels(ended)).toEqual(['A1@40']);
    expect(ended[0]?.seconds).toBe(40);
    expect(clock).toEqual({ work: null, rest: startRest(T0 + s(40), 20), rest_after: steps[0]!.key });
  });

  it('the end of the rest starts the next interval by itself, from when the rest ended', () => {
    const { ended, clock } = advanceIntervals(steps, running(T0), new Set(), T0 + s(70));
    expect(labels(ended)).toEqual(['A1@40']);
    expect(clock.work?.step).toBe(steps[1]!.key);
    expect(clock.work?.timer.started_at).toBe(T0 + s(60));
    expect(clock.rest).toBeNull();
  });

  it('a page closed for ten minutes comes back with every period that ended logged at its time, and stops at the block end', () => {
    const { ended, clock } = advanceIntervals(steps, running(T0), new Set(), T0 + s(600));
    // Four periods of 40 s, each followed by 20 s of rest.
    expect(labels(ended)).toEqual(['A1@40', 'B1@100', 'A2@160', 'B2@220']);
    // The strength block is not run by the clock: its rest after the last interval is just over.
    expect(clock.work).toBeNull();
    expect(clock.rest_after).toBe(steps[3]!.key);
    expect(remainingMs(clock.rest!, T0 + s(600))).toBe(0);
  });

  it('a paused work period stops the clock; resumed, it ends later by the pause', () => {
    const paused: IntervalClock = {
      work: { step: steps[0]!.key, timer: pauseRest(startRest(T0, 40), T0 + s(10)) },
      rest: null,
      rest_after: null,
    };
    expect(advanceIntervals(steps, paused, new Set(), T0 + s(300)).ended).toEqual([]);
    const resumed: IntervalClock = { ...paused, work: { step: steps[0]!.key, timer: resumeRest(paused.work!.timer, T0 + s(30)) } };
    expect(labels(advanceIntervals(steps, resumed, new Set(), T0 + s(61)).ended)).toEqual(['A1@60']);
  });

  it('a step already logged or skipped elsewhere is passed over when the next period starts', () => {
    const { ended, clock } = advanceIntervals(steps, running(T0), new Set([steps[1]!.key]), T0 + s(70));
    expect(labels(ended)).toEqual(['A1@40']);
    expect(clock.work?.step).toBe(steps[2]!.key);
  });

  it('with no rest between periods the next starts at once', () => {
    const noRest = workoutSteps([{ ...intervals, rest_seconds: 0 }]);
    const { ended, clock } = advanceIntervals(
      noRest,
      { work: startWork(noRest[0]!, T0), rest: null, rest_after: null },
      new Set(),
      T0 + s(50),
    );
    expect(labels(ended)).toEqual(['A1@40']);
    expect(clock.work).toEqual({ step: noRest[1]!.key, timer: startRest(T0 + s(40), 40) });
  });
});
