import { v5 as uuidv5 } from 'uuid';
import { addDays, startOfWeek, type LocalDate } from './dates';

/**
 * Body metrics a client logs between sessions: what each measures, the unit it is stored in (SI,
 * whatever the person's preference), and the values a real body can have. The device and the
 * server check the same ranges, so a typo (82.4 typed as 824) is refused where it is typed.
 */
export const BODY_METRICS = {
  weight: { quantity: 'mass', min: 20, max: 400 },
  waist: { quantity: 'length', min: 30, max: 250 },
  hips: { quantity: 'length', min: 30, max: 250 },
  chest: { quantity: 'length', min: 30, max: 250 },
  arm: { quantity: 'length', min: 10, max: 100 },
  thigh: { quantity: 'length', min: 20, max: 150 },
  neck: { quantity: 'length', min: 20, max: 80 },
  body_fat: { quantity: 'percent', min: 2, max: 75 },
  resting_heart_rate: { quantity: 'rate', min: 25, max: 220 },
} as const satisfies Record<string, { quantity: Quantity; min: number; max: number }>;

export type BodyMetric = keyof typeof BODY_METRICS;
/** The built-in metrics in the order they are offered, body weight first. */
export const BODY_METRIC_KEYS = Object.keys(BODY_METRICS) as [BodyMetric, ...BodyMetric[]];
/** kg for mass, cm for length, % and beats per minute as they are. */
export type Quantity = 'mass' | 'length' | 'percent' | 'rate';
export type UnitSystem = 'metric' | 'imperial';

// Exact by definition (the international yard and pound, 1959).
const KG_PER_LB = 0.45359237;
const CM_PER_IN = 2.54;

/** The unit a quantity is shown in, for a person's preference. */
export function displayUnit(quantity: Quantity, system: UnitSystem): 'kg' | 'lb' | 'cm' | 'in' | '%' | 'bpm' {
  switch (quantity) {
    case 'mass':
      return system === 'imperial' ? 'lb' : 'kg';
    case 'length':
      return system === 'imperial' ? 'in' : 'cm';
    case 'percent':
      return '%';
    case 'rate':
      return 'bpm';
  }
}

/** A stored (SI) value as the person reads it, to one decimal. */
export function toDisplay(stored: number, quantity: Quantity, system: UnitSystem): number {
  if (system === 'metric') return round1(stored);
  if (quantity === 'mass') return round1(stored / KG_PER_LB);
  if (quantity === 'length') return round1(stored / CM_PER_IN);
  return round1(stored);
}

/**
 * What the person typed, in their unit, as it is stored. Kept to two decimals in SI so that a
 * value typed in pounds reads back as typed (180.0 lb → 81.65 kg → 180.0 lb).
 */
export function fromDisplay(typed: number, quantity: Quantity, system: UnitSystem): number {
  if (system === 'metric') return round2(typed);
  if (quantity === 'mass') return round2(typed * KG_PER_LB);
  if (quantity === 'length') return round2(typed * CM_PER_IN);
  return round2(typed);
}

/** How far a value of a metric a coach added (a custom metric, any unit) may go either way. */
export const CUSTOM_METRIC_LIMIT = 1_000_000;

/** Whether `metric` is one of the built-in body metrics, rather than the id of a coach's own. */
export function isBodyMetric(metric: string): metric is BodyMetric {
  return Object.hasOwn(BODY_METRICS, metric);
}

/** The stored values a metric may take: a real body's for the built-in ones, a sane bound for a coach's own. */
export function metricRange(metric: string): { min: number; max: number } {
  return isBodyMetric(metric)
    ? { min: BODY_METRICS[metric].min, max: BODY_METRICS[metric].max }
    : { min: -CUSTOM_METRIC_LIMIT, max: CUSTOM_METRIC_LIMIT };
}

/** Why a stored value cannot be a real measurement of `metric`, or null when it can. */
export function metricValueProblem(metric: string, stored: number): { min: number; max: number } | null {
  const { min, max } = metricRange(metric);
  return Number.isFinite(stored) && stored >= min && stored <= max ? null : { min, max };
}

export interface MetricEntry {
  date: LocalDate;
  value: number;
}

/**
 * The 7-day moving average of body weight: for each day with an entry, the mean of the entries of
 * that day and the six before it. Days without a weigh-in are not invented; a mean over fewer
 * days is still shown, as scales are not stood on every morning. Expects one entry per day, oldest
 * first (a day holds one record of a metric, sync/SPEC.md A15).
 */
export function movingAverage(entries: readonly MetricEntry[], days = 7): MetricEntry[] {
  const recent: MetricEntry[] = [];
  let sum = 0;
  return entries.map((entry) => {
    recent.push(entry);
    sum += entry.value;
    const earliest = addDays(entry.date, -(days - 1));
    let oldest = recent[0];
    while (oldest && oldest.date < earliest) {
      sum -= oldest.value;
      recent.shift();
      oldest = recent[0];
    }
    return { date: entry.date, value: round2(sum / recent.length) };
  });
}

/**
 * The change over the last `weeks`: the newest entry against the newest one on or before the day
 * `weeks` before it. Null when nothing is that old (a change over 12 weeks is not made up from
 * three). Expects entries oldest first.
 */
export function changeOver(entries: readonly MetricEntry[], weeks: number): number | null {
  const latest = entries.at(-1);
  if (!latest) return null;
  const since = addDays(latest.date, -7 * weeks);
  const before = entries.findLast((entry) => entry.date <= since);
  return before ? round2(latest.value - before.value) : null;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The units a person reads their body in (their profile): a weight unit and a length unit. */
export interface UnitPreference {
  weight_unit: 'kg' | 'lb';
  length_unit: 'cm' | 'in';
}

export const METRIC_UNITS: UnitPreference = { weight_unit: 'kg', length_unit: 'cm' };

/** The system a quantity is shown in for a person: pounds and inches are chosen separately. */
export function systemFor(quantity: Quantity, units: UnitPreference): UnitSystem {
  if (quantity === 'mass') return units.weight_unit === 'lb' ? 'imperial' : 'metric';
  if (quantity === 'length') return units.length_unit === 'in' ? 'imperial' : 'metric';
  return 'metric';
}

/** DO NOT change: every body metric's id on every device and server is made from it. */
const BODY_METRIC_NAMESPACE = '0f5e8a52-3d1c-4b7e-9a61-2c8d4f7b9e10';

/**
 * [A15] The id of a client's entry of one metric (a built-in key or a custom metric's id) on one day, the same wherever it is made: the
 * client's phone and the coach's tablet logging the same day's weight offline write one record,
 * and the later write wins (sync/SPEC.md R2), so a day never holds two weights.
 */
export function bodyMetricId(clientId: string, metric: string, date: string): string {
  return uuidv5(`${clientId}/${metric}/${date}`, BODY_METRIC_NAMESPACE);
}

/**
 * The mean of each Monday-to-Sunday week's entries, dated by its Monday: years of daily weigh-ins
 * drawn as a line a phone can draw and a person can read. Expects entries oldest first.
 */
export function weeklyMeans(entries: readonly MetricEntry[]): MetricEntry[] {
  const weeks: { date: LocalDate; sum: number; count: number }[] = [];
  for (const entry of entries) {
    const monday = startOfWeek(entry.date);
    const last = weeks.at(-1);
    if (last?.date === monday) {
      last.sum += entry.value;
      last.count += 1;
    } else weeks.push({ date: monday, sum: entry.value, count: 1 });
  }
  return weeks.map((week) => ({ date: week.date, value: round2(week.sum / week.count) }));
}
