import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdentities, users } from '../../../server/db/schema/index';
import { addUser, refreshCookieOf } from '../../helpers/auth';
import { LoopbackProvider, sha256Hex } from '../../helpers/loopback-provider';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const NONCE = 'a-random-nonce-from-the-browser';
const TENANT = '72f988bf-86f1-41af-91ab-2d7cd011db47';

describe('sign-in with an ID token (Google, Microsoft, Apple)', () => {
  let t: TestApp;
  let idp: LoopbackProvider;
  beforeAll(async () => {
    idp = await new LoopbackProvider().start();
    t = await createTestApp({ env: idp.env() });
  });
  afterAll(async () => {
    await t.close();
    await idp.stop();
  });

  const googleClaims = (sub: string, email: string, extra: Record<string, unknown> = {}) => ({
    iss: `${idp.url}/google`,
    aud: 'google-client',
    sub,
    email,
    email_verified: true,
    name: 'Google Person',
    nonce: sha256Hex(NONCE),
    ...extra,
  });
  const post = (provider: string, idToken: string, nonce = NONCE) =>
    t.app.inject({ method: 'POST', url: `/api/v1/auth/${provider}-login`, payload: { id_token: idToken, nonce } });

  it('creates a coach account for a new verified address and signs it in', async () => {
    const response = await post('google', await idp.idToken(googleClaims('g-1', 'New.Person@gmail.com')));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { role_id: 2, email: 'new.person@gmail.com' } });
    expect(refreshCookieOf(response)).toBeTruthy();
    const [identity] = await t.database.db.select().from(userIdentities).where(eq(userIdentities.subject, 'g-1'));
    expect(identity?.provider).toBe('google');
  });

  it('signs the same provider account in to the same user again', async () => {
    const first = await post('google', await idp.idToken(googleClaims('g-2', 'same@gmail.com')));
    const second = await post('google', await idp.idToken(googleClaims('g-2', 'same@gmail.com')));
    expect(second.json<{ user: { id: string } }>().user.id).toBe(first.json<{ user: { id: string } }>().user.id);
  });

  it('links to an existing account by verified e-mail', async () => {
    const existing = await addUser(t.database.db, { email: 'coach.linked@test.lv', roleId: 2 });
    const response = await post('google', await idp.idToken(googleClaims('g-3', 'coach.linked@test.lv')));
    expect(response.json()).toMatchObject({ user: { id: existing.id, role_id: 2 } });
  });

  it('never links an unverified address to an existing account', async () => {
    await addUser(t.database.db, { email: 'victim@test.lv' });
    const response = await post('google', await idp.idToken(googleClaims('g-attacker', 'victim@test.lv', { email_verified: false })));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'email_not_verified' } });
    expect(await t.database.db.select().from(userIdentities).where(eq(userIdentities.subject, 'g-attacker'))).toEqual([]);
  });

  it.each([
    ['the wrong audience', { aud: 'someone-elses-client' }, {}, "the token's aud claim is wrong"],
    ['the wrong issuer', { iss: 'https://evil.example.com' }, {}, "the token's iss claim is wrong"],
    ['an expired token', {}, { expiresInSeconds: -3600 }, 'the token has expired'],
    ['a bad signature', {}, { rogueSignature: true }, 'the signature does not match'],
  ])('refuses %s', async (_case, claims, options, reason) => {
    const response = await post('google', await idp.idToken(googleClaims('g-bad', 'bad@gmail.com', claims), options));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'provider_token_invalid', message: `The Google sign-in could not be verified: ${reason}.` },
    });
  });

  it('refuses a token whose nonce is not the one this browser committed to (replay)', async () => {
    const response = await post('google', await idp.idToken(googleClaims('g-4', 'replay@gmail.com')), 'another-nonce-entirely-here');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      error: { message: 'The Google sign-in could not be verified: the nonce does not match this sign-in.' },
    });
  });

  it('Microsoft: accepts the issuer of the token’s tenant and only trusts domain-verified e-mail', async () => {
    const claims = (extra: Record<string, unknown>) => ({
      iss: `${idp.url}/${TENANT}/v2.0`,
      tid: TENANT,
      aud: 'microsoft-client',
      sub: 'ms-1',
      email: 'worker@contoso.com',
      name: 'Contoso Worker',
      nonce: sha256Hex(NONCE),
      ...extra,
    });
    const unverified = await post('microsoft', await idp.idToken(claims({})));
    expect(unverified.statusCode).toBe(403);
    const verified = await post('microsoft', await idp.idToken(claims({ xms_edov: true })));
    expect(verified.statusCode).toBe(200);
    const otherTenant = await post(
      'microsoft',
      await idp.idToken(claims({ sub: 'ms-2', iss: `${idp.url}/00000000-0000-0000-0000-000000000000/v2.0`, xms_edov: true })),
    );
    expect(otherTenant.statusCode).toBe(401);
  });

  it('Apple: accepts email_verified sent as the string "true"', async () => {
    const token = await idp.idToken({
      iss: `${idp.url}/apple`,
      aud: 'apple-client',
      sub: 'apple-1',
      email: 'x@privaterelay.appleid.com',
      email_verified: 'true',
      nonce: sha256Hex(NONCE),
    });
    expect((await post('apple', token)).statusCode).toBe(200);
  });

  it('refuses a disabled account even through a provider', async () => {
    const user = await addUser(t.database.db, { email: 'disabled.google@test.lv' });
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id));
    const response = await post('google', await idp.idToken(googleClaims('g-5', 'disabled.google@test.lv')));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'account_disabled' } });
  });
});

describe('sign-in with a code (GitHub, LinkedIn)', () => {
  let t: TestApp;
  let idp: LoopbackProvider;
  beforeAll(async () => {
    idp = await new LoopbackProvider().start();
    t = await createTestApp({ env: { ...idp.env(), PUBLIC_URL: 'https://coach.example.com' } });
  });
  afterAll(async () => {
    await t.close();
    await idp.stop();
  });

  it('GitHub: exchanges the code with the client secret and uses the verified primary e-mail', async () => {
    idp.codes.set('gh-code-1', {
      accessToken: 'gho_1',
      github: {
        user: { id: 4242, login: 'octo', name: 'Octo Cat' },
        emails: [
          { email: 'unverified@example.com', primary: false, verified: false },
          { email: 'Octo@Example.com', primary: true, verified: true },
        ],
      },
    });
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/github-login', payload: { code: 'gh-code-1' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { email: 'octo@example.com', role_id: 2 } });
    const exchange = idp.requests.find((r) => r.path === '/github/login/oauth/access_token');
    expect(JSON.parse(exchange!.body)).toMatchObject({
      client_id: 'github-client',
      client_secret: 'github-secret',
      redirect_uri: 'https://coach.example.com/auth/github/callback',
    });
    expect(idp.requests.find((r) => r.path === '/github/api/user')?.authorization).toBe('Bearer gho_1');
  });

  it('GitHub: a code used twice or forged is refused', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/github-login', payload: { code: 'gh-code-1' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'provider_code_invalid' } });
  });

  it('LinkedIn: exchanges the code through its OpenID Connect endpoints', async () => {
    idp.codes.set('li-code-1', {
      accessToken: 'li_1',
      linkedin: { sub: 'li-sub-1', email: 'pro@example.com', email_verified: true, name: 'Pro Person' },
    });
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/linkedin-login', payload: { code: 'li-code-1' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { email: 'pro@example.com' } });
    const form = new URLSearchParams(idp.requests.find((r) => r.path === '/linkedin/oauth/v2/accessToken')!.body);
    expect(form.get('redirect_uri')).toBe('https://coach.example.com/user/login');
    expect(form.get('client_secret')).toBe('linkedin-secret');
  });

  it('LinkedIn: an unverified e-mail creates nothing', async () => {
    idp.codes.set('li-code-2', { accessToken: 'li_2', linkedin: { sub: 'li-sub-2', email: 'maybe@example.com', email_verified: false } });
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/linkedin-login', payload: { code: 'li-code-2' } });
    expect(response.statusCode).toBe(403);
  });

  it('answers 502 in the standard shape when the provider cannot be reached', async () => {
    const offline = await createTestApp({
      env: { GITHUB_CLIENT_ID: 'x', GITHUB_CLIENT_SECRET: 'y', GITHUB_TOKEN_URL: 'http://127.0.0.1:9/nothing' },
    });
    const response = await offline.app.inject({ method: 'POST', url: '/api/v1/auth/github-login', payload: { code: 'c' } });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ error: { code: 'provider_error' } });
    await offline.close();
  });
});

describe('a provider that is not configured', () => {
  it.each(['google', 'microsoft', 'apple'])('%s-login answers a clear error', async (provider) => {
    const t = await createTestApp();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/auth/${provider}-login`,
      payload: { id_token: 'x'.repeat(40), nonce: NONCE },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { code: string; message: string } }>().error).toMatchObject({ code: 'provider_not_configured' });
    expect(response.json<{ error: { message: string } }>().error.message).toContain(`${provider.toUpperCase()}_CLIENT_ID`);
    await t.close();
  });

  it.each(['github', 'linkedin'])('%s-login answers a clear error', async (provider) => {
    const t = await createTestApp();
    const response = await t.app.inject({ method: 'POST', url: `/api/v1/auth/${provider}-login`, payload: { code: 'abc' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'provider_not_configured' } });
    await t.close();
  });
});
