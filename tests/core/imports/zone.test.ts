import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { instantOf } from '@core/dates';
import { instantInZone, isTimeZone } from '@core/imports/zone';

const at = (localDateTime: string, zone: string) => instantInZone(localDateTime, zone).toISOString();

describe('instantInZone: when a wall-clock time happens in a zone', () => {
  it('reads Riga in winter (+2) and summer (+3), seconds included', () => {
    expect(at('2024-01-15T18:30', 'Europe/Riga')).toBe('2024-01-15T16:30:00.000Z');
    expect(at('2024-07-15T18:30:45', 'Europe/Riga')).toBe('2024-07-15T15:30:45.000Z');
  });

  it('moves a time Riga skips in March (03:00–03:59 on 31 March 2024) forward by the skipped hour', () => {
    expect(at('2024-03-31T02:59', 'Europe/Riga')).toBe('2024-03-31T00:59:00.000Z');
    expect(at('2024-03-31T03:30', 'Europe/Riga')).toBe('2024-03-31T01:30:00.000Z');
    expect(at('2024-03-31T04:30', 'Europe/Riga')).toBe('2024-03-31T01:30:00.000Z');
    expect(at('2024-03-31T04:00', 'Europe/Riga')).toBe('2024-03-31T01:00:00.000Z');
  });

  it('takes the first of a time Riga shows twice in October (03:00–03:59 on 27 October 2024), in summer time', () => {
    expect(at('2024-10-27T02:59', 'Europe/Riga')).toBe('2024-10-26T23:59:00.000Z');
    expect(at('2024-10-27T03:30', 'Europe/Riga')).toBe('2024-10-27T00:30:00.000Z');
    expect(at('2024-10-27T04:00', 'Europe/Riga')).toBe('2024-10-27T02:00:00.000Z');
  });

  it('does the same for New York: 02:30 on 10 March 2024 is 03:30 EDT; 01:30 on 3 November is the EDT one', () => {
    expect(at('2024-03-10T01:59', 'America/New_York')).toBe('2024-03-10T06:59:00.000Z');
    expect(at('2024-03-10T02:30', 'America/New_York')).toBe('2024-03-10T07:30:00.000Z');
    expect(at('2024-03-10T03:30', 'America/New_York')).toBe('2024-03-10T07:30:00.000Z');
    expect(at('2024-11-03T01:30', 'America/New_York')).toBe('2024-11-03T05:30:00.000Z');
    expect(at('2024-11-03T02:00', 'America/New_York')).toBe('2024-11-03T07:00:00.000Z');
  });

  it('handles zones whose offset is not whole hours', () => {
    expect(at('2024-06-01T12:00', 'Asia/Kolkata')).toBe('2024-06-01T06:30:00.000Z');
    expect(at('2024-06-01T12:00', 'Asia/Kathmandu')).toBe('2024-06-01T06:15:00.000Z');
  });

  it('gives what core/dates.ts instantOf gives for Riga, on any day and on the change days', () => {
    const lastSunday = (year: number, month: string) => {
      const end = DateTime.fromISO(`${year}-${month}-31`);
      return end.minus({ days: end.weekday % 7 }).toISODate() ?? '';
    };
    const days = fc
      .date({ min: new Date('1970-01-01'), max: new Date('2200-12-31'), noInvalidDate: true })
      .map((instant) => instant.toISOString().slice(0, 10));
    const changeDays = fc
      .tuple(fc.integer({ min: 1997, max: 2200 }), fc.constantFrom('03', '10'))
      .map(([year, month]) => lastSunday(year, month));
    const time = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([hour, minute]) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`);
    fc.assert(
      fc.property(fc.oneof(days, changeDays), time, (date, clock) => {
        expect(instantInZone(`${date}T${clock}`, 'Europe/Riga').getTime()).toBe(instantOf(date, clock).getTime());
      }),
      { numRuns: 1_000 },
    );
  });

  it('agrees with luxon for zones with daylight saving across the year, the gap an hour on, the overlap its first', () => {
    const viaLuxon = (localDateTime: string, zone: string) => {
      const resolved = DateTime.fromISO(localDateTime, { zone });
      const earlier = resolved.minus({ hours: 1 });
      const same = earlier.hour === resolved.hour && earlier.minute === resolved.minute && earlier.day === resolved.day;
      return (same ? earlier : resolved).toJSDate().toISOString();
    };
    const zones = ['America/New_York', 'Europe/London', 'America/Sao_Paulo', 'Australia/Sydney', 'America/Santiago', 'Europe/Riga'];
    const localDateTime = fc
      .tuple(
        fc.integer({ min: 2000, max: 2030 }),
        fc.integer({ min: 1, max: 365 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
      )
      .map(([year, day, hour, minute]) => {
        const date = DateTime.fromObject({ year }, { zone: 'UTC' })
          .plus({ days: day - 1 })
          .toISODate();
        return `${date ?? ''}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
      });
    fc.assert(
      fc.property(fc.constantFrom(...zones), localDateTime, (zone, local) => {
        expect(at(local, zone)).toBe(viaLuxon(local, zone));
      }),
      { numRuns: 500 },
    );
    // The days each zone's clock changes, where the rules matter, in the small hours when it does.
    const changeDays = zones.flatMap((zone) =>
      Array.from({ length: 4 * 366 }, (_, day) => DateTime.fromObject({ year: 2016 }, { zone }).plus({ days: day }))
        .filter((day) => day.plus({ days: 1 }).offset !== day.offset)
        // Some zones change at midnight, which is then the next day's.
        .flatMap((day) => [[zone, day.toISODate() ?? ''] as const, [zone, day.plus({ days: 1 }).toISODate() ?? ''] as const]),
    );
    expect(changeDays.length).toBeGreaterThan(80);
    fc.assert(
      fc.property(
        fc.constantFrom(...changeDays),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 59 }),
        ([zone, date], hour, minute) => {
          const local = `${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
          expect(at(local, zone)).toBe(viaLuxon(local, zone));
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it('refuses what is not a date and time of day, and a zone Intl does not know', () => {
    for (const wrong of ['2024-02-30T10:00', '2024-03-31 18:30', '2024-03-31T24:00', '2024-03-31T10:60', '2024-03-31', '0999-01-01T00:00'])
      expect(() => instantInZone(wrong, 'Europe/Riga')).toThrow(RangeError);
    expect(() => instantInZone('2024-03-31T10:00', 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('isTimeZone', () => {
  it('accepts IANA zone names Intl knows', () => {
    for (const zone of ['Europe/Riga', 'America/New_York', 'Asia/Kolkata', 'UTC']) expect(isTimeZone(zone)).toBe(true);
  });

  it('refuses unknown names, empty text and bare offsets', () => {
    for (const zone of ['Mars/Olympus_Mons', 'Riga', '', ' ', '+02:00', '-05:00']) expect(isTimeZone(zone)).toBe(false);
  });
});
