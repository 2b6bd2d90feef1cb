import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImportPreview, ImportResult } from '@core/imports/api';
import type { ErrorBody } from '../../server/lib/api-error';
import { exercises, pushJobs, setLogs, workoutSessions } from '../../server/db/schema/index';
import { bearer, signInCast, type SignedIn } from '../helpers/auth';
import { linkedClient, newId, pullAll, TestDevices } from '../helpers/sync';
import { form, HEVY, seedLibrary } from '../helpers/history-files';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Bringing a history in from Strong or Hevy (docs/imports.md): preview, commit, once, for whom. */
describe('importing a training history', () => {
  let t: TestApp;
  let coach: SignedIn;
  let rival: SignedIn;
  let person: SignedIn;
  let anna: { id: string };
  let library: { squat: string; bench: string };
  const devices = new TestDevices(() => t.app);

  const upload = (user: SignedIn, fields: Record<string, string>, file?: { name: string; content: string | Buffer }) => {
    const body = form(fields, file);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/imports',
      headers: { ...bearer(user.accessToken), ...body.headers },
      payload: body.payload,
    });
  };
  const commit = (user: SignedIn, id: string, exercisesChosen: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/imports/${id}/commit`,
      headers: bearer(user.accessToken),
      payload: { exercises: exercisesChosen },
    });
  const sessionsOf = (clientId: string) => t.database.db.select().from(workoutSessions).where(eq(workoutSessions.client_id, clientId));
  const setsOf = (clientId: string) => t.database.db.select().from(setLogs).where(eq(setLogs.client_id, clientId));

  beforeEach(async () => {
    devices.clear();
    t = await createTestApp();
    ({ coach, rival, person } = await signInCast(t.app, t.database.db));
    anna = await linkedClient(t.database.db, devices, coach, person);
    library = await seedLibrary(t);
  });
  afterEach(() => t.close());

  it('a client previews a Hevy file, chooses for the unknown name, commits, and both see the sessions; again adds nothing', async () => {
    const uploaded = await upload(person, { time_zone: 'Europe/Riga' }, { name: 'workouts.csv', content: HEVY });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const preview = uploaded.json<ImportPreview>();
    expect(preview).toMatchObject({
      client_id: anna.id,
      source: 'hevy',
      workouts: 2,
      sets: 4,
      warmup_sets: 1,
      already_imported: 0,
      // 07:48 in Riga in September is 04:48 UTC.
      first_started_at: '2025-09-15T04:48:00.000Z',
      last_started_at: '2025-09-17T15:00:00.000Z',
    });
    const byName = Object.fromEntries(preview.exercises.map((one) => [one.name, one]));
    expect(byName['Squat (Barbell)']).toMatchObject({ exercise_id: library.squat, confidence: 'exact' });
    expect(byName['Bench Press (Barbell)']).toMatchObject({ exercise_id: library.bench });
    expect(byName['Zercher Hold Xyz']).toMatchObject({ exercise_id: null, confidence: 'none' });
    // Nothing is written by a preview.
    expect(await sessionsOf(anna.id)).toEqual([]);

    // A name without a match must be chosen.
    const refused = await commit(person, preview.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorBody>().error).toMatchObject({
      code: 'exercises_unmatched',
      fields: { 'Zercher Hold Xyz': expect.any(String) as string },
    });

    const [first, second] = await Promise.all([
      commit(person, preview.id, { 'Zercher Hold Xyz': 'new' }),
      commit(person, preview.id, { 'Zercher Hold Xyz': 'new' }),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.json<ImportResult>()).toEqual(first.json<ImportResult>());
    expect(first.json<ImportResult>()).toEqual({ sessions_created: 2, sets_created: 4, sessions_existing: 0 });

    const sessions = await sessionsOf(anna.id);
    // Run in the other app by whoever logged it there: nobody here (sync/SPEC.md A8).
    expect(sessions.map((one) => [one.prescription.name, one.import_source, one.import_file, one.coach_id, one.run_by]).sort()).toEqual([
      ['Leg day', 'hevy', 'workouts.csv', coach.userId, null],
      ['Push', 'hevy', 'workouts.csv', coach.userId, null],
    ]);
    const sets = await setsOf(anna.id);
    expect(sets.map((one) => [one.weight_kg, one.reps, one.rpe]).sort()).toEqual([
      [100, 5, 8],
      [102.5, 5, 8.5],
      [60, null, null],
      [80, 8, null],
    ]);
    // The new exercise is the coach's own, named as the file names it.
    const made = sets.find((one) => one.weight_kg === 60);
    const [own] = await t.database.db
      .select()
      .from(exercises)
      .where(eq(exercises.id, made?.exercise_id ?? ''));
    expect(own).toMatchObject({ owner_id: coach.userId, name: { 'en-US': 'Zercher Hold Xyz' } });
    // The coach is not told of two years of "finished" workouts.
    expect(await t.database.db.select().from(pushJobs)).toEqual([]);

    // Both devices receive them with the next pull.
    for (const user of [person, coach]) {
      const changes = (await pullAll(t.app, user.accessToken, newId(), null)).pages.flatMap((page) => page.changes);
      expect(changes.filter((change) => change.entity === 'workout-sessions' && change.data?.import_source === 'hevy')).toHaveLength(2);
      expect(changes.filter((change) => change.entity === 'set-logs')).toHaveLength(4);
    }

    // The same file again: everything is already there, and the choice made is remembered.
    const again = (await upload(person, {}, { name: 'workouts (1).csv', content: HEVY })).json<ImportPreview>();
    expect(again).toMatchObject({ already_imported: 2 });
    expect(again.exercises.find((one) => one.name === 'Zercher Hold Xyz')).toMatchObject({ confidence: 'remembered' });
    expect((await commit(person, again.id)).json<ImportResult>()).toEqual({ sessions_created: 0, sets_created: 0, sessions_existing: 2 });
    expect(await sessionsOf(anna.id)).toHaveLength(2);
  });

  it('a later export that overlaps the first adds only its new workouts', async () => {
    const older = (await upload(coach, { client_id: anna.id }, { name: 'a.csv', content: HEVY })).json<ImportPreview>();
    expect((await commit(coach, older.id, { 'Zercher Hold Xyz': 'skip' })).json<ImportResult>()).toMatchObject({
      sessions_created: 2,
      sets_created: 3,
    });
    const later = `${HEVY}\n"Pull","20 Sep 2025, 18:00","20 Sep 2025, 19:00","","Bench Press (Barbell)","","","0","normal","82.5","6","","",""`;
    const preview = (await upload(coach, { client_id: anna.id }, { name: 'b.csv', content: later })).json<ImportPreview>();
    expect(preview).toMatchObject({ workouts: 3, already_imported: 2 });
    expect((await commit(coach, preview.id, { 'Zercher Hold Xyz': 'skip' })).json<ImportResult>()).toEqual({
      sessions_created: 1,
      sets_created: 1,
      sessions_existing: 2,
    });
  });

  it('two uploads of one file, committed at the same moment, write each workout once', async () => {
    const [a, b] = await Promise.all([
      upload(coach, { client_id: anna.id }, { name: 'a.csv', content: HEVY }),
      upload(person, {}, { name: 'b.csv', content: HEVY }),
    ]);
    const answers = await Promise.all([
      commit(coach, a.json<ImportPreview>().id, { 'Zercher Hold Xyz': 'skip' }),
      commit(person, b.json<ImportPreview>().id, { 'Zercher Hold Xyz': 'skip' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json<ImportResult>().sessions_created).sort()).toEqual([0, 2]);
    expect(await sessionsOf(anna.id)).toHaveLength(2);
    expect(await setsOf(anna.id)).toHaveLength(3);
  });

  it('a coach imports only into their own clients, and an import is only its uploader’s', async () => {
    expect((await upload(rival, { client_id: anna.id }, { name: 'a.csv', content: HEVY })).statusCode).toBe(404);
    const preview = (await upload(coach, { client_id: anna.id }, { name: 'a.csv', content: HEVY })).json<ImportPreview>();
    expect((await commit(rival, preview.id, { 'Zercher Hold Xyz': 'skip' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/imports/${preview.id}`, headers: bearer(rival.accessToken) })).statusCode,
    ).toBe(404);
    // A client without a coach's record has nowhere to keep a history.
    const stranger = await upload(rival, {}, { name: 'a.csv', content: HEVY });
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json<ErrorBody>().error.code).toBe('no_client_record');
  });

  it('refuses what is not an export, saying what it is, and writes nothing', async () => {
    const refusal = async (content: string | Buffer, fields: Record<string, string> = {}) => {
      const answer = await upload(person, fields, { name: 'x.csv', content });
      return [answer.statusCode, answer.json<ErrorBody>().error.code];
    };
    expect(await refusal('')).toEqual([422, 'empty_file']);
    expect(await refusal(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 1, 2, 3]))).toEqual([
      422,
      'not_text',
    ]);
    expect(await refusal('Date,Description,Amount\n2025-01-01,Coffee,3.50\n')).toEqual([422, 'unknown_format']);
    expect(await refusal(HEVY, { time_zone: 'Mars/Olympus' })).toEqual([400, 'validation_failed']);
    const huge = Buffer.alloc(26 * 1024 * 1024, 'a');
    expect(await refusal(huge)).toEqual([413, 'file_too_large']);
    expect((await upload(person, {})).statusCode).toBe(400);
    expect(await sessionsOf(anna.id)).toEqual([]);
  });
});
