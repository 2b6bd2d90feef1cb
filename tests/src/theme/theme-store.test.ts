import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  activeThemeAtom,
  pathnameAtom,
  resetThemeAtom,
  setThemeAtom,
  systemPrefersDarkAtom,
  themePreferenceAtom,
  toggleThemeAtom,
} from '@/theme/theme-store';

/** A controllable stand-in for the OS colour preference. */
function fakeSystemScheme(initiallyDark: boolean) {
  let dark = initiallyDark;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return query === '(prefers-color-scheme: dark)' && dark;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    set(value: boolean) {
      dark = value;
      listeners.forEach((listener) => listener());
    },
  };
}

describe('the theme store (docs/product.md §3, §4)', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('with nothing stored, follows the system preference, live', () => {
    const system = fakeSystemScheme(true);
    const store = createStore();
    const unsubscribe = store.sub(systemPrefersDarkAtom, () => undefined);
    expect(store.get(activeThemeAtom)).toBe('dark');
    system.set(false);
    expect(store.get(activeThemeAtom)).toBe('light');
    unsubscribe();
  });

  it('setting stores "light" or "dark" under the key theme, and wins over the system', () => {
    fakeSystemScheme(true);
    const store = createStore();
    store.set(setThemeAtom, 'light');
    expect(window.localStorage.getItem('theme')).toBe('light');
    expect(store.get(activeThemeAtom)).toBe('light');
  });

  it('toggling flips the theme in effect and stores it', () => {
    fakeSystemScheme(false);
    const store = createStore();
    store.set(toggleThemeAtom);
    expect(store.get(activeThemeAtom)).toBe('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    store.set(toggleThemeAtom);
    expect(window.localStorage.getItem('theme')).toBe('light');
  });

  it('resetting removes the stored value and falls back to the system preference', () => {
    fakeSystemScheme(true);
    const store = createStore();
    store.set(setThemeAtom, 'light');
    store.set(resetThemeAtom);
    expect(window.localStorage.getItem('theme')).toBeNull();
    expect(store.get(themePreferenceAtom)).toBeNull();
    expect(store.get(activeThemeAtom)).toBe('dark');
  });

  it('a stored theme is used at start-up', () => {
    fakeSystemScheme(false);
    window.localStorage.setItem('theme', 'dark');
    expect(createStore().get(activeThemeAtom)).toBe('dark');
  });

  it('ignores a stored value that is neither light nor dark', () => {
    fakeSystemScheme(true);
    window.localStorage.setItem('theme', 'purple');
    expect(createStore().get(activeThemeAtom)).toBe('dark');
  });

  describe('in the workout area (paths under /workout/)', () => {
    it('stores under workout-theme and leaves the general theme alone', () => {
      fakeSystemScheme(false);
      const store = createStore();
      store.set(setThemeAtom, 'light');
      store.set(pathnameAtom, '/workout/abc');
      store.set(toggleThemeAtom);
      expect(window.localStorage.getItem('workout-theme')).toBe('dark');
      expect(window.localStorage.getItem('theme')).toBe('light');
      expect(store.get(activeThemeAtom)).toBe('dark');
      store.set(pathnameAtom, '/calendar');
      expect(store.get(activeThemeAtom)).toBe('light');
    });

    it('uses the saved workout theme at start-up, whatever the system says', () => {
      fakeSystemScheme(false);
      window.localStorage.setItem('workout-theme', 'dark');
      const store = createStore();
      store.set(pathnameAtom, '/workout/abc-v2');
      expect(store.get(activeThemeAtom)).toBe('dark');
    });

    it('with no workout theme stored, follows the general choice, then the system', () => {
      const system = fakeSystemScheme(true);
      const store = createStore();
      const unsubscribe = store.sub(systemPrefersDarkAtom, () => undefined);
      store.set(pathnameAtom, '/workout/abc');
      expect(store.get(activeThemeAtom)).toBe('dark');
      system.set(false);
      expect(store.get(activeThemeAtom)).toBe('light');
      store.set(pathnameAtom, '/calendar');
      store.set(setThemeAtom, 'dark');
      store.set(pathnameAtom, '/workout/abc');
      expect(store.get(activeThemeAtom)).toBe('dark');
      expect(window.localStorage.getItem('workout-theme')).toBeNull();
      unsubscribe();
    });

    it('resetting there removes only workout-theme', () => {
      fakeSystemScheme(false);
      window.localStorage.setItem('theme', 'dark');
      window.localStorage.setItem('workout-theme', 'light');
      const store = createStore();
      store.set(pathnameAtom, '/workout/abc');
      expect(store.get(activeThemeAtom)).toBe('light');
      store.set(resetThemeAtom);
      expect(window.localStorage.getItem('workout-theme')).toBeNull();
      expect(window.localStorage.getItem('theme')).toBe('dark');
      expect(store.get(activeThemeAtom)).toBe('dark');
    });

    it('/workouts is not the workout area', () => {
      fakeSystemScheme(false);
      const store = createStore();
      store.set(pathnameAtom, '/workouts');
      store.set(setThemeAtom, 'dark');
      expect(window.localStorage.getItem('theme')).toBe('dark');
      expect(window.localStorage.getItem('workout-theme')).toBeNull();
    });
  });
});
