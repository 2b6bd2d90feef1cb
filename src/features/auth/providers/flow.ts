import type { Provider } from '@core/auth';
import { readSetting, removeSetting, SETTING_KEYS, writeSetting } from '@/data/local-settings';

/** Ten minutes to come back from the provider; older pending sign-ins are stale. */
const MAX_AGE_MS = 10 * 60_000;

export interface PendingSignIn {
  provider: Provider;
  /** docs/product.md §9: a short random string, checked on return against forged redirects. */
  state: string;
  /** Raw nonce; the provider gets its SHA-256 and the server checks the token carries it. */
  nonce: string;
  /** Where to go after signing in. */
  redirect: string;
  createdAt: number;
}

function randomString(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (b) => b.toString(36).padStart(2, '0'))
    .join('')
    .slice(0, bytes * 2);
}

export async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Starts a sign-in: remembers state and nonce in local storage, where the return trip finds them. */
export function beginSignIn(provider: Provider, redirect: string): PendingSignIn {
  const pending: PendingSignIn = { provider, state: randomString(8), nonce: randomString(16), redirect, createdAt: Date.now() };
  writeSetting(SETTING_KEYS.oauthPending, JSON.stringify(pending));
  return pending;
}

/**
 * The pending sign-in this return belongs to, consumed so it works once; undefined when the state
 * does not match (a forged or replayed redirect) or it is too old.
 */
export function takePendingSignIn(provider: Provider, state: string | null): PendingSignIn | undefined {
  const raw = readSetting(SETTING_KEYS.oauthPending);
  if (!raw) return undefined;
  let pending: PendingSignIn;
  try {
    pending = JSON.parse(raw) as PendingSignIn;
  } catch {
    return undefined;
  }
  if (pending.provider !== provider || !state || pending.state !== state || Date.now() - pending.createdAt > MAX_AGE_MS) return undefined;
  removeSetting(SETTING_KEYS.oauthPending);
  return pending;
}

/** The redirect URI the providers return to; a fixed local address when there is no window (docs/product.md §7). */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? 'http://localhost:3000' : window.location.origin;
}
