import { asc, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ARCHIVE_VERSION, type ExportLink } from '@core/exports/api';
import { archiveRecordSchema } from '@core/exports/archive-schema';
import { ENTITY_NAMES, isEntityName, REFERENCE_ENTITIES } from '@core/records/index';
import { setLogs, workoutSessions } from '../../server/db/schema/index';
import { readExportLink } from '../../server/services/exports/export-link';
import type { ErrorBody } from '../../server/lib/api-error';
import { bearer, signInCast, type SignedIn } from '../helpers/auth';
import { addProgressPhoto, HEVY, importHistory, seedLibrary } from '../helpers/history-files';
import { client, linkedClient, TestDevices } from '../helpers/sync';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Taking a history out (docs/exports.md): the CSVs read back as the same training, the archive, who may. */
describe('exporting a training history and an archive', () => {
  let t: TestApp;
  let coach: SignedIn;
  let rival: SignedIn;
  let person: SignedIn;
  let anna: { id: string };
  const devices = new TestDevices(() => t.app);

  const importInto = (user: SignedIn, clientId: string | undefined, name: string, content: string | Buffer) =>
    importHistory(t, user, clientId, name, content);
  const download = (user: SignedIn | null, format: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/v1/exports/${format}${query}`, headers: user ? bearer(user.accessToken) : {} });
  const linkFor = (user: SignedIn, format: string, body: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/v1/exports/${format}/link`, headers: bearer(user.accessToken), payload: body });

  /** A client's training as numbers, in order: what a round trip must keep. */
  const trainingOf = async (clientId: string) => {
    const sessions = await t.database.db
      .select()
      .from(workoutSessions)
      .where(eq(workoutSessions.client_id, clientId))
      .orderBy(asc(workoutSessions.started_at));
    const sets = await t.database.db.select().from(setLogs).where(eq(setLogs.client_id, clientId));
    return sessions.map((session) => ({
      name: session.prescription.name,
      started_at: new Date(session.started_at).toISOString(),
      finished_at: session.finished_at && new Date(session.finished_at).toISOString(),
      sets: sets
        .filter((set) => set.session_id === session.id)
        .map((set) => [set.exercise_id, set.weight_kg, set.reps, set.rpe, set.duration_seconds])
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    }));
  };

  beforeEach(async () => {
    devices.clear();
    t = await createTestApp();
    ({ coach, rival, person } = await signInCast(t.app, t.database.db));
    anna = await linkedClient(t.database.db, devices, coach, person);
    await seedLibrary(t);
    await importInto(person, undefined, 'hevy.csv', HEVY);
  });
  afterEach(() => t.close());

  it.each(['strong-csv', 'hevy-csv'])(
    '%s: the history imported back into an empty client is the same sessions, sets and numbers',
    async (format) => {
      const file = await download(coach, format, `?client_id=${anna.id}`);
      expect(file.statusCode, file.body).toBe(200);
      expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(file.headers['content-disposition']).toMatch(/^attachment; filename="treneris-anna-(strong|hevy)-\d{4}-\d{2}-\d{2}\.csv"/);
      // The person's own download is the same file.
      expect((await download(person, format)).body).toBe(file.body);

      const berta = client('Berta');
      expect(await devices.act(coach, 'clients.put', berta)).toMatchObject({ status: 'applied' });
      const { preview, result } = await importInto(coach, berta.id, 'back.csv', file.body);
      expect(preview.source).toBe(format === 'strong-csv' ? 'strong' : 'hevy');
      expect(preview.problems).toEqual([]);
      // Every name is the exercise it was, so nothing new is made.
      expect(preview.exercises.every((one) => one.exercise_id !== null)).toBe(true);
      expect(result).toMatchObject({ sessions_created: 2, sets_created: 4 });
      const original = await trainingOf(anna.id);
      expect(original).toHaveLength(2);
      expect(await trainingOf(berta.id)).toEqual(original);
    },
  );

  it('nobody downloads a client they do not coach; a download address works alone, for its format, briefly', async () => {
    for (const format of ['archive', 'strong-csv']) {
      expect((await download(rival, format, `?client_id=${anna.id}`)).statusCode).toBe(404);
      expect((await linkFor(rival, format, { client_id: anna.id })).statusCode).toBe(404);
      expect((await download(null, format)).statusCode).toBe(401);
    }
    expect((await download(coach, 'strong-csv', '?time_zone=Mars/Olympus')).json<ErrorBody>().error).toMatchObject({
      code: 'validation_failed',
      fields: { time_zone: expect.any(String) as string },
    });
    expect((await download(coach, 'pdf')).statusCode).toBe(400);

    const made = await linkFor(coach, 'hevy-csv', { client_id: anna.id });
    expect(made.statusCode, made.body).toBe(200);
    const link = made.json<ExportLink>();
    const token = new URL(link.url, 'http://x').searchParams.get('token') ?? '';
    // No session: the address is the credential.
    const followed = await t.app.inject({ method: 'GET', url: link.url });
    expect(followed.statusCode, followed.body).toBe(200);
    expect(followed.body).toBe((await download(coach, 'hevy-csv', `?client_id=${anna.id}`)).body);
    // Not for another format, nor changed by a letter, nor once expired.
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/exports/archive?token=${token}` })).statusCode).toBe(401);
    const changed = `${token.slice(0, 20)}${token[20] === 'A' ? 'B' : 'A'}${token.slice(21)}`;
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/exports/hevy-csv?token=${changed}` })).statusCode).toBe(401);
    const later = new Date(Date.parse(link.expires_at) + 1000);
    await expect(readExportLink(t.database.db, t.app.jwtSecret, token, 'hevy-csv', later)).rejects.toMatchObject({ code: 'link_expired' });
    // Signing out ends it.
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout-everywhere', headers: bearer(coach.accessToken) });
    expect((await t.app.inject({ method: 'GET', url: link.url })).json<ErrorBody>().error.code).toBe('link_expired');
  });

  it('the archive holds the person’s records, each as its schema says, their photos, and nothing of others', async () => {
    // Another client of the coach, with training of their own, and a progress photo of Anna's.
    const berta = client('Berta');
    await devices.act(coach, 'clients.put', berta);
    await importInto(coach, berta.id, 'berta.csv', HEVY);
    const photo = await addProgressPhoto(t, devices, person, anna.id);

    const link = (await linkFor(person, 'archive')).json<ExportLink>();
    const answer = await t.app.inject({ method: 'GET', url: link.url });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    const own = unzipSync(answer.rawPayload);
    const json = (path: string): unknown => JSON.parse(strFromU8(own[path] ?? new Uint8Array()));

    const manifest = json('manifest.json') as { version: number; client_id: string | null; files: { path: string; records?: number }[] };
    expect(manifest).toMatchObject({ version: ARCHIVE_VERSION, client_id: null, exported_by: { id: person.userId } });
    expect(Object.keys(own).sort()).toEqual([...manifest.files.map((file) => file.path), `photos/progress/${photo.id}.jpg`].sort());
    expect(json('profile.json')).toMatchObject({ id: person.userId, email: 'person@test.lv' });
    expect(strFromU8(own['README.txt'] ?? new Uint8Array())).toContain('schema.json');
    const schema = json('schema.json') as { $defs: Record<string, unknown> };
    expect(Object.keys(schema.$defs).sort()).toEqual(['profile', ...ENTITY_NAMES].sort());

    const records = (files: Record<string, Uint8Array>, entity: string) =>
      JSON.parse(strFromU8(files[`data/${entity}.json`] ?? new Uint8Array())) as Record<string, unknown>[];
    for (const file of manifest.files.filter((one) => one.path.startsWith('data/'))) {
      const entity = file.path.slice('data/'.length, -'.json'.length);
      expect(isEntityName(entity) && !(REFERENCE_ENTITIES as readonly string[]).includes(entity), entity).toBe(true);
      if (!isEntityName(entity)) continue;
      const list = records(own, entity);
      expect(list, entity).toHaveLength(file.records ?? -1);
      for (const record of list) expect(archiveRecordSchema(entity).safeParse(record).error, entity).toBeUndefined();
    }
    expect(records(own, 'workout-sessions')).toHaveLength(2);
    expect(records(own, 'set-logs')).toHaveLength(4);
    // The coach's record of them is the coach's: a client does not read it on a device either.
    expect(own['data/clients.json']).toBeUndefined();
    // Every set's exercise is in it, library or not.
    const exerciseIds = new Set(records(own, 'exercises').map((one) => one.id));
    expect(records(own, 'set-logs').every((set) => exerciseIds.has(set.exercise_id))).toBe(true);
    expect(own[`photos/progress/${photo.id}.jpg`]).toEqual(new Uint8Array(await readPicture(person, photo.id)));

    // The coach's archive of Anna: her records, not Berta's, no profile.
    const ofAnna = unzipSync((await download(coach, 'archive', `?client_id=${anna.id}`)).rawPayload);
    expect(ofAnna['profile.json']).toBeUndefined();
    expect(records(ofAnna, 'clients').map((one) => one.id)).toEqual([anna.id]);
    expect(records(ofAnna, 'workout-sessions').map((one) => one.client_id)).toEqual([anna.id, anna.id]);
    expect(records(ofAnna, 'set-logs')).toHaveLength(4);
    expect(ofAnna[`photos/progress/${photo.id}.jpg`]).toBeDefined();
    // The coach's own: every client's, and the exercise the coach made for the files.
    const coachOwn = unzipSync((await download(coach, 'archive')).rawPayload);
    expect(
      records(coachOwn, 'clients')
        .map((one) => one.name)
        .sort(),
    ).toEqual(['Anna', 'Berta']);
    expect(records(coachOwn, 'set-logs')).toHaveLength(8);
    expect(records(coachOwn, 'exercises').filter((one) => one.owner_id === coach.userId).length).toBeGreaterThan(0);
    // A rival coach's archive has none of it.
    const rivals = unzipSync((await download(rival, 'archive')).rawPayload);
    expect(records(rivals, 'set-logs')).toEqual([]);
    expect(records(rivals, 'clients')).toEqual([]);
  });

  const readPicture = async (user: SignedIn, id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/photos/${id}`, headers: bearer(user.accessToken) })).rawPayload;
});
