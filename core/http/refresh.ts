/**
 * One refresh of the access token at a time, shared by every caller in this context and, through
 * a Web Lock, by every tab: rotating refresh tokens sign users out when two tabs refresh at once.
 * Plain fetch on purpose: the route guard needs it on the first page, before the HTTP client
 * (and ky) are downloaded.
 */

const REFRESH_LOCK = 'treneris-auth-refresh';

/** Where the access token lives. Read on every use: another tab may have replaced it. */
export interface TokenStore {
  get(): string | null;
  set(token: string): void;
}

/** The part of the Web Locks API the refresh needs; injected so Node tests can supply their own. */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/**
 * refused: the server ended the session (sign in again). unreachable: no network or the server is
 * down; the session may well be fine, and an offline-first app must not sign anyone out for it.
 */
export type RefreshOutcome =
  | { token: string }
  | { failure: 'refused' | 'unreachable'; /** The server erased the account (docs/account-deletion.md). */ accountDeleted?: true };

export interface RefresherOptions {
  /** '/api/v1' in the browser; an absolute URL in tests. */
  baseUrl: string;
  tokens: TokenStore;
  locks?: LockManagerLike | undefined;
  fetch?: typeof fetch;
}

/** Replaces `staleToken` (null: none held) with a fresh access token; never throws. */
export type Refresh = (staleToken: string | null) => Promise<RefreshOutcome>;

/** No locking: one client, one tab (tests, or browsers without Web Locks). */
const noLocks: LockManagerLike = { request: (_name, callback) => callback() };

export function createRefresher(options: RefresherOptions): Refresh {
  const fetchFn = options.fetch ?? globalThis.fetch.bind(globalThis);
  const locks = options.locks ?? noLocks;
  const base = options.baseUrl.replace(/\/+$/, '');
  let inFlight: Promise<RefreshOutcome> | null = null;

  async function callRefreshEndpoint(): Promise<RefreshOutcome> {
    let response: Response;
    try {
      response = await fetchFn(`${base}/auth/refresh`, { method: 'POST', credentials: 'include', headers: { accept: 'application/json' } });
    } catch {
      return { failure: 'unreachable' };
    }
    if (response.status === 401 || response.status === 403) {
      const answer = (await response.json().catch(() => null)) as { error?: { code?: unknown } } | null;
      return answer?.error?.code === 'account_deleted' ? { failure: 'refused', accountDeleted: true } : { failure: 'refused' };
    }
    if (!response.ok) return { failure: 'unreachable' };
    const body = (await response.json().catch(() => null)) as { access_token?: unknown } | null;
    return typeof body?.access_token === 'string' ? { token: body.access_token } : { failure: 'unreachable' };
  }

  return (staleToken) => {
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
  };
}
