import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueAccessToken, startSession } from '../../server/services/sessions';
import { addUser, bearer, PASSWORD, refreshWith, signInAs, type SignedIn } from '../helpers/auth';
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

  const put = (payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: '/api/v1/profile', headers: bearer(me.accessToken), payload });
  const valid = { name: 'Kārlis Ozols', phone_country: 'LV', phone: '20 000 000', preferred_language: 'lv-LV', theme_preference: 'dark', weight_unit: 'kg', birth_date: '1990-02-03', bio: 'Strength coach' };

  it('requires a signed-in user', async () => {
    const response = await t.app.inject({ url: '/api/v1/profile' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'unauthenticated' } });
  });

  it('GET answers the profile with preferred_language and theme_preference', async () => {
    const response = await t.app.inject({ url: '/api/v1/profile', headers: bearer(me.accessToken) });
    expect(response.json()).toMatchObject({ email: 'me@test.lv', role_id: 2, name: 'Kārlis', preferred_language: null, theme_preference: null, has_password: true, identities: [] });
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
});

describe('POST /api/v1/profile/change-password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await addUser(t.database.db, { email: 'changer@test.lv' });
  });
  afterAll(() => t.close());

  const change = (session: SignedIn, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/profile/change-password', headers: bearer(session.accessToken), cookies: { treneris_refresh: session.refresh }, payload });

  it("answers 400 'Current password is incorrect' for a wrong current password (docs/product.md §8)", async () => {
    const session = await signInAs(t.app, 'changer@test.lv');
    const response = await change(session, { current_password: 'not it at all', new_password: 'a fresh passphrase' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'current_password_incorrect', message: 'Current password is incorrect', fields: { current_password: 'is incorrect' } } });
  });

  it('applies the password rules to the new password', async () => {
    const session = await signInAs(t.app, 'changer@test.lv');
    const response = await change(session, { current_password: PASSWORD, new_password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { fields: { new_password: 'must be at least 8 characters' } } });
  });

  it('changes the password and ends the other sessions, keeping this device signed in', async () => {
    const here = await signInAs(t.app, 'changer@test.lv');
    const elsewhere = await signInAs(t.app, 'changer@test.lv');
    const response = await change(here, { current_password: PASSWORD, new_password: 'the new passphrase' });
    expect(response.statusCode).toBe(200);
    expect((await refreshWith(t.app, elsewhere.refresh)).statusCode).toBe(401);
    expect((await refreshWith(t.app, here.refresh)).statusCode).toBe(200);
    await signInAs(t.app, 'changer@test.lv', 'the new passphrase');
  });

  it('lets an account without a password (provider sign-in only) set its first one', async () => {
    const user = await addUser(t.database.db, { email: 'oauth-only@test.lv', password: null });
    const session = await startSession(t.database.db, user.id, 1, {});
    const token = await issueAccessToken(t.app.jwtSecret, user, session.familyId);
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/profile/change-password', headers: bearer(token), payload: { new_password: 'my first passphrase' } });
    expect(response.statusCode).toBe(200);
    await signInAs(t.app, 'oauth-only@test.lv', 'my first passphrase');
  });
});
