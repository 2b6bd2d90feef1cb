import { shownStatus } from './calendar-rules';
import { addDays, daysBetween, localDateOf, startOfWeek, type LocalDate } from './dates';
import type { CalendarStatus } from './records/calendar';

/*
 * How a client keeps to their schedule, split rather than a single rate: what was completed, done in
 * part, skipped (with the reasons given), missed, and what is still ahead, against the sessions a
 * week the coach set. Shared by the device (the client page, offline) and the server.
 */

export interface ComplianceEntry {
  id: string;
  date: LocalDate;
  status: CalendarStatus;
  notes: string | null;
}

export interface ComplianceSplit {
  from: LocalDate;
  to: LocalDate;
  completed: number;
  partial: number;
  skipped: number;
  missed: number;
  /** Still to come within the window (today included), or started and not finished. */
  ahead: number;
  /** The client's sessions a week times the window's weeks that count; null when the coach set no target. */
  target: number | null;
  /** What the client wrote when skipping, newest first. */
  reasons: string[];
}

/** The windows the client page shows: this week so far and ahead, and the last 4 and 12 weeks. */
export function complianceWindows(today: LocalDate): { key: 'week' | 'weeks4' | 'weeks12'; from: LocalDate; to: LocalDate }[] {
  const monday = startOfWeek(today);
  const sunday = addDays(monday, 6);
  return [
    { key: 'week', from: monday, to: sunday },
    { key: 'weeks4', from: addDays(monday, -21), to: sunday },
    { key: 'weeks12', from: addDays(monday, -77), to: sunday },
  ];
}

/** What decides from when a client's weeks are judged against their target. */
export interface CoachedClient {
  /** When the coach added them (server-set; null until the server has answered). */
  added_at: string | null;
  /** Their own account: without one they cannot train in the app. */
  user_id: string | null;
}

/**
 * The first day whose week counts towards a client's target, or null while none does. Only weeks
 * wholly inside the coaching count: the Monday on or after the day the coach added them, so a
 * client added on a Wednesday is not behind that week. A client without an account cannot log
 * their training, so nothing undone is theirs to answer for until someone logs a session for them
 * (`firstSessionAt`, the earliest they have): their weeks count from then.
 */
export function countedFrom(client: CoachedClient, firstSessionAt: string | null): LocalDate | null {
  if (client.added_at === null) return null;
  if (client.user_id === null && firstSessionAt === null) return null;
  const start = client.user_id === null && firstSessionAt !== null && firstSessionAt > client.added_at ? firstSessionAt : client.added_at;
  const day = localDateOf(new Date(start));
  const monday = startOfWeek(day);
  return monday === day ? day : addDays(monday, 7);
}

/**
 * The split of one client's entries dated from `from` to `to` (both included). An entry of a past
 * day still planned was missed, unless a session was started for it (`started`), which counts as
 * done in part.
 */
export function complianceOver(
  entries: readonly ComplianceEntry[],
  {
    from,
    to,
    today,
    sessionsPerWeek,
    started = new Set<string>(),
    counted,
  }: {
    from: LocalDate;
    to: LocalDate;
    today: LocalDate;
    sessionsPerWeek: number | null;
    started?: ReadonlySet<string>;
    /** The first day that counts towards the target (countedFrom); null: none does; absent: every day. */
    counted?: LocalDate | null;
  },
): ComplianceSplit {
  const split: ComplianceSplit = { from, to, completed: 0, partial: 0, skipped: 0, missed: 0, ahead: 0, target: null, reasons: [] };
  const skippedNotes: { date: LocalDate; note: string }[] = [];
  for (const entry of entries) {
    if (entry.date < from || entry.date > to) continue;
    const status = shownStatus(entry, today, started.has(entry.id));
    if (status === 'planned') {
      if (entry.date < today) split.partial++;
      else split.ahead++;
    } else {
      split[status]++;
      if (status === 'skipped' && entry.notes) skippedNotes.push({ date: entry.date, note: entry.notes });
    }
  }
  split.reasons = skippedNotes.sort((a, b) => b.date.localeCompare(a.date)).map((skipped) => skipped.note);
  if (sessionsPerWeek !== null) {
    const first = counted === undefined || (counted !== null && counted < from) ? from : counted;
    split.target = first === null || first > to ? 0 : Math.round((sessionsPerWeek * (daysBetween(first, to) + 1)) / 7);
  }
  return split;
}

/** Workouts done (in full or in part) for every one the target asks; null without a target. */
export function doneAgainstTarget(split: ComplianceSplit): number | null {
  return split.target ? (split.completed + split.partial) / split.target : null;
}
