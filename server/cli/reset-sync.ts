import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { appMeta } from '../db/schema/index';
import { openDatabase } from '../db/open';
import { EnvError, loadEnv } from '../env';

/**
 * `npm run sync:reset-devices`: after restoring a database from a backup, gives the installation a
 * new id. Every device's next pull is then a reset (sync/SPEC.md P3), so none keeps data the
 * restored database no longer has or misses changes made after it. Pending changes on devices
 * are kept and sent again (C6, C7).
 */
async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDirPath });
  try {
    const id = uuidv7();
    await database.db
      .update(appMeta)
      .set({ value: { id, createdAt: new Date().toISOString() }, updatedAt: new Date() })
      .where(eq(appMeta.key, 'instance'));
    process.stdout.write(`New installation id ${id}: every device starts over at its next sync.\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof EnvError || error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
