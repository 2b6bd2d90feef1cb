import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BODY_METRICS,
  changeOver,
  displayUnit,
  fromDisplay,
  metricValueProblem,
  movingAverage,
  weeklyMeans,
  toDisplay,
  type BodyMetric,
} from '@core/body-metrics';
import { addDays } from '@core/dates';

describe('body metrics in the person’s units', () => {
  it('shows kg and cm, or lb and in, and % and bpm either way', () => {
    expect(displayUnit('mass', 'metric')).toBe('kg');
    expect(displayUnit('mass', 'imperial')).toBe('lb');
    expect(displayUnit('length', 'imperial')).toBe('in');
    expect(displayUnit('percent', 'imperial')).toBe('%');
    expect(displayUnit('rate', 'metric')).toBe('bpm');
  });

  it('stores pounds and inches as kilograms and centimetres', () => {
    expect(fromDisplay(180, 'mass', 'imperial')).toBe(81.65);
    expect(fromDisplay(32, 'length', 'imperial')).toBe(81.28);
    expect(fromDisplay(82.4, 'mass', 'metric')).toBe(82.4);
    expect(fromDisplay(18.5, 'percent', 'imperial')).toBe(18.5);
    expect(toDisplay(81.65, 'mass', 'imperial')).toBe(180);
    expect(toDisplay(100, 'length', 'imperial')).toBe(39.4);
  });

  it('reads back what was typed, to the decimal shown, in either system', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 9000 }).map((tenths) => tenths / 10),
        fc.constantFrom('mass' as const, 'length' as const),
        fc.constantFrom('metric' as const, 'imperial' as const),
        (typed, quantity, system) => {
          expect(toDisplay(fromDisplay(typed, quantity, system), quantity, system)).toBe(typed);
        },
      ),
    );
  });

  it('refuses what no body measures: −5 kg, 5,000 kg, a waist of 3 cm, not a number', () => {
    expect(metricValueProblem('weight', 82.4)).toBeNull();
    expect(metricValueProblem('weight', -5)).toEqual({ min: 20, max: 400 });
    expect(metricValueProblem('weight', 5000)).toEqual({ min: 20, max: 400 });
    expect(metricValueProblem('waist', 3)).not.toBeNull();
    expect(metricValueProblem('body_fat', Number.NaN)).not.toBeNull();
    for (const metric of Object.keys(BODY_METRICS) as BodyMetric[]) {
      const { min, max } = BODY_METRICS[metric];
      expect(metricValueProblem(metric, min), metric).toBeNull();
      expect(metricValueProblem(metric, max), metric).toBeNull();
      expect(metricValueProblem(metric, min - 0.01), metric).not.toBeNull();
      expect(metricValueProblem(metric, max + 0.01), metric).not.toBeNull();
    }
  });
});

describe('body weight over time', () => {
  const day = (n: number) => addDays('2026-11-01', n);

  it('averages each weigh-in with those of the six days before it, not with older ones', () => {
    const entries = [
      { date: day(0), value: 80 },
      { date: day(1), value: 82 },
      { date: day(6), value: 84 },
      { date: day(7), value: 90 },
    ];
    expect(movingAverage(entries)).toEqual([
      { date: day(0), value: 80 },
      { date: day(1), value: 81 },
      { date: day(6), value: 82 },
      // Day 0 is eight days before day 7: out of its window.
      { date: day(7), value: 85.33 },
    ]);
  });

  it('the change over 4 weeks compares with the newest weigh-in at least 4 weeks older, and is null without one', () => {
    const entries = [
      { date: day(0), value: 84 },
      { date: day(2), value: 83.5 },
      { date: day(20), value: 82.8 },
      { date: day(30), value: 81.9 },
    ];
    // 28 days before day 30 is day 2.
    expect(changeOver(entries, 4)).toBe(-1.6);
    expect(changeOver(entries, 12)).toBeNull();
    expect(changeOver([], 4)).toBeNull();
  });
});

describe('years of weigh-ins drawn by the week', () => {
  it('averages each Monday-to-Sunday week, dated by its Monday, and keeps weeks without a weigh-in out', () => {
    // 2026-11-30 is a Monday.
    expect(
      weeklyMeans([
        { date: '2026-11-29', value: 84 },
        { date: '2026-11-30', value: 83 },
        { date: '2026-12-02', value: 82 },
        { date: '2026-12-06', value: 81 },
        { date: '2026-12-21', value: 80 },
      ]),
    ).toEqual([
      { date: '2026-11-23', value: 84 },
      { date: '2026-11-30', value: 82 },
      { date: '2026-12-21', value: 80 },
    ]);
  });
});
