import { DateTime } from 'luxon';

/**
 * Calendar dates and times of day in Europe/Riga (docs/product.md §9, docs/architecture.md §6),
 * shared by the app (`src/i18n/dates.ts` adds formatting) and the server, so both agree on what
 * "today" is. Calendar dates are ISO strings ('2026-03-29') and times of day 'HH:mm', both
 * meaning Riga wall-clock time whatever the device's or the server's own zone is; an instant is a Date.
 */

export const TIME_ZONE = 'Europe/Riga';

/** 'yyyy-MM-dd', a day in Riga. */
export type LocalDate = string;
/** 'HH:mm', a time of day in Riga. */
export type LocalTime = string;

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;
const LOCAL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The start of a Riga day; throws RangeError for anything but a real yyyy-MM-dd date. */
export function dayInRiga(date: LocalDate): DateTime {
  const parsed = LOCAL_DATE.test(date) ? DateTime.fromISO(date, { zone: TIME_ZONE }) : DateTime.invalid('not a yyyy-MM-dd date');
  if (!parsed.isValid) throw new RangeError(`Not a calendar date: ${date}`);
  return parsed;
}

function isoDate(value: DateTime): LocalDate {
  const iso = value.toISODate();
  if (!iso) throw new RangeError(`Not a valid date: ${value.invalidExplanation ?? 'unknown'}`);
  return iso;
}

/** An instant on the Riga clock. */
export function instantInRiga(instant: Date): DateTime {
  return DateTime.fromJSDate(instant, { zone: TIME_ZONE });
}

export function isLocalDate(value: string): boolean {
  return LOCAL_DATE.test(value) && DateTime.fromISO(value).isValid;
}

/** The calendar date in Riga at this instant (not the device's date: a phone abroad still plans Riga days). */
export function localDateOf(instant: Date): LocalDate {
  return isoDate(instantInRiga(instant));
}

export function localTimeOf(instant: Date): LocalTime {
  return instantInRiga(instant).toFormat('HH:mm');
}

export function today(now: Date = new Date()): LocalDate {
  return localDateOf(now);
}

/**
 * The instant a Riga wall-clock time happens. Across the DST changes: a time that does not exist
 * (03:00–03:59 on the last Sunday of March) moves forward by the hour that was skipped; a time that
 * happens twice (03:00–03:59 on the last Sunday of October) is the first one, while summer time
 * still applies, the way calendars and java.time resolve it.
 */
export function instantOf(date: LocalDate, time: LocalTime): Date {
  if (!LOCAL_TIME.test(time)) throw new RangeError(`Not a time of day: ${time}`);
  const [hour, minute] = time.split(':').map(Number);
  const resolved = dayInRiga(date).set({ hour: hour ?? 0, minute: minute ?? 0 });
  // Luxon picks the later of two identical wall-clock times; an hour earlier is the same wall-clock
  // time exactly when the clocks went back in between.
  const earlier = resolved.minus({ hours: 1 });
  const sameWallClock = earlier.hour === resolved.hour && earlier.minute === resolved.minute && earlier.day === resolved.day;
  return (sameWallClock ? earlier : resolved).toJSDate();
}

const DAY_MS = 86_400_000;

/**
 * A calendar date as the UTC midnight of the same date. Counting days needs no time zone (a date
 * has no hours to drift), and a plan of a thousand entries or a week of hundreds of chips counts
 * many of them: luxon would look up Riga's offset for each. Throws RangeError as dayInRiga does.
 */
function utcMidnight(date: LocalDate): number {
  const time = LOCAL_DATE.test(date) ? Date.parse(`${date}T00:00:00Z`) : Number.NaN;
  // Date.parse rolls 2026-02-30 over into March; a real date comes back as itself.
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== date) throw new RangeError(`Not a calendar date: ${date}`);
  return time;
}

const dateOfUtc = (time: number): LocalDate => new Date(time).toISOString().slice(0, 10);

/** Calendar arithmetic: the same wall-clock day n days later, never 23- or 25-hour drift. */
export function addDays(date: LocalDate, days: number): LocalDate {
  return dateOfUtc(utcMidnight(date) + days * DAY_MS);
}

/** docs/product.md §9: the week starts on Monday in both locales (also in English, unlike the US custom). */
export function startOfWeek(date: LocalDate): LocalDate {
  const time = utcMidnight(date);
  // getUTCDay counts from Sunday (0); Monday is the week's first day.
  return dateOfUtc(time - ((new Date(time).getUTCDay() + 6) % 7) * DAY_MS);
}

/** The seven dates of the week holding `date`, Monday first. */
export function weekOf(date: LocalDate): LocalDate[] {
  const monday = startOfWeek(date);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}
