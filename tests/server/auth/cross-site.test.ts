import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../../server/plugins/error-handler';
import { addUser, bearer, refreshCookieOf, signInAs } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/**
 * The refresh cookie answers only the app's own pages (docs/architecture.md §5): refresh and logout
 * refuse a browser request from another site or origin, and serve the app, its tests and clients
 * that are no browser page.
 */
describe('the session cookie routes refuse other sites', () => {
  let t: TestApp;
  const HOST = 'treneris.test';
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://coach.example.com' } });
    await addUser(t.database.db, { email: 'cross@test.lv' });
  });
  afterAll(() => t.close());

  const call = (route: 'refresh' | 'logout', cookie: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/auth/${route}`,
      cookies: { treneris_refresh: cookie },
      headers: { host: HOST, ...headers },
    });
  const profileStatus = async (token: string) => (await t.app.inject({ url: '/api/v1/profile', headers: bearer(token) })).statusCode;

  const refused: [string, Record<string, string>][] = [
    ['another site (Sec-Fetch-Site)', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['a sibling subdomain (same-site is not same-origin)', { 'sec-fetch-site': 'same-site', origin: `https://evil.${HOST}` }],
    ['another site, by Origin alone (a browser without Sec-Fetch-Site)', { origin: 'https://evil.example' }],
    ['another port of this host', { origin: `http://${HOST}:8080` }],
    ['an opaque origin (a sandboxed frame)', { origin: 'null' }],
    ['Sec-Fetch-Site saying cross-site even with our Origin', { 'sec-fetch-site': 'cross-site', origin: `http://${HOST}` }],
  ];

  it.each(refused)('refresh and logout from %s: 403 cross_site_request, and the session goes on', async (_name, headers) => {
    const session = await signInAs(t.app, 'cross@test.lv');
    for (const route of ['refresh', 'logout'] as const) {
      const response = await call(route, session.refresh, headers);
      expect(response.statusCode, route).toBe(403);
      expect(errorResponseSchema.parse(response.json()).error.code).toBe('cross_site_request');
      // Neither rotated nor cleared: the refusal touched nothing.
      expect(response.cookies, route).toEqual([]);
    }
    expect(await profileStatus(session.accessToken)).toBe(200);
    expect((await call('refresh', session.refresh, {})).statusCode).toBe(200);
  });

  const served: [string, Record<string, string>][] = [
    ['the app’s own page (Sec-Fetch-Site same-origin)', { 'sec-fetch-site': 'same-origin', origin: `http://${HOST}` }],
    ['the app’s own page in a browser without Sec-Fetch-Site', { origin: `http://${HOST}` }],
    ['the public address behind a proxy that rewrites Host', { origin: 'https://coach.example.com' }],
    ['a client that is no browser page (no Origin, no Sec-Fetch-Site)', {}],
  ];

  it.each(served)('refresh and then logout from %s are served', async (_name, headers) => {
    const session = await signInAs(t.app, 'cross@test.lv');
    const refreshed = await call('refresh', session.refresh, headers);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const logout = await call('logout', refreshCookieOf(refreshed), headers);
    expect(logout.statusCode, logout.body).toBe(204);
    expect(await profileStatus(session.accessToken)).toBe(401);
  });
});
