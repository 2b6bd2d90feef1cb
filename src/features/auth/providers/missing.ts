/* eslint-disable lingui/no-unlocalized-strings -- console warnings for whoever runs the server, not interface text */
import type { PublicConfig } from '@core/auth';

/** Whether the server has a client id for any provider: without one there are no buttons to load. */
export function offersAnyProvider(config: PublicConfig): boolean {
  return [
    config.google_client_id,
    config.microsoft_client_id,
    config.apple_client_id,
    config.github_client_id,
    config.linkedin_client_id,
  ].some(Boolean);
}

/** What this page load has already said: the sign-in page is visited again and again, the setting is missing once. */
const warnedThisLoad = new Set<string>();

/**
 * docs/product.md §4/§8: a provider without a client id is not offered, and the console names the
 * setting, once per page load.
 */
export function warnAboutMissingProviders(
  config: PublicConfig,
  warn: (message: string) => void = console.warn,
  warned: Set<string> = warnedThisLoad,
): void {
  const settings: [keyof PublicConfig, string, string][] = [
    ['google_client_id', 'Google', 'GOOGLE_CLIENT_ID'],
    ['microsoft_client_id', 'Microsoft', 'MICROSOFT_CLIENT_ID'],
    ['apple_client_id', 'Apple', 'APPLE_CLIENT_ID'],
    ['github_client_id', 'GitHub', 'GITHUB_CLIENT_ID'],
    ['linkedin_client_id', 'LinkedIn', 'LINKEDIN_CLIENT_ID'],
  ];
  for (const [key, name, setting] of settings) {
    if (config[key] || warned.has(setting)) continue;
    warned.add(setting);
    warn(`${name} sign-in is unavailable: set ${setting} on the server to enable it.`);
  }
}
