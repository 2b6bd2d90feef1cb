import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { conversationId } from '@core/records/conversations';
import { clients, messagePhotoFiles } from '../../server/db/schema/index';
import { bearer, signInCast, type SignedIn } from '../helpers/auth';
import { client, newId, pull, TestDevices } from '../helpers/sync';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** A photo of the gym's equipment, with EXIF saying where it was taken. */
function equipmentPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1800, channels: 3, background: { r: 90, g: 120, b: 200 } } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '56/1 56/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '24/1 6/1 0/1' } })
    .toBuffer();
}

/** A message's photo (sync/SPEC.md A22): its author sends it, both parties read it, nobody else; removed, it is gone. */
describe('a photo in a message', () => {
  let t: TestApp;
  let coach: SignedIn;
  let rival: SignedIn;
  let person: SignedIn;
  let talk: string;
  const devices = new TestDevices(() => t.app);
  const applied = { status: 'applied' };
  const upload = (user: SignedIn, id: string, body: Buffer) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/photos/${id}`,
      headers: { ...bearer(user.accessToken), 'content-type': 'image/jpeg' },
      payload: body,
    });
  const read = (user: SignedIn, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/photos/${id}`, headers: bearer(user.accessToken) });
  const messageOf = async (user: SignedIn, id: string) =>
    (await pull(t.app, user.accessToken, newId(), null)).changes.find(
      (change) => change.entity === 'conversation-messages' && change.id === id,
    )?.data;

  beforeEach(async () => {
    devices.clear();
    t = await createTestApp();
    ({ coach, rival, person } = await signInCast(t.app, t.database.db));
    const anna = client('Anna');
    expect(await devices.act(coach, 'clients.put', anna)).toMatchObject(applied);
    await t.database.db.update(clients).set({ user_id: person.userId }).where(eq(clients.id, anna.id));
    talk = conversationId(anna.id, person.userId);
    expect(await devices.act(coach, 'conversations.put', { id: talk, client_id: anna.id })).toMatchObject(applied);
  });
  afterEach(() => t.close());

  it('the client sends a photo without words; it is cleaned, both read it, only its author sends it, and a rival sees nothing', async () => {
    const id = newId();
    expect(await devices.act(person, 'conversation-messages.put', { id, conversation_id: talk, body: '', has_photo: true })).toMatchObject(
      applied,
    );
    // Not the coach's to add, and a message without a photo takes none.
    const photo = await equipmentPhoto();
    expect((await upload(coach, id, photo)).statusCode).toBe(403);
    const plain = newId();
    expect(await devices.act(person, 'conversation-messages.put', { id: plain, conversation_id: talk, body: 'Hi' })).toMatchObject(applied);
    expect((await upload(person, plain, photo)).statusCode).toBe(404);

    const stored = await upload(person, id, photo);
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toMatchObject({ id, width: 1600, height: 1200 });
    // Sent again (an answer lost on the way): the same, nothing new.
    expect((await upload(person, id, photo)).json()).toEqual(stored.json());
    expect(await messageOf(coach, id)).toMatchObject({ has_photo: true, photo_uploaded_at: expect.any(String) as string });

    for (const reader of [coach, person]) {
      const answer = await read(reader, id);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      const metadata = await sharp(answer.rawPayload).metadata();
      expect([metadata.format, metadata.width, metadata.exif]).toEqual(['jpeg', 1600, undefined]);
    }
    expect((await read(rival, id)).statusCode).toBe(404);
    expect((await upload(rival, id, photo)).statusCode).toBe(404);
  });

  it('a message removed by its author takes its photo off the server; has_photo never changes otherwise', async () => {
    const id = newId();
    expect(
      await devices.act(coach, 'conversation-messages.put', { id, conversation_id: talk, body: 'This rack', has_photo: true }),
    ).toMatchObject(applied);
    expect((await upload(coach, id, await equipmentPhoto())).statusCode).toBe(200);
    expect(await devices.act(coach, 'conversation-messages.patch', { id, changes: { has_photo: false } })).toMatchObject({
      status: 'rejected',
      error: { code: 'field_not_writable' },
    });
    expect(await devices.act(coach, 'conversation-messages.patch', { id, changes: { removed: true } })).toMatchObject(applied);
    expect(await messageOf(person, id)).toMatchObject({ removed: true, has_photo: false, photo_uploaded_at: null, body: '' });
    expect((await read(person, id)).statusCode).toBe(404);
    expect(await t.database.db.select().from(messagePhotoFiles).where(eq(messagePhotoFiles.message_id, id))).toEqual([]);
  });
});
