import sharp from 'sharp';
import { expect } from 'vitest';
import type { ImportPreview, ImportResult } from '@core/imports/api';
import { exercises } from '../../server/db/schema/index';
import { bearer, type SignedIn } from './auth';
import { newId, type TestDevices } from './sync';
import type { TestApp } from './test-app';

/* The files, library and history the import, export and deletion tests share (docs/imports.md). */

/** A multipart form as a browser's FormData sends it. */
export function form(fields: Record<string, string>, file?: { name: string; content: string | Buffer }) {
  const boundary = `----treneris${newId()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
    );
    parts.push(Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content));
    parts.push(Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const HEVY_HEADER =
  '"title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"';

/** Two workouts of a Hevy export: a warm-up, working sets, and an exercise the library lacks. */
export const HEVY = [
  HEVY_HEADER,
  '"Leg day","15 Sep 2025, 07:48","15 Sep 2025, 08:50","","Squat (Barbell)","","","0","warmup","40","10","","",""',
  '"Leg day","15 Sep 2025, 07:48","15 Sep 2025, 08:50","","Squat (Barbell)","","","1","normal","100","5","","","8"',
  '"Leg day","15 Sep 2025, 07:48","15 Sep 2025, 08:50","","Squat (Barbell)","","","2","normal","102.5","5","","","8.5"',
  '"Leg day","15 Sep 2025, 07:48","15 Sep 2025, 08:50","","Zercher Hold Xyz","","","0","normal","60","","","30",""',
  '"Push","17 Sep 2025, 18:00","17 Sep 2025, 19:00","","Bench Press (Barbell)","","","0","normal","80","8","","",""',
].join('\n');

/** The library's exercises these files name, as the seed stores them (source_id: the free-exercise-db id). */
export async function seedLibrary(t: TestApp) {
  const ids = { squat: newId(), bench: newId() };
  await t.database.db.insert(exercises).values([
    {
      id: ids.squat,
      name: { 'en-US': 'Barbell Squat', 'lv-LV': 'Pietupiens ar stieni' },
      instructions: { 'en-US': [] },
      source_id: 'Barbell_Squat',
      version: 1,
    },
    {
      id: ids.bench,
      name: { 'en-US': 'Barbell Bench Press - Medium Grip', 'lv-LV': 'Spiešana guļus' },
      instructions: { 'en-US': [] },
      source_id: 'Barbell_Bench_Press_-_Medium_Grip',
      version: 1,
    },
  ]);
  return ids;
}

/**
 * Imports `content` for `clientId` (by default the user's own record) and commits it, every name
 * the library does not know made the coach's own exercise.
 */
export async function importHistory(t: TestApp, user: SignedIn, clientId: string | undefined, name: string, content: string | Buffer) {
  const body = form(clientId ? { client_id: clientId } : {}, { name, content });
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/v1/imports',
    headers: { ...bearer(user.accessToken), ...body.headers },
    payload: body.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const preview = uploaded.json<ImportPreview>();
  const committed = await t.app.inject({
    method: 'POST',
    url: `/api/v1/imports/${preview.id}/commit`,
    headers: bearer(user.accessToken),
    payload: { exercises: Object.fromEntries(preview.exercises.filter((one) => !one.exercise_id).map((one) => [one.name, 'new'])) },
  });
  expect(committed.statusCode, committed.body).toBe(200);
  return { preview, result: committed.json<ImportResult>() };
}

/** A progress photo of client `clientId` that `person` takes and uploads: a small JPEG. */
export async function addProgressPhoto(t: TestApp, devices: TestDevices, person: SignedIn, clientId: string) {
  const photo = { id: newId(), client_id: clientId, pose: 'front', taken_on: '2026-11-30' };
  expect(await devices.act(person, 'progress-photos.put', photo)).toMatchObject({ status: 'applied' });
  const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c87850' } })
    .jpeg()
    .toBuffer();
  const uploaded = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/photos/${photo.id}`,
    headers: { ...bearer(person.accessToken), 'content-type': 'image/jpeg' },
    payload: jpeg,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  return photo;
}
