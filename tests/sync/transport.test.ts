import ky from 'ky';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpTransport, SyncTransportError, type TransportFailure } from '@sync/engine/transport';
import { PROTOCOL_HEADER, PROTOCOL_VERSION, SYNC_ERRORS } from '@sync/protocol';

const CLIENT = '0190a0b0-0000-7000-8000-0000000000a1';
const PUSH = { clientId: CLIENT, mutations: [] };

/** The transport over a server that answers every request with `answer`; the requests it saw. */
function transportAnswering(answer: () => Response | Promise<Response>) {
  const seen: Request[] = [];
  const http = ky.create({
    prefixUrl: 'https://treneris.test/api/v1',
    fetch: async (input, init) => {
      seen.push(new Request(input, init));
      return answer();
    },
  });
  return { transport: createHttpTransport(http), seen };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, statusText: 'Status text', headers: { 'content-type': 'application/json', ...headers } });
const error = (code: string, message = 'Said by the server') => ({ error: { code, message } });

/** What the engine is told when a push gets `response` (sync/SPEC.md §E3). */
async function failureOf(response: Response | (() => Response)): Promise<TransportFailure> {
  const { transport } = transportAnswering(typeof response === 'function' ? response : () => response);
  const thrown = await transport.push(PUSH).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(thrown instanceof SyncTransportError)) throw new Error(`expected a SyncTransportError, got ${String(thrown)}`);
  expect(thrown.name).toBe('SyncTransportError');
  return thrown.failure;
}

describe('[E3] the HTTP transport tells the engine why a sync call failed', () => {
  afterEach(() => vi.useRealTimers());

  it('posts to the sync routes with the protocol version, and answers what the server said, checked', async () => {
    const { transport, seen } = transportAnswering(() => json(200, { lastMutationId: 3, results: [] }));
    expect(await transport.push(PUSH)).toEqual({ lastMutationId: 3, results: [] });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.url).toBe('https://treneris.test/api/v1/sync/push');
    expect(seen[0]?.headers.get(PROTOCOL_HEADER)).toBe(String(PROTOCOL_VERSION));
    const pulled = transportAnswering(() => json(200, { cursor: 'c1', lastMutationId: 0, changes: [], hasMore: false }));
    expect(await pulled.transport.pull({ clientId: CLIENT, cursor: null })).toEqual({
      cursor: 'c1',
      lastMutationId: 0,
      changes: [],
      hasMore: false,
    });
    expect(pulled.seen[0]?.url).toBe('https://treneris.test/api/v1/sync/pull');
    await expect(transportAnswering(() => json(200, { results: [] })).transport.push(PUSH)).rejects.toThrow();
  });

  it('no answer at all is offline', async () => {
    const { transport } = transportAnswering(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(transport.push(PUSH)).rejects.toMatchObject({ failure: { kind: 'offline' } });
  });

  it('401 is a session to renew, whatever the body says', async () => {
    expect(await failureOf(json(401, error('token_expired')))).toEqual({ kind: 'unauthorized' });
  });

  it('a gap is 409 mutation_gap with the server’s last mutation id; anything less is a server error', async () => {
    expect(await failureOf(json(409, { ...error(SYNC_ERRORS.gap), lastMutationId: 7 }))).toEqual({ kind: 'gap', lastMutationId: 7 });
    expect(await failureOf(json(409, { ...error(SYNC_ERRORS.gap), lastMutationId: 0 }))).toEqual({ kind: 'gap', lastMutationId: 0 });
    expect(await failureOf(json(409, error(SYNC_ERRORS.gap)))).toMatchObject({ kind: 'server', status: 409, code: SYNC_ERRORS.gap });
    expect(await failureOf(json(409, { ...error(SYNC_ERRORS.clientOfAnotherUser), lastMutationId: 7 }))).toMatchObject({
      kind: 'server',
      status: 409,
      code: SYNC_ERRORS.clientOfAnotherUser,
    });
    expect(await failureOf(json(500, { ...error(SYNC_ERRORS.gap), lastMutationId: 7 }))).toMatchObject({ kind: 'server', status: 500 });
  });

  it('426, or a server that says this app is too old, asks for an update', async () => {
    expect(await failureOf(json(426, error('anything')))).toEqual({ kind: 'update-required' });
    expect(await failureOf(json(400, error(SYNC_ERRORS.protocolTooOld)))).toEqual({ kind: 'update-required' });
    expect(await failureOf(json(400, error(SYNC_ERRORS.protocolTooNew)))).toMatchObject({
      kind: 'server',
      code: SYNC_ERRORS.protocolTooNew,
    });
  });

  it('any other failure keeps the server’s code and message, or the status text without a body', async () => {
    expect(await failureOf(json(400, error('validation_failed', 'Bad request body')))).toEqual({
      kind: 'server',
      status: 400,
      code: 'validation_failed',
      message: 'Bad request body',
      retryAfterMs: null,
    });
    expect(await failureOf(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }))).toEqual({
      kind: 'server',
      status: 502,
      code: 'http_error',
      message: 'Bad Gateway',
      retryAfterMs: null,
    });
    expect(await failureOf(json(500, {}))).toEqual({
      kind: 'server',
      status: 500,
      code: 'http_error',
      message: 'Status text',
      retryAfterMs: null,
    });
  });

  it('Retry-After in seconds or as a date becomes how long to wait; a past date is now, nonsense is nothing', async () => {
    const waitFor = async (header: string) =>
      ((await failureOf(json(503, error('unavailable'), { 'retry-after': header }))) as { retryAfterMs: number | null }).retryAfterMs;
    expect(await waitFor('5')).toBe(5_000);
    expect(await waitFor('0')).toBe(0);
    expect(await waitFor('-3')).toBe(0);
    expect(await waitFor('soon')).toBeNull();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
    expect(await waitFor('Tue, 24 Nov 2026 10:00:30 GMT')).toBe(30_000);
    expect(await waitFor('Tue, 24 Nov 2026 09:59:00 GMT')).toBe(0);
  });
});
