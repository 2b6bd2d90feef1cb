import { addDays, localDateOf, startOfWeek, type LocalDate } from '../dates';
import type { PrescribedSet, WorkoutBlock } from '../records/workouts';
import { progressOf } from './progress';
import { estimatedOneRepMax, NO_BESTS, personalBestsOf, withSet, type NewPersonalBest, type PerformedSet } from './personal-bests';
import { workoutSteps, type Step } from './sequence';

/*
 * A client's training over time, from their sessions and set logs as a device holds them: what each
 * session asked and what was done, and the series the progress charts draw. Pure, so the device
 * computes it offline and the numbers can be tested without a screen.
 */

export interface HistorySetLog extends PerformedSet {
  id: string;
  session_id: string;
  exercise_id: string;
  block_id: string | null;
  item_id: string | null;
  set_index: number;
  logged_at: string;
  rpe: number | null;
  notes: string | null;
}

export interface HistorySession {
  id: string;
  started_at: string;
  finished_at: string | null;
  prescription: { name: string; blocks: WorkoutBlock[] };
}

/** One row of a session's review: a prescribed set and what was done of it, or a set done beyond it. */
export interface ReviewedSet<Log extends HistorySetLog> {
  key: string;
  /** Which set of the workout it is (its block's kind, "A1", its number of how many); null for a set added beyond the prescription. */
  set: Pick<Step, 'kind' | 'label' | 'set_index' | 'set_count'> | null;
  exercise_id: string;
  prescribed: PrescribedSet | null;
  done: Log | null;
}

/** Every prescribed set of the session in training order, each with its log if done, then the extra sets. */
export function reviewOf<Log extends HistorySetLog>(session: HistorySession, logs: readonly Log[]): ReviewedSet<Log>[] {
  const steps = workoutSteps(session.prescription.blocks);
  const progress = progressOf(steps, logs);
  const rows: ReviewedSet<Log>[] = steps.map((step) => ({
    key: step.key,
    set: step,
    exercise_id: step.exercise_id,
    prescribed: step.prescribed,
    done: progress.done.get(step.key) ?? null,
  }));
  for (const log of progress.extra) rows.push({ key: log.id, set: null, exercise_id: log.exercise_id, prescribed: null, done: log });
  return rows;
}

export interface DayPoint {
  date: LocalDate;
  value: number;
}

/** Per training day (Riga), the best of `measure` over that day's sets; days without a value are left out. */
function bestPerDay(logs: readonly HistorySetLog[], measure: (log: HistorySetLog) => number | null): DayPoint[] {
  const best = new Map<LocalDate, number>();
  for (const log of logs) {
    const value = measure(log);
    if (value === null) continue;
    const date = localDateOf(new Date(log.logged_at));
    best.set(date, Math.max(value, best.get(date) ?? value));
  }
  return [...best].map(([date, value]) => ({ date, value })).sort((a, b) => a.date.localeCompare(b.date));
}

/** The estimated one-rep max (records.ts) of the best set of each day. */
export const e1rmSeries = (logs: readonly HistorySetLog[]): DayPoint[] => bestPerDay(logs, estimatedOneRepMax);
export const longestSeries = (logs: readonly HistorySetLog[]): DayPoint[] =>
  bestPerDay(logs, (log) => (log.duration_seconds && log.duration_seconds > 0 ? log.duration_seconds : null));
export const farthestSeries = (logs: readonly HistorySetLog[]): DayPoint[] =>
  bestPerDay(logs, (log) => (log.distance_m && log.distance_m > 0 ? log.distance_m : null));

/** The Mondays of the `count` weeks ending with the week of `today`, oldest first. */
export function lastWeeks(today: LocalDate, count: number): LocalDate[] {
  const monday = startOfWeek(today);
  return Array.from({ length: count }, (_, index) => addDays(monday, -7 * (count - 1 - index)));
}

const weekOfInstant = (instant: string): LocalDate => startOfWeek(localDateOf(new Date(instant)));

/** Sessions started in each week (finished or not: a session cut short is still training), for the weeks given. */
export function sessionsPerWeek(
  sessions: readonly Pick<HistorySession, 'started_at'>[],
  weeks: readonly LocalDate[],
): { week: LocalDate; value: number }[] {
  const counts = new Map<LocalDate, number>(weeks.map((week) => [week, 0]));
  for (const session of sessions) {
    const week = weekOfInstant(session.started_at);
    const count = counts.get(week);
    if (count !== undefined) counts.set(week, count + 1);
  }
  return weeks.map((week) => ({ week, value: counts.get(week) ?? 0 }));
}

/**
 * Weekly volume per muscle group, counted in sets: the measure coaches program by (so many hard
 * sets per muscle a week), and one that counts bodyweight and timed work too, which kilograms
 * lifted would not. A set counts once for each group its exercise's primary muscles belong to.
 */
export function weeklySetsByGroup(
  logs: readonly HistorySetLog[],
  groupsOf: (exerciseId: string) => readonly string[],
  weeks: readonly LocalDate[],
): { week: LocalDate; groups: Record<string, number> }[] {
  const byWeek = new Map<LocalDate, Record<string, number>>(weeks.map((week) => [week, {}]));
  for (const log of logs) {
    const groups = byWeek.get(weekOfInstant(log.logged_at));
    if (!groups) continue;
    for (const group of new Set(groupsOf(log.exercise_id))) groups[group] = (groups[group] ?? 0) + 1;
  }
  return weeks.map((week) => ({ week, groups: byWeek.get(week) ?? {} }));
}

export interface DatedPersonalBest extends NewPersonalBest {
  exercise_id: string;
  logged_at: string;
}

/**
 * Personal records in the order they were set, newest first: each set is held against the bests
 * before it (records.ts). An exercise's first set sets no record: there was nothing to beat.
 */
export function recentPersonalBests(logs: readonly HistorySetLog[], limit: number): DatedPersonalBest[] {
  const bests = new Map<string, typeof NO_BESTS>();
  const perSet: DatedPersonalBest[][] = [];
  const ordered = [...logs].sort((a, b) => a.logged_at.localeCompare(b.logged_at) || a.id.localeCompare(b.id));
  for (const log of ordered) {
    const before = bests.get(log.exercise_id);
    // A first set at a new load "beats" nothing anyone remembers: the review lists records that beat a number.
    if (before)
      perSet.push(
        personalBestsOf(log, before, false)
          .filter((record) => record.previous !== null)
          .map((record) => ({ ...record, exercise_id: log.exercise_id, logged_at: log.logged_at })),
      );
    bests.set(log.exercise_id, withSet(before ?? NO_BESTS, log));
  }
  return perSet.reverse().flat().slice(0, limit);
}
