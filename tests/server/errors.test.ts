import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../server/lib/api-error';
import { createTestApp, type TestApp } from '../helpers/test-app';

const errorShape = z.object({
  error: z.strictObject({
    code: z.string().regex(/^[a-z_]+$/),
    message: z.string().min(1),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

describe('one error shape for every 4xx and 5xx', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Routes that exist only in this test, to drive each kind of failure through the real handler.
    t = await createTestApp({
      extend: async (app) => {
        await app.register(async (scope) => {
          scope.post('/api/v1/test/validated', { schema: { body: z.object({ email: z.email(), age: z.number().int() }) } }, async () => ({
            ok: true,
          }));
          scope.get('/api/v1/test/boom', async () => {
            throw new Error('database password is hunter2');
          });
          scope.get('/api/v1/test/teapot', async () => {
            throw new ApiError(409, 'in_use', 'Still used by 3 exercises', undefined, { 'X-Hint': 'yes' });
          });
        });
      },
    });
  });
  afterAll(() => t.close());

  it('404 for an unknown /api/ path, naming method and path', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/v1/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'No API route for DELETE /api/v1/no-such-thing' } });
  });

  it('404 for /api/ paths outside v1 too, never the app shell', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/health' });
    expect(response.statusCode).toBe(404);
    expect(errorShape.parse(response.json()).error.code).toBe('not_found');
  });

  it('400 with per-field messages when the body fails validation', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/test/validated', payload: { email: 'nope', age: 1.5 } });
    expect(response.statusCode).toBe(400);
    const body = errorShape.parse(response.json());
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields ?? {}).sort()).toEqual(['age', 'email']);
  });

  it('400 invalid_json for a malformed JSON body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/validated',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(errorShape.parse(response.json()).error.code).toBe('invalid_json');
  });

  it('415 for a content type the API does not take', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/validated',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(errorShape.parse(response.json()).error.code).toBe('unsupported_media_type');
  });

  it('500 without leaking the internal message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'internal_error', message: 'Something went wrong on our side' } });
    expect(response.body).not.toContain('hunter2');
  });

  it('an ApiError keeps its status, code, message and headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/test/teapot' });
    expect(response.statusCode).toBe(409);
    expect(response.headers['x-hint']).toBe('yes');
    expect(response.json()).toEqual({ error: { code: 'in_use', message: 'Still used by 3 exercises' } });
  });
});
