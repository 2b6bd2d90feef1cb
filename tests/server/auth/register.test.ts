import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema/index';
import { bearer, refreshCookieOf } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/test-app';

describe('POST /api/v1/auth/register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  let ip = 0;
  const register = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload, remoteAddress: `10.9.0.${++ip}` });

  it('creates a client account (role 3) and signs it in', async () => {
    const response = await register({ email: 'New@Test.lv', password: 'a long passphrase', name: ' Anna ', preferred_language: 'lv-LV' });
    expect(response.statusCode).toBe(201);
    const body = response.json<{ access_token: string; user: { role_id: number; email: string } }>();
    expect(body.user).toMatchObject({ role_id: 3, email: 'new@test.lv' });
    expect(refreshCookieOf(response)).toBeTruthy();
    const profile = await t.app.inject({ url: '/api/v1/profile', headers: bearer(body.access_token) });
    expect(profile.json()).toMatchObject({ name: 'Anna', preferred_language: 'lv-LV', role_id: 3, has_password: true });
  });

  it('stores the password only as an argon2id hash', async () => {
    const response = await register({ email: 'hashed@test.lv', password: 'a long passphrase', name: 'H' });
    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, 'hashed@test.lv'));
    expect(row?.hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
    expect(row?.hash).not.toContain('a long passphrase');
  });

  it('refuses a password shorter than 8 characters', async () => {
    const response = await register({ email: 'short@test.lv', password: 'seven77', name: 'S' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'password_too_short', fields: { password: 'must be at least 8 characters' } } });
  });

  it('counts characters, not bytes: eight Latvian letters are enough', async () => {
    expect((await register({ email: 'lv@test.lv', password: 'ēāšķļņčž', name: 'L' })).statusCode).toBe(201);
  });

  it('accepts a 128-character passphrase and refuses one over 256', async () => {
    expect((await register({ email: 'long@test.lv', password: 'x'.repeat(127) + 'y', name: 'L' })).statusCode).toBe(201);
    expect((await register({ email: 'toolong@test.lv', password: 'x'.repeat(257), name: 'L' })).statusCode).toBe(400);
  });

  it('has no composition rules: lower-case words are fine', async () => {
    expect((await register({ email: 'words@test.lv', password: 'purple elephant dances', name: 'W' })).statusCode).toBe(201);
  });

  it.each(['password', 'iloveyou', 'sunshine', 'Password1', 'qwertyuiop'])('refuses the common password %s', async (password) => {
    const response = await register({ email: `common-${password}@test.lv`, password, name: 'C' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'password_too_common', fields: { password: 'is one of the most commonly used passwords; choose another' } } });
  });

  it('refuses a second account for the same e-mail, in any letter case, with a clear error', async () => {
    await register({ email: 'dup@test.lv', password: 'first passphrase', name: 'D' });
    const response = await register({ email: 'DUP@test.lv', password: 'second passphrase', name: 'D' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'email_taken', fields: { email: 'is already registered' } } });
    expect(response.cookies).toEqual([]);
  });

  it('limits registrations to 20 an hour from one address', async () => {
    const from = (n: number) =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/register', remoteAddress: '10.8.8.8', payload: { email: `bulk${n}@test.lv`, password: 'bulk passphrase', name: 'B' } });
    for (let n = 0; n < 20; n++) expect((await from(n)).statusCode).toBe(201);
    const refused = await from(20);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
