import type { APIRequestContext } from '@playwright/test';
import { onBothDatabases, type Headers } from '../lib/demo-client';
import type { Measurement } from '../lib/report';

const SUITE = 'imports';
/** docs/performance.md: a 20,000-row export is read, previewed and written within 10 s. */
const ROWS = 20_000;
const BUDGET_MS = 10_000;

const HEVY_HEADER =
  '"title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"';
const EXERCISES = ['Squat (Barbell)', 'Bench Press (Barbell)', 'Deadlift (Barbell)', 'Lat Pulldown (Cable)', 'Overhead Press (Barbell)'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Four years of a Hevy export (`rows` sets): 20 sets a workout, 5 exercises of 4 sets, a workout
 * every few days, from the `from`th workout on (so that several files hold different workouts).
 */
export function hevyFile(rowCount = ROWS, from = 0): string {
  const rows = [HEVY_HEADER];
  const first = Date.UTC(1980, 0, 4, 17, 30);
  for (let workout = from; rows.length <= rowCount; workout++) {
    const day = new Date(first + workout * 1.5 * 86_400_000);
    const when = `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}, 18:30`;
    const end = `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}, 19:45`;
    for (const [index, exercise] of EXERCISES.entries()) {
      for (let set = 0; set < 4 && rows.length <= rowCount; set++) {
        rows.push(
          `"Workout ${workout % 3}","${when}","${end}","","${exercise}","","","${set}","normal","${60 + index * 10 + (workout % 20)}","${5 + set}","","","8"`,
        );
      }
    }
  }
  return rows.join('\n');
}

async function measure(api: APIRequestContext, headers: Headers, label: string): Promise<Measurement[]> {
  const file = Buffer.from(hevyFile());
  const started = performance.now();
  const uploaded = await api.post('/api/v1/imports', {
    headers,
    multipart: { time_zone: 'Europe/Riga', file: { name: 'hevy.csv', mimeType: 'text/csv', buffer: file } },
    timeout: 120_000,
  });
  if (uploaded.status() !== 201) throw new Error(`the upload answered ${uploaded.status()}: ${await uploaded.text()}`);
  const previewed = performance.now();
  const { id, sets } = (await uploaded.json()) as { id: string; sets: number };
  const committed = await api.post(`/api/v1/imports/${id}/commit`, { headers, data: { exercises: {} }, timeout: 120_000 });
  if (committed.status() !== 200) throw new Error(`the commit answered ${committed.status()}: ${await committed.text()}`);
  const written = (await committed.json()) as { sets_created: number };
  if (written.sets_created !== sets || sets !== ROWS) throw new Error(`wrote ${written.sets_created} of ${sets} sets`);
  const done = performance.now();
  return [
    { suite: SUITE, name: `${label}: preview of ${ROWS} rows`, value: Math.round(previewed - started), unit: 'ms' },
    {
      suite: SUITE,
      name: `${label}: preview and commit of ${ROWS} rows`,
      value: Math.round(done - started),
      unit: 'ms',
      budget: BUDGET_MS,
    },
  ];
}

/** A 20,000-row Hevy export uploaded and committed by the demo client, on the embedded database and on PostgreSQL. */
export function importsSuite(postgresUrl: string): Promise<Measurement[]> {
  return onBothDatabases(postgresUrl, measure);
}
