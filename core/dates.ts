/**
 * Calendar dates and times of day in Europe/Riga (docs/product.md §9, docs/architecture.md §6),
 * shared by the app (`src/i18n/date-format.ts` adds formatting) and the server, so both agree on what
 * "today" is. Calendar dates are ISO strings ('2026-03-29') and times of day 'HH:mm', both
 * meaning Riga wall-clock time whatever the device's or the server's own zone is; an instant is a Date.
 * The zone's rules come from the runtime's Intl (the time-zone database every browser and Node
 * carry), not from a date library: docs/decisions/0035-dates-without-a-date-library.md.
 */

export const TIME_ZONE = 'Europe/Riga';

/** 'yyyy-MM-dd', a day in Riga. */
export type LocalDate = string;
/** 'HH:mm', a time of day in Riga. */
export type LocalTime = string;

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;
const LOCAL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const rigaClock = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** What Riga's clock shows at `time` (ms), written as the UTC instant with the same reading. */
function rigaReading(time: number): number {
  const part: Record<string, string> = {};
  for (const { type, value } of rigaClock.formatToParts(time)) part[type] = value;
  const reading = new Date(0);
  reading.setUTCFullYear(Number(part.year), Number(part.month) - 1, Number(part.day));
  reading.setUTCHours(Number(part.hour), Number(part.minute), Number(part.second), new Date(time).getUTCMilliseconds());
  return reading.getTime();
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

export function isLocalDate(value: string): boolean {
  if (!LOCAL_DATE.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  // Date.parse rolls 2026-02-30 over into March; a real date comes back as itself.
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** The calendar date in Riga at this instant (not the device's date: a phone abroad still plans Riga days). */
export function localDateOf(instant: Date): LocalDate {
  return dateOfUtc(rigaReading(instant.getTime()));
}

/** Riga's wall clock at this instant, to the second: 'yyyy-MM-ddTHH:mm:ss'. */
export function localDateTimeOf(instant: Date): string {
  return new Date(rigaReading(instant.getTime())).toISOString().slice(0, 19);
}

export function localTimeOf(instant: Date): LocalTime {
  const reading = new Date(rigaReading(instant.getTime()));
  return `${pad(reading.getUTCHours())}:${pad(reading.getUTCMinutes())}`;
}

export function today(now: Date = new Date()): LocalDate {
  return localDateOf(now);
}

const HOUR_MS = 3_600_000;

/**
 * The instant a Riga wall-clock time happens. Across the DST changes: a time that does not exist
 * (03:00–03:59 on the last Sunday of March) moves forward by the hour that was skipped; a time that
 * happens twice (03:00–03:59 on the last Sunday of October) is the first one, while summer time
 * still applies, the way calendars and java.time resolve it.
 */
export function instantOf(date: LocalDate, time: LocalTime): Date {
  if (!LOCAL_TIME.test(time)) throw new RangeError(`Not a time of day: ${time}`);
  const [hour, minute] = time.split(':').map(Number);
  const wanted = utcMidnight(date) + (hour ?? 0) * HOUR_MS + (minute ?? 0) * 60_000;
  // The zone's offsets a day either side: the one before a change and the one after it. A time
  // read as either that shows the wanted reading happens then; the earlier of two is the first.
  const before = rigaReading(wanted - 24 * HOUR_MS) - (wanted - 24 * HOUR_MS);
  const after = rigaReading(wanted + 24 * HOUR_MS) - (wanted + 24 * HOUR_MS);
  const happens = [wanted - before, wanted - after].filter((candidate) => rigaReading(candidate) === wanted).sort((a, b) => a - b);
  // In the gap the clock skipped, the time is read with the offset before the change: an hour on.
  return new Date(happens[0] ?? wanted - before);
}

/** The instant Riga's day `date` begins (its midnight, or the first minute after it the clock shows). */
export function startOfRigaDay(date: LocalDate): Date {
  return instantOf(date, '00:00');
}

const DAY_MS = 86_400_000;

/**
 * A calendar date as the UTC midnight of the same date. Counting days needs no time zone (a date
 * has no hours to drift), and a plan of a thousand entries or a week of hundreds of chips counts
 * many of them. Throws RangeError for anything but a real yyyy-MM-dd date.
 */
export function utcMidnight(date: LocalDate): number {
  if (!isLocalDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  return Date.parse(`${date}T00:00:00Z`);
}

/** The date of a UTC midnight (or of any UTC reading that day). */
export const dateOfUtc = (time: number): LocalDate => new Date(time).toISOString().slice(0, 10);

/** Calendar arithmetic: the same wall-clock day n days later, never 23- or 25-hour drift. */
export function addDays(date: LocalDate, days: number): LocalDate {
  return dateOfUtc(utcMidnight(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier), counted on the Riga calendar. */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
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
