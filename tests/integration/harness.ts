import { createTestApp, type TestApp } from '../helpers/test-app';

export { cookieJarFetch, Device, Tab } from './sync-device';

/** The real app on a real port, so devices talk to it over HTTP as browsers do. */
export async function startServer(): Promise<TestApp & { url: string }> {
  const t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return Object.assign(t, { url: `http://127.0.0.1:${address.port}` });
}
