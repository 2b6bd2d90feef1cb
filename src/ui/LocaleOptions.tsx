import { LOCALE_NAMES, LOCALES } from '@/i18n/locales';

/** The interface languages as a select's options, each named in its own language (and marked so). */
export function LocaleOptions() {
  return LOCALES.map((locale) => (
    <option key={locale} value={locale} lang={locale}>
      {LOCALE_NAMES[locale]}
    </option>
  ));
}
