import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@core/auth';
import { users } from '../../../server/db/schema/index';
import { createResetToken } from '../../../server/services/password-reset';
import { addUser, bearer, PASSWORD, refreshCookieOf, refreshWith, signInAs, type SignedIn } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/**
 * Ending a sign-in ends its access token at once, not when the token expires (docs/operations.md,
 * "Sessions"): the token names its sign-in and every request checks it is still live.
 */
describe('sign-out ends access at once', () => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    await addUser(t.database.db, { email: 'admin@test.lv', roleId: ROLE.admin });
    admin = await signInAs(t.app, 'admin@test.lv');
  });
  afterAll(() => t.close());

  const profile = (token: string) => t.app.inject({ url: '/api/v1/profile', headers: bearer(token) });
  const expectEnded = async (token: string) => {
    const response = await profile(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'session_invalid' } });
  };

  it('signing out on one device ends that device’s access token, and only that one', async () => {
    await addUser(t.database.db, { email: 'two-phones@test.lv' });
    const phone = await signInAs(t.app, 'two-phones@test.lv');
    const tablet = await signInAs(t.app, 'two-phones@test.lv');
    expect((await profile(phone.accessToken)).statusCode).toBe(200);

    const logout = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', cookies: { treneris_refresh: phone.refresh } });
    expect(logout.statusCode).toBe(204);
    await expectEnded(phone.accessToken);
    expect((await profile(tablet.accessToken)).statusCode).toBe(200);
  });

  it('a token from a refresh belongs to the same sign-in, so signing out ends it too', async () => {
    await addUser(t.database.db, { email: 'refreshed@test.lv' });
    const session = await signInAs(t.app, 'refreshed@test.lv');
    const refreshed = await refreshWith(t.app, session.refresh);
    const token = refreshed.json<{ access_token: string }>().access_token;
    expect((await profile(token)).statusCode).toBe(200);

    await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', cookies: { treneris_refresh: refreshCookieOf(refreshed) } });
    await expectEnded(token);
    await expectEnded(session.accessToken);
  });

  it('signing out everywhere ends every device’s access token and refresh cookie', async () => {
    await addUser(t.database.db, { email: 'everywhere@test.lv' });
    const phone = await signInAs(t.app, 'everywhere@test.lv');
    const tablet = await signInAs(t.app, 'everywhere@test.lv');

    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout-everywhere', headers: bearer(phone.accessToken) });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === 'treneris_refresh')?.value).toBe('');
    await expectEnded(phone.accessToken);
    await expectEnded(tablet.accessToken);
    expect((await refreshWith(t.app, tablet.refresh)).statusCode).toBe(401);
    // Another account is untouched.
    expect((await profile(admin.accessToken)).statusCode).toBe(200);
  });

  it('a password change ends the other devices’ access tokens at once; this device goes on with the one it is given', async () => {
    await addUser(t.database.db, { email: 'new-password@test.lv' });
    const here = await signInAs(t.app, 'new-password@test.lv');
    const elsewhere = await signInAs(t.app, 'new-password@test.lv');
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/change-password',
      headers: bearer(here.accessToken),
      payload: { current_password: PASSWORD, new_password: 'a brand new passphrase' },
    });
    expect(change.statusCode).toBe(200);
    await expectEnded(elsewhere.accessToken);
    await expectEnded(here.accessToken);
    expect((await profile(change.json<{ access_token: string }>().access_token)).statusCode).toBe(200);
  });

  it('a password reset ends every access token of the account', async () => {
    const user = await addUser(t.database.db, { email: 'forgetful@test.lv' });
    const session = await signInAs(t.app, 'forgetful@test.lv');
    const token = await createResetToken(t.database.db, user.id);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password: 'a long passphrase chosen after a reset' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await expectEnded(session.accessToken);
  });

  it('an account disabled and enabled again does not bring its old access tokens back', async () => {
    const user = await addUser(t.database.db, { email: 'disabled-once@test.lv' });
    const session = await signInAs(t.app, 'disabled-once@test.lv');
    const patch = (status: string) =>
      t.app.inject({ method: 'PATCH', url: `/api/v1/admin/users/${user.id}`, headers: bearer(admin.accessToken), payload: { status } });
    expect((await patch('disabled')).statusCode).toBe(200);
    expect((await profile(session.accessToken)).json()).toMatchObject({ error: { code: 'account_unavailable' } });
    expect((await patch('active')).statusCode).toBe(200);
    await expectEnded(session.accessToken);
  });

  it('an access token that names no sign-in is refused', async () => {
    const user = await addUser(t.database.db, { email: 'no-sid@test.lv' });
    const iat = Math.floor(Date.now() / 1000);
    // What every token looked like before sign-ins were checked per request.
    const legacy = await new SignJWT({ role_id: user.roleId, email: user.email })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuer('treneris')
      .setAudience('treneris-api')
      .setIssuedAt(iat)
      .setExpirationTime(iat + 600)
      .sign(t.app.jwtSecret);
    const response = await profile(legacy);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'token_invalid' } });
  });
});

describe('last_active_at', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Counts the writes that change the column; a test-only trigger, on both databases.
    await t.database.db.execute(sql`create table test_last_active_writes (n integer not null)`);
    await t.database.db.execute(sql`
      create function test_count_last_active() returns trigger language plpgsql as $$
      begin
        insert into test_last_active_writes values (1);
        return new;
      end $$`);
    await t.database.db.execute(
      sql`create trigger test_last_active after update of last_active_at on users for each row execute function test_count_last_active()`,
    );
  });
  afterAll(() => t.close());

  const writes = async () => {
    const [row] = await t.database.db
      .select({ n: sql<number>`(select count(*)::int from test_last_active_writes)` })
      .from(users)
      .limit(1);
    return row?.n ?? -1;
  };

  it('is written once for many concurrent requests, and not again within five minutes', async () => {
    const user = await addUser(t.database.db, { email: 'busy@test.lv' });
    const session = await signInAs(t.app, 'busy@test.lv');
    await t.database.db
      .update(users)
      .set({ lastActiveAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(users.id, user.id));
    const before = await writes();

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.app.inject({ url: '/api/v1/profile', headers: bearer(session.accessToken) })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    expect((await writes()) - before).toBe(1);

    for (let i = 0; i < 5; i++) await t.app.inject({ url: '/api/v1/profile', headers: bearer(session.accessToken) });
    expect((await writes()) - before).toBe(1);
    const [row] = await t.database.db.select({ lastActiveAt: users.lastActiveAt }).from(users).where(eq(users.id, user.id));
    expect(Date.now() - (row?.lastActiveAt?.getTime() ?? 0)).toBeLessThan(60 * 60_000);
  });
});
