import { addDays, instantOf, localDateTimeOf, TIME_ZONE } from '@core/dates';

/*
 * iCalendar (RFC 5545) text for a read-only feed. Written by hand rather than with a library: a
 * feed needs one VTIMEZONE and plain VEVENTs, and the rules that matter (escaping, folding at 75
 * octets, CRLF) fit in this file.
 */

/** An event of the feed: a calendar entry as a person's calendar app shows it. */
export interface FeedEvent {
  uid: string;
  /** Riga calendar date and time ('HH:mm'), or no time for an all-day entry. */
  date: string;
  time: string | null;
  durationMinutes: number | null;
  summary: string;
  description: string | null;
  cancelled: boolean;
  /** The record's version and last change: calendar apps replace what they have when these grow. */
  sequence: number;
  updatedAt: Date;
}

/** How long a timed entry without a duration lasts in a calendar app. */
const DEFAULT_MINUTES = 60;

// Europe/Riga since 1997: EET, with EU summer time from the last Sunday of March (03:00 local)
// to the last Sunday of October (04:00 local). RFC 5545 requires a VTIMEZONE for every TZID used.
const RIGA_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0300',
  'TZNAME:EEST',
  'DTSTART:19700329T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0300',
  'TZOFFSETTO:+0200',
  'TZNAME:EET',
  'DTSTART:19701025T040000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT values escape backslashes, semicolons, commas and line breaks (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** Lines longer than 75 octets continue on the next line after a space, never inside a UTF-8 character (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // The first line holds 75 octets; each continuation holds 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (date: string) => date.replaceAll('-', '');
/** yyyyMMdd'T'HHmmss, RFC 5545's form of a date and time. */
const compactDateTime = (dateTime: string) => dateTime.replaceAll(/[-:]/g, '');
const utc = (instant: Date) => `${compactDateTime(instant.toISOString().slice(0, 19))}Z`;
const rigaLocal = (instant: Date) => compactDateTime(localDateTimeOf(instant));

function eventLines(event: FeedEvent): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(event.updatedAt)}`,
    `LAST-MODIFIED:${utc(event.updatedAt)}`,
    `SEQUENCE:${event.sequence}`,
  ];
  if (event.time) {
    // A duration rather than an end: an end in the hour the clocks go back would name a wall-clock
    // time that happens twice, which calendar apps read as the first one (RFC 5545 §3.3.5).
    lines.push(
      `DTSTART;TZID=${TIME_ZONE}:${rigaLocal(instantOf(event.date, event.time))}`,
      `DURATION:PT${event.durationMinutes ?? DEFAULT_MINUTES}M`,
    );
  } else {
    lines.push(`DTSTART;VALUE=DATE:${compactDate(event.date)}`, `DTEND;VALUE=DATE:${compactDate(addDays(event.date, 1))}`);
  }
  lines.push(`SUMMARY:${escapeText(event.summary)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  lines.push(`STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`, 'TRANSP:OPAQUE', 'END:VEVENT');
  return lines;
}

/** The whole feed: CRLF line ends, folded lines, one time zone, the events in the order given. */
export function icalendar(name: string, events: readonly FeedEvent[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Treneris//Calendar feed//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    `X-WR-TIMEZONE:${TIME_ZONE}`,
    ...RIGA_TIMEZONE,
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
