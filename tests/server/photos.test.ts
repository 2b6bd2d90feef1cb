import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PHOTO_LIMITS } from '@core/photos';
import type { Change } from '@sync/protocol';
import { openPostgres } from '../../server/db/postgres';
import { photoFiles, progressPhotos } from '../../server/db/schema/index';
import { unlinkClient } from '../../server/services/client-accounts';
import { bearer, signInCast, type SignedIn } from '../helpers/auth';
import { type client, linkedClient, newId, pull, pullAll, TestDevices } from '../helpers/sync';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** A phone's photo: 3000 × 2000 px, with EXIF saying where it was taken and on what. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 200, g: 120, b: 90 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Phonemaker', Model: 'Phone 12', Software: 'Camera 4.2' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '56/1 56/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '24/1 6/1 0/1' },
    })
    .toBuffer();
}

/** sync/SPEC.md A17 and the photo routes (docs/api.md), on both databases. */
describe('progress photos', () => {
  let t: TestApp;
  let admin: SignedIn;
  let coach: SignedIn;
  let rival: SignedIn;
  let person: SignedIn;
  let anna: ReturnType<typeof client>;
  const devices = new TestDevices(() => t.app);
  const act = (user: SignedIn, name: string, args: Record<string, unknown>) => devices.act(user, name, args);
  const upload = (user: SignedIn | null, id: string, body: Buffer, type = 'image/jpeg') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/photos/${id}`,
      headers: { ...(user ? bearer(user.accessToken) : {}), 'content-type': type },
      payload: body,
    });
  const read = (user: SignedIn | null, id: string, app = t.app) =>
    app.inject({ method: 'GET', url: `/api/v1/photos/${id}`, headers: user ? bearer(user.accessToken) : {} });
  const newPhoto = async (taken_on = '2026-11-30') => {
    const photo = { id: newId(), client_id: anna.id, pose: 'front', taken_on };
    expect(await act(person, 'progress-photos.put', photo)).toMatchObject({ status: 'applied' });
    return photo;
  };

  beforeEach(async () => {
    devices.clear();
    t = await createTestApp();
    ({ admin, coach, rival, person } = await signInCast(t.app, t.database.db));
    anna = await linkedClient(t.database.db, devices, coach, person);
  });
  afterEach(() => t.close());

  it('[A17] stores a phone photo upright, at most 1600 px, with no metadata left; the client and their coach read it, privately', async () => {
    const photo = await newPhoto();
    const original = await phonePhoto();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const stored = await upload(person, photo.id, original);
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json()).toMatchObject({ id: photo.id, width: 1600, height: 1067 });

    for (const user of [person, coach]) {
      const answer = await read(user, photo.id);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('image/jpeg');
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      const picture = await sharp(answer.rawPayload).metadata();
      expect(picture).toMatchObject({ format: 'jpeg', width: 1600, height: 1067 });
      expect([picture.exif, picture.xmp, picture.iptc, picture.icc]).toEqual([undefined, undefined, undefined, undefined]);
      for (const trace of ['Phonemaker', 'GPS', 'Exif']) expect(answer.rawPayload.includes(trace)).toBe(false);
    }
    // What the server found reaches the devices with the record (P2).
    const change = (await pull(t.app, person.accessToken, newId(), null)).changes.find((one) => one.id === photo.id);
    expect(change?.data).toMatchObject({ width: 1600, height: 1067, byte_size: stored.json<{ byte_size: number }>().byte_size });
    expect(change?.data?.uploaded_at).toEqual(expect.any(String));
    // Sent again after a lost answer: nothing changes.
    expect((await upload(person, photo.id, original)).json()).toEqual(stored.json());
  });

  it('[A17] nobody else reads it: another coach, an admin, another client’s person, or no sign-in', async () => {
    const photo = await newPhoto();
    expect((await upload(person, photo.id, await phonePhoto())).statusCode).toBe(200);
    for (const user of [rival, admin]) {
      expect((await read(user, photo.id)).statusCode).toBe(404);
      expect((await pull(t.app, user.accessToken, newId(), null)).changes.filter((change) => change.entity === 'progress-photos')).toEqual(
        [],
      );
    }
    expect((await read(null, photo.id)).statusCode).toBe(401);
    expect((await upload(rival, photo.id, await phonePhoto())).statusCode).toBe(404);
  });

  it('[A17] only the client adds, changes and removes their photos; the coach may not', async () => {
    expect(
      await act(coach, 'progress-photos.put', { id: newId(), client_id: anna.id, pose: 'side', taken_on: '2026-11-30' }),
    ).toMatchObject({
      status: 'rejected',
      error: { code: 'forbidden' },
    });
    const photo = await newPhoto();
    expect((await upload(coach, photo.id, await phonePhoto())).statusCode).toBe(403);
    expect(await act(coach, 'progress-photos.delete', { id: photo.id })).toMatchObject({
      status: 'rejected',
      error: { code: 'forbidden' },
    });
    // A device's put keeps what the server found in the picture (R5).
    expect((await upload(person, photo.id, await phonePhoto())).statusCode).toBe(200);
    expect(await act(person, 'progress-photos.put', { ...photo, pose: 'back', width: 1, byte_size: 1 })).toMatchObject({
      status: 'applied',
    });
    const [row] = await t.database.db.select().from(progressPhotos).where(eq(progressPhotos.id, photo.id));
    expect(row).toMatchObject({ pose: 'back', width: 1600 });
    expect(row?.uploaded_at).not.toBeNull();
  });

  it('[A17] a photo the client removes is gone from the server and leaves every device', async () => {
    const photo = await newPhoto();
    expect((await upload(person, photo.id, await phonePhoto())).statusCode).toBe(200);
    const device = newId();
    const { cursor } = await pullAll(t.app, coach.accessToken, device, null);
    expect(await act(person, 'progress-photos.delete', { id: photo.id })).toMatchObject({ status: 'applied' });
    expect(await t.database.db.select().from(photoFiles).where(eq(photoFiles.photo_id, photo.id))).toEqual([]);
    for (const user of [person, coach]) expect((await read(user, photo.id)).statusCode).toBe(404);
    const { pages } = await pullAll(t.app, coach.accessToken, device, cursor);
    expect(pages.flatMap((page) => page.changes).filter((change) => change.id === photo.id)).toMatchObject([{ deleted: true }]);
  });

  it('[A17][P6] a coach whose client unlinks no longer sees the photos, and their devices drop them', async () => {
    const photo = await newPhoto();
    expect((await upload(person, photo.id, await phonePhoto())).statusCode).toBe(200);
    const device = newId();
    const { cursor } = await pullAll(t.app, coach.accessToken, device, null);
    await t.database.db.transaction((tx) => unlinkClient(tx, anna.id));
    expect((await read(coach, photo.id)).statusCode).toBe(404);
    const { pages } = await pullAll(t.app, coach.accessToken, device, cursor);
    const changes: Change[] = pages.flatMap((page) => page.changes);
    expect(changes.filter((change) => change.entity === 'progress-photos').map((change) => [change.id, change.deleted])).toEqual([
      [photo.id, true],
    ]);
  });

  it('refuses what is not a picture (whatever its type says), a damaged one, one 20,000 px wide and one over 10 MB, naming why', async () => {
    const photo = await newPhoto();
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    expect((await upload(person, photo.id, pdf)).json()).toMatchObject({
      error: { code: 'unsupported_image', fields: { file: 'is not a picture' } },
    });
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: 'red' } })
      .gif()
      .toBuffer();
    expect((await upload(person, photo.id, gif)).statusCode).toBe(415);
    const whole = await phonePhoto();
    const cut = await upload(person, photo.id, whole.subarray(0, Math.floor(whole.length / 2)));
    expect([cut.statusCode, cut.json()]).toMatchObject([422, { error: { code: 'image_unreadable' } }]);
    const wide = await sharp({ create: { width: 20_000, height: 10, channels: 3, background: 'red' } })
      .png()
      .toBuffer();
    expect((await upload(person, photo.id, wide)).json()).toMatchObject({
      error: { code: 'image_too_large', fields: { file: 'is 20000 × 10 pixels' } },
    });
    const heavy = Buffer.alloc(PHOTO_LIMITS.uploadBytes + 1, 0xff);
    expect((await upload(person, photo.id, heavy)).statusCode).toBe(413);
    // Nothing was stored: the next real picture still arrives, whatever type its request names.
    expect((await upload(person, photo.id, whole, 'text/plain')).statusCode).toBe(200);
    expect((await upload(person, newId(), whole)).statusCode).toBe(404);
  });

  it('keeps a client within the documented quota: photos kept and megabytes stored', async () => {
    const photo = await newPhoto();
    await t.database.db
      .update(progressPhotos)
      .set({ byte_size: PHOTO_LIMITS.storedBytesPerClient - 1000 })
      .where(eq(progressPhotos.id, photo.id));
    const next = await newPhoto();
    expect((await upload(person, next.id, await phonePhoto())).json()).toMatchObject({ error: { code: 'photo_quota_exceeded' } });
    const many = Array.from({ length: PHOTO_LIMITS.photosPerClient - 2 }, (_, index) => ({
      id: newId(),
      version: index + 1_000_000,
      client_id: anna.id,
      pose: 'free',
      taken_on: '2026-11-01',
      coach_id: coach.userId,
    }));
    await t.database.db.insert(progressPhotos).values(many);
    expect(
      await act(person, 'progress-photos.put', { id: newId(), client_id: anna.id, pose: 'front', taken_on: '2026-11-30' }),
    ).toMatchObject({
      status: 'rejected',
      error: { code: 'quota_exceeded' },
    });
  });

  it('[A17] a photo stored through one server is served by a second one on the same database', async () => {
    const url = t.database.url;
    const database = url ? await openPostgres(url, { poolSize: 2 }) : t.database;
    const second = await createTestApp({ database });
    try {
      const photo = await newPhoto();
      expect((await upload(person, photo.id, await phonePhoto())).statusCode).toBe(200);
      const answer = await read(coach, photo.id, second.app);
      expect(answer.statusCode).toBe(200);
      expect((await sharp(answer.rawPayload).metadata()).width).toBe(1600);
    } finally {
      await second.close();
      if (url) await database.close();
    }
  });
});
