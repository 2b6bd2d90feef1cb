import type { createStore } from 'jotai';
import type { Profile } from '@core/auth';
import { chooseLocale } from '@/i18n/activate';
import { isLocale } from '@/i18n/locales';
import { setThemeAtom } from '@/theme/theme-store';
import type { PreferenceField } from '@/data/preference-choices';

type Store = ReturnType<typeof createStore>;

/** docs/product.md §4: after any sign-in and at start-up, the profile's language and theme (when set) apply. */
export async function applyProfilePreferences(
  store: Store,
  profile: Pick<Profile, 'preferred_language' | 'theme_preference'>,
  { keep = { language: false, theme: false } }: { keep?: Readonly<Record<PreferenceField, boolean>> } = {},
): Promise<void> {
  if (profile.theme_preference && !keep.theme) store.set(setThemeAtom, profile.theme_preference);
  if (isLocale(profile.preferred_language) && !keep.language) await chooseLocale(profile.preferred_language);
}
