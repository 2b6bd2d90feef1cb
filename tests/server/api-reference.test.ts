import type { FastifyPluginAsync, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminUserSchema, dashboardSchema, listPageSchema, resourceRecordSchema } from '@core/admin-api';
import { profileSchema, ROLE } from '@core/auth';
import { API_DOCS_PREFIX, API_PREFIX } from '../../server/app';
import { errorResponseSchema } from '../../server/plugins/error-handler';
import { seedReferenceData } from '../../server/seed/reference';
import { isShellNavigation } from '../../src/app/pwa/sw-protocol';
import { addUser, bearer, signInAs, type SignedIn } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

interface RegisteredRoute {
  method: string;
  url: string;
  responseStatuses: string[];
}

/** Collects every route as the app registers it; HEAD routes are Fastify's automatic twins of GETs. */
function routeCollector(): { routes: RegisteredRoute[]; onRoute: (route: RouteOptions) => void } {
  const routes: RegisteredRoute[] = [];
  return {
    routes,
    onRoute(route) {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response ?? {};
      for (const method of methods) {
        if (method !== 'HEAD') routes.push({ method, url: route.url, responseStatuses: Object.keys(response) });
      }
    },
  };
}

/** The API's routes; the reference page's own files are not part of the API it describes. */
const apiRoutesOf = (routes: RegisteredRoute[]) =>
  routes.filter(({ url }) => url.startsWith(`${API_PREFIX}/`) && url !== API_DOCS_PREFIX && !url.startsWith(`${API_DOCS_PREFIX}/`));

interface OpenApiResponse {
  content?: Record<string, { schema?: unknown }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { responses?: Record<string, OpenApiResponse> }>>;
  components?: { schemas?: Record<string, unknown> };
}

/** Each route that the document leaves out, or documents without a schema for its success answer. */
function undocumented(routes: RegisteredRoute[], document: OpenApiDocument): string[] {
  const problems: string[] = [];
  for (const route of apiRoutesOf(routes)) {
    const name = `${route.method} ${route.url}`;
    const success = route.responseStatuses.filter((status) => /^2\d\d$/.test(status)).sort()[0];
    if (!success) {
      problems.push(`${name}: declares no response schema for its success status`);
      continue;
    }
    const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const operation = document.paths[path]?.[route.method.toLowerCase()];
    const response = operation?.responses?.[success];
    if (!response) {
      problems.push(`${name}: missing from the document (or its ${success} answer is)`);
      continue;
    }
    // An answer without a body (204) is documented as one with no content.
    if (success !== '204' && !response.content?.['application/json']?.schema)
      problems.push(`${name}: its ${success} answer has no schema in the document`);
  }
  return problems;
}

async function openApiDocument(t: TestApp): Promise<OpenApiDocument> {
  const response = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/openapi.json` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OpenApiDocument>();
}

describe('the API describes itself', () => {
  const collector = routeCollector();
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ onRoute: collector.onRoute });
    await seedReferenceData(t.database.db);
    await addUser(t.database.db, { email: 'admin@test.lv', roleId: ROLE.admin, name: 'Admin' });
    admin = await signInAs(t.app, 'admin@test.lv');
  });
  afterAll(() => t.close());

  it('/api/v1/openapi.json documents every /api/v1 route with a schema for its success answer', async () => {
    const document = await openApiDocument(t);
    expect(document.openapi).toBe('3.1.0');
    const routes = apiRoutesOf(collector.routes);
    // Guards the guard: the collector must have seen the routes, or an empty list would pass.
    expect(routes.length).toBeGreaterThan(70);
    for (const url of [
      '/api/v1/auth/login',
      '/api/v1/auth/logout',
      '/api/v1/auth/google-login',
      '/api/v1/profile',
      '/api/v1/sync/push',
      '/api/v1/muscles/:id',
      '/api/v1/openapi.json',
    ]) {
      expect(routes.map((route) => route.url)).toContain(url);
    }
    expect(undocumented(collector.routes, document)).toEqual([]);
  });

  it('documents the error shape and who must sign in', async () => {
    const document = await openApiDocument(t);
    expect(document.components?.schemas).toHaveProperty('Error');
    const login = document.paths['/api/v1/auth/login']?.post;
    expect(Object.keys(login?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '429', '500']));
    const profile = document.paths['/api/v1/profile']?.get as { security?: unknown[] } | undefined;
    expect(profile?.security).toEqual([{ bearerAuth: [] }]);
  });

  it('the reference page answers HTML whose scripts and styles all come from this server and load', async () => {
    const page = await t.app.inject({ method: 'GET', url: API_DOCS_PREFIX });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    // No inline script: the policy would block it.
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(assets.length).toBeGreaterThanOrEqual(4);
    for (const asset of assets) {
      expect(asset, 'served by this server').not.toMatch(/^(?:[a-z]+:)?\/\//i);
      const url = new URL(asset, `http://localhost${API_DOCS_PREFIX}`).pathname;
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(String(response.headers['content-security-policy'])).toBe(csp);
    }
    // The page's script reads the document from ./json next to it.
    const initializer = await t.app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/static/swagger-initializer.js` });
    expect(initializer.body).toContain("resolveUrl('./json')");
    const json = await t.app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/json` });
    expect(json.statusCode).toBe(200);
    expect(json.json<OpenApiDocument>().paths).toHaveProperty(['/api/v1/openapi.json']);
    // An installed app's service worker must let the page through rather than answer with its shell.
    for (const url of [API_DOCS_PREFIX, `${API_DOCS_PREFIX}/`, `${API_PREFIX}/openapi.json`])
      expect(isShellNavigation(url), url).toBe(false);
  });

  it('answers match their declared schemas', async () => {
    const auth = { headers: bearer(admin.accessToken) };
    const profile = await t.app.inject({ method: 'GET', url: '/api/v1/profile', ...auth });
    expect(profile.statusCode).toBe(200);
    profileSchema.parse(profile.json());

    const users = await t.app.inject({ method: 'GET', url: '/api/v1/admin/users', ...auth });
    expect(users.statusCode).toBe(200);
    expect(
      listPageSchema(adminUserSchema)
        .parse(users.json())
        .items.map((user) => user.email),
    ).toEqual(['admin@test.lv']);

    const dashboard = await t.app.inject({ method: 'GET', url: `/api/v1/admin/users/${admin.userId}/dashboard`, ...auth });
    expect(dashboard.statusCode).toBe(200);
    dashboardSchema.parse(dashboard.json());

    for (const entity of ['muscles', 'exercise-types', 'age-groups', 'country-codes'] as const) {
      const list = await t.app.inject({ method: 'GET', url: `/api/v1/${entity}?pageSize=5`, ...auth });
      expect(list.statusCode, list.body).toBe(200);
      const page = listPageSchema(resourceRecordSchema(entity)).parse(list.json());
      expect(page.items.length).toBeGreaterThan(0);
      const one = await t.app.inject({ method: 'GET', url: `/api/v1/${entity}/${page.items[0]?.id ?? ''}`, ...auth });
      expect(one.statusCode, one.body).toBe(200);
      resourceRecordSchema(entity).parse(one.json());
    }

    const refused = await t.app.inject({ method: 'GET', url: '/api/v1/admin/users' });
    expect(refused.statusCode).toBe(401);
    expect(errorResponseSchema.parse(refused.json()).error.code).toBe('unauthenticated');
    const invalid = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'not an address', password: '' } });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(errorResponseSchema.parse(invalid.json()).error.fields ?? {})).toEqual(['email', 'password']);
  });
});

describe('routes added later', () => {
  it('one without a response schema is reported by the same check; one answering against its schema answers 500', async () => {
    const collector = routeCollector();
    const undocumentedRoute: FastifyPluginAsync = async (app) => {
      app.get('/added-later', { schema: { querystring: z.object({ q: z.string().optional() }) } }, async () => ({ ok: true }));
      app.get('/answers-wrongly', { schema: { response: { 200: z.object({ ok: z.boolean() }) } } }, async () => ({ ok: 'yes' }));
    };
    const t = await createTestApp({
      onRoute: collector.onRoute,
      extend: async (app) => {
        await app.register(undocumentedRoute, { prefix: API_PREFIX });
      },
    });
    try {
      expect(undocumented(collector.routes, await openApiDocument(t))).toEqual([
        'GET /api/v1/added-later: declares no response schema for its success status',
      ]);
      const wrong = await t.app.inject({ method: 'GET', url: '/api/v1/answers-wrongly' });
      expect(wrong.statusCode).toBe(500);
      expect(errorResponseSchema.parse(wrong.json()).error.code).toBe('internal_error');
    } finally {
      await t.close();
    }
  });
});
