import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../lib/api-error';
import { APP_VERSION } from '../../lib/version';
import { errorResponses } from '../../plugins/error-handler';

export const healthSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  database: z.enum(['pglite', 'postgresql']),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['app'],
        operationId: 'getHealth',
        security: [],
        summary: 'Whether the server and its database answer',
        response: { 200: healthSchema, ...errorResponses(503) },
      },
    },
    async (_request, reply) => {
      try {
        await app.database.ping();
      } catch (error) {
        app.log.error({ err: error }, 'health check: database did not answer');
        throw new ApiError(503, 'database_unavailable', 'The database is not answering');
      }
      void reply.header('Cache-Control', 'no-store');
      return { status: 'ok' as const, version: APP_VERSION, database: app.database.kind };
    },
  );
};
