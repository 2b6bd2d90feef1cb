import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkInStatus, dueDates, firstDueDate, openDueDate, type CheckInSchedule } from '@core/check-in-schedule';
import { addDays, startOfWeek } from '@core/dates';

// 2026-11-25 is a Wednesday; 2026-11-30 a Monday.
const weeklyOnMonday: CheckInSchedule = { weekday: 1, everyWeeks: 1, startDate: '2026-11-25', graceDays: 2 };

describe('when a check-in is due', () => {
  it('is first due on the chosen weekday on or after the start, and then every week or every few weeks', () => {
    expect(firstDueDate(weeklyOnMonday)).toBe('2026-11-30');
    expect(firstDueDate({ ...weeklyOnMonday, weekday: 3 })).toBe('2026-11-25');
    expect(dueDates(weeklyOnMonday, '2026-11-01', '2026-12-21')).toEqual(['2026-11-30', '2026-12-07', '2026-12-14', '2026-12-21']);
    expect(dueDates({ ...weeklyOnMonday, everyWeeks: 2 }, '2026-12-01', '2027-01-31')).toEqual([
      '2026-12-14',
      '2026-12-28',
      '2027-01-11',
      '2027-01-25',
    ]);
  });

  it('keeps its weekday across the clock changes of Riga', () => {
    const sundays = dueDates({ weekday: 7, everyWeeks: 1, startDate: '2027-03-01', graceDays: 0 }, '2027-03-20', '2027-04-05');
    expect(sundays).toEqual(['2027-03-21', '2027-03-28', '2027-04-04']);
  });

  it('lists exactly the due days of any range: on the weekday, a whole number of periods from the first', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: -30, max: 400 }),
        fc.integer({ min: 0, max: 120 }),
        (weekday, everyWeeks, startOffset, fromOffset, length) => {
          const schedule = { weekday, everyWeeks, startDate: addDays('2026-01-01', startOffset), graceDays: 0 };
          const from = addDays(schedule.startDate, fromOffset);
          const to = addDays(from, length);
          const first = firstDueDate(schedule);
          // The first due day is the schedule's weekday within the seven days from the start.
          expect(first >= schedule.startDate && first < addDays(schedule.startDate, 7)).toBe(true);
          expect(addDays(startOfWeek(first), weekday - 1)).toBe(first);
          const walked: string[] = [];
          for (let due = first; due <= to; due = addDays(due, everyWeeks * 7)) if (due >= from) walked.push(due);
          expect(dueDates(schedule, from, to)).toEqual(walked);
          for (const due of walked) expect(addDays(startOfWeek(due), weekday - 1)).toBe(due);
        },
      ),
    );
  });
});

describe('where a check-in stands', () => {
  it('is upcoming before its day, due on it and through the grace days, then missed, unless answered', () => {
    const due = '2026-11-30';
    expect(checkInStatus(weeklyOnMonday, due, false, '2026-11-29')).toBe('upcoming');
    expect(checkInStatus(weeklyOnMonday, due, false, due)).toBe('due');
    expect(checkInStatus(weeklyOnMonday, due, false, '2026-12-02')).toBe('due');
    expect(checkInStatus(weeklyOnMonday, due, false, '2026-12-03')).toBe('missed');
    expect(checkInStatus(weeklyOnMonday, due, true, '2026-12-03')).toBe('answered');
  });

  it('offers the client the due day still open today, and none between the end of its grace and the next', () => {
    expect(openDueDate(weeklyOnMonday, '2026-11-29')).toBeNull();
    expect(openDueDate(weeklyOnMonday, '2026-11-30')).toBe('2026-11-30');
    expect(openDueDate(weeklyOnMonday, '2026-12-02')).toBe('2026-11-30');
    expect(openDueDate(weeklyOnMonday, '2026-12-03')).toBeNull();
    expect(openDueDate(weeklyOnMonday, '2026-12-07')).toBe('2026-12-07');
  });
});
