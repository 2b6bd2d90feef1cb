import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@core/auth';
import { errorResponseSchema } from '../../server/plugins/error-handler';
import { seedReferenceData } from '../../server/seed/reference';
import { addUser, bearer, signInAs, type SignedIn } from '../helpers/auth';
import { muscle, outbox, push } from '../helpers/sync';
import { createTestApp, type TestApp } from '../helpers/test-app';

const UNSTORABLE = 'contains a character that cannot be stored';

/**
 * What PostgreSQL cannot store is refused at the boundary with a 400 naming the field, on REST
 * bodies, query strings and path parameters alike (docs/api.md; sync/SPEC.md R8), and the sync
 * push keeps its own per-mutation answer (W5). The hostile-input test covers every route for 5xx;
 * this one pins the answers.
 */
describe('unstorable input is a 400 naming the field', () => {
  let t: TestApp;
  let admin: SignedIn;
  let client: SignedIn;
  let muscleId: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedReferenceData(t.database.db);
    await addUser(t.database.db, { email: 'admin@test.lv', roleId: ROLE.admin });
    await addUser(t.database.db, { email: 'client@test.lv', roleId: ROLE.client });
    admin = await signInAs(t.app, 'admin@test.lv');
    client = await signInAs(t.app, 'client@test.lv');
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/muscles?pageSize=1', headers: bearer(admin.accessToken) });
    muscleId = list.json<{ items: { id: string }[] }>().items[0]?.id ?? '';
  });
  afterAll(() => t.close());

  const refusal = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(400);
    return errorResponseSchema.parse(response.json()).error;
  };

  it('a NUL in a search, and in a body that is not a record (registration, the profile)', async () => {
    for (const who of [admin, client]) {
      const search = refusal(await t.app.inject({ method: 'GET', url: '/api/v1/muscles?q=%00', headers: bearer(who.accessToken) }));
      expect(search).toEqual({ code: 'validation_failed', message: 'Some fields are not valid', fields: { q: UNSTORABLE } });
    }
    const register = refusal(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: { email: 'new@test.lv', password: 'a long enough passphrase', name: 'Anna\u0000' },
      }),
    );
    expect(register.fields).toEqual({ name: UNSTORABLE });
    const profile = refusal(
      await t.app.inject({
        method: 'PUT',
        url: '/api/v1/profile',
        headers: bearer(client.accessToken),
        payload: { name: 'Anna', bio: 'a\u0000b' },
      }),
    );
    expect(profile.fields).toEqual({ bio: UNSTORABLE });
  });

  it('a NUL under a key every object inherits (constructor, valueOf) is named like any other', async () => {
    const search = refusal(await t.app.inject({ method: 'GET', url: '/api/v1/muscles?valueOf=%00', headers: bearer(client.accessToken) }));
    expect(search.fields).toEqual({ valueOf: UNSTORABLE });
    const headers = { ...bearer(client.accessToken), 'content-type': 'application/json' };
    const profile = refusal(
      await t.app.inject({ method: 'PUT', url: '/api/v1/profile', headers, payload: '{"name":"Anna","constructor":"a\\u0000b"}' }),
    );
    expect(profile.fields).toEqual({ constructor: UNSTORABLE });
  });

  it('a lone surrogate in a localized name, created, replaced or patched, is named by its path in the body', async () => {
    const headers = { ...bearer(admin.accessToken), 'content-type': 'application/json' };
    // JSON.stringify writes a lone surrogate as the escape \ud800, which the server's JSON.parse turns back into one.
    const payload = JSON.stringify({ name: { 'en-US': 'Biceps \uD800' }, region: 'upper', group: 'arms' });
    for (const [method, url] of [
      ['POST', '/api/v1/muscles'],
      ['PUT', `/api/v1/muscles/${muscleId}`],
      ['PATCH', `/api/v1/muscles/${muscleId}`],
    ] as const) {
      expect(refusal(await t.app.inject({ method, url, headers, payload })).fields, `${method} ${url}`).toEqual({
        'name.en-US': UNSTORABLE,
      });
    }
  });

  it('a sort naming an inherited member of an object is not a sortable field', async () => {
    for (const sort of ['__proto__', 'valueOf', 'hasOwnProperty', '-constructor']) {
      const answer = refusal(
        await t.app.inject({ method: 'GET', url: `/api/v1/muscles?sort=${sort}`, headers: bearer(client.accessToken) }),
      );
      expect(Object.keys(answer.fields ?? {}), sort).toEqual(['sort']);
    }
    const sorted = await t.app.inject({ method: 'GET', url: '/api/v1/muscles?sort=-name&pageSize=2', headers: bearer(client.accessToken) });
    expect(sorted.statusCode).toBe(200);
  });

  it('a sync push still rejects only the mutation that carries it, and applies the rest (W5)', async () => {
    const next = outbox();
    const bad = next('muscles.put', muscle('Bad\u0000'));
    const good = next('muscles.put', muscle('Good'));
    const answer = await push(t.app, admin.accessToken, crypto.randomUUID(), [bad, good]);
    expect(answer.results.map((result) => [result.status, result.error?.fields])).toEqual([
      ['rejected', { 'name.en-US': UNSTORABLE }],
      ['applied', undefined],
    ]);
  });

  it('an exercise imported twice from the same source is a 409, not a 500', async () => {
    const headers = bearer(admin.accessToken);
    const exercise = { name: { 'en-US': 'Copy' }, type_id: null, source_name: 'free-exercise-db', source_id: 'Same_Source' };
    const first = await t.app.inject({ method: 'POST', url: '/api/v1/exercises', headers, payload: exercise });
    expect(first.statusCode, first.body).toBe(201);
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/exercises', headers, payload: exercise });
    expect(again.statusCode, again.body).toBe(409);
    expect(errorResponseSchema.parse(again.json()).error.code).toBe('duplicate');
  });
});
