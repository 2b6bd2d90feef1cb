import { i18n, type Messages } from '@lingui/core';
import { detectLocale, type LocaleSources } from './detect';
import { localeCookie, readLocaleCookie } from './locale-cookie';
import type { Locale } from './locales';
import { notePreferenceChoice } from '@/data/preference-choices';

type Catalog = Record<Locale, () => Promise<{ messages: Messages }>>;

// Each catalog is its own chunk, so a visitor downloads only the language they use.
const catalogs: Catalog = {
  'en-US': () => import('./locales/en-US/messages.po'),
  'lv-LV': () => import('./locales/lv-LV/messages.po'),
};

/**
 * Catalogs of the parts a first visit does not show (lingui.config.ts): the signed-in screens, the
 * body, photos and check-ins, the conversations, and the admin area. Loaded with their layouts and screens, and from then on with every language switch.
 */
const parts = {
  app: {
    'en-US': () => import('./locales/en-US/app.po'),
    'lv-LV': () => import('./locales/lv-LV/app.po'),
  },
  progress: {
    'en-US': () => import('./locales/en-US/progress.po'),
    'lv-LV': () => import('./locales/lv-LV/progress.po'),
  },
  conversations: {
    'en-US': () => import('./locales/en-US/conversations.po'),
    'lv-LV': () => import('./locales/lv-LV/conversations.po'),
  },
  account: {
    'en-US': () => import('./locales/en-US/account.po'),
    'lv-LV': () => import('./locales/lv-LV/account.po'),
  },
  coaching: {
    'en-US': () => import('./locales/en-US/coaching.po'),
    'lv-LV': () => import('./locales/lv-LV/coaching.po'),
  },
  admin: {
    'en-US': () => import('./locales/en-US/admin.po'),
    'lv-LV': () => import('./locales/lv-LV/admin.po'),
  },
} satisfies Record<string, Catalog>;

export type CatalogPart = keyof typeof parts;

// Which parts this page has needed, and which are in i18n for a locale (per page, not per user).
const wanted = new Set<CatalogPart>();
const loaded = new Set<string>();

async function loadPart(part: CatalogPart, locale: Locale): Promise<void> {
  const key = `${part}:${locale}`;
  if (loaded.has(key)) return;
  const { messages } = await parts[part][locale]();
  // Merged into the locale's messages: load() adds to what is there.
  i18n.load(locale, messages);
  loaded.add(key);
}

async function activate(locale: Locale): Promise<void> {
  if (i18n.locale !== locale) {
    const [{ messages }] = await Promise.all([catalogs[locale](), ...[...wanted].map((part) => parts[part][locale]())]);
    i18n.load(locale, messages);
    // After the main catalog, so a part is never overridden by it (a shared id means the same words).
    await Promise.all([...wanted].map((part) => loadPart(part, locale)));
    i18n.activate(locale);
  }
  document.documentElement.lang = locale;
}

// Activations run one after another, so a part required meanwhile is loaded for the language that wins.
let activating: Promise<void> = Promise.resolve();

export function activateLocale(locale: Locale): Promise<void> {
  activating = activating.catch(() => undefined).then(() => activate(locale));
  return activating;
}

/** Loads a part's messages for the current language before its screen renders (route loaders). */
export async function requireCatalogPart(part: CatalogPart): Promise<void> {
  wanted.add(part);
  await activating.catch(() => undefined);
  const locale = i18n.locale as Locale | '';
  if (locale) await loadPart(part, locale);
}

function rememberLocale(locale: Locale): void {
  document.cookie = localeCookie(locale, window.location.protocol === 'https:');
}

/** The person's own pick (the header's switcher): it wins over a profile read that was already on its way. */
export async function choosePersonLocale(locale: Locale): Promise<void> {
  notePreferenceChoice('language');
  await chooseLocale(locale);
}

/** Activates and remembers the choice in the locale cookie, so the next visit starts in it. */
export async function chooseLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  rememberLocale(locale);
}

/**
 * Start-up (docs/product.md §9): the cookie, else the browser's languages, else English. A language found in
 * the browser's list is then written to the cookie (that is what "redirected" in its name
 * records), so later visits keep it.
 */
export async function activateDetectedLocale(sources: LocaleSources): Promise<Locale> {
  const locale = detectLocale(sources);
  await activateLocale(locale);
  if (!readLocaleCookie(sources.cookie)) rememberLocale(locale);
  return locale;
}
