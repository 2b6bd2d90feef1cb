import type { z } from 'zod';
import { createApiClient, type ApiClient } from '@core/http/api-client';
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

/**
 * The JSON answer of a call, checked against the schema the server declares for that answer
 * (its OpenAPI document says the same), so a server that answers something else fails here, by
 * name, rather than somewhere in a screen. The schema may still be loading: see auth-api.ts.
 */
export async function parseJson<Schema extends z.ZodType>(
  response: Promise<Response>,
  schema: Schema | PromiseLike<Schema>,
): Promise<z.output<Schema>> {
  const [body, resolved] = await Promise.all([response.then((answer) => answer.json() as Promise<unknown>), schema]);
  return resolved.parse(body);
}
