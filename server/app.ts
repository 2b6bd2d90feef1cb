import fastifyCookie from '@fastify/cookie';
import fastifySwagger, { type SwaggerTransformObject } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/types';
import { trustProxyOption, type Env } from './env';
import { APP_VERSION } from './lib/version';
import { createMailer, type Mailer } from './mail/mailer';
import { registerErrorHandling } from './plugins/error-handler';
import { PushDispatcher, type PushSend } from './services/push/dispatcher';
import { loadVapid, type Vapid } from './services/push/vapid';
import { cspSourcesFor, registerSecurityHeaders } from './plugins/security';
import { registerStatic } from './plugins/static';
import { registerStorableInput } from './plugins/storable-input';
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
    /** The key pair that signs Web Push notifications. */
    vapid: Vapid;
    /** Sends the due pushes; started by the server's process (main.ts), run directly by tests. */
    pushDispatcher: PushDispatcher;
  }
}

export interface BuildAppOptions {
  env: Env;
  database: Database;
  /** Defaults to pino at env.LOG_LEVEL; tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** Defaults to SMTP or files per env; tests may capture mail. */
  mailer?: Mailer;
  /** How pushes leave the server; web-push by default. */
  pushSend?: PushSend;
  /** Sees every route as it is registered: Fastify has no public list of routes, and tests check each one. */
  onRoute?: (route: RouteOptions) => void;
}

export const API_PREFIX = '/api/v1';
/** The browsable API reference (docs/api.md); its document is also at /api/v1/openapi.json. */
export const API_DOCS_PREFIX = `${API_PREFIX}/docs`;

/**
 * The document's named schemas, less those no operation refers to: the zod transform lists every
 * named schema twice, as the request and the answer it might be, though most are only one of them.
 */
const referencedSchemasOnly: SwaggerTransformObject = (document) => {
  const full = jsonSchemaTransformObject(document);
  const schemas = 'components' in full ? full.components?.schemas : undefined;
  if (!schemas || !full.paths) return full;
  const refersTo = (value: unknown) =>
    new Set([...JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1] ?? ''));
  const kept = refersTo(full.paths);
  for (let pending = [...kept]; pending.length > 0;) {
    pending = [...refersTo(pending.map((name) => schemas[name]))].filter((name) => !kept.has(name));
    for (const name of pending) kept.add(name);
  }
  // The transform built this object just now for this document, so trimming it in place is safe.
  for (const name of Object.keys(schemas)) if (!kept.has(name)) Reflect.deleteProperty(schemas, name);
  return full;
};

/** The one place the server is assembled: used by `npm start` and by every server test. */
export async function buildApp({ env, database, logger, mailer, pushSend, onRoute }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: env.LOG_LEVEL },
    trustProxy: trustProxyOption(env.TRUST_PROXY),
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
  const vapid = await loadVapid(database.db, env);
  app.decorate('vapid', vapid);
  app.decorate(
    'pushDispatcher',
    new PushDispatcher(database.db, vapid, env.PUSH_ALLOWED_ORIGINS, app.log, pushSend, { mailer: app.mailer, publicUrl: env.publicUrl }),
  );
  app.addHook('onClose', () => app.pushDispatcher.stop());
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // How long the server spent on each answer, readable by browsers' dev tools and by the bench.
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(2)}`);
  });
  registerErrorHandling(app);
  registerStorableInput(app);
  await registerSecurityHeaders(app, cspSourcesFor(env));
  await app.register(fastifyCookie);
  // Before the routes: it collects each route's zod schemas as the route is registered.
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Treneris API',
        version: APP_VERSION,
        description:
          'The API of the Treneris server: sign-in, profile, sync, reference data and the admin area. Errors always answer `{error: {code, message, fields?}}`.',
        license: { name: 'MIT', identifier: 'MIT' },
      },
      // Relative: the document is served by the server it describes, at whatever address that has.
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access_token of a sign-in or refresh' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: referencedSchemasOnly,
  });
  await app.register(apiRoutes, { prefix: API_PREFIX });
  // Swagger UI's files come from the package itself, served here: nothing is loaded from elsewhere.
  await app.register(fastifySwaggerUi, { routePrefix: API_DOCS_PREFIX, theme: { title: 'Treneris API reference' } });
  await registerStatic(app, env.staticDirPath);
  return app;
}
