import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, sessionFamilies, users } from '../../../server/db/schema/index';
import { sha256Hex } from '../../../server/lib/crypto';
import { issueAccessToken, startSession } from '../../../server/services/sessions';
import { addUser, bearer, refreshCookieOf, refreshWith, signInAs } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/test-app';

describe('refresh tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await addUser(t.database.db, { email: 'rotate@test.lv' });
  });
  afterAll(() => t.close());

  const ageTokenUse = (token: string, seconds: number) =>
    t.database.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - seconds * 1000) })
      .where(eq(refreshTokens.tokenHash, sha256Hex(token)));

  it('POST /auth/refresh answers a new access token and rotates the cookie', async () => {
    const session = await signInAs(t.app, 'rotate@test.lv');
    const response = await refreshWith(t.app, session.refresh);
    expect(response.statusCode).toBe(200);
    const { access_token } = response.json<{ access_token: string }>();
    expect((await t.app.inject({ url: '/api/v1/profile', headers: bearer(access_token) })).statusCode).toBe(200);
    expect(refreshCookieOf(response)).not.toBe(session.refresh);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('stores only the hash of a refresh token', async () => {
    const session = await signInAs(t.app, 'rotate@test.lv');
    const rows = await t.database.db.select().from(refreshTokens);
    expect(rows.some((row) => row.tokenHash === session.refresh)).toBe(false);
    expect(rows.some((row) => row.tokenHash === sha256Hex(session.refresh))).toBe(true);
  });

  it('an already-rotated token presented again revokes the whole family', async () => {
    const session = await signInAs(t.app, 'rotate@test.lv');
    const next = refreshCookieOf(await refreshWith(t.app, session.refresh));
    await ageTokenUse(session.refresh, 60);
    const replay = await refreshWith(t.app, session.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ error: { code: 'session_invalid' } });
    // The legitimate holder of the newest token is signed out too: the thief and the owner are indistinguishable.
    expect((await refreshWith(t.app, next)).statusCode).toBe(401);
  });

  it('two tabs refreshing with the same token at once both stay signed in, with the same new token', async () => {
    const session = await signInAs(t.app, 'rotate@test.lv');
    const [a, b] = await Promise.all([refreshWith(t.app, session.refresh), refreshWith(t.app, session.refresh)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(refreshCookieOf(a)).toBe(refreshCookieOf(b));
    expect((await refreshWith(t.app, refreshCookieOf(a))).statusCode).toBe(200);
  });

  it('reuses within the grace period get the token already issued, never a new branch of the family', async () => {
    const session = await signInAs(t.app, 'rotate@test.lv');
    const first = await refreshWith(t.app, session.refresh);
    await ageTokenUse(session.refresh, 5);
    const again = await Promise.all(Array.from({ length: 10 }, () => refreshWith(t.app, session.refresh)));
    expect(again.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(again.map(refreshCookieOf))).toEqual(new Set([refreshCookieOf(first)]));
    const [token] = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256Hex(session.refresh)));
    // The sign-in's tokens: the one presented and its one successor.
    expect(await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, token!.familyId))).toHaveLength(2);
  });

  it('rotation never extends the absolute lifetime', async () => {
    const session = await signInAs(t.app, 'rotate@test.lv');
    const [token] = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256Hex(session.refresh)));
    const soon = new Date(Date.now() + 60_000);
    await t.database.db.update(sessionFamilies).set({ expiresAt: soon }).where(eq(sessionFamilies.id, token!.familyId));
    const rotated = await refreshWith(t.app, session.refresh);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.cookies.find((c) => c.name === 'treneris_refresh')?.maxAge).toBeLessThanOrEqual(60);

    await t.database.db
      .update(sessionFamilies)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessionFamilies.id, token!.familyId));
    expect((await refreshWith(t.app, refreshCookieOf(rotated))).statusCode).toBe(401);
  });

  it('401 without a cookie, or with a token the server never issued', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh' })).statusCode).toBe(401);
    expect((await refreshWith(t.app, 'made-up-token')).statusCode).toBe(401);
  });

  it('a disabled account can no longer refresh, and its access tokens stop working at once', async () => {
    const user = await addUser(t.database.db, { email: 'soon-disabled@test.lv' });
    const session = await signInAs(t.app, 'soon-disabled@test.lv');
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id));
    expect((await refreshWith(t.app, session.refresh)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/profile', headers: bearer(session.accessToken) })).statusCode).toBe(401);
  });

  it('an expired access token is refused with 401', async () => {
    const user = await addUser(t.database.db, { email: 'expired@test.lv' });
    const session = await startSession(t.database.db, user.id, 1, {});
    const old = await issueAccessToken(t.app.jwtSecret, user, session.familyId, new Date(Date.now() - 16 * 60_000));
    const response = await t.app.inject({ url: '/api/v1/profile', headers: bearer(old) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'token_invalid' } });
  });
});

describe('POST /api/v1/auth/logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await addUser(t.database.db, { email: 'leaving@test.lv' });
  });
  afterAll(() => t.close());

  it('revokes the session family and clears the cookie', async () => {
    const session = await signInAs(t.app, 'leaving@test.lv');
    const other = await signInAs(t.app, 'leaving@test.lv');
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', cookies: { treneris_refresh: session.refresh } });
    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.find((c) => c.name === 'treneris_refresh');
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe('/api/v1/auth');
    expect(response.cookies.find((c) => c.name === 'treneris_session')).toMatchObject({ value: '', path: '/' });
    expect((await refreshWith(t.app, session.refresh)).statusCode).toBe(401);
    // Only this device: the other sign-in continues.
    expect((await refreshWith(t.app, other.refresh)).statusCode).toBe(200);
  });

  it('succeeds without a cookie (already signed out)', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout' })).statusCode).toBe(204);
  });
});
