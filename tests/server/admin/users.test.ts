import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '@core/auth-constants';
import { addUser, bearer, refreshWith, signInAs, type SignedIn } from '../../helpers/auth';
import { newId, pull } from '../../helpers/sync';
import { createTestApp, type TestApp } from '../../helpers/test-app';

describe('/api/v1/admin/users', () => {
  let t: TestApp;
  let admin: SignedIn;
  let coach: SignedIn;

  beforeEach(async () => {
    t = await createTestApp();
    await addUser(t.database.db, { email: 'admin@test.lv', roleId: ROLE.admin, name: 'Alise' });
    await addUser(t.database.db, { email: 'coach@test.lv', roleId: ROLE.coach, name: 'Kārlis' });
    await addUser(t.database.db, { email: 'client@test.lv', roleId: ROLE.client, name: 'Marta' });
    admin = await signInAs(t.app, 'admin@test.lv');
    coach = await signInAs(t.app, 'coach@test.lv');
  });
  afterEach(() => t.close());

  const call = (who: SignedIn, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/admin/${url}`, headers: bearer(who.accessToken), ...(payload ? { payload } : {}) });

  it('is for admins only', async () => {
    for (const [method, url] of [
      ['GET', 'users'],
      ['POST', 'users'],
      ['PATCH', `users/${coach.userId}`],
      ['GET', `users/${coach.userId}/dashboard`],
    ] as const) {
      expect((await call(coach, method, url, method === 'GET' ? undefined : {})).statusCode).toBe(403);
    }
  });

  it('lists everyone with search, role and status filters, sorting and paging', async () => {
    const all = await call(admin, 'GET', 'users?sort=-email');
    expect(all.json()).toMatchObject({
      total: 3,
      items: [{ email: 'coach@test.lv' }, { email: 'client@test.lv' }, { email: 'admin@test.lv' }],
    });
    expect((await call(admin, 'GET', 'users?q=KĀR')).json()).toMatchObject({
      total: 1,
      items: [{ name: 'Kārlis', role_id: 2, status: 'active' }],
    });
    expect((await call(admin, 'GET', 'users?role=3')).json()).toMatchObject({ total: 1, items: [{ email: 'client@test.lv' }] });
    // Active means having used the app (any signed-in call), not only having signed in.
    await t.app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(coach.accessToken) });
    expect((await call(admin, 'GET', 'users?lastActive=inactive')).json()).toMatchObject({
      total: 1,
      items: [{ email: 'client@test.lv' }],
    });
    expect((await call(admin, 'GET', 'users?lastActive=week&sort=email')).json()).toMatchObject({
      total: 2,
      items: [{ email: 'admin@test.lv' }, { email: 'coach@test.lv' }],
    });
    expect((await call(admin, 'GET', 'users?pageSize=2&page=2&sort=email')).json()).toMatchObject({
      total: 3,
      items: [{ email: 'coach@test.lv' }],
    });
  });

  it('invites a new user by mail; the link sets a password and activates the account', async () => {
    const created = await call(admin, 'POST', 'users', { email: 'New@Test.lv', name: 'Jauns', role_id: 2, preferred_language: 'lv-LV' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ email: 'new@test.lv', status: 'invited', role_id: 2 });
    const mail = t.mail.at(-1);
    expect(mail).toMatchObject({ to: 'new@test.lv', subject: 'Ielūgums pievienoties Treneris' });
    const token = /token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password: 'a fresh passphrase' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await call(admin, 'GET', 'users?q=new@')).json()).toMatchObject({ items: [{ status: 'active' }] });
    expect((await call(admin, 'POST', 'users', { email: 'new@test.lv', name: 'Again', role_id: 3 })).statusCode).toBe(409);
  });

  it('disabling an account ends its sessions at once; re-enabling lets it sign in again', async () => {
    const disabled = await call(admin, 'PATCH', `users/${coach.userId}`, { status: 'disabled' });
    expect(disabled.json()).toMatchObject({ status: 'disabled' });
    expect((await refreshWith(t.app, coach.refresh)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(coach.accessToken) })).statusCode).toBe(401);
    await call(admin, 'PATCH', `users/${coach.userId}`, { status: 'active' });
    await signInAs(t.app, 'coach@test.lv');
  });

  it('changing a role resets that person’s devices (their visible data changes)', async () => {
    const device = newId();
    const before = await pull(t.app, coach.accessToken, device, null);
    await call(admin, 'PATCH', `users/${coach.userId}`, { role_id: 3 });
    const fresh = await signInAs(t.app, 'coach@test.lv');
    expect((await pull(t.app, fresh.accessToken, device, before.cursor)).reset).toBe(true);
  });

  it('an admin cannot demote or disable themselves', async () => {
    expect((await call(admin, 'PATCH', `users/${admin.userId}`, { role_id: 2 })).statusCode).toBe(409);
    expect((await call(admin, 'PATCH', `users/${admin.userId}`, { status: 'disabled' })).statusCode).toBe(409);
  });

  it('sends a password-reset mail on request', async () => {
    const response = await call(admin, 'POST', `users/${coach.userId}/password-reset`);
    expect(response.statusCode).toBe(202);
    expect(t.mail.at(-1)).toMatchObject({ to: 'coach@test.lv', subject: 'Reset your password — Treneris' });
  });
});
