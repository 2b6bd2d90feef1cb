import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exercises } from '../../../server/db/schema/index';
import { migrationsFolder } from '../../../server/lib/paths';
import { bearer, signInCast, type SignedIn } from '../../helpers/auth';
import { newId, pull, TestDevices } from '../../helpers/sync';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/** An exercise's video link (core/records/exercises.ts `video_url`), on both databases. */
describe('an exercise’s video link', () => {
  let t: TestApp;
  let admin: SignedIn;
  let coach: SignedIn;
  const devices = new TestDevices(() => t.app);
  const act = (user: SignedIn, name: string, args: Record<string, unknown>) => devices.act(user, name, args);
  const stored = async (id: string) => (await t.database.db.select().from(exercises).where(eq(exercises.id, id)))[0];
  const refused = (message: string) => ({ status: 'rejected', error: { code: 'validation_failed', fields: { video_url: message } } });

  beforeEach(async () => {
    devices.clear();
    t = await createTestApp();
    ({ admin, coach } = await signInCast(t.app, t.database.db));
  });
  afterEach(() => t.close());

  it('is an https link, set by a coach on their own exercise and by an admin on the library’s; http, javascript:, data: and others are refused naming the field', async () => {
    const own = { id: newId(), name: { 'en-US': 'Nordic curl' }, video_url: 'https://www.youtube.com/watch?v=abc123' };
    expect(await act(coach, 'exercises.put', own)).toMatchObject({ status: 'applied' });
    expect(await stored(own.id)).toMatchObject({ video_url: 'https://www.youtube.com/watch?v=abc123', owner_id: coach.userId });

    for (const link of [
      'http://www.youtube.com/watch?v=abc123',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://example.com/squat.mp4',
      'https://',
      'https:// example.com',
      'www.youtube.com/watch?v=abc123',
    ]) {
      expect(await act(coach, 'exercises.patch', { id: own.id, changes: { video_url: link } }), link).toMatchObject(
        refused('must be an https:// link'),
      );
      expect(await act(coach, 'exercises.put', { id: newId(), name: { 'en-US': 'Bad link' }, video_url: link }), link).toMatchObject(
        refused('must be an https:// link'),
      );
    }
    expect(
      await act(coach, 'exercises.patch', { id: own.id, changes: { video_url: `https://example.com/${'v'.repeat(481)}` } }),
    ).toMatchObject(refused('is too long'));
    expect(await stored(own.id)).toMatchObject({ video_url: 'https://www.youtube.com/watch?v=abc123' });

    // Taken off with an empty address as with null: one way to say "no video".
    expect(await act(coach, 'exercises.patch', { id: own.id, changes: { video_url: '  ' } })).toMatchObject({ status: 'applied' });
    expect(await stored(own.id)).toMatchObject({ video_url: null });

    const library = { id: newId(), name: { 'en-US': 'Goblet squat' }, video_url: 'https://vimeo.com/123' };
    expect(await act(admin, 'exercises.put', library)).toMatchObject({ status: 'applied' });
    // The admin screens write the library through the REST resources, checked by the same schema.
    const rest = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/exercises/${library.id}`,
      headers: bearer(admin.accessToken),
      payload: { video_url: 'http://vimeo.com/123' },
    });
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toMatchObject({ error: { fields: { video_url: 'must be an https:// link' } } });
    expect(await stored(library.id)).toMatchObject({ video_url: 'https://vimeo.com/123' });
  });

  it('the migration that added it moves an https video of the old editor’s media link into it, and devices pull the change', async () => {
    const [video, http, both] = [newId(), newId(), newId()];
    const image = { kind: 'image', url: 'https://example.com/squat.jpg' };
    expect(
      await act(coach, 'exercises.put', {
        id: video,
        name: { 'en-US': 'With a video' },
        media: [image, { kind: 'video', url: 'https://youtu.be/abc' }, { kind: 'video', url: 'https://youtu.be/def' }],
      }),
    ).toMatchObject({ status: 'applied' });
    expect(
      await act(coach, 'exercises.put', {
        id: http,
        name: { 'en-US': 'With an http video' },
        media: [{ kind: 'video', url: 'http://example.com/squat.mp4' }],
      }),
    ).toMatchObject({ status: 'applied' });
    expect(
      await act(coach, 'exercises.put', {
        id: both,
        name: { 'en-US': 'Already has one' },
        media: [{ kind: 'video', url: 'https://youtu.be/old' }],
        video_url: 'https://youtu.be/new',
      }),
    ).toMatchObject({ status: 'applied' });
    const before = await pull(t.app, coach.accessToken, newId(), null);

    const [file] = readdirSync(migrationsFolder).filter((name) => name.endsWith('_exercise_video_url.sql'));
    const [, move] = readFileSync(path.join(migrationsFolder, file ?? ''), 'utf8').split('--> statement-breakpoint');
    await t.database.db.execute(sql.raw(move ?? ''));

    expect(await stored(video)).toMatchObject({
      video_url: 'https://youtu.be/abc',
      media: [image, { kind: 'video', url: 'https://youtu.be/def' }],
    });
    expect(await stored(http)).toMatchObject({ video_url: null, media: [{ kind: 'video', url: 'http://example.com/squat.mp4' }] });
    expect(await stored(both)).toMatchObject({
      video_url: 'https://youtu.be/new',
      media: [{ kind: 'video', url: 'https://youtu.be/old' }],
    });
    const after = await pull(t.app, coach.accessToken, newId(), before.cursor);
    expect(after.changes.map((change) => [change.id, change.data?.video_url])).toEqual([[video, 'https://youtu.be/abc']]);
  });
});
