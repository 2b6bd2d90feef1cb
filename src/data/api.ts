import { createApiClient, type ApiClient, type LockManagerLike } from '@sync/http/api-client';
import { clearSession, tokenStore } from './session';

/** Fired when the server refuses to renew the session; the app sends the user to sign in. */
export const SESSION_ENDED_EVENT = 'treneris:session-ended';

function browserLocks(): LockManagerLike | undefined {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return undefined;
  // navigator.locks resolves with the callback's own result; TypeScript's lib types it one level deeper.
  return { request: <T,>(name: string, callback: () => Promise<T>) => locks.request(name, callback) as unknown as Promise<T> };
}

function create(): ApiClient {
  return createApiClient({
    baseUrl: '/api/v1',
    tokens: tokenStore,
    // Web Locks make one refresh serve every tab: rotating refresh tokens would otherwise sign
    // users out when two tabs refresh at once.
    locks: browserLocks(),
    onAuthFailure: () => {
      clearSession();
      window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
    },
  });
}

let client: ApiClient | undefined;

/** The app's one API client (created on first use, so tests and SSR-free imports stay cheap). */
export function api(): ApiClient {
  client ??= create();
  return client;
}
