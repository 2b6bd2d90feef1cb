import type { ImportPreview, ImportResult } from '@core/imports/api';
import { api, parseJson } from './api';

/*
 * Bringing a training history in from Strong or Hevy (docs/imports.md). The server reads the file
 * and writes the sessions, so this needs the network; what it writes reaches this device with the
 * next pull, which starts at once.
 */
const schemas = () => import('@core/imports/api');

export type { ImportPreview, ImportResult };
/** An exercise's id, `new` (a custom exercise of the file's name) or `skip`. */
export type ExerciseChoice = string;

/** Uploads an export and answers its preview; nothing of the client's is written yet. */
export function uploadHistory(input: { file: File; timeZone: string; clientId: string | null }): Promise<ImportPreview> {
  const form = new FormData();
  form.set('time_zone', input.timeZone);
  if (input.clientId) form.set('client_id', input.clientId);
  // The file last: the server reads the fields before it.
  form.set('file', input.file, input.file.name);
  return parseJson(
    api().http.post('imports', { body: form, timeout: 120_000 }),
    schemas().then((s) => s.importPreviewSchema),
  );
}

/** Writes the previewed workouts with the exercises chosen for their names; once, however often it is asked. */
export async function commitHistory(
  importId: string,
  exercises: Readonly<Record<string, ExerciseChoice>>,
  userId: string,
): Promise<ImportResult> {
  const result = await parseJson(
    api().http.post(`imports/${importId}/commit`, { json: { exercises }, timeout: 120_000 }),
    schemas().then((s) => s.importResultSchema),
  );
  // Loaded only now: the local database is not needed to upload a file.
  void Promise.all([import('./sync-status'), import('./local/registry')])
    .then(([{ requestSync }, { userDatabase }]) => requestSync(userDatabase(userId)))
    .catch(() => undefined);
  return result;
}
