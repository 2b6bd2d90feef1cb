import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { BODY_METRICS, displayUnit, systemFor, toDisplay, type BodyMetric, type UnitPreference } from '@core/body-metrics';
import { daysBetween, type LocalDate } from '@core/dates';
import { formatNumber } from '@/ui/training-format';

/** What each body metric is called on screen. */
export const METRIC_LABELS: Record<BodyMetric, MessageDescriptor> = {
  weight: msg`Body weight`,
  waist: msg`Waist`,
  hips: msg`Hips`,
  chest: msg`Chest`,
  arm: msg`Arm`,
  thigh: msg`Thigh`,
  neck: msg`Neck`,
  body_fat: msg`Body fat`,
  resting_heart_rate: msg`Resting heart rate`,
};

// A percent sign is the same in both languages; the others are words of their own.
const UNIT_WORDS = { kg: msg`kg`, lb: msg`lb`, cm: msg`cm`, in: msg`in`, bpm: msg`bpm` } as const;

/** The unit a metric is typed and read in by this person ("kg", "in"). */
export function metricUnit(i18n: I18n, metric: BodyMetric, units: UnitPreference): string {
  const { quantity } = BODY_METRICS[metric];
  const unit = displayUnit(quantity, systemFor(quantity, units));
  return unit === '%' ? unit : i18n._(UNIT_WORDS[unit]);
}

/** A stored value as the person reads it, with its unit: "82,4 kg" in Latvian, "181.7 lb". */
export function metricText(i18n: I18n, metric: BodyMetric, stored: number, units: UnitPreference): string {
  const { quantity } = BODY_METRICS[metric];
  const value = formatNumber(i18n, toDisplay(stored, quantity, systemFor(quantity, units)));
  const unit = metricUnit(i18n, metric, units);
  return unit === '%' ? `${value} %` : `${value} ${unit}`;
}

/** "today", "yesterday", "3 days ago", in the reader's language. */
export function daysAgo(i18n: I18n, date: LocalDate, today: LocalDate): string {
  return new Intl.RelativeTimeFormat(i18n.locale, { numeric: 'auto' }).format(-daysBetween(date, today), 'day');
}
