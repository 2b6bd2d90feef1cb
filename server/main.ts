import { existsSync } from 'node:fs';
import { buildApp } from './app';
import { openDatabase } from './db/open';
import { EnvError, loadEnv } from './env';
import { ensureInstance } from './services/instance';
import { pruneRateLimits } from './services/rate-limit';
import { seedOnStart } from './seed/on-start';
import { seedDemo, shouldSeedDemo } from './services/seed-demo';

async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDirPath });
  const instance = await ensureInstance(database.db);
  const app = await buildApp({ env, database });
  await seedOnStart(database.db, app.log);
  if (await shouldSeedDemo(database, env.SEED_DEMO)) {
    const created = await seedDemo(database.db);
    if (created.length > 0) app.log.info({ accounts: created }, 'seeded demo accounts (password in README)');
  }
  await pruneRateLimits(database.db);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    try {
      // Stops accepting connections and waits for requests in flight before the database goes.
      await app.close();
      await database.close();
      app.log.info('stopped cleanly');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ host: env.HOST, port: env.PORT });
  const where = env.DATABASE_URL ? 'PostgreSQL' : `embedded PostgreSQL in ${env.dataDirPath}`;
  app.log.info({ instance: instance.id }, `database: ${where}`);
  // Printed plainly (not only as a JSON log line) so a person starting the app sees where it is.
  process.stdout.write(`\nTreneris is running at ${env.publicUrl}\n\n`);
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
