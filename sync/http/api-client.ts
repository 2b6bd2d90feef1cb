import ky, { type KyInstance, type Options } from 'ky';

/** SPEC §9: idempotent requests retry once on these statuses; POST/PUT/PATCH/DELETE never by default. */
export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504] as const;
export const RETRY_METHODS = ['get', 'head', 'options'] as const;
/** A Retry-After longer than this fails the call instead of holding the user up. */
const MAX_RETRY_AFTER_MS = 30_000;
const REFRESH_LOCK = 'treneris-auth-refresh';

/** Where the access token lives. Read on every use: another tab may have replaced it. */
export interface TokenStore {
  get(): string | null;
  set(token: string): void;
}

/** The part of the Web Locks API the client needs; injected so Node tests can supply their own. */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface ApiClientOptions {
  /** '/api/v1' in the browser; an absolute URL in tests. */
  baseUrl: string;
  tokens: TokenStore;
  /** Called once when a refresh fails: the session is over (SPEC §4). */
  onAuthFailure: () => void;
  locks?: LockManagerLike | undefined;
  fetch?: typeof fetch;
  /** Headers added to every request (e.g. the sync protocol version). */
  headers?: Record<string, string>;
}

/**
 * refused: the server ended the session (sign in again). unreachable: no network or the server is
 * down; the session may well be fine, and an offline-first app must not sign anyone out for it.
 */
export type RefreshOutcome = { token: string } | { failure: 'refused' | 'unreachable' };

export interface ApiClient {
  /** The ky instance: JSON helpers, retries and refresh-on-401 built in. */
  readonly http: KyInstance;
  /**
   * Replaces `staleToken` (null: none held) with a fresh access token. Concurrent callers, in this
   * tab and in others, share one refresh. Does not report failure: callers decide what it means.
   */
  refresh(staleToken: string | null): Promise<RefreshOutcome>;
}

/** No locking: one client, one tab (tests, or browsers without Web Locks). */
const noLocks: LockManagerLike = { request: (_name, callback) => callback() };

export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchFn = options.fetch ?? globalThis.fetch.bind(globalThis);
  const locks = options.locks ?? noLocks;
  const base = options.baseUrl.replace(/\/+$/, '');
  let inFlight: Promise<RefreshOutcome> | null = null;
  // One report per failed refresh, however many calls were waiting on it.
  const reported = new WeakSet<Promise<RefreshOutcome>>();

  async function callRefreshEndpoint(): Promise<RefreshOutcome> {
    let response: Response;
    try {
      response = await fetchFn(`${base}/auth/refresh`, { method: 'POST', credentials: 'include', headers: { accept: 'application/json' } });
    } catch {
      return { failure: 'unreachable' };
    }
    if (response.status === 401 || response.status === 403) return { failure: 'refused' };
    if (!response.ok) return { failure: 'unreachable' };
    const body = (await response.json().catch(() => null)) as { access_token?: unknown } | null;
    return typeof body?.access_token === 'string' ? { token: body.access_token } : { failure: 'unreachable' };
  }

  function refresh(staleToken: string | null): Promise<RefreshOutcome> {
    const current = options.tokens.get();
    // Someone (this tab or another) already replaced the token that failed: use theirs.
    if (current && current !== staleToken) return Promise.resolve({ token: current });
    inFlight ??= locks
      .request(REFRESH_LOCK, async (): Promise<RefreshOutcome> => {
        // Re-read under the lock: another tab may have refreshed while we waited for it.
        const afterWait = options.tokens.get();
        if (afterWait && afterWait !== staleToken) return { token: afterWait };
        const outcome = await callRefreshEndpoint();
        if ('token' in outcome) options.tokens.set(outcome.token);
        return outcome;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }

  const kyOptions: Options = {
    prefixUrl: base,
    fetch: fetchFn,
    credentials: 'same-origin',
    timeout: 30_000,
    headers: { accept: 'application/json', ...options.headers },
    retry: {
      limit: 1,
      methods: [...RETRY_METHODS],
      statusCodes: [...RETRY_STATUS_CODES],
      afterStatusCodes: [413, 429, 503],
      maxRetryAfter: MAX_RETRY_AFTER_MS,
      backoffLimit: 3_000,
    },
    hooks: {
      beforeRequest: [
        (request) => {
          const token = options.tokens.get();
          if (token && !request.headers.has('authorization')) request.headers.set('authorization', `Bearer ${token}`);
        },
      ],
      afterResponse: [
        async (request, _options, response) => {
          const sent = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? null;
          // Only a call made with a token is refreshed and retried (SPEC §4), and only once.
          if (response.status !== 401 || !sent) return response;
          const pending = refresh(sent);
          const outcome = await pending;
          if (!('token' in outcome)) {
            if (outcome.failure === 'refused' && !reported.has(pending)) {
              reported.add(pending);
              options.onAuthFailure();
            }
            return response;
          }
          const headers = new Headers(request.headers);
          headers.set('authorization', `Bearer ${outcome.token}`);
          return fetchFn(new Request(request, { headers }));
        },
      ],
    },
  };

  return { http: ky.create(kyOptions), refresh };
}
