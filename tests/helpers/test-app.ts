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
  database: Database;
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
}

/** The real app on a fresh database. */
export async function createTestApp({ env: envOverrides = {}, extend, onRoute }: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'treneris-app-'));
  const database = await createTestDatabase();
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'no-build'),
    ...envOverrides,
  });
  const mail: Mail[] = [];
  const app = await buildApp({ env, database, logger: process.env.TEST_LOG ? { level: 'error' } : false, mailer: recordingMailer(mail), ...(onRoute ? { onRoute } : {}) });
  await extend?.(app);
  await app.ready();
  return {
    app,
    database,
    env,
    mail,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
