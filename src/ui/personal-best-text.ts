import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NewPersonalBest } from '@core/training/personal-bests';
import { formatNumber } from '@/ui/training-format';

/** "estimated 1RM 72 kg (was 70 kg)": a record as a client reads it. */
export function personalBestText(i18n: I18n, record: NewPersonalBest): string {
  const n = (value: number) => formatNumber(i18n, value);
  const amount = (value: number) => {
    if (record.kind === 'reps_at_load') return i18n._(msg`${n(value)} reps`);
    if (record.kind === 'longest') return `${n(value)} s`;
    if (record.kind === 'farthest') return `${n(value)} m`;
    return `${n(value)} kg`;
  };
  const value = amount(record.value);
  const what =
    record.kind === 'e1rm'
      ? i18n._(msg`estimated 1RM ${value}`)
      : record.kind === 'heaviest'
        ? i18n._(msg`heaviest ${value}`)
        : record.kind === 'reps_at_load'
          ? i18n._(msg`${value} at ${n(record.load_kg ?? 0)} kg`)
          : record.kind === 'longest'
            ? i18n._(msg`longest ${value}`)
            : i18n._(msg`farthest ${value}`);
  if (record.previous === null) return what;
  const before = amount(record.previous);
  return i18n._(msg`${what} (was ${before})`);
}
