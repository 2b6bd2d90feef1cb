import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../../server/db/schema/index';
import { addUser, bearer, PASSWORD, refreshCookieOf } from '../../helpers/auth';
import { openPostgres } from '../../../server/db/postgres';
import { createTestApp, type TestApp } from '../../helpers/test-app';

describe('POST /api/v1/auth/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await addUser(t.database.db, { email: 'coach@test.lv', roleId: 2 });
    await addUser(t.database.db, { email: 'gone@test.lv' });
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.email, 'gone@test.lv'));
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress: ip });

  it('answers access_token and user {id, role_id, email}, and sets the refresh cookie', async () => {
    const response = await login('coach@test.lv', PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ access_token: string; user: { id: string; role_id: number; email: string } }>();
    expect(body.user).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string, role_id: 2, email: 'coach@test.lv' });
    const claims = decodeJwt(body.access_token);
    expect(claims.sub).toBe(body.user.id);
    expect(claims.role_id).toBe(2);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(15 * 60);

    const cookie = response.cookies.find((c) => c.name === 'treneris_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth' });
    expect(cookie?.maxAge).toBeGreaterThan(29 * 86_400);
    expect(cookie?.maxAge).toBeLessThanOrEqual(30 * 86_400);
    // The hint the page reads: a refresh cookie may exist (nothing secret in it).
    const hint = response.cookies.find((c) => c.name === 'treneris_session');
    expect(hint).toMatchObject({ value: '1', sameSite: 'Strict', path: '/', maxAge: cookie?.maxAge });
    expect(hint?.httpOnly).toBeFalsy();

    const profile = await t.app.inject({ url: '/api/v1/profile', headers: bearer(body.access_token) });
    expect(profile.statusCode).toBe(200);
  });

  it('ignores case and surrounding spaces in the e-mail', async () => {
    expect((await login('  Coach@Test.LV ', PASSWORD)).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const wrongPassword = await login('coach@test.lv', 'not the password', '10.0.0.2');
    const unknownEmail = await login('nobody@test.lv', PASSWORD, '10.0.0.2');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.body).toBe(unknownEmail.body);
    expect(wrongPassword.json()).toEqual({
      error: { code: 'invalid_credentials', message: 'The e-mail address or password is incorrect.' },
    });
    expect(wrongPassword.cookies).toEqual([]);
  });

  it('says an account is disabled only to someone who knows its password', async () => {
    expect((await login('gone@test.lv', 'wrong password', '10.0.0.3')).statusCode).toBe(401);
    const right = await login('gone@test.lv', PASSWORD, '10.0.0.3');
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({ error: { code: 'account_disabled' } });
  });

  it('400 with per-field messages for a malformed request', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'not-an-email' } });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ error: { fields: object } }>().error.fields).sort()).toEqual(['email', 'password']);
  });

  it('refuses an address after 10 failures for an account, with Retry-After, while the owner elsewhere still signs in', async () => {
    await addUser(t.database.db, { email: 'target@test.lv' });
    for (let i = 0; i < 10; i++) expect((await login('target@test.lv', `guess ${i}`, '10.1.0.1')).statusCode).toBe(401);
    const blocked = await login('target@test.lv', PASSWORD, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(blocked.json()).toMatchObject({ error: { code: 'rate_limited' } });
    // The owner, on an address with no failures, is not locked out; other accounts are unaffected.
    expect((await login('target@test.lv', PASSWORD, '10.1.9.9')).statusCode).toBe(200);
    expect((await login('coach@test.lv', PASSWORD, '10.1.0.1')).statusCode).toBe(200);
  });

  it('after 100 failures an hour from anywhere, addresses that failed are refused; a fresh address still signs in the owner', async () => {
    await addUser(t.database.db, { email: 'spread@test.lv' });
    for (let i = 0; i < 100; i++) expect((await login('spread@test.lv', `guess ${i}`, `10.4.${i >> 4}.${i % 16}`)).statusCode).toBe(401);
    // An address that already failed has no more guesses while the account is under attack…
    expect((await login('spread@test.lv', PASSWORD, '10.4.0.1')).statusCode).toBe(429);
    // …but the owner's own device, which never failed, signs in.
    expect((await login('spread@test.lv', PASSWORD, '10.4.200.1')).statusCode).toBe(200);
  });

  it('a burst of 100 parallel guesses from one address gets 10 evaluated, on two servers sharing the database', async () => {
    await addUser(t.database.db, { email: 'burst@test.lv' });
    // A second server process on the same database, as behind a load balancer (PGlite is embedded,
    // so there the second app shares the one instance).
    const url = t.database.url;
    const database = url ? await openPostgres(url, { poolSize: 5 }) : t.database;
    const second = await createTestApp({ database });
    try {
      const guesses = Array.from({ length: 100 }, (_, i) => (i === 60 ? PASSWORD : `guess ${i}`));
      const answers = await Promise.all(
        guesses.map((password, i) =>
          (i % 2 === 0 ? t.app : second.app).inject({
            method: 'POST',
            url: '/api/v1/auth/login',
            payload: { email: 'burst@test.lv', password },
            remoteAddress: '10.5.0.1',
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status !== 429)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(90);
    } finally {
      await second.close();
      if (url) await database.close();
    }
  });

  it('blocks an IP after 30 failed sign-ins, whichever accounts it tries', async () => {
    for (let i = 0; i < 30; i++) expect((await login(`guess${i}@test.lv`, 'whatever pass', '10.2.0.1')).statusCode).toBe(401);
    expect((await login('coach@test.lv', PASSWORD, '10.2.0.1')).statusCode).toBe(429);
    expect((await login('coach@test.lv', PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });

  it("does not count successful sign-ins against the limits, and a success forgets that address's failures", async () => {
    for (let i = 0; i < 12; i++) expect((await login('coach@test.lv', PASSWORD, '10.3.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login('coach@test.lv', `typo ${i}`, '10.3.0.2')).statusCode).toBe(401);
    expect((await login('coach@test.lv', PASSWORD, '10.3.0.2')).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login('coach@test.lv', `typo ${i}`, '10.3.0.2')).statusCode).toBe(401);
    expect((await login('coach@test.lv', PASSWORD, '10.3.0.2')).statusCode).toBe(200);
  });

  it('behind one proxy, a client cannot escape the per-address limit by writing its own X-Forwarded-For', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      await addUser(proxied.database.db, { email: 'proxied@test.lv' });
      // The proxy (10.0.0.5) appends the address it saw; whatever the client wrote comes before it.
      const attempt = (spoofed: string, password: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email: 'proxied@test.lv', password },
          remoteAddress: '10.0.0.5',
          headers: { 'x-forwarded-for': `${spoofed}, 203.0.113.7` },
        });
      for (let i = 0; i < 10; i++) expect((await attempt(`198.51.100.${i}`, `guess ${i}`)).statusCode).toBe(401);
      expect((await attempt('198.51.100.99', PASSWORD)).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });

  it('sets a Secure cookie when the app is served over HTTPS', async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: 'https://coach.example.com' } });
    await addUser(secure.database.db, { email: 'a@test.lv' });
    const response = await secure.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'a@test.lv', password: PASSWORD },
    });
    expect(response.cookies.find((c) => c.name === 'treneris_refresh')?.secure).toBe(true);
    expect(refreshCookieOf(response)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await secure.close();
  });
});
