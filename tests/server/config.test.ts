import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ROLE } from '@core/auth';
import { requireUser } from '../../server/plugins/auth';
import { addUser, bearer, signInAs } from '../helpers/auth';
import { createTestApp } from '../helpers/test-app';

describe('GET /api/v1/config', () => {
  it('is public and answers null for everything not configured', async () => {
    const t = await createTestApp();
    const response = await t.app.inject({ url: '/api/v1/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      google_client_id: null,
      microsoft_client_id: null,
      apple_client_id: null,
      github_client_id: null,
      linkedin_client_id: null,
      analytics_id: null,
      tag_manager_id: null,
    });
    await t.close();
  });

  it('answers the configured client ids and analytics ids, never a secret', async () => {
    const t = await createTestApp({
      env: {
        GOOGLE_CLIENT_ID: 'g.apps.googleusercontent.com',
        GITHUB_CLIENT_ID: 'gh',
        GITHUB_CLIENT_SECRET: 'top-secret',
        ANALYTICS_ID: 'G-ABC123',
        TAG_MANAGER_ID: 'GTM-XYZ9',
      },
    });
    const response = await t.app.inject({ url: '/api/v1/config' });
    expect(response.json()).toMatchObject({
      google_client_id: 'g.apps.googleusercontent.com',
      github_client_id: 'gh',
      analytics_id: 'G-ABC123',
      tag_manager_id: 'GTM-XYZ9',
    });
    expect(response.body).not.toContain('top-secret');
    await t.close();
  });
});

describe('the Content-Security-Policy follows the configuration', () => {
  const cspOf = async (env: Record<string, string>) => {
    const t = await createTestApp({ env });
    const csp = String((await t.app.inject({ url: '/api/v1/health' })).headers['content-security-policy']);
    await t.close();
    return csp;
  };

  it('allows no third-party origin when nothing is configured', async () => {
    const csp = await cspOf({});
    expect(csp).not.toMatch(/google|apple/);
  });

  it('allows Google sign-in and analytics origins only once configured', async () => {
    const csp = await cspOf({ GOOGLE_CLIENT_ID: 'g', ANALYTICS_ID: 'G-ABC123' });
    expect(csp).toMatch(/script-src 'self' https:\/\/accounts\.google\.com\/gsi\/client https:\/\/www\.googletagmanager\.com/);
    expect(csp).toContain('frame-src https://accounts.google.com/gsi/');
    expect(csp).not.toContain('apple');
  });
});

describe('requireUser(...roles): the role rule in one line', () => {
  it('admits the listed roles and answers 403 to others, 401 to nobody', async () => {
    const t = await createTestApp({
      extend: (app) => {
        app.get('/api/v1/test/admin-only', { preHandler: requireUser(ROLE.admin) }, async () => ({ ok: true }));
      },
    });
    await addUser(t.database.db, { email: 'admin@t.lv', roleId: 1 });
    await addUser(t.database.db, { email: 'coach@t.lv', roleId: 2 });
    const admin = await signInAs(t.app, 'admin@t.lv');
    const coach = await signInAs(t.app, 'coach@t.lv');
    expect((await t.app.inject({ url: '/api/v1/test/admin-only', headers: bearer(admin.accessToken) })).statusCode).toBe(200);
    const refused = await t.app.inject({ url: '/api/v1/test/admin-only', headers: bearer(coach.accessToken) });
    expect(refused.statusCode).toBe(403);
    expect(z.object({ error: z.object({ code: z.literal('forbidden') }) }).safeParse(refused.json()).success).toBe(true);
    expect((await t.app.inject({ url: '/api/v1/test/admin-only' })).statusCode).toBe(401);
    await t.close();
  });
});
