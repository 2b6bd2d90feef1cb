import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { decodeJwt, exportJWK, generateKeyPair } from 'jose';
import { Provider, type Account } from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdentities, users } from '../../../server/db/schema/index';
import { sha256Hex } from '../../helpers/loopback-provider';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const GOOGLE_CLIENT_ID = 'treneris-web';
const OTHER_CLIENT_ID = 'someone-elses-app';
// Never served: the browser would land here, but the test reads the token from the Location header.
const REDIRECT_URI = 'http://127.0.0.1/oidc-callback';
const RAW_NONCE = 'the-nonce-this-browser-committed-to';
const ACCOUNT = { sub: 'op-account-1', email: 'oidc.person@example.com', name: 'OIDC Person' };

interface RunningProvider {
  issuer: string;
  authorizationEndpoint: string;
  jwksUri: string;
  close(): Promise<void>;
}

/** oidc-provider on 127.0.0.1 with its own RSA key and one account, as a real OpenID provider would run. */
async function startProvider(clientIds: string[]): Promise<RunningProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Explicit keys, because without them every instance signs with the same built-in development key.
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    jwks: { keys: [{ ...(await exportJWK(privateKey)), use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomUUID()] },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, IdToken: 600 },
    findAccount: (_context, sub): Account | undefined =>
      sub === ACCOUNT.sub ? { accountId: sub, claims: () => ({ ...ACCOUNT, email_verified: true }) } : undefined,
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    clients: clientIds.map((clientId) => ({
      client_id: clientId,
      // oidc-provider refuses http redirect URIs for implicit *web* clients (OIDC Registration §2);
      // a native client's loopback redirect is the standard-conforming way to keep everything on 127.0.0.1.
      application_type: 'native',
      redirect_uris: [REDIRECT_URI],
      response_types: ['id_token'],
      grant_types: ['implicit'],
      token_endpoint_auth_method: 'none',
    })),
  });
  server.on('request', provider.callback());
  const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as {
    issuer: string;
    authorization_endpoint: string;
    jwks_uri: string;
  };
  return {
    issuer: discovery.issuer,
    authorizationEndpoint: discovery.authorization_endpoint,
    jwksUri: discovery.jwks_uri,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The cookies a browser keeps for the provider's origin; the flow never relies on cookie paths. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const split = pair.indexOf('=');
      const name = pair.slice(0, split).trim();
      const value = pair.slice(split + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Signs ACCOUNT in at the provider the way a browser does for the implicit flow: the authorization
 * request, the provider's own login and consent pages, redirects followed by hand, and the
 * ID token read from the fragment of the final redirect.
 */
async function idTokenFrom(op: RunningProvider, jar: CookieJar, clientId: string): Promise<string> {
  const state = randomUUID();
  const send = async (url: URL, form?: Record<string, string>) => {
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: jar.header(), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(form ? { method: 'POST', body: new URLSearchParams(form).toString() } : {}),
    });
    jar.keep(response);
    return response;
  };
  const authorize = new URL(op.authorizationEndpoint);
  authorize.search = new URLSearchParams({
    client_id: clientId,
    response_type: 'id_token',
    scope: 'openid email profile',
    redirect_uri: REDIRECT_URI,
    // The browser sends the raw nonce to our server; the provider only ever sees its hash.
    nonce: sha256Hex(RAW_NONCE),
    state,
  }).toString();

  let url = authorize;
  let response = await send(url);
  for (let hop = 0; hop < 12; hop += 1) {
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) {
      throw new Error(`the provider answered ${response.status} at ${url.pathname}: ${await response.text()}`);
    }
    url = new URL(location, url);
    if (url.href.startsWith(REDIRECT_URI)) {
      const fragment = new URLSearchParams(url.hash.slice(1));
      const idToken = fragment.get('id_token');
      if (!idToken) throw new Error(`the provider redirected without an ID token: ${url.hash}`);
      expect(fragment.get('state')).toBe(state);
      return idToken;
    }
    if (url.pathname.startsWith('/interaction/')) {
      const page = await (await send(url)).text();
      const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
      if (prompt === 'login') response = await send(url, { prompt, login: ACCOUNT.sub, password: 'anything' });
      else if (prompt === 'consent') response = await send(url, { prompt });
      else throw new Error(`unexpected interaction page: ${page}`);
    } else {
      response = await send(url);
    }
  }
  throw new Error('the provider kept redirecting');
}

describe('sign-in with an ID token from a real OpenID provider (oidc-provider)', () => {
  let t: TestApp;
  let op: RunningProvider;
  let otherOp: RunningProvider;
  let genuineToken: string;

  beforeAll(async () => {
    [op, otherOp] = await Promise.all([startProvider([GOOGLE_CLIENT_ID, OTHER_CLIENT_ID]), startProvider([GOOGLE_CLIENT_ID])]);
    t = await createTestApp({ env: { GOOGLE_CLIENT_ID, GOOGLE_ISSUER: op.issuer, GOOGLE_JWKS_URL: op.jwksUri } });
    genuineToken = await idTokenFrom(op, new CookieJar(), GOOGLE_CLIENT_ID);
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([op.close(), otherOp.close()]);
  });

  const post = (idToken: string, nonce = RAW_NONCE) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/google-login', payload: { id_token: idToken, nonce } });

  it('accepts the token the provider issued and creates a coach account for its verified e-mail', async () => {
    // Guards against the flow silently producing something other than the provider's own token.
    expect(decodeJwt(genuineToken)).toMatchObject({
      iss: op.issuer,
      aud: GOOGLE_CLIENT_ID,
      sub: ACCOUNT.sub,
      email: ACCOUNT.email,
      nonce: sha256Hex(RAW_NONCE),
    });

    const response = await post(genuineToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { role_id: 2, email: ACCOUNT.email } });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, ACCOUNT.email));
    expect(user).toMatchObject({ roleId: 2, name: ACCOUNT.name });
    const [identity] = await t.database.db.select().from(userIdentities).where(eq(userIdentities.subject, ACCOUNT.sub));
    expect(identity).toMatchObject({ provider: 'google', subject: ACCOUNT.sub, userId: user?.id });
  });

  it('refuses a token the same provider issued to another client (wrong audience)', async () => {
    const response = await post(await idTokenFrom(op, new CookieJar(), OTHER_CLIENT_ID));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'provider_token_invalid', message: "The Google sign-in could not be verified: the token's aud claim is wrong." },
    });
  });

  it('refuses the genuine token with a nonce this browser did not commit to (replay)', async () => {
    const response = await post(genuineToken, 'another-browsers-nonce-entirely');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: {
        code: 'provider_token_invalid',
        message: 'The Google sign-in could not be verified: the nonce does not match this sign-in.',
      },
    });
  });

  it('refuses a token from another provider, even one that registered our client id', async () => {
    const response = await post(await idTokenFrom(otherOp, new CookieJar(), GOOGLE_CLIENT_ID));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'provider_token_invalid', message: 'The Google sign-in could not be verified: it was not signed by the provider.' },
    });
  });
});
