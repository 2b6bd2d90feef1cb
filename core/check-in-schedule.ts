import { v5 as uuidv5 } from 'uuid';
import { addDays, daysBetween, startOfWeek, type LocalDate } from './dates';

/** How often a coach's check-in form is due for a client. */
export interface CheckInSchedule {
  /** The day of the week it is due: 1 Monday … 7 Sunday (the week starts on Monday, docs/product.md §9). */
  weekday: number;
  /** Due every week (1) or every few weeks, counted from the week of `startDate`. */
  everyWeeks: number;
  /** The first due day is the first `weekday` on or after this date. */
  startDate: LocalDate;
  /** Days after the due day it may still be answered before it counts as missed. */
  graceDays: number;
}

/** Where a check-in of one due day stands for the client and the coach. */
export type CheckInStatus = 'upcoming' | 'due' | 'answered' | 'missed';

const WEEK_DAYS = 7;

/** The first due day of a schedule. */
export function firstDueDate(schedule: CheckInSchedule): LocalDate {
  const inStartWeek = addDays(startOfWeek(schedule.startDate), schedule.weekday - 1);
  return inStartWeek < schedule.startDate ? addDays(inStartWeek, WEEK_DAYS) : inStartWeek;
}

/** The due days from `from` to `to`, both included, oldest first. */
export function dueDates(schedule: CheckInSchedule, from: LocalDate, to: LocalDate): LocalDate[] {
  const first = firstDueDate(schedule);
  const step = schedule.everyWeeks * WEEK_DAYS;
  const daysBefore = daysBetween(first, from);
  // The first due day on or after `from`, without walking there a week at a time.
  let due = daysBefore <= 0 ? first : addDays(first, Math.ceil(daysBefore / step) * step);
  const dates: LocalDate[] = [];
  for (; due <= to; due = addDays(due, step)) dates.push(due);
  return dates;
}

/**
 * The due day a client answers today: the latest one on or before `today` whose grace period has
 * not ended, or null when none is open.
 */
export function openDueDate(schedule: CheckInSchedule, today: LocalDate): LocalDate | null {
  const open = dueDates(schedule, addDays(today, -schedule.graceDays), today);
  return open.at(-1) ?? null;
}

/** Where the check-in of `due` stands on `today`, given whether the client answered it. */
export function checkInStatus(schedule: CheckInSchedule, due: LocalDate, answered: boolean, today: LocalDate): CheckInStatus {
  if (answered) return 'answered';
  if (today < due) return 'upcoming';
  return today <= addDays(due, schedule.graceDays) ? 'due' : 'missed';
}

/** DO NOT change: every check-in answer's id on every device and server is made from it. */
const CHECK_IN_ANSWER_NAMESPACE = '6d1f0c3e-9b2a-4f57-8e44-0a7c5d2b91f3';

/**
 * [A20] The id of a client's answers to one due day of an assignment, the same on each of their
 * devices: answers saved on the phone and the tablet are one record, and the later write wins.
 */
export function checkInAnswerId(assignmentId: string, dueDate: LocalDate): string {
  return uuidv5(`${assignmentId}/${dueDate}`, CHECK_IN_ANSWER_NAMESPACE);
}

/** A check-in schedule as it is stored (sync/SPEC.md A19), as far as its due days go. */
export interface StoredCheckInSchedule {
  id: string;
  weekday: number;
  every_weeks: number;
  start_date: LocalDate;
  grace_days: number;
  /** The last day it was due; null while it goes on. */
  ended_on: LocalDate | null;
}

export function scheduleOf(stored: StoredCheckInSchedule): CheckInSchedule {
  return { weekday: stored.weekday, everyWeeks: stored.every_weeks, startDate: stored.start_date, graceDays: stored.grace_days };
}

/**
 * The due days of a stored schedule from `from` to `to` (none after it ended), oldest first, each
 * with where it stands on `today` given which answers exist (by answer id).
 */
export function scheduledCheckIns(
  stored: StoredCheckInSchedule,
  from: LocalDate,
  to: LocalDate,
  answered: (answerId: string) => boolean,
  today: LocalDate,
): { due: LocalDate; status: CheckInStatus }[] {
  const schedule = scheduleOf(stored);
  const last = stored.ended_on !== null && stored.ended_on < to ? stored.ended_on : to;
  return dueDates(schedule, from, last).map((due) => ({
    due,
    status: checkInStatus(schedule, due, answered(checkInAnswerId(stored.id, due)), today),
  }));
}
