import { exercises } from '../../server/db/schema/index';
import { newId } from './sync';
import type { TestApp } from './test-app';

/* The files and library the import and export tests share (docs/imports.md). */

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
