import { createDarkTheme, createLightTheme } from '@fluentui/tokens';
import type { Plugin } from 'vite';
import { brand, darkOverrides } from '../../src/theme/brand.ts';

const PREFIX = 'virtual:fluent-theme/';

/**
 * Fluent builds a theme at run time from its full colour palettes (~60 KB of code on every first
 * page). The two themes never change after the build, so they are computed here and shipped as
 * their ~460 final token values.
 */
export function fluentThemes(): Plugin {
  const themes: Record<string, object> = {
    light: createLightTheme(brand),
    dark: { ...createDarkTheme(brand), ...darkOverrides },
  };
  return {
    name: 'treneris:fluent-themes',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const name = id.slice(PREFIX.length + 1);
      const theme = themes[name];
      if (!theme) this.error(`no theme named ${name}`);
      return `export default ${JSON.stringify(theme)};`;
    },
  };
}
