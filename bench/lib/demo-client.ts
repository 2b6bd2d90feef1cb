import { request, type APIRequestContext } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from '../../e2e/fixtures';
import type { Measurement } from './report';
import { startServer } from './server';
import { pgliteTarget, postgresTarget, type Target } from './targets';

/** The bearer header of the signed-in demo client. */
export type Headers = Record<string, string>;

/** Runs `measure` against a server of `target` with the demo data, as the demo client; stops it after. */
export async function asDemoClient(
  target: Target,
  measure: (api: APIRequestContext, headers: Headers) => Promise<Measurement[]>,
): Promise<Measurement[]> {
  const server = await startServer({ ...target.env, SEED_DEMO: 'true' });
  const api = await request.newContext({ baseURL: server.url });
  try {
    const login = await api.post('/api/v1/auth/login', { data: { email: DEMO.client, password: DEMO_PASSWORD } });
    const headers = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
    return await measure(api, headers);
  } finally {
    await api.dispose();
    await server.stop();
    await target.cleanup();
  }
}

/** `measure` on the embedded database, then on PostgreSQL, each labelled. */
export async function onBothDatabases(
  postgresUrl: string,
  measure: (api: APIRequestContext, headers: Headers, label: string) => Promise<Measurement[]>,
): Promise<Measurement[]> {
  return [
    ...(await asDemoClient(await pgliteTarget(), (api, headers) => measure(api, headers, 'embedded'))),
    ...(await asDemoClient(await postgresTarget(postgresUrl)(), (api, headers) => measure(api, headers, 'PostgreSQL'))),
  ];
}
