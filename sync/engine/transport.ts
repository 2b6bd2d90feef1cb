import type { KyInstance } from 'ky';
import {
  PROTOCOL_HEADER,
  PROTOCOL_VERSION,
  pullResponseSchema,
  pushResponseSchema,
  SYNC_ERRORS,
  type PullRequest,
  type PullResponse,
  type PushRequest,
  type PushResponse,
} from '../protocol';

/** Why a sync call did not succeed, in the terms the engine acts on (sync/SPEC.md §E3). */
export type TransportFailure =
  | { kind: 'offline' }
  | { kind: 'unauthorized' }
  | { kind: 'gap'; lastMutationId: number }
  | { kind: 'update-required' }
  | { kind: 'server'; status: number; code: string; message: string; retryAfterMs: number | null };

export class SyncTransportError extends Error {
  constructor(readonly failure: TransportFailure) {
    super(failure.kind);
    this.name = 'SyncTransportError';
  }
}

export interface SyncTransport {
  push(request: PushRequest): Promise<PushResponse>;
  pull(request: PullRequest): Promise<PullResponse>;
}

function retryAfter(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

async function failureOf(response: Response): Promise<TransportFailure> {
  const body = (await response.json().catch(() => null)) as {
    error?: { code?: string; message?: string };
    lastMutationId?: number | null;
  } | null;
  const code = body?.error?.code ?? 'http_error';
  if (response.status === 401) return { kind: 'unauthorized' };
  if (response.status === 409 && code === SYNC_ERRORS.gap && typeof body?.lastMutationId === 'number')
    return { kind: 'gap', lastMutationId: body.lastMutationId };
  if (response.status === 426 || code === SYNC_ERRORS.protocolTooOld) return { kind: 'update-required' };
  return {
    kind: 'server',
    status: response.status,
    code,
    message: body?.error?.message ?? response.statusText,
    retryAfterMs: retryAfter(response.headers.get('retry-after')),
  };
}

/**
 * Push and pull over the app's HTTP client, so they share its refresh-on-401 (one refresh for every
 * tab). POSTs are never retried by the client itself: the engine decides (§E3).
 */
export function createHttpTransport(http: KyInstance): SyncTransport {
  async function call(path: string, json: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await http.post(path, {
        json,
        throwHttpErrors: false,
        retry: 0,
        timeout: 60_000,
        headers: { [PROTOCOL_HEADER]: String(PROTOCOL_VERSION) },
      });
    } catch {
      // No answer at all: no network, a timeout, the server down.
      throw new SyncTransportError({ kind: 'offline' });
    }
    if (!response.ok) throw new SyncTransportError(await failureOf(response));
    return response.json();
  }
  return {
    async push(request) {
      return pushResponseSchema.parse(await call('sync/push', request));
    },
    async pull(request) {
      return pullResponseSchema.parse(await call('sync/pull', request));
    },
  };
}
