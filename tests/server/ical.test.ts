import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icalendar, type FeedEvent } from '../../server/services/ical';

const event = (fields: Partial<FeedEvent>): FeedEvent => ({
  uid: 'e1@treneris',
  date: '2026-11-24',
  time: '18:00',
  durationMinutes: null,
  summary: 'Legs',
  description: null,
  cancelled: false,
  sequence: 3,
  updatedAt: new Date('2026-11-20T10:00:00.000Z'),
  ...fields,
});
const linesOf = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

describe('iCalendar text (RFC 5545)', () => {
  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds lines at 75 octets without splitting a UTF-8 character, and unfolds to the same text', () => {
    const line = `SUMMARY:${'Pietupieni ar stieni, ķermeņa svars, ļoti smagi '.repeat(4)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('times are Riga wall-clock times, across both clock changes', () => {
    const feed = linesOf(
      icalendar('Test', [
        // 03:30 does not exist on the last Sunday of March 2027: it is 04:30 summer time.
        event({ uid: 'spring', date: '2027-03-28', time: '03:30' }),
        // 03:30 happens twice on the last Sunday of October 2026: the first (summer time) one.
        event({ uid: 'autumn', date: '2026-10-25', time: '03:30', durationMinutes: 90 }),
      ]),
    );
    expect(feed).toContain('DTSTART;TZID=Europe/Riga:20270328T043000');
    expect(feed).toContain('DTSTART;TZID=Europe/Riga:20261025T033000');
    expect(feed).toContain('DURATION:PT90M');
    expect(feed).toContain('DURATION:PT60M');
  });

  it('an entry for any time of the day is an all-day event; a skipped one is cancelled', () => {
    const feed = linesOf(icalendar('Test', [event({ time: null, date: '2026-12-31', cancelled: true })]));
    expect(feed).toEqual(
      expect.arrayContaining([
        'DTSTART;VALUE=DATE:20261231',
        'DTEND;VALUE=DATE:20270101',
        'STATUS:CANCELLED',
        'SEQUENCE:3',
        'DTSTAMP:20261120T100000Z',
      ]),
    );
  });

  it('is CRLF throughout, with one Riga time zone whose rules match the EU summer time', () => {
    const text = icalendar('Mani treniņi', []);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(linesOf(text)).toEqual(
      expect.arrayContaining([
        'X-WR-CALNAME:Mani treniņi',
        'TZID:Europe/Riga',
        'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
        'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
      ]),
    );
  });
});
