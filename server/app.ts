import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/types';
import type { Env } from './env';
import { createMailer, type Mailer } from './mail/mailer';
import { registerErrorHandling } from './plugins/errors';
import { cspSourcesFor, registerSecurityHeaders } from './plugins/security';
import { registerStatic } from './plugins/static';
import { apiRoutes } from './routes/api/index';
import { ensureInstance } from './services/instance';
import { loadJwtSecret } from './services/secrets';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    database: Database;
    /** Signs and verifies access tokens. */
    jwtSecret: Uint8Array;
    mailer: Mailer;
    /** This installation's id: sync cursors carry it (server/sync/cursor.ts). */
    instanceId: string;
  }
}

export interface BuildAppOptions {
  env: Env;
  database: Database;
  /** Defaults to pino at env.LOG_LEVEL; tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** Defaults to SMTP or files per env; tests may capture mail. */
  mailer?: Mailer;
}

/** The one place the server is assembled: used by `npm start` and by every server test. */
export async function buildApp({ env, database, logger, mailer }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: env.LOG_LEVEL },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 5 * 1024 * 1024,
    // Keep-alive sockets would otherwise hold a graceful shutdown open until they time out.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });
  app.decorate('env', env);
  app.decorate('database', database);
  app.decorate('jwtSecret', await loadJwtSecret(database.db, env.JWT_SECRET));
  app.decorate('instanceId', (await ensureInstance(database.db)).id);
  app.decorate('mailer', mailer ?? createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, mailDir: env.mailDirPath, log: app.log }));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // How long the server spent on each answer, readable by browsers' dev tools and by the bench.
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(2)}`);
  });
  registerErrorHandling(app);
  await registerSecurityHeaders(app, cspSourcesFor(env));
  await app.register(fastifyCookie);
  await app.register(apiRoutes, { prefix: '/api/v1' });
  await registerStatic(app, env.staticDirPath);
  return app;
}
