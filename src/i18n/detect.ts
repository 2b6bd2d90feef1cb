import { readLocaleCookie } from './locale-cookie';
import { DEFAULT_LOCALE, matchLocale, type Locale } from './locales';

export interface LocaleSources {
  cookie: string;
  languages: readonly string[];
}

/** docs/product.md §9: the locale cookie first, then the browser's language list in order, then English. */
export function detectLocale({ cookie, languages }: LocaleSources): Locale {
  const fromCookie = readLocaleCookie(cookie);
  if (fromCookie) return fromCookie;
  for (const tag of languages) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}
