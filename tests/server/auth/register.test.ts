import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pendingRegistrations, users } from '../../../server/db/schema/index';
import { addUser, bearer, PASSWORD, refreshCookieOf } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const ANSWER = { message: 'Check your e-mail: we have sent a link to finish creating your account.' };

describe('POST /api/v1/auth/register and /auth/register/confirm', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://coach.example.com' } });
    await addUser(t.database.db, { email: 'taken@test.lv', name: 'Owner' });
  });
  afterAll(() => t.close());

  let ip = 0;
  const register = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload, remoteAddress: `10.9.0.${++ip}` });
  const confirm = (token: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/register/confirm', payload: { token } });

  async function mailTo(email: string, before: number) {
    await vi.waitFor(() => expect(t.mail.slice(before).some((mail) => mail.to === email)).toBe(true));
    const mail = t.mail.slice(before).findLast((m) => m.to === email);
    if (!mail) throw new Error(`no mail to ${email}`);
    return mail;
  }

  /** Registers and follows the link in the mail, as the person would. */
  async function registerAndConfirm(payload: { email: string; password: string; name: string; preferred_language?: string }) {
    const before = t.mail.length;
    const started = await register(payload);
    expect(started.statusCode, started.body).toBe(202);
    const mail = await mailTo(payload.email.trim().toLowerCase(), before);
    const token = /https:\/\/coach\.example\.com\/user\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error(`no confirmation link in ${mail.text}`);
    return { mail, token, confirmed: await confirm(token) };
  }

  it('mails a confirmation link; following it creates a coach account (role 2), who may train themselves too, and signs it in', async () => {
    const { mail, confirmed } = await registerAndConfirm({
      email: 'New@Test.lv',
      password: 'a long passphrase',
      name: ' Anna ',
      preferred_language: 'lv-LV',
    });
    expect(mail.subject).toBe('Apstipriniet savu e-pastu — Treneris');
    expect(confirmed.statusCode).toBe(201);
    const body = confirmed.json<{ access_token: string; user: { role_id: number; email: string } }>();
    expect(body.user).toMatchObject({ role_id: 2, email: 'new@test.lv' });
    expect(refreshCookieOf(confirmed)).toBeTruthy();
    const profile = await t.app.inject({ url: '/api/v1/profile', headers: bearer(body.access_token) });
    expect(profile.json()).toMatchObject({ name: 'Anna', preferred_language: 'lv-LV', role_id: 2, has_password: true });
    const [row] = await t.database.db.select({ verified: users.emailVerifiedAt }).from(users).where(eq(users.email, 'new@test.lv'));
    expect(row?.verified).toBeInstanceOf(Date);
  });

  it('creates nothing until the link is followed, and the link works once', async () => {
    const before = t.mail.length;
    expect((await register({ email: 'later@test.lv', password: 'a long passphrase', name: 'L' })).statusCode).toBe(202);
    await mailTo('later@test.lv', before);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'later@test.lv'))).toEqual([]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'later@test.lv', password: 'a long passphrase' },
    });
    expect(login.statusCode).toBe(401);

    const { token, confirmed } = await registerAndConfirm({ email: 'once@test.lv', password: 'a long passphrase', name: 'O' });
    expect(confirmed.statusCode).toBe(201);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: { code: 'invalid_token', fields: { token: 'is invalid or expired' } } });
  });

  it('answers an existing address exactly as a new one, and tells its owner by mail instead', async () => {
    const before = t.mail.length;
    const fresh = await register({ email: 'fresh@test.lv', password: 'a long passphrase', name: 'F' });
    const taken = await register({ email: 'TAKEN@test.lv', password: 'a long passphrase', name: 'F' });
    expect(taken.statusCode).toBe(202);
    expect(taken.body).toBe(fresh.body);
    expect(taken.json()).toEqual(ANSWER);
    expect(taken.cookies).toEqual([]);
    const mail = await mailTo('taken@test.lv', before);
    expect(mail.subject).toBe('You already have a Treneris account');
    expect(mail.text).toContain('https://coach.example.com/user/login');
    expect(mail.text).not.toContain('/user/confirm');
    // The owner's password is untouched and nothing is pending for the address.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'taken@test.lv', password: PASSWORD } }))
        .statusCode,
    ).toBe(200);
    expect(await t.database.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.email, 'taken@test.lv'))).toEqual([]);
  });

  it("registering someone else's address blocks nobody: the owner registers too, and only their link makes the account", async () => {
    const before = t.mail.length;
    // A stranger registers the address; the mail goes to the owner's inbox, which the stranger cannot read.
    expect((await register({ email: 'victim@test.lv', password: 'squatter passphrase', name: 'X' })).statusCode).toBe(202);
    const strangersMail = await mailTo('victim@test.lv', before);
    const strangersToken = /token=([A-Za-z0-9_-]+)/.exec(strangersMail.text)?.[1] ?? '';

    const owner = await registerAndConfirm({ email: 'victim@test.lv', password: 'owner passphrase', name: 'Vita' });
    expect(owner.confirmed.statusCode).toBe(201);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email: 'victim@test.lv', password: 'owner passphrase' },
        })
      ).statusCode,
    ).toBe(200);
    // The stranger's registration ended with the owner's.
    expect((await confirm(strangersToken)).statusCode).toBe(400);
  });

  it('refuses an expired link', async () => {
    const { token } = await (async () => {
      const before = t.mail.length;
      await register({ email: 'slow@test.lv', password: 'a long passphrase', name: 'S' });
      const mail = await mailTo('slow@test.lv', before);
      return { token: /token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? '' };
    })();
    await t.database.db
      .update(pendingRegistrations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pendingRegistrations.email, 'slow@test.lv'));
    expect((await confirm(token)).statusCode).toBe(400);
  });

  it('stores the password only as an argon2id hash, also while pending', async () => {
    const before = t.mail.length;
    await register({ email: 'hashed@test.lv', password: 'a long passphrase', name: 'H' });
    await mailTo('hashed@test.lv', before);
    const [pending] = await t.database.db
      .select({ hash: pendingRegistrations.passwordHash })
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.email, 'hashed@test.lv'));
    expect(pending?.hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
  });

  it('refuses a password shorter than 8 characters', async () => {
    const response = await register({ email: 'short@test.lv', password: 'seven77', name: 'S' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'password_too_short', fields: { password: 'must be at least 8 characters' } } });
  });

  it('counts characters, not bytes: eight Latvian letters are enough', async () => {
    expect((await register({ email: 'lv@test.lv', password: 'ēāšķļņčž', name: 'L' })).statusCode).toBe(202);
  });

  it('accepts a 128-character passphrase and refuses one over 256', async () => {
    expect((await register({ email: 'long@test.lv', password: 'xy'.repeat(64), name: 'L' })).statusCode).toBe(202);
    expect((await register({ email: 'toolong@test.lv', password: 'xy'.repeat(129), name: 'L' })).statusCode).toBe(400);
  });

  it('has no composition rules: lower-case words are fine', async () => {
    expect((await register({ email: 'words@test.lv', password: 'purple elephant dances', name: 'W' })).statusCode).toBe(202);
  });

  it.each(['password', 'iloveyou', 'sunshine', 'Password1', 'qwertyuiop'])('refuses the common password %s', async (password) => {
    const response = await register({ email: `common-${password}@test.lv`, password, name: 'C' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'password_too_common', fields: { password: 'is one of the most commonly used passwords; choose another' } },
    });
  });

  it.each([
    ['the e-mail address', 'mara.liepa@test.lv', 'contains_email'],
    ['the name before the @', 'Mara.Liepa2024!', 'contains_email'],
    ["the app's name", 'Treneris2026!', 'product_name'],
    ['the published demo password', 'Demo-pass-2026', 'demo_password'],
    ['one key held down', 'ok aaaaaaaa', 'repeated'],
  ])('refuses %s as a password, saying why', async (_what, password, problem) => {
    const response = await register({ email: 'mara.liepa@test.lv', password, name: 'Māra' });
    expect(response.statusCode).toBe(400);
    const error = response.json<{ error: { code: string; fields: { password: string } } }>().error;
    expect(error.code).toBe(`password_${problem}`);
    expect(error.fields.password.length).toBeGreaterThan(20);
  });

  it('limits registrations to 20 an hour from one address, and mails to one address to 3 an hour', async () => {
    const from = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        remoteAddress: '10.8.8.8',
        payload: { email: `bulk${n}@test.lv`, password: 'bulk passphrase', name: 'B' },
      });
    for (let n = 0; n < 20; n++) expect((await from(n)).statusCode).toBe(202);
    const refused = await from(20);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();

    for (let n = 0; n < 3; n++)
      expect((await register({ email: 'inbox@test.lv', password: 'bulk passphrase', name: 'I' })).statusCode).toBe(202);
    expect((await register({ email: 'inbox@test.lv', password: 'bulk passphrase', name: 'I' })).statusCode).toBe(429);
  });
});
