import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PrescribedSet } from '@core/records/workouts';

// One formatter per locale: making one costs far more than formatting, and the player formats
// every logged set's numbers each time it renders (docs/performance.md, "The workout player").
const formatters = new Map<string, Intl.NumberFormat>();

/** Numbers as the reader writes them (60,5 kg in Latvian), at most two decimals. */
export function formatNumber(i18n: I18n, value: number): string {
  let formatter = formatters.get(i18n.locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2 });
    formatters.set(i18n.locale, formatter);
  }
  return formatter.format(value);
}

/**
 * A number as someone types it, with a decimal comma (60,5 in Latvian) or point; null when nothing
 * is typed or the text is not a number. Whatever Number() reads counts ("-5", "1e2"): a field that
 * wants plain digits only checks the text itself.
 */
export function parseDecimal(text: string): number | null {
  const typed = text.trim().replace(',', '.');
  const value = Number(typed);
  return typed === '' || !Number.isFinite(value) ? null : value;
}

/** 1:30 for a rest or a countdown; seconds are rounded up, so 0:00 means done. */
export function formatClock(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** "5 × 60 kg", "8–12 reps", "45 s", "400 m": what one set asks for, as a coach writes it. */
export function prescriptionText(i18n: I18n, set: PrescribedSet): string {
  const n = (value: number) => formatNumber(i18n, value);
  const parts: string[] = [];
  const reps =
    set.reps === null ? null : set.reps_max !== null && set.reps_max !== set.reps ? `${n(set.reps)}–${n(set.reps_max)}` : n(set.reps);
  if (reps !== null && set.load_kg !== null) parts.push(i18n._(msg`${reps} × ${n(set.load_kg)} kg`));
  else if (reps !== null) parts.push(i18n._(msg`${reps} reps`));
  else if (set.load_kg !== null) parts.push(`${n(set.load_kg)} kg`);
  if (set.duration_seconds !== null)
    parts.push(set.duration_seconds >= 60 ? formatClock(set.duration_seconds * 1000) : `${n(set.duration_seconds)} s`);
  if (set.distance_m !== null) parts.push(`${n(set.distance_m)} m`);
  if (set.tempo !== null) parts.push(i18n._(msg`tempo ${set.tempo}`));
  if (set.rpe !== null) parts.push(`RPE ${n(set.rpe)}`);
  return parts.join(' · ');
}

/** "8 × 60 kg" for a logged set. */
export function performedText(
  i18n: I18n,
  log: { reps: number | null; weight_kg: number | null; duration_seconds: number | null; distance_m: number | null },
): string {
  return prescriptionText(i18n, {
    reps: log.reps,
    reps_max: null,
    load_kg: log.weight_kg,
    duration_seconds: log.duration_seconds,
    distance_m: log.distance_m,
    rest_seconds: null,
    tempo: null,
    rpe: null,
  });
}
