import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  BODY_METRIC_KEYS,
  BODY_METRICS,
  displayUnit,
  fromDisplay,
  systemFor,
  toDisplay,
  type BodyMetric,
  type UnitPreference,
} from '@core/body-metrics';
import { daysBetween, type LocalDate } from '@core/dates';
import type { CustomMetricRecord } from '@/data/body-metrics';
import { formatNumber } from '@/ui/training-format';

/** What each built-in body metric is called on screen. */
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

/**
 * A metric as one person types and reads it: a built-in one in their units (stored in SI), or a
 * custom one in the unit its coach gave it, as typed.
 */
export interface MetricChoice {
  /** The built-in key, or the custom metric's id: what a body metric record names. */
  key: string;
  label: string;
  /** "kg", "in", or a custom metric's own; empty for a count. */
  unit: string;
  shown: (stored: number) => number;
  stored: (shown: number) => number;
}

/** The built-in metrics in their order, then the client's custom ones by name. */
export function metricChoices(i18n: I18n, units: UnitPreference, custom: readonly CustomMetricRecord[]): MetricChoice[] {
  const builtIn = BODY_METRIC_KEYS.map((key): MetricChoice => {
    const { quantity } = BODY_METRICS[key];
    const system = systemFor(quantity, units);
    const unit = displayUnit(quantity, system);
    return {
      key,
      label: i18n._(METRIC_LABELS[key]),
      unit: unit === '%' ? unit : i18n._(UNIT_WORDS[unit]),
      shown: (stored) => toDisplay(stored, quantity, system),
      stored: (shown) => fromDisplay(shown, quantity, system),
    };
  });
  const own = custom.map((metric): MetricChoice => ({
    key: metric.id,
    label: metric.name,
    unit: metric.unit,
    shown: (stored) => stored,
    stored: (shown) => shown,
  }));
  return [...builtIn, ...own];
}

/** A stored value as the person reads it, with its unit: "82,4 kg" in Latvian, "181.7 lb". */
export function choiceText(i18n: I18n, choice: MetricChoice, stored: number): string {
  const value = formatNumber(i18n, choice.shown(stored));
  return choice.unit ? `${value} ${choice.unit}` : value;
}

/** "today", "yesterday", "3 days ago", in the reader's language. */
export function daysAgo(i18n: I18n, date: LocalDate, today: LocalDate): string {
  return new Intl.RelativeTimeFormat(i18n.locale, { numeric: 'auto' }).format(-daysBetween(date, today), 'day');
}
