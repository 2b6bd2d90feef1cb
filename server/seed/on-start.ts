import { readFileSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { exercises } from '../db/schema/index';
import type { Db } from '../db/types';
import { importExercises, SOURCE } from './exercise-import';
import { bundledLibraryFile } from './files';
import { addMissingLatvian } from './library-latvian';
import { seedLibraryPrograms } from './library-program-seed';
import { seedReferenceData } from './reference';

/**
 * What every installation starts with, so a fresh start has real data in both languages: the
 * reference data, then the bundled exercise library the first time (and its Latvian text where an
 * earlier import lacked it), then the library workouts and plans built from it (versioned,
 * server/seed/data/README.md). All are idempotent.
 */
export async function seedOnStart(db: Db, log: FastifyBaseLogger): Promise<void> {
  const created = await seedReferenceData(db);
  if (Object.keys(created).length > 0) log.info({ created }, 'seeded reference data');
  const [library] = await db.select({ n: count() }).from(exercises).where(eq(exercises.source_name, SOURCE.name));
  if ((library?.n ?? 0) === 0) {
    const report = await importExercises(db, JSON.parse(readFileSync(bundledLibraryFile, 'utf8')) as unknown);
    log.info({ created: report.created, unmapped: report.unmapped }, 'imported the bundled exercise library');
  }
  const translated = await addMissingLatvian(db);
  if (translated > 0) log.info({ translated }, 'added Latvian text to library exercises');
  await seedLibraryPrograms(db, log);
}
