import { HTTPError } from 'ky';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, RETRY_STATUS_CODES, type TokenStore } from '@core/http/api-client';
import { createLocks, json, ScriptServer } from '../../helpers/script-server';

function memoryTokens(initial: string | null): TokenStore & { value: string | null } {
  return {
    value: initial,
    get() {
      return this.value;
    },
    set(token) {
      this.value = token;
    },
  };
}

describe('the HTTP client (docs/product.md §7, §9)', () => {
  let server: ScriptServer;
  beforeEach(async () => {
    server = await new ScriptServer().start();
  });
  afterEach(() => server.stop());

  const client = (tokens: TokenStore = memoryTokens(null), onAuthFailure = vi.fn()) =>
    createApiClient({ baseUrl: `${server.url}/api/v1`, tokens, onAuthFailure }).http;

  it('sends JSON with a Bearer header when a token is held', async () => {
    server.handler = (_r, response) => json(response, 200, { ok: true });
    await client(memoryTokens('tok-1'))
      .post('things', { json: { a: 1 } })
      .json();
    expect(server.seen[0]).toMatchObject({ method: 'POST', path: '/api/v1/things', authorization: 'Bearer tok-1', body: '{"a":1}' });
  });

  it('a base address written with trailing slashes reaches the same paths', async () => {
    server.handler = (_r, response) => json(response, 200, {});
    await createApiClient({ baseUrl: `${server.url}/api/v1//`, tokens: memoryTokens(null), onAuthFailure: vi.fn() })
      .http.get('things')
      .json();
    expect(server.seen[0]?.path).toBe('/api/v1/things');
  });

  it('sends no Authorization header without a token', async () => {
    server.handler = (_r, response) => json(response, 200, {});
    await client().get('things').json();
    expect(server.seen[0]?.authorization).toBeUndefined();
  });

  describe.each(RETRY_STATUS_CODES)('on %i', (status) => {
    beforeEach(() => {
      server.handler = (_r, response) =>
        json(response, status, { error: { code: 'x', message: 'x' } }, status === 429 || status === 503 ? { 'retry-after': '0' } : {});
    });

    it('retries a GET exactly once', async () => {
      await expect(client().get('things')).rejects.toBeInstanceOf(HTTPError);
      expect(server.seen).toHaveLength(2);
    });

    it.each(['post', 'put', 'patch', 'delete'] as const)('never retries %s', async (method) => {
      await expect(client()[method]('things')).rejects.toBeInstanceOf(HTTPError);
      expect(server.seen).toHaveLength(1);
    });
  });

  it.each([400, 403, 404, 422, 501])('does not retry a GET on %i', async (status) => {
    server.handler = (_r, response) => json(response, status, {});
    await expect(client().get('things')).rejects.toBeInstanceOf(HTTPError);
    expect(server.seen).toHaveLength(1);
  });

  it('a GET that succeeds on the retry succeeds for the caller', async () => {
    server.handler = (_r, response) =>
      server.seen.length === 1 ? json(response, 503, {}, { 'retry-after': '0' }) : json(response, 200, { n: 2 });
    expect(await client().get('things').json()).toEqual({ n: 2 });
  });

  it('waits as long as Retry-After asks before retrying', async () => {
    server.handler = (_r, response) =>
      server.seen.length === 1 ? json(response, 429, {}, { 'retry-after': '1' }) : json(response, 200, {});
    await client().get('things').json();
    expect(server.seen[1]!.at - server.seen[0]!.at).toBeGreaterThanOrEqual(950);
  });
});

describe('refresh on 401 (docs/product.md §4)', () => {
  let server: ScriptServer;
  let refreshes: number;
  beforeEach(async () => {
    server = await new ScriptServer().start();
    refreshes = 0;
    server.handler = (request, response) => {
      if (request.path === '/api/v1/auth/refresh') {
        refreshes++;
        // Slow enough that every concurrent 401 arrives while the refresh is in flight.
        setTimeout(() => json(response, 200, { access_token: 'fresh' }), 50);
      } else if (request.authorization === 'Bearer fresh') {
        json(response, 200, { echo: request.body });
      } else {
        json(response, 401, { error: { code: 'token_invalid', message: 'expired' } });
      }
    };
  });
  afterEach(() => server.stop());

  it('refreshes once for 100 concurrent 401s and retries each call exactly once with the new token', async () => {
    const tokens = memoryTokens('stale');
    const http = createApiClient({ baseUrl: `${server.url}/api/v1`, tokens, onAuthFailure: vi.fn() }).http;
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => http.get(`items/${i}`).json()));
    expect(results).toHaveLength(100);
    expect(refreshes).toBe(1);
    expect(server.count((r) => r.authorization === 'Bearer stale')).toBe(100);
    expect(server.count((r) => r.authorization === 'Bearer fresh')).toBe(100);
    expect(tokens.value).toBe('fresh');
  });

  it('re-sends the body of a POST retried after a refresh', async () => {
    const http = createApiClient({ baseUrl: `${server.url}/api/v1`, tokens: memoryTokens('stale'), onAuthFailure: vi.fn() }).http;
    expect(await http.post('things', { json: { weight: 80 } }).json()).toEqual({ echo: '{"weight":80}' });
  });

  it('two tabs sharing storage and a lock refresh once between them', async () => {
    const tokens = memoryTokens('stale');
    const locks = createLocks();
    const tabA = createApiClient({ baseUrl: `${server.url}/api/v1`, tokens, locks, onAuthFailure: vi.fn() }).http;
    const tabB = createApiClient({ baseUrl: `${server.url}/api/v1`, tokens, locks, onAuthFailure: vi.fn() }).http;
    await Promise.all([tabA.get('a').json(), tabB.get('b').json(), tabA.get('c').json(), tabB.get('d').json()]);
    expect(refreshes).toBe(1);
  });

  it('a base address written with trailing slashes refreshes at the same path', async () => {
    const http = createApiClient({ baseUrl: `${server.url}/api/v1//`, tokens: memoryTokens('stale'), onAuthFailure: vi.fn() }).http;
    expect(await http.post('things', { json: { weight: 80 } }).json()).toEqual({ echo: '{"weight":80}' });
    expect(server.seen.map((request) => request.path)).toEqual(['/api/v1/things', '/api/v1/auth/refresh', '/api/v1/things']);
  });

  it('a refresh asked for with no token held (a new tab after sign-in elsewhere) calls the server and keeps its token', async () => {
    const tokens = memoryTokens(null);
    const api = createApiClient({ baseUrl: `${server.url}/api/v1`, tokens, onAuthFailure: vi.fn() });
    expect(await api.refresh(null)).toEqual({ token: 'fresh' });
    expect(refreshes).toBe(1);
    expect(tokens.value).toBe('fresh');
  });

  it('does not refresh for a call made without a token', async () => {
    const http = createApiClient({ baseUrl: `${server.url}/api/v1`, tokens: memoryTokens(null), onAuthFailure: vi.fn() }).http;
    await expect(http.post('auth/login', { json: {} })).rejects.toMatchObject({ response: { status: 401 } });
    expect(refreshes).toBe(0);
  });

  it('when the refresh fails: reports the session over once and the calls fail with 401', async () => {
    server.handler = (request, response) => {
      if (request.path === '/api/v1/auth/refresh') refreshes++;
      json(response, 401, { error: { code: 'session_invalid', message: 'x' } });
    };
    const onAuthFailure = vi.fn();
    const http = createApiClient({ baseUrl: `${server.url}/api/v1`, tokens: memoryTokens('stale'), onAuthFailure }).http;
    const outcomes = await Promise.allSettled([http.get('a'), http.get('b'), http.get('c')]);
    expect(outcomes.every((o) => o.status === 'rejected' && (o.reason as HTTPError).response.status === 401)).toBe(true);
    expect(refreshes).toBe(1);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it('a retried call that is refused again is not refreshed a second time', async () => {
    server.handler = (request, response) => {
      if (request.path === '/api/v1/auth/refresh') {
        refreshes++;
        json(response, 200, { access_token: 'also-refused' });
      } else {
        json(response, 401, {});
      }
    };
    const http = createApiClient({ baseUrl: `${server.url}/api/v1`, tokens: memoryTokens('stale'), onAuthFailure: vi.fn() }).http;
    await expect(http.get('a')).rejects.toMatchObject({ response: { status: 401 } });
    expect(refreshes).toBe(1);
    expect(server.seen.filter((r) => r.path === '/api/v1/a')).toHaveLength(2);
  });
});

describe('refresh outcomes', () => {
  let server: ScriptServer;
  beforeEach(async () => {
    server = await new ScriptServer().start();
  });
  afterEach(() => server.stop());

  it('a refused refresh (401) is "refused"; a 5xx or no network is "unreachable" and signs nobody out', async () => {
    const onAuthFailure = vi.fn();
    server.handler = (_r, response) => json(response, 401, {});
    const refused = createApiClient({ baseUrl: `${server.url}/api/v1`, tokens: memoryTokens('t'), onAuthFailure });
    expect(await refused.refresh('t')).toEqual({ failure: 'refused' });

    server.handler = (_r, response) => json(response, 503, {});
    expect(await refused.refresh('t')).toEqual({ failure: 'unreachable' });

    const offline = createApiClient({ baseUrl: 'http://127.0.0.1:9/api/v1', tokens: memoryTokens('t'), onAuthFailure });
    expect(await offline.refresh('t')).toEqual({ failure: 'unreachable' });
    // refresh() itself reports nothing: only a 401 on a real call ends the session.
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('a refusal because the account was erased says so, so the app can delete its local copy', async () => {
    const api = createApiClient({ baseUrl: `${server.url}/api/v1`, tokens: memoryTokens('t'), onAuthFailure: vi.fn() });
    server.handler = (_r, response) =>
      json(response, 401, { error: { code: 'account_deleted', message: 'This account has been deleted.' } });
    expect(await api.refresh('t')).toEqual({ failure: 'refused', accountDeleted: true });
    server.handler = (_r, response) => json(response, 401, { error: { code: 'session_invalid', message: 'Your session has ended.' } });
    expect(await api.refresh('t')).toEqual({ failure: 'refused' });
  });

  it('a 403 is refused too; an answer without a token, or not JSON, is "unreachable" rather than a token', async () => {
    const api = createApiClient({ baseUrl: `${server.url}/api/v1`, tokens: memoryTokens('t'), onAuthFailure: vi.fn() });
    server.handler = (_r, response) => json(response, 403, {});
    expect(await api.refresh('t')).toEqual({ failure: 'refused' });
    server.handler = (_r, response) => json(response, 200, { token: 'misnamed' });
    expect(await api.refresh('t')).toEqual({ failure: 'unreachable' });
    server.handler = (_r, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>a captive portal</html>');
    };
    expect(await api.refresh('t')).toEqual({ failure: 'unreachable' });
  });

  it('a 401 whose refresh is unreachable leaves the session alone', async () => {
    const onAuthFailure = vi.fn();
    server.handler = (request, response) => (request.path.endsWith('/auth/refresh') ? json(response, 502, {}) : json(response, 401, {}));
    const http = createApiClient({ baseUrl: `${server.url}/api/v1`, tokens: memoryTokens('t'), onAuthFailure }).http;
    await expect(http.get('x')).rejects.toMatchObject({ response: { status: 401 } });
    expect(onAuthFailure).not.toHaveBeenCalled();
  });
});
