import { instantOf, TIME_ZONE, utcMidnight, type LocalDate, type LocalTime } from '@core/dates';
import type { Locale } from './locales';

/**
 * The one date and time module of the app (docs/product.md §9, docs/architecture.md §6): every date
 * the app shows or computes goes through here. The calendar arithmetic in Europe/Riga lives in
 * `core/dates.ts`, shared with the server, and is re-exported; this module adds the formatting,
 * with the browser's Intl (docs/decisions/0035-dates-without-a-date-library.md).
 */

export {
  addDays,
  instantOf,
  isLocalDate,
  localDateOf,
  localTimeOf,
  startOfRigaDay,
  startOfWeek,
  TIME_ZONE,
  today,
  weekOf,
  type LocalDate,
  type LocalTime,
} from '@core/dates';

/** docs/product.md §9: Latvian is the default date locale. */
export const DEFAULT_DATE_LOCALE: Locale = 'lv-LV';

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale and options: making one costs far more than using it. */
function formatter(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** A calendar date written in `options`: the day itself, read as its UTC midnight and written in UTC. */
const formatDay = (date: LocalDate, locale: Locale, options: Intl.DateTimeFormatOptions) =>
  formatter(locale, { ...options, timeZone: 'UTC' }).format(utcMidnight(date));

/** Weekday names in the locale, Monday first. */
export function weekdayNames(locale: Locale = DEFAULT_DATE_LOCALE, width: 'long' | 'short' | 'narrow' = 'short'): string[] {
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, index) => formatDay(`2024-01-0${index + 1}`, locale, { weekday: width }));
}

export type DateStyle = 'short' | 'medium' | 'long' | 'full';
// Short dates keep two-digit days and months (09.03.2026), as Latvian forms and documents write them.
const DATE_FORMATS = {
  short: { day: '2-digit', month: '2-digit', year: 'numeric' },
  medium: { day: 'numeric', month: 'short', year: 'numeric' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  full: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
} as const satisfies Record<DateStyle, Intl.DateTimeFormatOptions>;
const TIME_OF_DAY = { hour: 'numeric', minute: 'numeric' } as const satisfies Intl.DateTimeFormatOptions;

/** A calendar date for people: '09.03.2026' / '03/09/2026', or longer styles. */
export function formatDate(date: LocalDate, locale: Locale = DEFAULT_DATE_LOCALE, style: DateStyle = 'short'): string {
  return formatDay(date, locale, DATE_FORMATS[style]);
}

/** Day and month only, for axis labels and compact lists: '09.03.' / '03/09'. */
export function formatDayMonth(date: LocalDate, locale: Locale = DEFAULT_DATE_LOCALE): string {
  return formatDay(date, locale, { day: '2-digit', month: '2-digit' });
}

/** A day as a heading in a week's list: 'Monday, November 23' / 'Pirmdiena, 23. novembris'. */
export function formatDayHeading(date: LocalDate, locale: Locale = DEFAULT_DATE_LOCALE): string {
  const text = formatDay(date, locale, { weekday: 'long', day: 'numeric', month: 'long' });
  // Latvian writes weekdays in lower case; a heading still starts with a capital.
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/** Two calendar dates as one span, written the locale's way: 'Nov 23 – 29, 2026' / '2026. gada 23.–29. nov.'. */
export function formatDateRange(from: LocalDate, to: LocalDate, locale: Locale = DEFAULT_DATE_LOCALE): string {
  return formatter(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).formatRange(
    utcMidnight(from),
    utcMidnight(to),
  );
}

/** A month and its year: 'November 2026' / 'novembris 2026'. */
export function formatMonth(date: LocalDate, locale: Locale = DEFAULT_DATE_LOCALE): string {
  return formatDay(date, locale, { month: 'long', year: 'numeric' });
}

/** The Riga time of day of an instant, in the locale's clock (24-hour in Latvian, 12-hour in English). */
export function formatTime(instant: Date, locale: Locale = DEFAULT_DATE_LOCALE): string {
  return formatter(locale, { ...TIME_OF_DAY, timeZone: TIME_ZONE }).format(instant);
}

const wallClockTexts = new Map<string, string>();
const WALL_CLOCK_TEXTS_MAX = 5_000;

/**
 * A planned time of day on a date (an entry's `time`), in the locale's clock. Resolving a Riga
 * wall-clock time asks the zone's rules several times, and a coach's week shows hundreds of them,
 * redrawn while an entry is dragged: each text is worked out once.
 */
export function formatLocalTime(date: LocalDate, time: LocalTime, locale: Locale = DEFAULT_DATE_LOCALE): string {
  const key = `${locale} ${date} ${time}`;
  let text = wallClockTexts.get(key);
  if (text === undefined) {
    if (wallClockTexts.size >= WALL_CLOCK_TEXTS_MAX) wallClockTexts.clear();
    text = formatTime(instantOf(date, time), locale);
    wallClockTexts.set(key, text);
  }
  return text;
}

/** An instant as a Riga date and time. */
export function formatDateTime(instant: Date, locale: Locale = DEFAULT_DATE_LOCALE, style: Exclude<DateStyle, 'full'> = 'medium'): string {
  return formatter(locale, { ...DATE_FORMATS[style], ...TIME_OF_DAY, timeZone: TIME_ZONE }).format(instant);
}
