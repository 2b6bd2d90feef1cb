import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY } from '../../server/plugins/security';
import { addUser, bearer, PASSWORD, signInAs } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('headers that keep tokens and personal data out of caches', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    await addUser(t.database.db, { email: 'coach@test.lv', roleId: 2 });
    token = (await signInAs(t.app, 'coach@test.lv')).accessToken;
  });
  afterAll(() => t.close());

  it('answers that carry a token or personal data are no-store, errors included', async () => {
    const answers = [
      await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'coach@test.lv', password: PASSWORD } }),
      await t.app.inject({ url: '/api/v1/profile', headers: bearer(token) }),
      await t.app.inject({ url: '/api/v1/clients', headers: bearer(token) }),
      await t.app.inject({ method: 'POST', url: '/api/v1/sync/pull', headers: bearer(token), payload: {} }),
      await t.app.inject({ url: '/api/v1/profile' }),
      await t.app.inject({ url: '/api/v1/no-such-thing' }),
    ];
    for (const answer of answers) expect([answer.statusCode, answer.headers['cache-control']]).toEqual([answer.statusCode, 'no-store']);
  });

  it('a route that may be cached says so itself', async () => {
    expect((await t.app.inject({ url: '/api/v1/config' })).headers['cache-control']).toBe('no-cache');
  });

  it('every answer switches off browser features the app does not use', async () => {
    for (const url of ['/api/v1/health', '/api/v1/profile', '/user/login']) {
      expect((await t.app.inject({ url })).headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    }
    expect(PERMISSIONS_POLICY).toContain('camera=()');
    expect(PERMISSIONS_POLICY).toContain('geolocation=()');
  });
});
