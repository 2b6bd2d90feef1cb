import { assignmentWeek } from '@core/plans';
import { addDays, startOfWeek, type LocalDate } from '@core/dates';
import type { RecordOf } from '@core/records/index';

type Assignment = Pick<RecordOf<'plan-assignments'>, 'id' | 'plan_id' | 'start_date' | 'status'>;
type Plan = Pick<RecordOf<'workout-plans'>, 'id' | 'weeks'>;
type Entry = Pick<RecordOf<'calendar-entries'>, 'id' | 'date' | 'time' | 'assignment_id'>;

/** The plan a client is on today and where they are in it (sync/SPEC.md G5). */
export interface CurrentPlan {
  assignmentId: string;
  planId: string;
  /** Week x of `weeks`: 0 before the plan starts. */
  week: number;
  weeks: number;
  startDate: LocalDate;
}

/**
 * The plan to show a client on `day`: the running one (the one started last when two overlap),
 * else the next to start. An ended assignment, a finished plan or one whose plan is not on the
 * device is not shown.
 */
export function currentPlan(assignments: readonly Assignment[], plans: readonly Plan[], day: LocalDate): CurrentPlan | null {
  const weeksOf = new Map(plans.map((plan) => [plan.id, plan.weeks]));
  const candidates = assignments
    .filter((assignment) => assignment.status === 'active' && weeksOf.has(assignment.plan_id))
    .map((assignment) => ({
      assignmentId: assignment.id,
      planId: assignment.plan_id,
      week: assignmentWeek(assignment.start_date, day),
      weeks: weeksOf.get(assignment.plan_id) ?? 0,
      startDate: assignment.start_date,
    }))
    .filter((plan) => plan.week <= plan.weeks);
  const running = candidates.filter((plan) => plan.week >= 1).sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
  return running ?? candidates.sort((a, b) => a.startDate.localeCompare(b.startDate))[0] ?? null;
}

/** The workouts of one Monday-to-Sunday week. */
export interface WeekGroup<E extends Entry> {
  monday: LocalDate;
  /** The plan's week this is (G5) when the group's workouts come from `plan`; null otherwise. */
  planWeek: number | null;
  entries: E[];
}

/** Entries by Monday week, in date and time order; a week is numbered by the plan its entries come from. */
export function groupByWeek<E extends Entry>(entries: readonly E[], plan: CurrentPlan | null): WeekGroup<E>[] {
  const groups = new Map<LocalDate, E[]>();
  const ordered = [...entries].sort((a, b) => a.date.localeCompare(b.date) || (a.time ?? '').localeCompare(b.time ?? ''));
  for (const entry of ordered) {
    const monday = startOfWeek(entry.date);
    const group = groups.get(monday);
    if (group) group.push(entry);
    else groups.set(monday, [entry]);
  }
  return [...groups].map(([monday, grouped]) => ({
    monday,
    planWeek:
      plan && grouped.some((entry) => entry.assignment_id === plan.assignmentId)
        ? assignmentWeek(plan.startDate, monday < plan.startDate ? plan.startDate : monday)
        : null,
    entries: grouped,
  }));
}

/** Sunday of the week starting `monday`. */
export const sundayOf = (monday: LocalDate): LocalDate => addDays(monday, 6);
