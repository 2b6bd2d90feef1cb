import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordResetTokens, users } from '../../../server/db/schema/index';
import { sha256Hex } from '../../../server/lib/crypto';
import { addUser, PASSWORD, refreshWith, signInAs } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/test-app';

describe('password recovery', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://coach.example.com' } });
    await addUser(t.database.db, { email: 'forgetful@test.lv', name: 'Ilze' });
  });
  afterAll(() => t.close());

  let ip = 0;
  const forgot = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email }, remoteAddress: `10.7.0.${++ip}` });
  const reset = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token, password } });

  let accounts = 0;
  /** Each test its own account: the per-account limit (3 mails an hour) would otherwise trip. */
  async function freshAccount(): Promise<string> {
    const email = `forgetful${++accounts}@test.lv`;
    await addUser(t.database.db, { email, name: 'Ilze' });
    return email;
  }

  async function requestLink(email: string): Promise<string> {
    const before = t.mail.length;
    expect((await forgot(email)).statusCode).toBe(202);
    await vi.waitFor(() => expect(t.mail.length).toBe(before + 1));
    const link = /https:\/\/coach\.example\.com\/user\/password\?token=([A-Za-z0-9_-]+)/.exec(t.mail.at(-1)!.text);
    if (!link?.[1]) throw new Error(`no reset link in ${t.mail.at(-1)!.text}`);
    return link[1];
  }

  it('answers the same whether or not the account exists, and mails only a real account', async () => {
    const before = t.mail.length;
    const known = await forgot('forgetful@test.lv');
    const unknown = await forgot('stranger@test.lv');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    await vi.waitFor(() => expect(t.mail.length).toBe(before + 1));
    expect(t.mail.at(-1)).toMatchObject({ to: 'forgetful@test.lv', subject: 'Reset your password — Treneris' });
    expect(t.mail.at(-1)!.text).toContain('Hello Ilze,');
  });

  it("mails in the account's preferred language", async () => {
    const user = await addUser(t.database.db, { email: 'latvian@test.lv', name: 'Ilze' });
    await t.database.db.update(users).set({ preferredLanguage: 'lv-LV' }).where(eq(users.id, user.id));
    await requestLink('latvian@test.lv');
    expect(t.mail.at(-1)!.subject).toBe('Paroles atjaunošana — Treneris');
  });

  it('keeps only a hash of the token, valid for one hour', async () => {
    const token = await requestLink(await freshAccount());
    const [row] = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, sha256Hex(token)));
    expect(row).toBeDefined();
    const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(Math.abs(lifetime - 3_600_000)).toBeLessThan(5_000);
  });

  it('sets the new password, works once, and ends every session of the account', async () => {
    const email = await freshAccount();
    const session = await signInAs(t.app, email);
    const token = await requestLink(email);
    const first = await reset(token, 'a brand new passphrase');
    expect(first.statusCode).toBe(200);
    expect((await reset(token, 'another new passphrase')).json()).toMatchObject({ error: { code: 'invalid_token' } });
    expect((await refreshWith(t.app, session.refresh)).statusCode).toBe(401);
    await signInAs(t.app, email, 'a brand new passphrase');
    const old = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: PASSWORD } });
    expect(old.statusCode).toBe(401);
  });

  it('refuses an expired link', async () => {
    const token = await requestLink(await freshAccount());
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, sha256Hex(token)));
    const response = await reset(token, 'yet another passphrase');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'invalid_token', fields: { token: 'is invalid or expired' } } });
  });

  it('a newer link replaces older unused ones', async () => {
    const email = await freshAccount();
    const older = await requestLink(email);
    await requestLink(email);
    expect((await reset(older, 'passphrase from old mail')).statusCode).toBe(400);
  });

  it('applies the password rules to the new password and keeps the link usable after a refusal', async () => {
    const token = await requestLink(await freshAccount());
    const weak = await reset(token, 'password');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ error: { fields: { password: 'is one of the most commonly used passwords; choose another' } } });
    expect((await reset(token, 'strong enough passphrase')).statusCode).toBe(200);
  });

  it('sends at most 3 links an hour per account to one address (429 with Retry-After); the owner elsewhere still gets one', async () => {
    await addUser(t.database.db, { email: 'spammed@test.lv' });
    const from = (address: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: 'spammed@test.lv' }, remoteAddress: address });
    for (let i = 0; i < 3; i++) expect((await from('10.9.1.1')).statusCode).toBe(202);
    const refused = await from('10.9.1.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await from('10.9.1.2')).statusCode).toBe(202);
  });

  it('after 20 requests an hour for an account from anywhere, addresses that asked are refused; a fresh one is not', async () => {
    await addUser(t.database.db, { email: 'flooded@test.lv' });
    const from = (address: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: 'flooded@test.lv' }, remoteAddress: address });
    for (let i = 0; i < 20; i++) expect((await from(`10.9.2.${i}`)).statusCode).toBe(202);
    expect((await from('10.9.2.0')).statusCode).toBe(429);
    expect((await from('10.9.3.1')).statusCode).toBe(202);
  });

  it('checks the link before the password (nothing is hashed for a wrong link), and limits attempts per address', async () => {
    const guess = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/reset-password',
        payload: { token: 'x'.repeat(43), password },
        remoteAddress: '10.9.4.1',
      });
    const weak = await guess('password');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ error: { code: 'invalid_token' } });
    for (let i = 1; i < 20; i++) expect((await guess('a fine new passphrase')).statusCode).toBe(400);
    const refused = await guess('a fine new passphrase');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('sends at most 10 requests an hour from one address, whichever accounts they name', async () => {
    const from = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email }, remoteAddress: '10.8.0.1' });
    for (let i = 0; i < 10; i++) expect((await from(`someone${i}@nowhere.lv`)).statusCode).toBe(202);
    const refused = await from('someone-else@nowhere.lv');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back by it.
    expect((await forgot('someone-else@nowhere.lv')).statusCode).toBe(202);
  });
});
