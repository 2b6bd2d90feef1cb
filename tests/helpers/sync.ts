import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import {
  PROTOCOL_HEADER,
  PROTOCOL_VERSION,
  type Mutation,
  type MutationResult,
  type PullResponse,
  type PushResponse,
} from '@sync/protocol';
import { clients } from '../../server/db/schema/index';
import type { Db } from '../../server/db/types';
import { bearer } from './auth';

export const protocolHeader = { [PROTOCOL_HEADER]: String(PROTOCOL_VERSION) };

export function pushRaw(app: FastifyInstance, token: string, clientId: string, mutations: Mutation[]) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/sync/push',
    headers: { ...bearer(token), ...protocolHeader },
    payload: { clientId, mutations },
  });
}

export async function push(app: FastifyInstance, token: string, clientId: string, mutations: Mutation[]): Promise<PushResponse> {
  const response = await pushRaw(app, token, clientId, mutations);
  if (response.statusCode !== 200) throw new Error(`push answered ${response.statusCode}: ${response.body}`);
  return response.json<PushResponse>();
}

export function pullRaw(app: FastifyInstance, token: string, clientId: string, cursor: string | null, limit?: number) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/sync/pull',
    headers: { ...bearer(token), ...protocolHeader },
    payload: { clientId, cursor, ...(limit ? { limit } : {}) },
  });
}

export async function pull(
  app: FastifyInstance,
  token: string,
  clientId: string,
  cursor: string | null,
  limit?: number,
): Promise<PullResponse> {
  const response = await pullRaw(app, token, clientId, cursor, limit);
  if (response.statusCode !== 200) throw new Error(`pull answered ${response.statusCode}: ${response.body}`);
  return response.json<PullResponse>();
}

/** Every page until hasMore is false, as a device would. */
export async function pullAll(
  app: FastifyInstance,
  token: string,
  clientId: string,
  cursor: string | null,
  limit?: number,
): Promise<{ pages: PullResponse[]; cursor: string }> {
  const pages: PullResponse[] = [];
  let at = cursor;
  for (;;) {
    const page = await pull(app, token, clientId, at, limit);
    pages.push(page);
    at = page.cursor;
    if (!page.hasMore) return { pages, cursor: at };
  }
}

/** Numbers mutations gaplessly from `start`, as one device's outbox does. */
export function outbox(start = 1) {
  let next = start;
  return (name: string, args: Record<string, unknown>): Mutation => ({ id: next++, name, args });
}

export const newId = () => uuidv7();

export const muscle = (name: string, overrides: Record<string, unknown> = {}) => ({
  id: newId(),
  name: { 'en-US': name },
  region: 'upper',
  group: 'chest',
  ...overrides,
});

export const client = (name: string, overrides: Record<string, unknown> = {}) => ({ id: newId(), name, ...overrides });

/**
 * Devices that push one mutation at a time, each with its own client id and mutation numbers, as
 * the sync engine does (sync/SPEC.md §W). A 503 (W6) is sent again with the same id, as a device
 * would, so the push's own position says what committed. `app` is read on every push: tests make
 * a new app for each case.
 */
export class TestDevices {
  private readonly devices = new Map<string, { id: string; next: number }>();

  constructor(private readonly app: () => FastifyInstance) {}

  clear(): void {
    this.devices.clear();
  }

  /** Pushes one mutation from `device` (by default the user's one device) and answers its result. */
  async act(
    user: { userId: string; accessToken: string },
    name: string,
    args: Record<string, unknown>,
    device: string = user.userId,
  ): Promise<MutationResult | undefined> {
    const state = this.devices.get(device) ?? { id: newId(), next: 1 };
    this.devices.set(device, state);
    const id = state.next++;
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await pushRaw(this.app(), user.accessToken, state.id, [{ id, name, args }]);
      if (response.statusCode === 200) return response.json<PushResponse>().results[0];
      if (response.statusCode !== 503) throw new Error(`push answered ${response.statusCode}: ${response.body}`);
    }
    throw new Error('push kept answering 503');
  }
}

/**
 * A client record `coach` makes on their device, linked to `person`'s account as an accepted
 * invitation links it: the person then reads the client's records as their own (the access
 * rules of sync/SPEC.md).
 */
export async function linkedClient(
  db: Db,
  devices: TestDevices,
  coach: { userId: string; accessToken: string },
  person: { userId: string },
  name = 'Anna',
): Promise<ReturnType<typeof client>> {
  const made = client(name);
  const result = await devices.act(coach, 'clients.put', made);
  if (result?.status !== 'applied') throw new Error(`the client record was not made: ${JSON.stringify(result)}`);
  await db.update(clients).set({ user_id: person.userId }).where(eq(clients.id, made.id));
  return made;
}
