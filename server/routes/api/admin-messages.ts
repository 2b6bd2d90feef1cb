import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLE } from '@core/auth-constants';
import { currentUser, requireUser } from '../../plugins/auth';
import { audiencePreviewSchema, audienceSchema, messageHistorySchema, messageRequestSchema, sentMessageSchema } from '@core/admin-api';
import { errorResponses } from '../../plugins/error-handler';
import { listMessages, resolveAudience, sendMessage } from '../../services/communication';

/** /api/v1/admin/messages: compose, preview, send and review messages to users. */
export const adminMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const admin = requireUser(ROLE.admin);
  const tags = ['admin: communication'];
  const security = [{ bearerAuth: [] }];

  app.post(
    '/admin/messages/preview',
    {
      onRequest: admin,
      schema: {
        tags,
        operationId: 'previewMessageAudience',
        security,
        summary: 'How many people an audience reaches, and the first few',
        body: z.object({ audience: audienceSchema }),
        response: { 200: audiencePreviewSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const recipients = await resolveAudience(db, request.body.audience);
      return { recipients: recipients.length, sample: recipients.slice(0, 10).map(({ email, name }) => ({ email, name })) };
    },
  );

  app.post(
    '/admin/messages',
    {
      onRequest: admin,
      schema: {
        tags,
        operationId: 'sendMessage',
        security,
        summary: 'Send a message in the app and/or by mail',
        body: messageRequestSchema,
        response: { 201: sentMessageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const sent = await sendMessage(db, app.mailer, app.env.publicUrl, currentUser(request).id, request.body);
      return reply.code(201).send(sent);
    },
  );

  app.get(
    '/admin/messages',
    {
      onRequest: admin,
      schema: {
        tags,
        operationId: 'listSentMessages',
        security,
        summary: 'Messages sent, newest first',
        querystring: z.object({
          page: z.coerce.number().int().min(1).default(1),
          pageSize: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: { 200: messageHistorySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      items: await listMessages(db, { limit: request.query.pageSize, offset: (request.query.page - 1) * request.query.pageSize }),
    }),
  );
};
