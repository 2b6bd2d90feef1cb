import { describe, expect, it } from 'vitest';
import { readDurationText, readNumber, readWallClock } from '@core/imports/values';

describe('readWallClock: the times Strong and Hevy write, as yyyy-MM-ddTHH:mm:ss', () => {
  it('reads Strong’s 24-hour and 12-hour times and Hevy’s day-month-year times', () => {
    expect(readWallClock('2024-03-31 18:30:00')).toBe('2024-03-31T18:30:00');
    expect(readWallClock('2024-03-31T18:30')).toBe('2024-03-31T18:30:00');
    expect(readWallClock('2024-03-31 6:30:05 PM')).toBe('2024-03-31T18:30:05');
    expect(readWallClock('2024-03-31 12:10:00\u202FAM')).toBe('2024-03-31T00:10:00');
    expect(readWallClock('2024-03-31 12:10:00 pm')).toBe('2024-03-31T12:10:00');
    expect(readWallClock('15 Sep 2025, 07:48')).toBe('2025-09-15T07:48:00');
    expect(readWallClock('1 Dec 2025, 7:05')).toBe('2025-12-01T07:05:00');
    expect(readWallClock('02 July 2025, 17:56')).toBe('2025-07-02T17:56:00');
    expect(readWallClock('3 Sept 2025, 10:00')).toBe('2025-09-03T10:00:00');
  });

  it('refuses what names no real moment or is written another way', () => {
    for (const text of [
      '',
      '2024-02-30 10:00:00',
      '2024-03-31 24:00:00',
      '2024-03-31 13:00:00 PM',
      '31/03/2024 18:30',
      '15 Sepember 2025, 07:48',
      '15 Se 2025, 07:48',
      '3 févr. 2026, 18:00',
      '0999-01-01 10:00:00',
      '2024-03-31',
    ])
      expect(readWallClock(text)).toBeNull();
  });
});

describe('readNumber', () => {
  it('reads decimals with a point, and with a comma only where the comma is not the delimiter', () => {
    expect(readNumber(' 62.5 ', false)).toBe(62.5);
    expect(readNumber('62,5', true)).toBe(62.5);
    expect(readNumber('62,5', false)).toBeUndefined();
    expect(readNumber('.5', false)).toBe(0.5);
    expect(readNumber('', false)).toBeNull();
    expect(readNumber('-0', false)).toBe(0);
    expect(readNumber('-3', false)).toBe(-3);
    for (const text of ['1e3', '1,500.5', '1 000', '+5', 'NaN', 'Infinity', '0x10', '5kg']) expect(readNumber(text, true)).toBeUndefined();
  });
});

describe('readDurationText: a workout’s length as Strong’s older exports write it', () => {
  it('reads hours, minutes and seconds in the ways Strong wrote them, and a bare number as seconds', () => {
    expect(readDurationText('1h 5m')).toBe(3900);
    expect(readDurationText('35m')).toBe(2100);
    expect(readDurationText('38min')).toBe(2280);
    expect(readDurationText('45s')).toBe(45);
    expect(readDurationText('1h')).toBe(3600);
    expect(readDurationText('1h 2m 3s')).toBe(3723);
    expect(readDurationText('264h 1m')).toBe(950_460);
    expect(readDurationText('3600')).toBe(3600);
    expect(readDurationText('')).toBeNull();
    for (const text of ['h', 'an hour', '5m 1h', '1.5h']) expect(readDurationText(text)).toBeUndefined();
  });
});
