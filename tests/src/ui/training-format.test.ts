import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { formatNumber, parseDecimal, performedText } from '@/ui/training-format';

describe('numbers of a set as the reader writes them', () => {
  it('in the language shown now, also after switching back and forth (a formatter is kept per language)', async () => {
    await activateLocale('lv-LV');
    expect(formatNumber(i18n, 62.5)).toBe('62,5');
    await activateLocale('en-US');
    expect(formatNumber(i18n, 62.5)).toBe('62.5');
    expect(formatNumber(i18n, 1.125)).toBe('1.13');
    expect(performedText(i18n, { reps: 8, weight_kg: 60.25, duration_seconds: null, distance_m: null })).toBe('8 × 60.25 kg');
    await activateLocale('lv-LV');
    expect(formatNumber(i18n, 62.5)).toBe('62,5');
  });
});

describe('numbers as typed', () => {
  it('reads a decimal comma or point; nothing and what is not a number are null', () => {
    expect(parseDecimal('62,5')).toBe(62.5);
    expect(parseDecimal(' 62.5 ')).toBe(62.5);
    expect(parseDecimal('60,')).toBe(60);
    expect(parseDecimal(',5')).toBe(0.5);
    expect(parseDecimal('-5')).toBe(-5);
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('  ')).toBeNull();
    expect(parseDecimal('abc')).toBeNull();
    expect(parseDecimal('1,5,5')).toBeNull();
    expect(parseDecimal('Infinity')).toBeNull();
  });
});
