import { i18n, type Messages } from '@lingui/core';
import { detectLocale, type LocaleSources } from './detect';
import { localeCookie, readLocaleCookie } from './locale-cookie';
import type { Locale } from './locales';

// Each catalog is its own chunk, so a visitor downloads only the language they use.
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  'en-US': () => import('./locales/en-US/messages.po'),
  'lv-LV': () => import('./locales/lv-LV/messages.po'),
};

export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale !== locale) {
    const { messages } = await catalogs[locale]();
    i18n.loadAndActivate({ locale, messages });
  }
  document.documentElement.lang = locale;
}

function rememberLocale(locale: Locale): void {
  document.cookie = localeCookie(locale, window.location.protocol === 'https:');
}

/** Activates and remembers the choice in the locale cookie, so the next visit starts in it. */
export async function chooseLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  rememberLocale(locale);
}

/**
 * Start-up (SPEC §9): the cookie, else the browser's languages, else English. A language found in
 * the browser's list is then written to the cookie, as the detection the spec describes does
 * (that is what "redirected" in its name records), so later visits keep it.
 */
export async function activateDetectedLocale(sources: LocaleSources): Promise<Locale> {
  const locale = detectLocale(sources);
  await activateLocale(locale);
  if (!readLocaleCookie(sources.cookie)) rememberLocale(locale);
  return locale;
}
