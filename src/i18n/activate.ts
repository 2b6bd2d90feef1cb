import { i18n, type Messages } from '@lingui/core';
import { localeCookie } from './locale-cookie';
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

/** Activates and remembers the choice in the locale cookie, so the next visit starts in it. */
export async function chooseLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  document.cookie = localeCookie(locale, window.location.protocol === 'https:');
}
