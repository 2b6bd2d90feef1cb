import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../server/app';
import type { Database } from '../../server/db/types';
import { loadEnv, type Env } from '../../server/env';
import type { Mail, Mailer } from '../../server/mail/mailer';
import { createTestDatabase } from './test-db';

export interface TestApp {
  app: FastifyInstance;
  /** `url` is where a PostgreSQL test database is, for a second connection pool (a second server). */
  database: Database & { url?: string };
  env: Env;
  /** Every mail the app sent, in order. */
  mail: Mail[];
  close(): Promise<void>;
}

/** Records mail instead of delivering it; the file and SMTP transports have their own tests. */
function recordingMailer(sent: Mail[]): Mailer {
  return {
    mode: 'files',
    async send(mail) {
      sent.push(mail);
    },
  };
}

export interface TestAppOptions {
  /** Environment variables exactly as the process would see them. */
  env?: Record<string, string>;
  /** Adds test-only routes before the app is sealed. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
  /** Sees every route the app registers. */
  onRoute?: BuildAppOptions['onRoute'];
  /**
   * A database another app already uses, as a second server process would; closing this app
   * leaves it open. By default each app gets a fresh database of its own.
   */
  database?: Database;
}

/** The real app on a fresh database. */
export async function createTestApp({ env: envOverrides = {}, extend, onRoute, database: shared }: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'treneris-app-'));
  const database = shared ?? (await createTestDatabase());
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'no-build'),
    ...envOverrides,
  });
  const mail: Mail[] = [];
  const app = await buildApp({
    env,
    database,
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
    mailer: recordingMailer(mail),
    ...(onRoute ? { onRoute } : {}),
  });
  await extend?.(app);
  await app.ready();
  return {
    app,
    database,
    env,
    mail,
    async close() {
      await app.close();
      if (!shared) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
