/**
 * Constants of the auth contract, free of zod so the first page the browser loads does not carry
 * the schema library. core/auth.ts re-exports them with the schemas.
 */

/** docs/architecture.md §4. DO NOT renumber: role ids are stored in tokens, databases and browsers. */
export const ROLE = { admin: 1, coach: 2, client: 3 } as const;
export type RoleId = (typeof ROLE)[keyof typeof ROLE];

export const LOCALE_VALUES = ['en-US', 'lv-LV'] as const;
export const THEME_VALUES = ['light', 'dark'] as const;

/** NIST SP 800-63B: at least 8, no composition rules, long passphrases welcome. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

export const PROVIDERS = ['google', 'microsoft', 'apple', 'github', 'linkedin'] as const;
export type Provider = (typeof PROVIDERS)[number];

/** Brand names: the same in every language. */
export const PROVIDER_NAMES: Record<Provider, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
  apple: 'Apple',
  github: 'GitHub',
  linkedin: 'LinkedIn',
};

/** Days between asking for an account's deletion and its erasure; it can be cancelled meanwhile (docs/account-deletion.md). */
export const DELETION_GRACE_DAYS = 7;
/** How recent a sign-in must be to delete an account that has no password (its provider's sign-in is the proof). */
export const DELETION_FRESH_SIGN_IN_MINUTES = 10;
