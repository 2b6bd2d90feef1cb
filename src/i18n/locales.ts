export const LOCALES = ['en-US', 'lv-LV'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

/** Each language named in itself, as a switcher should show it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  'en-US': 'English',
  'lv-LV': 'Latviešu',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Maps a browser language tag (`lv`, `lv-LV`, `en-GB`) onto a supported locale, if any. */
export function matchLocale(tag: string): Locale | undefined {
  const language = tag.trim().toLowerCase().split(/[-_]/)[0];
  return LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === language);
}
