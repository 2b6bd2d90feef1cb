import { Readable } from 'node:stream';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@core/auth';
import { API_DOCS_PREFIX, API_PREFIX } from '../../server/app';
import { addUser, bearer, signInAs, type SignedIn } from '../helpers/auth';
import { declaresSignIn, routeList } from '../helpers/route-list';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * A body that says whether anyone read it: it makes its megabytes only when the server asks for
 * them, so an upload refused before its body is read costs the server nothing.
 */
function recordingBody(megabytes: number): { stream: Readable; read: () => boolean } {
  let read = false;
  let left = megabytes;
  const chunk = Buffer.alloc(1 << 20, 'x');
  const stream = new Readable({
    read() {
      read = true;
      this.push(left-- > 0 ? chunk : null);
    },
  });
  return { stream, read: () => read };
}

/** The routes of the API that anyone may call; every other one must declare that it needs a signed-in user. */
const PUBLIC_ROUTES = [
  'GET /api/v1/health',
  'GET /api/v1/config',
  'POST /api/v1/auth/login',
  'POST /api/v1/auth/refresh',
  'POST /api/v1/auth/logout',
  'POST /api/v1/auth/register',
  'POST /api/v1/auth/register/confirm',
  'POST /api/v1/auth/forgot-password',
  'POST /api/v1/auth/reset-password',
  'POST /api/v1/auth/google-login',
  'POST /api/v1/auth/microsoft-login',
  'POST /api/v1/auth/apple-login',
  'POST /api/v1/auth/github-login',
  'POST /api/v1/auth/linkedin-login',
  'GET /api/v1/openapi.json',
  // A calendar app has no session: the secret in the address is the credential.
  'GET /api/v1/calendar/feed/:file',
  // The invitation link's page, before the invited person has an account: the token is the credential.
  'GET /api/v1/invitations/:token',
  // The link in the mail that cancels an account's deletion: the person may not be able to sign in.
  'POST /api/v1/account/deletion/cancel',
];

/*
 * Authentication and role are checked in onRequest, before the body is read or parsed (docs/api.md):
 * an anonymous upload of the 20 MB an import allows must not cost the server its parsing. Every
 * route counts the requests that got as far as reading a body (preParsing, the first step after
 * onRequest), so a route whose check runs later is caught whatever its method.
 */
describe('authentication before the body', () => {
  const listed = routeList();
  let parsed = 0;
  function countParsing(route: RouteOptions): void {
    listed.onRoute(route);
    const counted = async (_request: unknown, _reply: unknown, payload: unknown) => {
      parsed += 1;
      return payload;
    };
    route.preParsing = [
      ...(Array.isArray(route.preParsing) ? route.preParsing : route.preParsing ? [route.preParsing] : []),
      counted,
    ] as RouteOptions['preParsing'];
  }
  let t: TestApp;
  let client: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ onRoute: countParsing });
    await addUser(t.database.db, { email: 'client@test.lv', roleId: ROLE.client });
    await addUser(t.database.db, { email: 'admin@test.lv', roleId: ROLE.admin });
    client = await signInAs(t.app, 'client@test.lv');
    admin = await signInAs(t.app, 'admin@test.lv');
  });
  afterAll(() => t.close());

  /** Sends a route a large body (none for a GET) and says whether it was read or parsed. */
  async function send(
    method: string,
    url: string,
    headers: Record<string, string>,
  ): Promise<{ status: number; code: string; bodyRead: boolean; parsedBefore: boolean }> {
    const before = parsed;
    const body = recordingBody(17);
    const withBody = method !== 'GET';
    const response = await t.app.inject({
      method: method as 'POST',
      url: url.replace(/:[A-Za-z0-9_]+/g, '01a20a91-05d3-706d-8aa9-06eac1e2f7a6'),
      headers: { ...headers, ...(withBody ? { 'content-type': 'application/json', 'content-length': String(17 << 20) } : {}) },
      ...(withBody ? { payload: body.stream } : {}),
    });
    const code = response.statusCode >= 400 ? response.json<{ error: { code: string } }>().error.code : '';
    return { status: response.statusCode, code, bodyRead: body.read(), parsedBefore: parsed > before };
  }

  it("an anonymous or a client 17 MB import is refused before a byte of it is read; an admin's is read", async () => {
    expect(await send('POST', '/api/v1/exercises/import', {})).toEqual({
      status: 401,
      code: 'unauthenticated',
      bodyRead: false,
      parsedBefore: false,
    });
    expect(await send('POST', '/api/v1/exercises/import', bearer(client.accessToken))).toEqual({
      status: 403,
      code: 'forbidden',
      bodyRead: false,
      parsedBefore: false,
    });
    expect(await send('POST', '/api/v1/exercises/import', bearer('not a token'))).toEqual({
      status: 401,
      code: 'token_invalid',
      bodyRead: false,
      parsedBefore: false,
    });
    // Guards the guard: the same upload from an admin is read (and is not JSON).
    expect(await send('POST', '/api/v1/exercises/import', bearer(admin.accessToken))).toEqual({
      status: 400,
      code: 'invalid_json',
      bodyRead: true,
      parsedBefore: true,
    });
  });

  it('every route of the API is public by name or declares that it needs a signed-in user', () => {
    const api = listed.routes.filter(
      ({ url }) => url.startsWith(`${API_PREFIX}/`) && url !== API_DOCS_PREFIX && !url.startsWith(`${API_DOCS_PREFIX}/`),
    );
    expect(api.length).toBeGreaterThan(70);
    const undeclared = api.filter((route) => !declaresSignIn(route)).map(({ method, url }) => `${method} ${url}`);
    expect(undeclared.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('every route that needs a signed-in user refuses an anonymous request, and one of the wrong role, in onRequest', async () => {
    const protectedRoutes = listed.routes.filter(declaresSignIn);
    expect(protectedRoutes.length).toBeGreaterThan(55);
    const late: string[] = [];
    let wrongRole = 0;
    for (const { method, url, onRequest } of protectedRoutes) {
      const name = `${method} ${url}`;
      if (onRequest.length === 0) late.push(`${name}: no onRequest hook of its own`);
      const anonymous = await send(method, url, {});
      if (anonymous.status !== 401 || anonymous.bodyRead || anonymous.parsedBefore)
        late.push(`${name} anonymous: ${JSON.stringify(anonymous)}`);
      const asClient = await send(method, url, bearer(client.accessToken));
      if (asClient.status === 403) {
        wrongRole += 1;
        if (asClient.bodyRead || asClient.parsedBefore) late.push(`${name} as a client: ${JSON.stringify(asClient)}`);
      }
    }
    expect(late).toEqual([]);
    // The admin area and every resource write refuse a client: that many routes were checked for the role too.
    expect(wrongRole).toBeGreaterThan(35);
  });
});
