import { z } from 'zod';
import { addDays, dateOfUtc, startOfWeek, utcMidnight, weekOf, type LocalDate } from './dates';
import type { CalendarStatus } from './records/calendar';
import type { WorkoutBlock } from './records/workouts';

/*
 * Calendar rules shared by the device and the server, so a screen offline and a report on the
 * server name the same days and the same statuses (a missed entry:
 * docs/decisions/0102-missed-is-computed-not-stored.md). Dates are Riga calendar dates
 * (core/dates.ts); weeks start on Monday (docs/product.md §9).
 */

/** The status a person sees: a planned entry whose Riga day has ended without a session was missed. */
export function shownStatus(entry: { status: CalendarStatus; date: LocalDate }, today: LocalDate, hasSession = false): CalendarStatus {
  return entry.status === 'planned' && entry.date < today && !hasSession ? 'missed' : entry.status;
}

/** The weeks a month view shows: Monday of the week holding the 1st to Sunday of the week holding the last day. */
export function monthWeeks(date: LocalDate): LocalDate[][] {
  const first = startOfMonth(date);
  const last = addDays(addMonths(first, 1), -1);
  const weeks: LocalDate[][] = [];
  for (let monday = startOfWeek(first); monday <= last; monday = addDays(monday, 7)) weeks.push(weekOf(monday));
  return weeks;
}

/** The first day of the month holding `date`. */
export function startOfMonth(date: LocalDate): LocalDate {
  return `${dateOfUtc(utcMidnight(date)).slice(0, 8)}01`;
}

/** The same day of the month `months` later (the 31st becomes the month's last day). */
export function addMonths(date: LocalDate, months: number): LocalDate {
  const day = new Date(utcMidnight(date));
  const year = day.getUTCFullYear();
  const month = day.getUTCMonth() + months;
  // Day 0 of the month after is the target month's last day.
  const lastOfMonth = new Date(0);
  lastOfMonth.setUTCFullYear(year, month + 1, 0);
  const target = new Date(0);
  target.setUTCFullYear(year, month, Math.min(day.getUTCDate(), lastOfMonth.getUTCDate()));
  return dateOfUtc(target.getTime());
}

/** The most weeks one schedule may repeat: a year of weekly sessions. */
export const MAX_REPEAT_WEEKS = 52;

/** `date` and the same weekday in each of the following weeks, `weeks` dates in all (1 = just `date`). */
export function weeklyDates(date: LocalDate, weeks: number): LocalDate[] {
  if (!Number.isInteger(weeks) || weeks < 1 || weeks > MAX_REPEAT_WEEKS)
    throw new RangeError(`Repeat for 1 to ${MAX_REPEAT_WEEKS} weeks, not ${weeks}`);
  return Array.from({ length: weeks }, (_, week) => addDays(date, week * 7));
}

/** What a copy keeps of an entry: what was planned, not what happened or who it was derived for. */
export interface CopiedEntry {
  client_id: string;
  workout_id: string | null;
  date: LocalDate;
  time: string | null;
  duration_minutes: number | null;
  title: string | null;
  notes: string | null;
  /** The sets as planned for this entry when they differ from the workout's (a plan's week, a substitute). */
  prescription?: WorkoutBlock[] | null;
}

/**
 * Copies of entries moved by `days` (a day or a week pasted elsewhere) and, when `clientId` is given,
 * onto that client. A copy is planned afresh: its status and its plan assignment stay with the original;
 * what was planned, the sets as prescribed included, goes with it.
 */
export function copiedEntries(entries: readonly CopiedEntry[], days: number, clientId?: string): CopiedEntry[] {
  return entries.map((entry) => ({
    client_id: clientId ?? entry.client_id,
    workout_id: entry.workout_id,
    date: addDays(entry.date, days),
    time: entry.time,
    duration_minutes: entry.duration_minutes,
    title: entry.title,
    notes: entry.notes,
    prescription: entry.prescription ?? null,
  }));
}

/** The answer to making a calendar feed: its private address (docs/security.md "Calendar feeds"). */
export const feedAddressSchema = z.object({ url: z.url() }).meta({ id: 'CalendarFeedAddress' });
