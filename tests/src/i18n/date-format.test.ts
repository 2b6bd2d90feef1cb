import fc from 'fast-check';
import { DateTime, Info } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  formatDayMonth,
  addDays,
  formatDate,
  formatDateTime,
  formatLocalTime,
  formatTime,
  instantOf,
  isLocalDate,
  localDateOf,
  localTimeOf,
  startOfWeek,
  today,
  weekdayNames,
  weekOf,
  formatDateRange,
  formatDayHeading,
  formatMonth,
} from '@/i18n/date-format';

// 2026: summer time starts on Sunday 29 March (03:00 → 04:00 in Riga) and ends on Sunday
// 25 October (04:00 → 03:00), both at 01:00 UTC.
const SPRING_FORWARD = '2026-03-29';
const FALL_BACK = '2026-10-25';

describe('the date module: Europe/Riga, whatever zone the device is in', () => {
  it('takes the calendar date and time of an instant in Riga, not in UTC or the device zone', () => {
    // 22:30 UTC on 31 December is already New Year's Day in Riga (UTC+2 in winter).
    const instant = new Date('2025-12-31T22:30:00Z');
    expect(localDateOf(instant)).toBe('2026-01-01');
    expect(localTimeOf(instant)).toBe('00:30');
    // In summer Riga is UTC+3.
    expect(localTimeOf(new Date('2026-07-01T21:15:00Z'))).toBe('00:15');
    expect(today(new Date('2026-07-01T21:15:00Z'))).toBe('2026-07-02');
  });

  it('turns a Riga date and time into the instant it happens', () => {
    expect(instantOf('2026-01-15', '09:00').toISOString()).toBe('2026-01-15T07:00:00.000Z');
    expect(instantOf('2026-07-15', '09:00').toISOString()).toBe('2026-07-15T06:00:00.000Z');
  });

  it('rejects what is not a calendar date or a time of day', () => {
    expect(isLocalDate('2026-02-29')).toBe(false);
    expect(isLocalDate('2028-02-29')).toBe(true);
    expect(isLocalDate('29.03.2026')).toBe(false);
    expect(() => addDays('2026-13-01', 1)).toThrow(RangeError);
    expect(() => instantOf('2026-01-15', '24:00')).toThrow(RangeError);
  });
});

describe('weeks start on Monday in both locales (docs/product.md §9)', () => {
  it('finds the Monday of any day, Sunday included', () => {
    expect(startOfWeek('2026-03-23')).toBe('2026-03-23'); // a Monday
    expect(startOfWeek('2026-03-29')).toBe('2026-03-23'); // the Sunday after it
    expect(startOfWeek('2026-01-01')).toBe('2025-12-29'); // across a year boundary
  });

  it('lists a week Monday to Sunday', () => {
    expect(weekOf('2026-03-26')).toEqual([
      '2026-03-23',
      '2026-03-24',
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
    ]);
  });

  it('names the weekdays Monday first in English as well as in Latvian', () => {
    expect(weekdayNames('en-US', 'short')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(weekdayNames('lv-LV', 'long')[0]?.toLowerCase()).toBe('pirmdiena');
    expect(weekdayNames('lv-LV', 'long')[6]?.toLowerCase()).toBe('svētdiena');
  });
});

describe('formatting in both locales, Latvian by default', () => {
  it('writes dates the way each language does', () => {
    expect(formatDate('2026-03-09')).toBe('09.03.2026');
    expect(formatDate('2026-03-09', 'lv-LV', 'long')).toBe('2026. gada 9. marts');
    expect(formatDate('2026-03-09', 'en-US')).toBe('03/09/2026');
    expect(formatDate('2026-03-09', 'en-US', 'long')).toBe('March 9, 2026');
  });

  it('shortens a date to day and month for chart axes, in each language’s order', () => {
    expect(formatDayMonth('2026-03-09')).toBe('09.03.');
    expect(formatDayMonth('2026-03-09', 'en-US')).toBe('03/09');
  });

  it('shows times on the Riga clock: 24-hour in Latvian, 12-hour in English', () => {
    const instant = new Date('2026-07-15T15:05:00Z');
    expect(formatTime(instant)).toBe('18:05');
    expect(formatTime(instant, 'en-US')).toMatch(/^6:05\sPM$/);
    expect(formatDateTime(instant, 'lv-LV')).toMatch(/2026.*18:05/);
    expect(formatDateTime(instant, 'en-US')).toMatch(/Jul 15, 2026.*6:05\sPM/);
  });

  it('writes a planned time of day in each language, the same on a second asking, and moved on by the spring gap', () => {
    expect(formatLocalTime('2026-07-15', '18:05', 'en-US')).toMatch(/^6:05\sPM$/);
    // Asked again in the other language: a remembered text must not answer for another locale.
    expect(formatLocalTime('2026-07-15', '18:05', 'lv-LV')).toBe('18:05');
    expect(formatLocalTime('2026-07-15', '18:05', 'en-US')).toMatch(/^6:05\sPM$/);
    // 03:30 does not exist on the day the clocks go forward; the date is part of what is remembered.
    expect(formatLocalTime(SPRING_FORWARD, '03:30', 'lv-LV')).toBe('04:30');
    expect(formatLocalTime('2026-03-30', '03:30', 'lv-LV')).toBe('03:30');
  });
});

describe('daylight saving time in Riga', () => {
  it('adds calendar days across both changes without drifting off the wall-clock time', () => {
    expect(addDays('2026-03-28', 1)).toBe(SPRING_FORWARD);
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    const before = instantOf('2026-03-28', '09:00');
    const after = instantOf(addDays('2026-03-28', 1), '09:00');
    // 23 hours apart in absolute time, and still 09:00 on the clock.
    expect(after.getTime() - before.getTime()).toBe(23 * 3600_000);
    expect(localTimeOf(after)).toBe('09:00');
    const longDay = instantOf(addDays(FALL_BACK, 1), '09:00').getTime() - instantOf(FALL_BACK, '09:00').getTime();
    expect(longDay).toBe(24 * 3600_000);
    expect(instantOf(FALL_BACK, '09:00').getTime() - instantOf('2026-10-24', '09:00').getTime()).toBe(25 * 3600_000);
  });

  it('moves a time that does not exist (last Sunday of March, 03:00–03:59) forward by the skipped hour', () => {
    expect(instantOf(SPRING_FORWARD, '02:59').toISOString()).toBe('2026-03-29T00:59:00.000Z');
    expect(instantOf(SPRING_FORWARD, '03:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(localTimeOf(instantOf(SPRING_FORWARD, '03:30'))).toBe('04:30');
    expect(instantOf(SPRING_FORWARD, '04:00').toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  it('takes the first of a time that happens twice (last Sunday of October, 03:00–03:59)', () => {
    expect(instantOf(FALL_BACK, '03:00').toISOString()).toBe('2026-10-25T00:00:00.000Z');
    expect(instantOf(FALL_BACK, '03:30').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(instantOf(FALL_BACK, '04:00').toISOString()).toBe('2026-10-25T02:00:00.000Z');
    // Both instants of 03:30 read back as the same Riga date and time.
    expect(localTimeOf(new Date('2026-10-25T01:30:00Z'))).toBe('03:30');
    expect(localDateOf(new Date('2026-10-25T01:30:00Z'))).toBe(FALL_BACK);
  });

  it('keeps the week of a DST Sunday starting on its Monday', () => {
    expect(startOfWeek(SPRING_FORWARD)).toBe('2026-03-23');
    expect(startOfWeek(FALL_BACK)).toBe('2026-10-19');
    expect(weekOf(FALL_BACK)).toHaveLength(7);
    expect(weekOf(FALL_BACK).at(-1)).toBe(FALL_BACK);
  });
});

describe('formatDateRange and formatMonth: the calendar’s headings', () => {
  // ICU puts thin spaces around the dash.
  it('writes a week the locale’s way, naming the month and year once when they are shared', () => {
    expect(formatDateRange('2026-11-23', '2026-11-29', 'en-US')).toBe('Nov 23\u2009–\u200929, 2026');
    expect(formatDateRange('2026-11-23', '2026-11-29', 'lv-LV')).toBe('2026. gada 23.–29. nov.');
    expect(formatDateRange('2026-12-28', '2027-01-03', 'en-US')).toBe('Dec 28, 2026\u2009–\u2009Jan 3, 2027');
  });

  it('keeps the Riga day whatever the device’s zone (a range starting on the day the clocks change)', () => {
    expect(formatDateRange('2026-03-29', '2026-04-04', 'en-US')).toBe('Mar 29\u2009–\u2009Apr 4, 2026');
  });

  it('heads a day of the list with its weekday, capitalized in Latvian too', () => {
    expect(formatDayHeading('2026-11-23', 'en-US')).toBe('Monday, November 23');
    expect(formatDayHeading('2026-11-23', 'lv-LV')).toBe('Pirmdiena, 23. novembris');
  });

  it('names a month with its year', () => {
    expect(formatMonth('2026-11-24', 'en-US')).toBe('November 2026');
    expect(formatMonth('2026-11-24', 'lv-LV')).toContain('novembris');
  });
});

describe('the same texts as luxon wrote them, which the app used before it formatted with Intl itself', () => {
  const locales = fc.constantFrom('lv-LV' as const, 'en-US' as const);
  const instants = fc.date({ min: new Date('1970-01-01'), max: new Date('2100-12-31'), noInvalidDate: true });

  it('for any date and style, in both languages', () => {
    fc.assert(
      fc.property(instants, locales, (instant, locale) => {
        const date = instant.toISOString().slice(0, 10);
        const day = DateTime.fromISO(date, { zone: 'Europe/Riga' }).setLocale(locale);
        expect(formatDate(date, locale)).toBe(day.toLocaleString({ day: '2-digit', month: '2-digit', year: 'numeric' }));
        expect(formatDate(date, locale, 'medium')).toBe(day.toLocaleString(DateTime.DATE_MED));
        expect(formatDate(date, locale, 'long')).toBe(day.toLocaleString(DateTime.DATE_FULL));
        expect(formatDate(date, locale, 'full')).toBe(day.toLocaleString(DateTime.DATE_HUGE));
        expect(formatDayMonth(date, locale)).toBe(day.toLocaleString({ day: '2-digit', month: '2-digit' }));
        expect(formatMonth(date, locale)).toBe(day.toLocaleString({ month: 'long', year: 'numeric' }));
      }),
    );
  });

  it('for any instant on the Riga clock, in both languages', () => {
    fc.assert(
      fc.property(instants, locales, (instant, locale) => {
        const riga = DateTime.fromJSDate(instant, { zone: 'Europe/Riga' }).setLocale(locale);
        expect(formatTime(instant, locale)).toBe(riga.toLocaleString(DateTime.TIME_SIMPLE));
        expect(formatDateTime(instant, locale)).toBe(riga.toLocaleString({ ...DateTime.DATE_MED, ...DateTime.TIME_SIMPLE }));
        expect(formatDateTime(instant, locale, 'short')).toBe(
          riga.toLocaleString({ day: '2-digit', month: '2-digit', year: 'numeric', ...DateTime.TIME_SIMPLE }),
        );
      }),
    );
  });

  it('for the weekdays', () => {
    for (const locale of ['lv-LV', 'en-US'] as const)
      for (const width of ['long', 'short', 'narrow'] as const)
        expect(weekdayNames(locale, width)).toEqual(Info.weekdays(width, { locale }));
  });
});
