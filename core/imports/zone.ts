/**
 * Wall-clock times in any IANA time zone, for files that write times without a zone (Strong's and
 * Hevy's exports): the person says which zone they trained in. The rules are those of
 * core/dates.ts's `instantOf` for Riga, from the runtime's Intl like there
 * (docs/decisions/0035-dates-without-a-date-library.md): for any year from 1000,
 * `instantOf(date, time)` is `instantInZone(`${date}T${time}`, 'Europe/Riga')`.
 */
import { isLocalDate } from '../dates';

/** 'yyyy-MM-ddTHH:mm' or 'yyyy-MM-ddTHH:mm:ss'; years from 1000, where Intl writes no era. */
const LOCAL_DATE_TIME = /^([1-9]\d{3}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

const HOUR_MS = 3_600_000;

const clocks = new Map<string, Intl.DateTimeFormat>();

/** A formatter per zone, made once: making one costs far more than using it, and an import reads thousands of times. */
function clockOf(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (clock === undefined) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    // Names are looked up as given, and Intl takes any mix of upper and lower case: the cache must
    // not grow without end when names come from requests.
    if (clocks.size >= 1000) clocks.clear();
    clocks.set(timeZone, clock);
  }
  return clock;
}

/**
 * Whether Intl knows `zone` as a time zone ('Europe/Riga', 'America/New_York', 'UTC'). Offsets
 * ('+02:00') are refused although newer runtimes accept them: they have no daylight-saving rules,
 * and an older browser or server would refuse them, so a zone accepted on one would fail on another.
 */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z]/.test(zone)) return false;
  try {
    clockOf(zone);
    return true;
  } catch {
    return false;
  }
}

/**
 * What the zone's clock shows at `time` (ms), written as the UTC instant with the same reading.
 * Read from `format` ('1/6/2024, 00:00:00') rather than `formatToParts`, which costs three times
 * as much: an import reads the clock for every workout of years of history.
 */
function readingIn(clock: Intl.DateTimeFormat, time: number): number {
  const text = clock.format(time);
  // Month, day, year, hour, minute, second: the digit runs in en-US order.
  const parts = [0, 0, 0, 0, 0, 0];
  let count = 0;
  let inNumber = false;
  for (let index = 0; index < text.length; index++) {
    const digit = text.charCodeAt(index) - 48;
    if (digit >= 0 && digit <= 9) {
      if (!inNumber) count++;
      inNumber = true;
      if (count <= 6) parts[count - 1] = (parts[count - 1] ?? 0) * 10 + digit;
    } else inNumber = false;
  }
  const [month = 0, day = 0, year = 0, hour = 0, minute = 0, second = 0] = count === 6 ? parts : partsOf(clock, time);
  const reading = new Date(0);
  reading.setUTCFullYear(year, month - 1, day);
  reading.setUTCHours(hour, minute, second, new Date(time).getUTCMilliseconds());
  return reading.getTime();
}

/** The same reading from `formatToParts`, for a runtime that writes the date some other way. */
function partsOf(clock: Intl.DateTimeFormat, time: number): number[] {
  const part: Record<string, string> = {};
  for (const { type, value } of clock.formatToParts(time)) part[type] = value;
  return [part.month, part.day, part.year, part.hour, part.minute, part.second].map(Number);
}

/**
 * The instant a wall-clock time happens in `timeZone`. Across a daylight-saving change: a time
 * the clock skipped moves forward by the skipped hour (02:30 on the spring-forward night in New
 * York is 03:30); a time the clock shows twice is the first of the two, while summer time still
 * applies — as calendars, java.time and `instantOf` resolve them.
 * Throws RangeError for a malformed time or an unknown zone.
 */
export function instantInZone(localDateTime: string, timeZone: string): Date {
  const match = LOCAL_DATE_TIME.exec(localDateTime);
  const [, date = '', hour = '0', minute = '0', second = '0'] = match ?? [];
  if (match === null || !isLocalDate(date)) throw new RangeError(`Not a date and time of day: ${localDateTime}`);
  if (!isTimeZone(timeZone)) throw new RangeError(`Not a time zone: ${timeZone}`);
  const clock = clockOf(timeZone);
  const wanted = Date.parse(`${date}T00:00:00Z`) + Number(hour) * HOUR_MS + Number(minute) * 60_000 + Number(second) * 1000;
  // The zone's offsets a day either side: the one before a change and the one after it. A time
  // read with either that shows the wanted reading happens then; the earlier of two is the first.
  const before = readingIn(clock, wanted - 24 * HOUR_MS) - (wanted - 24 * HOUR_MS);
  const after = readingIn(clock, wanted + 24 * HOUR_MS) - (wanted + 24 * HOUR_MS);
  // No change of offset near: the one candidate is the answer whether or not it reads back.
  if (before === after) return new Date(wanted - before);
  const happens = [wanted - before, wanted - after].filter((candidate) => readingIn(clock, candidate) === wanted).sort((a, b) => a - b);
  // In the gap the clock skipped, the time is read with the offset before the change: an hour on.
  return new Date(happens[0] ?? wanted - before);
}

/**
 * What the clock of `timeZone` shows at `instant`, as 'yyyy-MM-ddTHH:mm:ss': how an export writes
 * a time for an app that reads wall-clock times (the reverse of instantInZone).
 * Throws RangeError for an unknown zone.
 */
export function wallClockIn(instant: Date, timeZone: string): string {
  if (!isTimeZone(timeZone)) throw new RangeError(`Not a time zone: ${timeZone}`);
  return new Date(readingIn(clockOf(timeZone), instant.getTime())).toISOString().slice(0, 19);
}
