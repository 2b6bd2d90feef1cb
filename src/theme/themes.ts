import type { Theme } from '@fluentui/react-components';
import light from 'virtual:fluent-theme/light';

/** Computed at build time from ./brand.ts (tools/vite/fluent-themes.ts). */
export const lightTheme: Theme = light;

export type ThemeName = 'light' | 'dark';

// The dark theme is its own chunk: most first visits never need it. Loaded themes are immutable.
const loaded: Partial<Record<ThemeName, Theme>> = { light };

export async function loadTheme(name: ThemeName): Promise<Theme> {
  loaded[name] ??= name === 'dark' ? (await import('virtual:fluent-theme/dark')).default : light;
  return loaded[name];
}

/** The theme if it has been loaded already, for a first render without a flash. */
export function loadedTheme(name: ThemeName): Theme | undefined {
  return loaded[name];
}
