import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/error-handler';

/** Checked only as far as the top level: @fastify/swagger builds the rest from the routes' own schemas. */
const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/**
 * /api/v1/openapi.json: this API described by the same zod schemas that validate its requests and
 * answers (docs/api.md). The browsable page at /api/v1/docs reads the same document.
 */
export const openApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/openapi.json',
    {
      schema: {
        tags: ['reference'],
        operationId: 'getOpenApiDocument',
        security: [],
        summary: 'This OpenAPI document',
        response: { 200: openApiDocumentSchema, ...errorResponses() },
      },
    },
    async (_request, reply) => {
      void reply.header('Cache-Control', 'no-cache');
      return openApiDocumentSchema.parse(app.swagger());
    },
  );
};
