import { createApiClient, type ApiClient } from '@sync/http/api-client';
import { clearSession, tokenStore } from './session';
import { refreshSession, SESSION_ENDED_EVENT } from './session-refresh';

export { SESSION_ENDED_EVENT } from './session-refresh';

function create(): ApiClient {
  return createApiClient({
    baseUrl: '/api/v1',
    tokens: tokenStore,
    refresh: refreshSession,
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
