import { createRefresher, type LockManagerLike, type Refresh, type RefreshOutcome } from '@core/http/refresh';
import { decodeAccessToken } from '@core/http/token';
import { databaseName } from './local/database-name';
import { tokenStore } from './session';

/** Fired when the server refuses to renew the session; the app sends the user to sign in. */
export const SESSION_ENDED_EVENT = 'treneris:session-ended';

function browserLocks(): LockManagerLike | undefined {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return undefined;
  // navigator.locks resolves with the callback's own result; TypeScript's lib types it one level deeper.
  return { request: <T>(name: string, callback: () => Promise<T>) => locks.request(name, callback) as unknown as Promise<T> };
}

let refresher: Refresh | undefined;

/** Set by the server next to the httpOnly refresh cookie (server/plugins/auth.ts SESSION_HINT_COOKIE). */
const SESSION_HINT = /(?:^|;\s*)treneris_session=1(?:;|$)/;

/** Whether a refresh can possibly work: without the hint there is no refresh cookie to present. */
export function mayHaveRefreshCookie(cookies = typeof document === 'undefined' ? '' : document.cookie): boolean {
  return SESSION_HINT.test(cookies);
}

/**
 * The app's one refresh (shared by the route guard and the HTTP client, and through a Web Lock by
 * every tab). Without ky, so the first page can check the session before the client downloads.
 */
export function refreshSession(staleToken: string | null): Promise<RefreshOutcome> {
  // A signed-out visitor (no token, no refresh cookie) is told so without a round trip: the
  // server's answer could only be "no", and every first page of a new visitor would wait for it.
  if (staleToken === null && !mayHaveRefreshCookie()) return Promise.resolve({ failure: 'refused' });
  refresher ??= createRefresher({ baseUrl: '/api/v1', tokens: tokenStore, locks: browserLocks() });
  return refresher(staleToken).then(async (outcome) => {
    if ('failure' in outcome && outcome.accountDeleted) await forgetAccount(staleToken ?? tokenStore.get());
    return outcome;
  });
}

let erased = false;

/** Whether the session ended because the account was erased, not because it expired: the sign-in page says which. */
export function accountWasErased(): boolean {
  return erased;
}

/**
 * The local copy of the account the token was for leaves this device, unsynced changes too: no
 * server would take them any more. Deleted by name, without loading the local database's code
 * into the first page; an open copy closes itself when asked (Dexie closes on versionchange).
 */
async function forgetAccount(token: string | null): Promise<void> {
  erased = true;
  const userId = token ? decodeAccessToken(token)?.sub : undefined;
  if (!userId || typeof indexedDB === 'undefined') return;
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(databaseName(userId));
    // Blocked: it is deleted once the last tab lets go; nothing here waits for that.
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}
