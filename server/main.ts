import { existsSync, writeSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { openDatabase } from './db/open';
import { EnvError, loadEnv } from './env';
import { ensureInstance } from './services/instance';
import { pruneRateLimits } from './services/rate-limit';
import { seedOnStart } from './seed/on-start';
import { seedDemo, shouldSeedDemo } from './services/seed-demo';
import { startErasing } from './services/account-deletion/eraser';

/** Requests in flight may finish within this; then their connections are dropped so the database can close cleanly. */
const SHUTDOWN_GRACE_MS = 5_000;
/** After this the process ends whatever is still pending (docs/operations.md, "Shutdown"). */
const SHUTDOWN_BOUND_MS = 10_000;
/** The last resort's margin, for a main thread that cannot run the bound's own timer. */
const SHUTDOWN_KILL_MARGIN_MS = 2_000;

/**
 * A shutdown waits on nothing unbounded: a request that never finishes (a client sending its body
 * forever), a keep-alive connection, a database close, or the logger writing to a closed or full
 * pipe (a supervisor that exited at the same moment). After SHUTDOWN_GRACE_MS the remaining
 * connections are dropped; after SHUTDOWN_BOUND_MS the process exits with status 1. A worker
 * thread SIGKILLs the process shortly after that, because a blocking write (pino flushes
 * synchronously at exit and retries a failing write forever) stops the main thread's timers too.
 */
function armShutdownBound(app: FastifyInstance): void {
  setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
  setTimeout(() => {
    writeQuietly(2, `Shutdown did not finish within ${SHUTDOWN_BOUND_MS / 1000} s; exiting.\n`);
    process.exit(1);
    // Not unref'd: a shutdown stuck on a promise that holds no handle must not end as a clean exit.
  }, SHUTDOWN_BOUND_MS);
  const watchdog = new Worker(`setTimeout(() => process.kill(${process.pid}, 'SIGKILL'), ${SHUTDOWN_BOUND_MS + SHUTDOWN_KILL_MARGIN_MS})`, {
    eval: true,
  });
  watchdog.unref();
}

/** Output is best effort: a reader that went away must not throw or block anything. */
function writeQuietly(fd: number, text: string): void {
  try {
    writeSync(fd, text);
  } catch {
    // EPIPE or EAGAIN: nobody is reading.
  }
}

async function main(): Promise<void> {
  // A supervisor that exited takes the read end of our output with it: EPIPE, which must not crash
  // a shutdown in progress.
  process.stdout.on('error', () => undefined);
  process.stderr.on('error', () => undefined);
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
    armShutdownBound(app);
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
  app.pushDispatcher.start();
  startErasing(app.database.db, app.log);
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
