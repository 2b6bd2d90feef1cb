import { describe, expect, it } from 'vitest';
import {
  e1rmSeries,
  farthestSeries,
  lastWeeks,
  longestSeries,
  recentPersonalBests,
  reviewOf,
  sessionsPerWeek,
  weeklySetsByGroup,
  type HistorySession,
  type HistorySetLog,
} from '@core/training/training-history';
import type { PrescribedSet } from '@core/records/workouts';

const set = (reps: number, load_kg: number): PrescribedSet => ({
  reps,
  reps_max: null,
  load_kg,
  duration_seconds: null,
  distance_m: null,
  rest_seconds: null,
  tempo: null,
  rpe: null,
});

let next = 0;
const log = (over: Partial<HistorySetLog> & Pick<HistorySetLog, 'logged_at'>): HistorySetLog => ({
  id: `log-${String(next++).padStart(3, '0')}`,
  session_id: 's1',
  exercise_id: 'squat',
  block_id: null,
  item_id: null,
  set_index: 0,
  reps: null,
  weight_kg: null,
  duration_seconds: null,
  distance_m: null,
  rpe: null,
  notes: null,
  ...over,
});

const session: HistorySession = {
  id: 's1',
  started_at: '2026-11-23T16:00:00.000Z',
  finished_at: '2026-11-23T17:00:00.000Z',
  prescription: {
    name: 'Legs',
    blocks: [
      {
        id: 'b1',
        kind: 'straight',
        name: null,
        rounds: null,
        work_seconds: null,
        rest_seconds: null,
        items: [{ id: 'i1', exercise_id: 'squat', notes: null, sets: [set(5, 100), set(5, 100), set(5, 100)] }],
      },
    ],
  },
};

describe('a session as prescribed against as done', () => {
  it('lists every prescribed set in order with its log, a set not done as null, and an extra set at the end', () => {
    const first = log({ block_id: 'b1', item_id: 'i1', set_index: 0, reps: 5, weight_kg: 100, logged_at: '2026-11-23T16:05:00.000Z' });
    const third = log({ block_id: 'b1', item_id: 'i1', set_index: 2, reps: 4, weight_kg: 100, logged_at: '2026-11-23T16:15:00.000Z' });
    const extra = log({ exercise_id: 'lunge', reps: 10, weight_kg: 20, logged_at: '2026-11-23T16:20:00.000Z' });
    const rows = reviewOf(session, [extra, third, first]);
    expect(rows.map((row) => [row.set?.label ?? null, row.prescribed?.reps ?? null, row.done?.id ?? null])).toEqual([
      ['A1', 5, first.id],
      ['A2', 5, null],
      ['A3', 5, third.id],
      [null, null, extra.id],
    ]);
  });
});

describe('progress series', () => {
  it('the estimated one-rep max is the best set of each Riga day, in date order', () => {
    const logs = [
      log({ reps: 5, weight_kg: 100, logged_at: '2026-11-20T10:00:00.000Z' }),
      log({ reps: 1, weight_kg: 120, logged_at: '2026-11-20T10:10:00.000Z' }),
      // 23:30 UTC is already the next day in Riga.
      log({ reps: 3, weight_kg: 110, logged_at: '2026-11-20T23:30:00.000Z' }),
      log({ reps: 20, weight_kg: 60, logged_at: '2026-11-22T10:00:00.000Z' }), // beyond 12 reps: no estimate
    ];
    expect(e1rmSeries(logs)).toEqual([
      { date: '2026-11-20', value: 120 },
      { date: '2026-11-21', value: 121 },
    ]);
  });

  it('the longest duration and the farthest distance per day, for timed and distance work', () => {
    const logs = [
      log({ duration_seconds: 60, logged_at: '2026-11-20T10:00:00.000Z' }),
      log({ duration_seconds: 90, logged_at: '2026-11-20T10:05:00.000Z' }),
      log({ distance_m: 400, logged_at: '2026-11-21T10:00:00.000Z' }),
    ];
    expect(longestSeries(logs)).toEqual([{ date: '2026-11-20', value: 90 }]);
    expect(farthestSeries(logs)).toEqual([{ date: '2026-11-21', value: 400 }]);
  });

  it('sessions per week count every session started in the week (Monday to Sunday in Riga), zero for a week without', () => {
    const weeks = lastWeeks('2026-11-25', 3);
    expect(weeks).toEqual(['2026-11-09', '2026-11-16', '2026-11-23']);
    const started = ['2026-11-10T08:00:00.000Z', '2026-11-22T22:30:00.000Z', '2026-11-24T08:00:00.000Z', '2026-10-01T08:00:00.000Z'];
    expect(
      sessionsPerWeek(
        started.map((started_at) => ({ started_at })),
        weeks,
      ),
    ).toEqual([
      { week: '2026-11-09', value: 1 },
      { week: '2026-11-16', value: 0 },
      { week: '2026-11-23', value: 2 },
    ]);
  });

  it('weekly sets per muscle group count a set once per group of its exercise', () => {
    const groups: Record<string, string[]> = { squat: ['legs'], thruster: ['legs', 'shoulders', 'legs'] };
    const weeks = lastWeeks('2026-11-25', 2);
    const logs = [
      log({ exercise_id: 'squat', logged_at: '2026-11-17T10:00:00.000Z' }),
      log({ exercise_id: 'thruster', logged_at: '2026-11-24T10:00:00.000Z' }),
      log({ exercise_id: 'squat', logged_at: '2026-11-24T10:05:00.000Z' }),
    ];
    expect(weeklySetsByGroup(logs, (id) => groups[id] ?? [], weeks)).toEqual([
      { week: '2026-11-16', groups: { legs: 1 } },
      { week: '2026-11-23', groups: { legs: 2, shoulders: 1 } },
    ]);
  });
});

describe('personal records', () => {
  it('a set beating the bests before it is a record, newest first; an exercise’s first set, or a first set at a load, is none', () => {
    const logs = [
      log({ reps: 5, weight_kg: 100, logged_at: '2026-11-01T10:00:00.000Z' }),
      log({ reps: 5, weight_kg: 95, logged_at: '2026-11-03T10:00:00.000Z' }),
      log({ reps: 5, weight_kg: 105, logged_at: '2026-11-05T10:00:00.000Z' }),
    ];
    const records = recentPersonalBests(logs, 10);
    expect(records.map((record) => [record.kind, record.value, record.previous])).toEqual([
      ['e1rm', 122.5, 116.7],
      ['heaviest', 105, 100],
    ]);
    expect(records.every((record) => record.logged_at === '2026-11-05T10:00:00.000Z')).toBe(true);
    expect(recentPersonalBests(logs, 1)).toHaveLength(1);
  });
});
