import { atom } from 'jotai';
import { readSetting, removeSetting, SETTING_KEYS, subscribeSetting, writeSetting, type SettingKey } from '@/data/local-settings';
import type { ThemeName } from './themes';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function parseTheme(value: string | null): ThemeName | null {
  return value === 'light' || value === 'dark' ? value : null;
}

// Storage and media queries are read on first use, not at import, so each store sees the current state.
const UNREAD = Symbol('unread');

/** An atom over one stored key that also follows changes made in other tabs. */
function storedThemeAtom(key: SettingKey) {
  const base = atom<ThemeName | null | typeof UNREAD>(UNREAD);
  base.onMount = (set) => subscribeSetting(key, (value) => set(parseTheme(value)));
  return atom(
    (get) => {
      const value = get(base);
      return value === UNREAD ? parseTheme(readSetting(key)) : value;
    },
    (_get, set, value: ThemeName | null) => {
      if (value) writeSetting(key, value);
      else removeSetting(key);
      set(base, value);
    },
  );
}

/** The stored preference outside the workout area; null means "follow the system". */
export const themePreferenceAtom = storedThemeAtom(SETTING_KEYS.theme);
/** The workout area keeps its own theme (docs/product.md §3) so a dark gym screen doesn't flip the whole app. */
export const workoutThemeAtom = storedThemeAtom(SETTING_KEYS.workoutTheme);

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

const systemPrefersDarkBase = atom<boolean | typeof UNREAD>(UNREAD);
systemPrefersDarkBase.onMount = (set) => {
  if (typeof window.matchMedia !== 'function') return;
  const query = window.matchMedia(DARK_QUERY);
  const onChange = () => set(query.matches);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** The operating system's colour preference, following live changes. */
export const systemPrefersDarkAtom = atom((get) => {
  const value = get(systemPrefersDarkBase);
  return value === UNREAD ? systemPrefersDark() : value;
});

/** Kept in sync with the router so the provider above the router knows which area is showing. */
export const pathnameAtom = atom(typeof window === 'undefined' ? '/' : window.location.pathname);

export const isWorkoutArea = (pathname: string) => pathname.startsWith('/workout/') || pathname.startsWith('/group/');

/** The theme in effect: the area's stored choice, else the general choice, else the system's. */
export const activeThemeAtom = atom<ThemeName>((get) => {
  const general = get(themePreferenceAtom) ?? (get(systemPrefersDarkAtom) ? 'dark' : 'light');
  if (isWorkoutArea(get(pathnameAtom))) return get(workoutThemeAtom) ?? general;
  return general;
});

/** Sets the theme of the area being shown (docs/product.md §4: toggling or setting stores it). */
export const setThemeAtom = atom(null, (get, set, theme: ThemeName) => {
  set(isWorkoutArea(get(pathnameAtom)) ? workoutThemeAtom : themePreferenceAtom, theme);
});

export const toggleThemeAtom = atom(null, (get, set) => {
  set(setThemeAtom, get(activeThemeAtom) === 'dark' ? 'light' : 'dark');
});

/** Removes the stored choice; the system preference applies again (docs/product.md §4). */
export const resetThemeAtom = atom(null, (get, set) => {
  set(isWorkoutArea(get(pathnameAtom)) ? workoutThemeAtom : themePreferenceAtom, null);
});
