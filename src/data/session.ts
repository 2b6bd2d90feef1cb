import { atom } from 'jotai';
import type { SessionResponse } from '@core/auth';
import { ROLE, type RoleId } from '@core/auth-constants';
import { decodeAccessToken, isExpired } from '@core/http/token';
import type { TokenStore } from '@core/http/api-client';
import { readSetting, removeSetting, SETTING_KEYS, subscribeSetting, writeSetting } from './local-settings';

export interface Session {
  token: string;
  roleId: RoleId;
  email: string;
  /** From the token's subject: names the user's local database. */
  userId: string;
}

function asRole(value: unknown): RoleId | undefined {
  const n = Number(value);
  return n === ROLE.admin || n === ROLE.coach || n === ROLE.client ? n : undefined;
}

/** docs/product.md §3: access token, role id and e-mail, restored from local storage. */
export function readSession(): Session | null {
  const token = readSetting(SETTING_KEYS.accessToken);
  if (!token) return null;
  const claims = decodeAccessToken(token);
  const roleId = asRole(readSetting(SETTING_KEYS.roleId)) ?? asRole(claims?.role_id);
  if (!claims || !roleId) return null;
  return { token, roleId, email: readSetting(SETTING_KEYS.email) ?? claims.email ?? '', userId: claims.sub };
}

/** Any sign-in stores token, role id and e-mail (docs/product.md §4). */
export function saveSession(response: SessionResponse): void {
  writeSetting(SETTING_KEYS.roleId, String(response.user.role_id));
  writeSetting(SETTING_KEYS.email, response.user.email);
  writeSetting(SETTING_KEYS.accessToken, response.access_token);
}

/** Logout clears token, role and e-mail (docs/product.md §4). */
export function clearSession(): void {
  removeSetting(SETTING_KEYS.accessToken);
  removeSetting(SETTING_KEYS.roleId);
  removeSetting(SETTING_KEYS.email);
  removeSetting(SETTING_KEYS.profile);
}

export function hasFreshToken(session: Session | null, now = Date.now()): boolean {
  return session !== null && !isExpired(session.token, now);
}

/**
 * Where the API client reads and writes the access token. A refreshed token also carries the
 * current role, so a role changed by an admin reaches the UI with the next refresh.
 */
export const tokenStore: TokenStore = {
  get: () => readSetting(SETTING_KEYS.accessToken),
  set(token) {
    const claims = decodeAccessToken(token);
    if (claims) writeSetting(SETTING_KEYS.roleId, String(claims.role_id));
    if (claims?.email) writeSetting(SETTING_KEYS.email, claims.email);
    writeSetting(SETTING_KEYS.accessToken, token);
  },
};

const sessionTick = atom(0);
sessionTick.onMount = (set) => {
  const bump = () => set((n) => n + 1);
  const unsubscribers = [SETTING_KEYS.accessToken, SETTING_KEYS.roleId, SETTING_KEYS.email].map((key) => subscribeSetting(key, bump));
  return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
};

/** The session as React sees it, following sign-in, refresh and sign-out in every tab. */
export const sessionAtom = atom<Session | null>((get) => {
  get(sessionTick);
  return readSession();
});
