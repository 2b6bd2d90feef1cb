/**
 * Reading the cells of an export: numbers, units, wall-clock times and durations as Strong and
 * Hevy write them. Each reader answers null for what it cannot read; the caller names the problem.
 */
import { isLocalDate } from '../dates';

export const POUND_KG = 0.45359237;
export const MILE_M = 1609.344;

/** Weight units as files write them, lower case and without a final dot, in kilograms. */
export const WEIGHT_UNITS: ReadonlyMap<string, number> = new Map([
  ['kg', 1],
  ['kgs', 1],
  ['kilograms', 1],
  ['lb', POUND_KG],
  ['lbs', POUND_KG],
  ['pounds', POUND_KG],
]);

/** Distance units as files write them (Strong writes 'mi.'), lower case and without a final dot, in metres. */
export const DISTANCE_UNITS: ReadonlyMap<string, number> = new Map([
  ['m', 1],
  ['meters', 1],
  ['metres', 1],
  ['km', 1000],
  ['kilometers', 1000],
  ['kilometres', 1000],
  ['mi', MILE_M],
  ['mile', MILE_M],
  ['miles', MILE_M],
  ['ft', 0.3048],
  ['feet', 0.3048],
  ['yd', 0.9144],
  ['yards', 0.9144],
]);

export const unitKey = (unit: string): string => unit.trim().toLowerCase().replace(/\.$/, '');

const DOT_NUMBER = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;
const COMMA_NUMBER = /^-?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/**
 * A decimal number as written, '' as null. A decimal comma is read only when commas cannot be
 * the delimiter (a semicolon file, as Strong writes it in locales with a decimal comma: '62,5');
 * no thousands separators and no exponents, which no export writes and which would make '1,500'
 * or '1e3' mean something the person did not type.
 */
export function readNumber(cell: string, decimalComma: boolean): number | null | undefined {
  const text = cell.trim();
  if (text === '') return null;
  if (!(decimalComma ? COMMA_NUMBER : DOT_NUMBER).test(text)) return undefined;
  const value = Number(decimalComma ? text.replace(',', '.') : text);
  // '-0' is a zero, not a negative number.
  return value === 0 ? 0 : value;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

function monthOf(word: string): number | null {
  const name = word.toLowerCase();
  if (name === 'sept') return 9;
  if (name.length < 3) return null;
  const index = MONTHS.findIndex((month) => month.startsWith(name));
  return index === -1 ? null : index + 1;
}

/** Strong: '2024-03-31 18:30:00' (some versions '2024-03-31 6:30:00 PM'); also with a T, as Hevy's API writes. */
const ISO_LIKE = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:\s*([AaPp])\.?\s*[Mm]\.?)?$/;
/** Hevy: '15 Sep 2025, 07:48' (some files '1 Dec 2025, 10:53'). */
const DAY_MONTH_YEAR = /^(\d{1,2})\s+([A-Za-z]+)\.?\s+(\d{4}),?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*([AaPp])\.?\s*[Mm]\.?)?$/;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A wall-clock date and time as the exports write them, as 'yyyy-MM-ddTHH:mm:ss'; null when it is
 * not one or names no real moment (a 30 February, a 25:00). Month names are English, as both apps
 * write them in every language.
 */
export function readWallClock(cell: string): string | null {
  const text = cell.trim();
  let year: string, month: number | null, day: number, hour: number, minute: number, second: number, half: string | undefined;
  const iso = ISO_LIKE.exec(text);
  if (iso !== null) {
    year = iso[1] ?? '';
    month = Number(iso[2]);
    day = Number(iso[3]);
    hour = Number(iso[4]);
    minute = Number(iso[5]);
    second = Number(iso[6] ?? 0);
    half = iso[7];
  } else {
    const written = DAY_MONTH_YEAR.exec(text);
    if (written === null) return null;
    day = Number(written[1]);
    month = monthOf(written[2] ?? '');
    year = written[3] ?? '';
    hour = Number(written[4]);
    minute = Number(written[5]);
    second = Number(written[6] ?? 0);
    half = written[7];
  }
  if (half !== undefined) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half.toLowerCase() === 'p' ? 12 : 0);
  }
  if (month === null || hour > 23 || minute > 59 || second > 59 || Number(year) < 1000) return null;
  const date = `${year}-${pad(month)}-${pad(day)}`;
  return isLocalDate(date) ? `${date}T${pad(hour)}:${pad(minute)}:${pad(second)}` : null;
}

const DURATION_TEXT = /^(?:(\d+)\s*h(?:ours?|rs?)?)?\s*(?:(\d+)\s*m(?:in(?:utes?|s)?)?)?\s*(?:(\d+)\s*s(?:ec(?:onds?|s)?)?)?$/i;

/**
 * A workout's length as Strong's older exports write it ('1h 5m', '35m', '38min', '45s', '1h'),
 * in seconds; a bare number is seconds, as the current export's column has it. '' is null.
 */
export function readDurationText(cell: string): number | null | undefined {
  const text = cell.trim();
  if (text === '') return null;
  const number = readNumber(text, false);
  if (number !== null && number !== undefined) return number;
  const match = DURATION_TEXT.exec(text);
  if (match === null || (match[1] === undefined && match[2] === undefined && match[3] === undefined)) return undefined;
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}
