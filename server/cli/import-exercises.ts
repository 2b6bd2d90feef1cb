import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ZodError } from 'zod';
import { openDatabase } from '../db/open';
import { EnvError, loadEnv } from '../env';
import { importExercises } from '../seed/exercise-import';
import { bundledLibraryFile } from '../seed/files';
import { seedReferenceData } from '../seed/reference';

/**
 * `npm run import:exercises -- <file>`: imports a free-exercise-db style JSON file into the
 * library of the configured database (the bundled library when no file is named). Safe to re-run.
 */
async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const env = loadEnv();
  const file = path.resolve(process.argv[2] ?? bundledLibraryFile);
  const input = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDirPath });
  try {
    // The mapping needs the reference data; on a new database it is seeded first.
    await seedReferenceData(database.db);
    const report = await importExercises(database.db, input);
    process.stdout.write(`${file}: ${report.total} exercises, ${report.created} imported, ${report.skipped} already there.\n`);
    for (const [value, times] of Object.entries(report.unmapped)) process.stdout.write(`  not mapped: ${value} (${times}×)\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ZodError) {
    const where = error.issues.slice(0, 5).map((issue) => `  at ${issue.path.join('.') || 'the top'}: ${issue.message}`);
    process.stderr.write(`The file is not in free-exercise-db's format (nothing was imported):\n${where.join('\n')}\n`);
  } else {
    process.stderr.write(`${error instanceof EnvError || error instanceof Error ? error.message : String(error)}\n`);
  }
  process.exit(1);
});
