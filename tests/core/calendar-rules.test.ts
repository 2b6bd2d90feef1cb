import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  copiedEntries,
  type CopiedEntry,
  MAX_REPEAT_WEEKS,
  monthWeeks,
  shownStatus,
  startOfMonth,
  weeklyDates,
} from '@core/calendar-rules';
import { addDays, daysBetween, instantOf, localDateOf, localDateTimeOf, localTimeOf, startOfWeek } from '@core/dates';
import { workoutBlockSchema } from '@core/records/workouts';

const planned = (date: string) => ({ status: 'planned' as const, date });

describe('shownStatus: a planned entry whose Riga day has ended without a session was missed', () => {
  it('is missed the day after, not on the day itself', () => {
    expect(shownStatus(planned('2026-11-23'), '2026-11-23')).toBe('planned');
    expect(shownStatus(planned('2026-11-23'), '2026-11-24')).toBe('missed');
    expect(shownStatus(planned('2026-11-30'), '2026-11-24')).toBe('planned');
  });

  it('is not missed when a session was started for it', () => {
    expect(shownStatus(planned('2026-11-20'), '2026-11-24', true)).toBe('planned');
  });

  it('keeps what the client or coach recorded', () => {
    for (const status of ['completed', 'partial', 'skipped', 'missed'] as const)
      expect(shownStatus({ status, date: '2026-11-01' }, '2026-11-24')).toBe(status);
  });
});

describe('monthWeeks: whole Monday-to-Sunday weeks covering the month', () => {
  it('starts on the Monday before the 1st and ends on the Sunday after the last day', () => {
    // November 2026: the 1st is a Sunday, the 30th a Monday.
    const weeks = monthWeeks('2026-11-17');
    expect(weeks[0]?.[0]).toBe('2026-10-26');
    expect(weeks.at(-1)?.at(-1)).toBe('2026-12-06');
    expect(weeks).toHaveLength(6);
  });

  it('holds a month whose 1st is a Monday in exactly its own weeks', () => {
    // February 2027: Monday the 1st to Sunday the 28th.
    const weeks = monthWeeks('2027-02-10');
    expect(weeks).toHaveLength(4);
    expect(weeks[0]?.[0]).toBe('2027-02-01');
    expect(weeks.at(-1)?.at(-1)).toBe('2027-02-28');
  });

  it('has seven consecutive days per week across the March and October clock changes', () => {
    for (const month of ['2026-03-01', '2026-10-01']) {
      const days = monthWeeks(month).flat();
      for (let index = 1; index < days.length; index++) expect(days[index]).toBe(addDays(days[index - 1] ?? '', 1));
    }
  });

  it("counts days and finds Mondays as Riga's calendar does, for any date and step, and refuses dates that do not exist", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2200-12-31'), noInvalidDate: true }),
        fc.integer({ min: -1_000, max: 1_000 }),
        (instant, days) => {
          const date = instant.toISOString().slice(0, 10);
          const riga = DateTime.fromISO(date, { zone: 'Europe/Riga' });
          expect(addDays(date, days)).toBe(riga.plus({ days }).toISODate());
          expect(startOfWeek(date)).toBe(riga.startOf('week').toISODate());
        },
      ),
    );
    for (const wrong of ['2026-02-30', '2026-13-01', '2026-1-05', 'tomorrow']) {
      expect(() => addDays(wrong, 1)).toThrow(RangeError);
      expect(() => startOfWeek(wrong)).toThrow(RangeError);
    }
  });

  it('holds every day of any month, in weeks of seven', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1990-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }), (instant) => {
        const date = instant.toISOString().slice(0, 10);
        const days = monthWeeks(date).flat();
        expect(days.length % 7).toBe(0);
        expect(days).toContain(startOfMonth(date));
        expect(days).toContain(addDays(startOfMonth(addMonths(date, 1)), -1));
        expect(days.length).toBeLessThanOrEqual(42);
      }),
    );
  });
});

describe('addMonths', () => {
  it('keeps the day, or takes the month’s last day when the month is shorter', () => {
    expect(addMonths('2026-11-24', 1)).toBe('2026-12-24');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
  });

  it('agrees with luxon’s calendar for any date and step', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2200-12-31'), noInvalidDate: true }),
        fc.integer({ min: -240, max: 240 }),
        (instant, months) => {
          const date = instant.toISOString().slice(0, 10);
          const riga = DateTime.fromISO(date, { zone: 'Europe/Riga' });
          expect(addMonths(date, months)).toBe(riga.plus({ months }).toISODate());
          expect(startOfMonth(date)).toBe(riga.startOf('month').toISODate());
          expect(daysBetween(date, addDays(date, months))).toBe(months);
        },
      ),
    );
  });
});

describe('Riga’s clock from the runtime’s time-zone rules, as luxon reads them', () => {
  it('gives the date and time of day of any instant', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01'), max: new Date('2200-12-31'), noInvalidDate: true }), (instant) => {
        const riga = DateTime.fromJSDate(instant, { zone: 'Europe/Riga' });
        expect(localDateOf(instant)).toBe(riga.toISODate());
        expect(localTimeOf(instant)).toBe(riga.toFormat('HH:mm'));
        expect(localDateTimeOf(instant)).toBe(riga.toFormat("yyyy-MM-dd'T'HH:mm:ss"));
      }),
    );
  });

  it('finds when any wall-clock time happens: the first of two after the clocks go back, an hour on in the gap when they go forward', () => {
    const viaLuxon = (date: string, time: string) => {
      const [hour, minute] = time.split(':').map(Number);
      const resolved = DateTime.fromISO(date, { zone: 'Europe/Riga' }).set({ hour, minute });
      const earlier = resolved.minus({ hours: 1 });
      const sameWallClock = earlier.hour === resolved.hour && earlier.minute === resolved.minute && earlier.day === resolved.day;
      return (sameWallClock ? earlier : resolved).toJSDate().toISOString();
    };
    const wallClock = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([hour, minute]) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`);
    const days = fc
      .date({ min: new Date('1970-01-01'), max: new Date('2200-12-31'), noInvalidDate: true })
      .map((instant) => instant.toISOString().slice(0, 10));
    // The change days themselves, where the rules matter, as well as any day.
    const lastSunday = (year: number, month: string) => {
      const end = DateTime.fromISO(`${year}-${month}-${month === '09' ? 30 : 31}`);
      return end.minus({ days: end.weekday % 7 }).toISODate() ?? '';
    };
    // The days the clocks change (the end of September until 1996), where the rules matter.
    const changeDays = fc
      .tuple(fc.integer({ min: 1981, max: 2200 }), fc.constantFrom('03', '09', '10'))
      .map(([year, month]) => lastSunday(year, month));
    fc.assert(
      fc.property(fc.oneof(days, changeDays), wallClock, (date, time) => {
        expect(instantOf(date, time).toISOString()).toBe(viaLuxon(date, time));
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('weeklyDates: repeating an entry weekly', () => {
  it('gives the same weekday for the asked number of weeks', () => {
    expect(weeklyDates('2026-11-24', 3)).toEqual(['2026-11-24', '2026-12-01', '2026-12-08']);
  });

  it('keeps the wall-clock day across the October clock change, so 03:30 stays 03:30', () => {
    // 2026-10-25 is the last Sunday of October: the week holding it has a 25-hour day.
    const dates = weeklyDates('2026-10-18', 3);
    expect(dates).toEqual(['2026-10-18', '2026-10-25', '2026-11-01']);
    expect(dates.map((date) => instantOf(date, '03:30').toISOString())).toEqual([
      '2026-10-18T00:30:00.000Z',
      '2026-10-25T00:30:00.000Z',
      '2026-11-01T01:30:00.000Z',
    ]);
  });

  it('refuses a repeat of no weeks, part of a week or more than a year', () => {
    for (const weeks of [0, 1.5, MAX_REPEAT_WEEKS + 1]) expect(() => weeklyDates('2026-11-24', weeks)).toThrow(RangeError);
  });
});

describe('daysBetween', () => {
  it('counts calendar days, not 24-hour spans, across both clock changes', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(daysBetween('2026-11-30', '2026-11-23')).toBe(-7);
  });
});

describe('copiedEntries: pasting a day or a week', () => {
  const entry: CopiedEntry = {
    client_id: 'c1',
    workout_id: 'w1',
    date: '2026-11-23',
    time: '18:00',
    duration_minutes: 60,
    title: null,
    notes: 'Heavy day',
    prescription: null,
  };

  it('moves the copies by the days between the copied and the pasted week, keeping what was planned', () => {
    expect(copiedEntries([entry, { ...entry, date: '2026-11-26' }], 7)).toEqual([
      { ...entry, date: '2026-11-30' },
      { ...entry, date: '2026-12-03' },
    ]);
  });

  it('puts the copies on another client when one is named', () => {
    expect(copiedEntries([entry], 0, 'c2')).toEqual([{ ...entry, client_id: 'c2' }]);
  });

  it('leaves out what happened on the original (status, session, plan assignment)', () => {
    const [copy] = copiedEntries([{ ...entry, status: 'completed', assignment_id: 'a1', id: 'e1' } as typeof entry], 1);
    expect(Object.keys(copy ?? {}).sort()).toEqual([
      'client_id',
      'date',
      'duration_minutes',
      'notes',
      'prescription',
      'time',
      'title',
      'workout_id',
    ]);
  });

  it("keeps the sets as prescribed for the original (a plan's week, a substitute for a spared joint)", () => {
    const prescription = [
      workoutBlockSchema.parse({
        id: randomUUID(),
        kind: 'straight',
        items: [{ id: randomUUID(), exercise_id: randomUUID(), sets: [{ reps: 8, load_kg: 25 }] }],
      }),
    ];
    const [copy] = copiedEntries([{ ...entry, prescription }], 7);
    expect(copy?.prescription).toEqual(prescription);
  });
});
