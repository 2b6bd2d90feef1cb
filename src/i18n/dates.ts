import { DateTime, Info } from 'luxon';
import type { Locale } from './locales';

/**
 * The one date and time module (docs/product.md §9, docs/architecture.md §6): every date the app shows or computes goes
 * through here. Calendar dates are kept as ISO strings ('2026-03-29') and times of day as 'HH:mm',
 * both meaning Europe/Riga wall-clock time whatever the device's own zone is; an instant is a Date.
 * Luxon is only imported by screens that show dates, never by the first page.
 */

export const TIME_ZONE = 'Europe/Riga';
/** docs/product.md §9: Latvian is the default date locale. */
export const DEFAULT_DATE_LOCALE: Locale = 'lv-LV';

/** 'yyyy-MM-dd', a day in Riga. */
export type LocalDate = string;
/** 'HH:mm', a time of day in Riga. */
export type LocalTime = string;

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;
const LOCAL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function day(date: LocalDate): DateTime {
  const parsed = LOCAL_DATE.test(date) ? DateTime.fromISO(date, { zone: TIME_ZONE }) : DateTime.invalid('not a yyyy-MM-dd date');
  if (!parsed.isValid) throw new RangeError(`Not a calendar date: ${date}`);
  return parsed;
}

function isoDate(value: DateTime): LocalDate {
  const iso = value.toISODate();
  if (!iso) throw new RangeError(`Not a valid date: ${value.invalidExplanation ?? 'unknown'}`);
  return iso;
}

function inRiga(instant: Date): DateTime {
  return DateTime.fromJSDate(instant, { zone: TIME_ZONE });
}

export function isLocalDate(value: string): boolean {
  return LOCAL_DATE.test(value) && DateTime.fromISO(value).isValid;
}

/** The calendar date in Riga at this instant (not the device's date: a phone abroad still plans Riga days). */
export function localDateOf(instant: Date): LocalDate {
  return isoDate(inRiga(instant));
}

export function localTimeOf(instant: Date): LocalTime {
  return inRiga(instant).toFormat('HH:mm');
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
  const resolved = day(date).set({ hour: hour ?? 0, minute: minute ?? 0 });
  // Luxon picks the later of two identical wall-clock times; an hour earlier is the same wall-clock
  // time exactly when the clocks went back in between.
  const earlier = resolved.minus({ hours: 1 });
  const sameWallClock = earlier.hour === resolved.hour && earlier.minute === resolved.minute && earlier.day === resolved.day;
  return (sameWallClock ? earlier : resolved).toJSDate();
}

/** Calendar arithmetic: the same wall-clock day n days later, never 23- or 25-hour drift. */
export function addDays(date: LocalDate, days: number): LocalDate {
  return isoDate(day(date).plus({ days }));
}

/** docs/product.md §9: the week starts on Monday in both locales (also in English, unlike the US custom). */
export function startOfWeek(date: LocalDate): LocalDate {
  return isoDate(day(date).startOf('week'));
}

/** The seven dates of the week holding `date`, Monday first. */
export function weekOf(date: LocalDate): LocalDate[] {
  const monday = startOfWeek(date);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** Weekday names in the locale, Monday first. */
export function weekdayNames(locale: Locale = DEFAULT_DATE_LOCALE, width: 'long' | 'short' | 'narrow' = 'short'): string[] {
  return Info.weekdays(width, { locale });
}

export type DateStyle = 'short' | 'medium' | 'long' | 'full';
// Short dates keep two-digit days and months (09.03.2026), as Latvian forms and documents write them.
const DATE_FORMATS = {
  short: { day: '2-digit', month: '2-digit', year: 'numeric' },
  medium: DateTime.DATE_MED,
  long: DateTime.DATE_FULL,
  full: DateTime.DATE_HUGE,
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** A calendar date for people: '09.03.2026' / '03/09/2026', or longer styles. */
export function formatDate(date: LocalDate, locale: Locale = DEFAULT_DATE_LOCALE, style: DateStyle = 'short'): string {
  return day(date).setLocale(locale).toLocaleString(DATE_FORMATS[style]);
}

/** Day and month only, for axis labels and compact lists: '09.03.' / '03/09'. */
export function formatDayMonth(date: LocalDate, locale: Locale = DEFAULT_DATE_LOCALE): string {
  return day(date).setLocale(locale).toLocaleString({ day: '2-digit', month: '2-digit' });
}

/** The Riga time of day of an instant, in the locale's clock (24-hour in Latvian, 12-hour in English). */
export function formatTime(instant: Date, locale: Locale = DEFAULT_DATE_LOCALE): string {
  return inRiga(instant).setLocale(locale).toLocaleString(DateTime.TIME_SIMPLE);
}

/** An instant as a Riga date and time. */
export function formatDateTime(instant: Date, locale: Locale = DEFAULT_DATE_LOCALE, style: Exclude<DateStyle, 'full'> = 'medium'): string {
  return inRiga(instant)
    .setLocale(locale)
    .toLocaleString({ ...DATE_FORMATS[style], ...DateTime.TIME_SIMPLE });
}
