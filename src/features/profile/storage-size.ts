const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** A byte count in the locale's words and digits: '1,5 MB' in Latvian, '1.5 MB' in English. */
export function formatStorageSize(bytes: number, locale: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  // Decimal steps, as the unit names (kilobyte = 1000 bytes) and the browsers' own settings pages use.
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 && unit > 0 ? 1 : 0,
  }).format(value);
}
