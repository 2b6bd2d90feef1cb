import type { FastifyRequest } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@core/push';
import { ROLE } from '@core/auth';
import { sessionFamilies, userIdentities, users } from '../../server/db/schema/index';
import { requireUser, requireUserReading } from '../../server/plugins/auth';
import { issueAccessToken, revokeFamily, startSession } from '../../server/services/sessions';
import { sessionProfile } from '../../server/services/users';
import { addUser, bearer, PASSWORD, refreshCookieOf, refreshWith, signInAs, type SignedIn } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('/api/v1/profile', () => {
  let t: TestApp;
  let me: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    await addUser(t.database.db, { email: 'me@test.lv', roleId: 2, name: 'Kārlis' });
    me = await signInAs(t.app, 'me@test.lv');
  });
  afterAll(() => t.close());

  const put = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/profile', headers: bearer(me.accessToken), payload });
  const valid = {
    name: 'Kārlis Ozols',
    phone_country: 'LV',
    phone: '20 000 000',
    preferred_language: 'lv-LV',
    theme_preference: 'dark',
    weight_unit: 'kg',
    length_unit: 'in',
    birth_date: '1990-02-03',
    bio: 'Strength coach',
  };

  it('requires a signed-in user', async () => {
    const response = await t.app.inject({ url: '/api/v1/profile' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'unauthenticated' } });
  });

  it('GET answers the profile with preferred_language and theme_preference', async () => {
    const response = await t.app.inject({ url: '/api/v1/profile', headers: bearer(me.accessToken) });
    expect(response.json()).toMatchObject({
      email: 'me@test.lv',
      role_id: 2,
      name: 'Kārlis',
      preferred_language: null,
      theme_preference: null,
      has_password: true,
      identities: [],
    });
  });

  it('PUT saves every field and stores the phone in international form', async () => {
    const response = await put(valid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ...valid, phone: '+37120000000' });
    const again = await t.app.inject({ url: '/api/v1/profile', headers: bearer(me.accessToken) });
    expect(again.json()).toMatchObject({ theme_preference: 'dark', preferred_language: 'lv-LV' });
  });

  it('accepts a null theme (follow the system) and no phone', async () => {
    const response = await put({ ...valid, theme_preference: null, phone: null, phone_country: null });
    expect(response.json()).toMatchObject({ theme_preference: null, phone: null });
  });

  it.each([
    [{ phone: '123' }, 'phone'],
    [{ phone_country: null }, 'phone_country'],
    [{ preferred_language: 'de-DE' }, 'preferred_language'],
    [{ theme_preference: 'purple' }, 'theme_preference'],
    [{ birth_date: '2999-01-01' }, 'birth_date'],
    [{ name: '' }, 'name'],
  ])('refuses %o with a message on %s', async (change, field) => {
    const response = await put({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ error: { fields: object } }>().error.fields)).toContain(field);
  });

  it("takes today's date as Riga's: just after midnight there, a birth today is not in the future though the UTC date is still yesterday", async () => {
    // The next Riga midnight, so the session the sign-in starts is not already expired in the database's own clock.
    const afterMidnight = DateTime.now().setZone('Europe/Riga').plus({ days: 1 }).startOf('day').plus({ minutes: 30 });
    const rigaToday = afterMidnight.toISODate() ?? '';
    expect(afterMidnight.toUTC().toISODate()).not.toBe(rigaToday);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(afterMidnight.toJSDate());
      const session = await signInAs(t.app, 'me@test.lv');
      const putAsOf = (birth_date: string) =>
        t.app.inject({ method: 'PUT', url: '/api/v1/profile', headers: bearer(session.accessToken), payload: { ...valid, birth_date } });
      const born = await putAsOf(rigaToday);
      expect(born.statusCode, born.body).toBe(200);
      expect(born.json()).toMatchObject({ birth_date: rigaToday });
      const tomorrow = await putAsOf(afterMidnight.plus({ days: 1 }).toISODate() ?? '');
      expect(tomorrow.statusCode).toBe(400);
      expect(tomorrow.json()).toMatchObject({ error: { fields: { birth_date: 'must be a date in the past' } } });
    } finally {
      vi.useRealTimers();
    }
  });
});

/*
 * GET /profile answers from its session check's one query (docs/performance.md, "Load: many
 * devices (api load)"): the answer, the refusals and the last-active touch must be what they were
 * when the route read the account and its identities after the check.
 */
describe('GET /api/v1/profile in one query', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      extend: (app) => {
        const adminsOnly = requireUserReading(sessionProfile, ROLE.admin);
        app.get('/test/admin-profile', { onRequest: adminsOnly.onRequest }, async (request: FastifyRequest) => ({
          email: adminsOnly.row(request).email,
        }));
        app.get('/test/signed-in', { onRequest: requireUser() }, async () => ({ ok: true }));
      },
    });
  });
  afterAll(() => t.close());

  const get = (token: string) => t.app.inject({ url: '/api/v1/profile', headers: bearer(token) });

  /** Every statement the app sends to the database while `act` runs, as the driver sees them. */
  async function statementsDuring(act: () => Promise<unknown>): Promise<string[]> {
    const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const spy = vi.spyOn(client, 'query');
    try {
      await act();
      return spy.mock.calls.map(([query]) => (typeof query === 'string' ? query : (query as { text: string }).text));
    } finally {
      spy.mockRestore();
    }
  }

  it('answers every field as before: identities sorted, has_password, created_at in ISO', async () => {
    const user = await addUser(t.database.db, { email: 'full@test.lv', roleId: ROLE.coach, name: 'Anna Bērziņa' });
    await t.database.db
      .update(users)
      .set({
        phoneCountry: 'LV',
        phone: '+37120000001',
        preferredLanguage: 'lv-LV',
        themePreference: 'light',
        weightUnit: 'lb',
        birthDate: '1988-07-09',
        bio: 'Rows at dawn',
        notificationPreferences: { messages: false, quiet_from: '22:00', quiet_until: '07:00' },
      })
      .where(eq(users.id, user.id));
    // Inserted out of order: the answer sorts them.
    for (const provider of ['microsoft', 'apple', 'google'] as const) {
      await t.database.db.insert(userIdentities).values({ provider, subject: `${provider}-full`, userId: user.id });
    }
    const session = await signInAs(t.app, 'full@test.lv');
    const response = await get(session.accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      email: 'full@test.lv',
      role_id: ROLE.coach,
      name: 'Anna Bērziņa',
      phone_country: 'LV',
      phone: '+37120000001',
      preferred_language: 'lv-LV',
      theme_preference: 'light',
      weight_unit: 'lb',
      length_unit: 'cm',
      birth_date: '1988-07-09',
      bio: 'Rows at dawn',
      has_password: true,
      identities: ['apple', 'google', 'microsoft'],
      created_at: user.createdAt.toISOString(),
      // What was stored, with the defaults of what was not.
      notifications: { ...DEFAULT_NOTIFICATION_PREFERENCES, messages: false, quiet_from: '22:00', quiet_until: '07:00' },
      deletion_due_at: null,
    });
    expect(response.body).not.toContain('argon2');
  });

  it('answers an account without a password or providers with has_password false and no identities', async () => {
    const user = await addUser(t.database.db, { email: 'bare@test.lv', password: null });
    const session = await startSession(t.database.db, user.id, 1, {});
    const response = await get(await issueAccessToken(t.app.jwtSecret, user, session.familyId));
    expect(response.json()).toMatchObject({
      email: 'bare@test.lv',
      has_password: false,
      identities: [],
      birth_date: null,
      bio: null,
      weight_unit: 'kg',
      length_unit: 'cm',
    });
  });

  it('is one query, and two when last_active_at is due', async () => {
    const user = await addUser(t.database.db, { email: 'counted@test.lv' });
    const session = await signInAs(t.app, 'counted@test.lv');
    expect((await get(session.accessToken)).statusCode).toBe(200);

    const fresh = await statementsDuring(async () => expect((await get(session.accessToken)).statusCode).toBe(200));
    expect(fresh).toHaveLength(1);
    expect(fresh[0]).toMatch(/^select /i);

    await t.database.db
      .update(users)
      .set({ lastActiveAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(users.id, user.id));
    const due = await statementsDuring(async () => expect((await get(session.accessToken)).statusCode).toBe(200));
    expect(due).toHaveLength(2);
    expect(due[1]).toMatch(/^update "users"/i);
    const [row] = await t.database.db.select({ lastActiveAt: users.lastActiveAt }).from(users).where(eq(users.id, user.id));
    expect(Date.now() - (row?.lastActiveAt?.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it("leaves every other route's session check the narrow read it was", async () => {
    await addUser(t.database.db, { email: 'narrow@test.lv' });
    const session = await signInAs(t.app, 'narrow@test.lv');
    await t.app.inject({ url: '/test/signed-in', headers: bearer(session.accessToken) });
    const statements = await statementsDuring(async () =>
      expect((await t.app.inject({ url: '/test/signed-in', headers: bearer(session.accessToken) })).statusCode).toBe(200),
    );
    expect(statements).toHaveLength(1);
    expect(statements[0]).not.toMatch(/user_identities|password_hash|"bio"/);
  });

  it('refuses a disabled and an invited account with account_unavailable, a deleted one with account_deleted', async () => {
    const unavailable = { error: { code: 'account_unavailable', message: 'This account is no longer active.' } };
    const deleted = { error: { code: 'account_deleted', message: 'This account has been deleted.' } };
    for (const [email, end, answer] of [
      ['disabled@test.lv', (id: string) => t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, id)), unavailable],
      ['deleted@test.lv', (id: string) => t.database.db.delete(users).where(eq(users.id, id)), deleted],
      ['invited@test.lv', (id: string) => t.database.db.update(users).set({ status: 'invited' }).where(eq(users.id, id)), unavailable],
    ] as const) {
      const user = await addUser(t.database.db, { email });
      const session = await signInAs(t.app, email);
      await end(user.id);
      const response = await get(session.accessToken);
      expect(response.statusCode, email).toBe(401);
      expect(response.json(), email).toEqual(answer);
    }
  });

  it('refuses a token whose sign-in has ended with session_invalid, and a bad token with token_invalid', async () => {
    const user = await addUser(t.database.db, { email: 'ended@test.lv' });
    const ended = await startSession(t.database.db, user.id, 1, {});
    const token = await issueAccessToken(t.app.jwtSecret, user, ended.familyId);
    expect((await get(token)).statusCode).toBe(200);
    await revokeFamily(t.database.db, ended.familyId, 'test');
    const response = await get(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'session_invalid', message: 'Your session has ended. Please sign in again.' } });

    // A live sign-in of someone else does not make this token's sign-in live.
    const other = await addUser(t.database.db, { email: 'other@test.lv' });
    const theirs = await startSession(t.database.db, other.id, 1, {});
    expect((await get(await issueAccessToken(t.app.jwtSecret, user, theirs.familyId))).json()).toMatchObject({
      error: { code: 'session_invalid' },
    });

    const forged = await get(`${token.slice(0, -4)}AAAA`);
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ error: { code: 'token_invalid' } });
  });

  it('keeps the role check of a route that reads more with its session check', async () => {
    await addUser(t.database.db, { email: 'admin@test.lv', roleId: ROLE.admin });
    await addUser(t.database.db, { email: 'client@test.lv', roleId: ROLE.client });
    const admin = await signInAs(t.app, 'admin@test.lv');
    const client = await signInAs(t.app, 'client@test.lv');
    expect((await t.app.inject({ url: '/test/admin-profile', headers: bearer(admin.accessToken) })).json()).toEqual({
      email: 'admin@test.lv',
    });
    const refused = await t.app.inject({ url: '/test/admin-profile', headers: bearer(client.accessToken) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'forbidden' } });
  });
});

describe('POST /api/v1/profile/change-password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await addUser(t.database.db, { email: 'changer@test.lv' });
  });
  afterAll(() => t.close());

  // As a browser sends it: the refresh cookie's path is /api/v1/auth, so it does not come along.
  const change = (session: SignedIn, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/profile/change-password', headers: bearer(session.accessToken), payload });

  it("answers 400 'Current password is incorrect' for a wrong current password (docs/product.md §8)", async () => {
    const session = await signInAs(t.app, 'changer@test.lv');
    const response = await change(session, { current_password: 'not it at all', new_password: 'a fresh passphrase' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'current_password_incorrect', message: 'Current password is incorrect', fields: { current_password: 'is incorrect' } },
    });
  });

  it('applies the password rules to the new password', async () => {
    const session = await signInAs(t.app, 'changer@test.lv');
    const response = await change(session, { current_password: PASSWORD, new_password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { fields: { new_password: 'must be at least 8 characters' } } });
  });

  it('changes the password and ends every other sign-in; this device is given a new one and stays signed in', async () => {
    const here = await signInAs(t.app, 'changer@test.lv');
    const elsewhere = await signInAs(t.app, 'changer@test.lv');
    const response = await change(here, { current_password: PASSWORD, new_password: 'the new passphrase' });
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ message: string; access_token: string }>();
    expect(answer.message).toBe('Your password has been changed. Other devices have been signed out.');
    // The other device: neither its access token nor its refresh token works any more.
    expect((await t.app.inject({ url: '/api/v1/profile', headers: bearer(elsewhere.accessToken) })).statusCode).toBe(401);
    expect((await refreshWith(t.app, elsewhere.refresh)).statusCode).toBe(401);
    // This device: the new access token works, and so does the new refresh cookie (after a reload).
    expect((await t.app.inject({ url: '/api/v1/profile', headers: bearer(answer.access_token) })).statusCode).toBe(200);
    const renewed = await refreshWith(t.app, refreshCookieOf(response));
    expect(renewed.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/v1/profile', headers: bearer(renewed.json<{ access_token: string }>().access_token) })).statusCode,
    ).toBe(200);
    // A copy of this device's old refresh token, issued under the old password, does not.
    expect((await refreshWith(t.app, here.refresh)).statusCode).toBe(401);
    await signInAs(t.app, 'changer@test.lv', 'the new passphrase');
  });

  it('a new sign-in keeps the old one’s expiry: changing the password does not lengthen it', async () => {
    const user = await addUser(t.database.db, { email: 'short-lived@test.lv' });
    const session = await startSession(t.database.db, user.id, 1, {});
    const token = await issueAccessToken(t.app.jwtSecret, user, session.familyId);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/change-password',
      headers: bearer(token),
      payload: { current_password: PASSWORD, new_password: 'another good passphrase' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === 'treneris_refresh')?.path).toBe('/api/v1/auth');
    const live = await t.database.db
      .select({ id: sessionFamilies.id, expiresAt: sessionFamilies.expiresAt })
      .from(sessionFamilies)
      .where(and(eq(sessionFamilies.userId, user.id), isNull(sessionFamilies.revokedAt)));
    expect(live).toHaveLength(1);
    expect(live[0]?.id).not.toBe(session.familyId);
    expect(live[0]?.expiresAt.getTime()).toBe(session.expiresAt.getTime());
  });

  it('lets an account without a password (provider sign-in only) set its first one', async () => {
    const user = await addUser(t.database.db, { email: 'oauth-only@test.lv', password: null });
    const session = await startSession(t.database.db, user.id, 1, {});
    const token = await issueAccessToken(t.app.jwtSecret, user, session.familyId);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/change-password',
      headers: bearer(token),
      payload: { new_password: 'my first passphrase' },
    });
    expect(response.statusCode).toBe(200);
    await signInAs(t.app, 'oauth-only@test.lv', 'my first passphrase');
  });
});
