import ky, { type KyInstance, type Options } from 'ky';
import { createRefresher, type LockManagerLike, type Refresh, type RefreshOutcome, type TokenStore } from './refresh';

export type { LockManagerLike, RefreshOutcome, TokenStore } from './refresh';

/** docs/product.md §9: idempotent requests retry once on these statuses; POST/PUT/PATCH/DELETE never by default. */
export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504] as const;
export const RETRY_METHODS = ['get', 'head', 'options'] as const;
/** A Retry-After longer than this fails the call instead of holding the user up. */
const MAX_RETRY_AFTER_MS = 30_000;

export interface ApiClientOptions {
  /** '/api/v1' in the browser; an absolute URL in tests. */
  baseUrl: string;
  tokens: TokenStore;
  /** Called once when a refresh fails: the session is over (docs/product.md §4). */
  onAuthFailure: () => void;
  locks?: LockManagerLike | undefined;
  fetch?: typeof fetch;
  /** A refresher shared with other callers (the route guard); one is made when not given. */
  refresh?: Refresh;
  /** Headers added to every request (e.g. the sync protocol version). */
  headers?: Record<string, string>;
}

export interface ApiClient {
  /** The ky instance: JSON helpers, retries and refresh-on-401 built in. */
  readonly http: KyInstance;
  /**
   * Replaces `staleToken` (null: none held) with a fresh access token. Concurrent callers, in this
   * tab and in others, share one refresh. Does not report failure: callers decide what it means.
   */
  refresh(staleToken: string | null): Promise<RefreshOutcome>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchFn = options.fetch ?? globalThis.fetch.bind(globalThis);
  const base = options.baseUrl.replace(/\/+$/, '');
  const refresh = options.refresh ?? createRefresher({ baseUrl: base, tokens: options.tokens, locks: options.locks, fetch: fetchFn });
  // One report per failed refresh, however many calls were waiting on it.
  const reported = new WeakSet<Promise<RefreshOutcome>>();

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
          // Only a call made with a token is refreshed and retried (docs/product.md §4), and only once.
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
