import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exercises } from '../../../server/db/schema/index';
import { bearer, signInCast, type SignedIn } from '../../helpers/auth';
import { newId, TestDevices } from '../../helpers/sync';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const NOT_A_WEB_LINK = 'must be an http:// or https:// link';

/**
 * An exercise's pictures (`media`) and source link (`source_url`) are web addresses only
 * (core/records/links.ts WEB_LINK): a `javascript:` or `data:` address shown as a link would run
 * or show whatever it holds. The video link has its own, stricter rule (exercise-video.test.ts).
 */
describe('an exercise’s picture and source links', () => {
  let t: TestApp;
  let admin: SignedIn;
  let coach: SignedIn;
  const devices = new TestDevices(() => t.app);
  const act = (user: SignedIn, name: string, args: Record<string, unknown>) => devices.act(user, name, args);
  const stored = async (id: string) => (await t.database.db.select().from(exercises).where(eq(exercises.id, id)))[0];

  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, coach } = await signInCast(t.app, t.database.db));
  });
  afterAll(() => t.close());

  it('a javascript: or data: picture is refused from a device, naming the field, and nothing is stored', async () => {
    const own = { id: newId(), name: { 'en-US': 'Nordic curl' }, media: [{ kind: 'image', url: 'https://example.com/nordic.jpg' }] };
    expect(await act(coach, 'exercises.put', own)).toMatchObject({ status: 'applied' });
    for (const url of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)']) {
      const refused = { status: 'rejected', error: { code: 'validation_failed', fields: { 'media.0.url': NOT_A_WEB_LINK } } };
      expect(
        await act(coach, 'exercises.put', { id: newId(), name: { 'en-US': 'Bad picture' }, media: [{ kind: 'image', url }] }),
        url,
      ).toMatchObject(refused);
      expect(await act(coach, 'exercises.patch', { id: own.id, changes: { media: [{ kind: 'image', url }] } }), url).toMatchObject(refused);
    }
    expect(await stored(own.id)).toMatchObject({ media: [{ kind: 'image', url: 'https://example.com/nordic.jpg' }] });
  });

  it('the admin API refuses a javascript: or data: picture or source link with the field error shape', async () => {
    const auth = { headers: bearer(admin.accessToken) };
    for (const [field, value] of [
      ['source_url', 'javascript:alert(1)'],
      ['source_url', 'data:text/html,hello'],
      ['media', [{ kind: 'image', url: 'javascript:alert(1)' }]],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/exercises',
        ...auth,
        payload: { id: newId(), name: { 'en-US': 'Goblet squat' }, [field]: value },
      });
      expect(response.statusCode, `${field} ${JSON.stringify(value)}`).toBe(400);
      expect(response.json()).toEqual({
        error: {
          code: 'validation_failed',
          message: 'Some fields are not valid',
          fields: { [field === 'media' ? 'media.0.url' : field]: NOT_A_WEB_LINK },
        },
      });
    }
    const good = {
      id: newId(),
      name: { 'en-US': 'Goblet squat' },
      source_url: 'https://example.org/goblet-squat',
      media: [{ kind: 'image', url: 'https://example.org/goblet.jpg' }],
    };
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/exercises', ...auth, payload: good });
    expect(created.statusCode, created.body).toBe(201);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/exercises/${good.id}`,
      ...auth,
      payload: { source_url: 'javascript:alert(1)' },
    });
    expect(patched.statusCode).toBe(400);
    expect(await stored(good.id)).toMatchObject({ source_url: 'https://example.org/goblet-squat' });
  });

  it('an http picture, as the old editor took them, still lets its exercise be edited', async () => {
    const old = {
      id: newId(),
      name: { 'en-US': 'Wall sit' },
      media: [{ kind: 'image', url: 'http://example.com/wall-sit.jpg' }],
      source_url: 'http://example.org/wall-sit',
    };
    expect(await act(coach, 'exercises.put', old)).toMatchObject({ status: 'applied' });
    expect(await act(coach, 'exercises.patch', { id: old.id, changes: { name: { 'en-US': 'Wall sit, 60 s' } } })).toMatchObject({
      status: 'applied',
    });
  });

  it('a record stored with such a link before the rule is still answered by the API, not a 500', async () => {
    const id = newId();
    expect(await act(admin, 'exercises.put', { id, name: { 'en-US': 'Plank' } })).toMatchObject({ status: 'applied' });
    await t.database.db
      .update(exercises)
      .set({ source_url: 'javascript:alert(1)', media: [{ kind: 'image', url: 'data:text/html,hello' }] })
      .where(eq(exercises.id, id));
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/exercises/${id}`, headers: bearer(admin.accessToken) });
    expect(response.statusCode, response.body).toBe(200);
  });
});
