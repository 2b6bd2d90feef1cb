import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '@core/auth-constants';
import { conversationId } from '@core/records/conversations';
import { clients, messagePhotoFiles, photoFiles } from '../../server/db/schema/index';
import { unlinkClientAccount } from '../../server/services/client-accounts';
import { dropPicturesWithoutRecord, keepFetchedPicture, keepWaitingPicture, pictureFile } from '../../src/data/local/photo-files';
import { sendWaitingPictures } from '../../src/data/photo-uploads';
import { addUser, PASSWORD } from '../helpers/auth';
import { Device, startServer, type Tab } from './harness';

const jpeg = (shade: number) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: shade, g: 100, b: 90 } } })
    .jpeg()
    .toBuffer();
const blob = (bytes: Buffer, type = 'image/jpeg') => new Blob([new Uint8Array(bytes)], { type });

/**
 * Progress photos between a client's devices, the server and the coach (sync/SPEC.md A17), through
 * the real engine, the device's database and the picture routes: a picture waits on the device
 * until its record is on the server and the server has answered that it stored it.
 */
describe('progress photo pictures from the device', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let phone: Tab;
  let coachTab: Tab;
  let coachUserId = '';
  const clientId = randomUUID();

  const takePhoto = async (tab: Tab, picture: Blob, taken_on = '2026-12-01') => {
    const id = randomUUID();
    await keepWaitingPicture(tab.db, id, picture, picture);
    await tab.write('progress-photos.put', { id, client_id: clientId, pose: 'front', taken_on });
    return id;
  };
  const stored = async (id: string) =>
    (await server.database.db.select({ id: photoFiles.photo_id }).from(photoFiles).where(eq(photoFiles.photo_id, id))).length;

  beforeEach(async () => {
    server = await startServer();
    const coach = await addUser(server.database.db, { email: 'coach@test.lv', roleId: ROLE.coach });
    coachUserId = coach.id;
    await addUser(server.database.db, { email: 'person@test.lv', roleId: ROLE.client });
    coachTab = (await new Device(server.url).signIn('coach@test.lv', PASSWORD)).tab();
    await coachTab.write('clients.put', { id: clientId, name: 'Anna' });
    await coachTab.sync();
    const person = await new Device(server.url).signIn('person@test.lv', PASSWORD);
    await server.database.db.update(clients).set({ user_id: person.userId }).where(eq(clients.id, clientId));
    phone = person.tab();
    await phone.sync();
  });
  afterEach(() => server.close());

  it('[C13] waits for its record to reach the server, survives a lost network and a killed app, and is sent once', async () => {
    const id = await takePhoto(phone, blob(await jpeg(200)));
    // The record is only on the phone: nothing to attach the picture to yet.
    expect(await sendWaitingPictures(phone.db, phone.device.api.http)).toEqual({ sent: 0, refused: 0, left: 1 });
    await phone.sync();

    // The network goes as the picture leaves: it stays waiting.
    const offline = phone.device.api.http.extend({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(await sendWaitingPictures(phone.db, offline)).toEqual({ sent: 0, refused: 0, left: 1 });
    expect((await pictureFile(phone.db, id))?.state).toBe('waiting');
    expect(await stored(id)).toBe(0);

    // The app is killed and opened again: the picture is still there, and goes.
    phone.close();
    phone = phone.device.tab();
    expect((await pictureFile(phone.db, id))?.state).toBe('waiting');
    expect(await sendWaitingPictures(phone.db, phone.device.api.http)).toEqual({ sent: 1, refused: 0, left: 0 });
    expect((await pictureFile(phone.db, id))?.state).toBe('stored');
    expect(await stored(id)).toBe(1);
    // Nothing is sent twice.
    expect(await sendWaitingPictures(phone.db, phone.device.api.http)).toEqual({ sent: 0, refused: 0, left: 0 });

    // The coach's device reads the record and fetches the picture with the coach's session.
    await coachTab.sync();
    const [record] = await coachTab.records('progress-photos');
    expect(record).toMatchObject({ id, width: 800, height: 600 });
    const picture = await coachTab.device.api.http.get(`photos/${id}`).blob();
    expect((await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).format).toBe('jpeg');
  });

  it('[C13] a picture the server refuses is kept with the reason and does not hold back the next one', async () => {
    const pdf = blob(Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF'), 'image/jpeg');
    const refused = await takePhoto(phone, pdf, '2026-11-30');
    const fine = await takePhoto(phone, blob(await jpeg(120)));
    await phone.sync();
    expect(await sendWaitingPictures(phone.db, phone.device.api.http)).toEqual({ sent: 1, refused: 1, left: 0 });
    expect(await pictureFile(phone.db, refused)).toMatchObject({ state: 'refused', problem: 'unsupported_image' });
    expect((await pictureFile(phone.db, fine))?.state).toBe('stored');
    // Refused stays refused: it is not sent again on every sync.
    expect(await sendWaitingPictures(phone.db, phone.device.api.http)).toEqual({ sent: 0, refused: 0, left: 0 });
  });

  it("[A17][P6] pictures leave a device with their record: deleted on another of the client's devices, or the coach unlinked", async () => {
    const kept = await takePhoto(phone, blob(await jpeg(60)));
    const deleted = await takePhoto(phone, blob(await jpeg(90)), '2026-11-29');
    await phone.sync();
    await sendWaitingPictures(phone.db, phone.device.api.http);
    await phone.sync();

    // The client deletes one on a second device: the phone drops its copy after the next sync.
    const tablet = (await new Device(server.url).signIn('person@test.lv', PASSWORD)).tab();
    await tablet.sync();
    await tablet.write('progress-photos.delete', { id: deleted });
    await tablet.sync();
    expect(await stored(deleted)).toBe(0);
    await phone.sync();
    expect(await dropPicturesWithoutRecord(phone.db)).toBe(1);
    expect(await pictureFile(phone.db, deleted)).toBeUndefined();
    expect((await pictureFile(phone.db, kept))?.state).toBe('stored');

    // The coach viewed the other one, which the device kept to show offline.
    await coachTab.sync();
    const picture = await coachTab.device.api.http.get(`photos/${kept}`).blob();
    await keepFetchedPicture(coachTab.db, kept, picture, picture);
    expect(await dropPicturesWithoutRecord(coachTab.db)).toBe(0);

    // The coach unlinks the client: the record leaves the coach's device, and the picture with it.
    await unlinkClientAccount(server.database.db, { id: coachUserId, roleId: ROLE.coach, email: 'coach@test.lv' }, clientId);
    await coachTab.sync();
    expect(await coachTab.records('progress-photos')).toEqual([]);
    expect(await dropPicturesWithoutRecord(coachTab.db)).toBe(1);
    expect(await pictureFile(coachTab.db, kept)).toBeUndefined();
    // A picture arriving after its record left is not kept.
    await keepFetchedPicture(coachTab.db, kept, picture, picture);
    expect(await pictureFile(coachTab.db, kept)).toBeUndefined();
  });

  it('[C13] a picture whose record never came (the app killed between the two writes) is dropped after a while, not at once', async () => {
    const orphan = randomUUID();
    const at = Date.now();
    await keepWaitingPicture(phone.db, orphan, blob(await jpeg(30)), blob(await jpeg(30)), at);
    expect(await dropPicturesWithoutRecord(phone.db, at + 1000)).toBe(0);
    expect(await dropPicturesWithoutRecord(phone.db, at + 11 * 60 * 1000)).toBe(1);
  });

  it('[A22][C13] a message’s photo travels the same way, after its message; removing the message takes the picture off the device', async () => {
    const talk = conversationId(
      clientId,
      (await server.database.db.select().from(clients).where(eq(clients.id, clientId)))[0]?.user_id ?? '',
    );
    const id = randomUUID();
    await keepWaitingPicture(coachTab.db, id, blob(await jpeg(120)), blob(await jpeg(120)));
    await coachTab.write('conversations.put', { id: talk, client_id: clientId });
    await coachTab.write('conversation-messages.put', { id, conversation_id: talk, body: '', has_photo: true });
    expect(await sendWaitingPictures(coachTab.db, coachTab.device.api.http)).toEqual({ sent: 0, refused: 0, left: 1 });
    await coachTab.sync();
    expect(await sendWaitingPictures(coachTab.db, coachTab.device.api.http)).toEqual({ sent: 1, refused: 0, left: 0 });
    expect(
      await server.database.db
        .select({ id: messagePhotoFiles.message_id })
        .from(messagePhotoFiles)
        .where(eq(messagePhotoFiles.message_id, id)),
    ).toEqual([{ id }]);
    await phone.sync();
    expect((await phone.db.records('conversation-messages').get(id))?.photo_uploaded_at).toEqual(expect.any(String));

    await coachTab.write('conversation-messages.patch', { id, changes: { removed: true } });
    await coachTab.sync();
    expect(await dropPicturesWithoutRecord(coachTab.db)).toBe(1);
    expect(await pictureFile(coachTab.db, id)).toBeUndefined();
  });
});
