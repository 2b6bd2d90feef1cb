import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXPORT_FORMATS, EXPORT_LINK_SECONDS, exportLinkSchema, exportRequestSchema } from '@core/exports/api';
import { ApiError } from '../../lib/api-error';
import { currentSessionId, currentUser, optionalUser, requireUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-handler';
import { checkExport, exportFile } from '../../services/exports/export-file';
import { exportLink, readExportLink } from '../../services/exports/export-link';

const formatParams = z.object({ format: z.enum(EXPORT_FORMATS) });

const FORMAT_WORDS =
  '`archive` (a ZIP of JSON files with their JSON Schema, a readme and the photos), `strong-csv` or `hevy-csv` (the training history in that app’s CSV layout)';

/** A header value's file name: ASCII for old clients, the exact name as RFC 6266's filename*. */
const attachment = (fileName: string) => `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/**
 * /api/v1/exports: a person's data, or a coach's client's, to take elsewhere (docs/exports.md).
 * Made as it is sent, so its size does not matter to the server's memory.
 */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['exports'];

  app.post(
    '/exports/:format/link',
    {
      onRequest: requireUser(),
      schema: {
        tags,
        operationId: 'createExportLink',
        security: [{ bearerAuth: [] }],
        summary: 'A download address of an export, for a browser, which sends no bearer token',
        description: `The format: ${FORMAT_WORDS}. The address works for ${EXPORT_LINK_SECONDS} seconds, and only while the sign-in that asked for it lasts; it is relative to this server.`,
        params: formatParams,
        body: exportRequestSchema.default({}),
        response: { 200: exportLinkSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { client_id: clientId, time_zone: timeZone } = request.body;
      // Checked now, so that a link is never handed out for what its download would refuse.
      await checkExport(db, { reader: user, clientId, timeZone });
      return exportLink(
        app.jwtSecret,
        { user, sessionId: currentSessionId(request), format: request.params.format, clientId, timeZone },
        new Date(),
      );
    },
  );

  app.get(
    '/exports/:format',
    {
      // A bearer token, or a download address's token; neither: refused before anything else.
      onRequest: async function signedInOrLink(request, reply) {
        const { token } = request.query as { token?: unknown };
        if (!request.headers.authorization && typeof token !== 'string')
          throw new ApiError(401, 'unauthenticated', 'Sign in, or use a download link from the app.');
        await optionalUser.call(this, request, reply);
      },
      schema: {
        tags,
        operationId: 'downloadExport',
        security: [{ bearerAuth: [] }, {}],
        summary: 'Download an export',
        description: `The format: ${FORMAT_WORDS}. With a bearer token, \`client_id\` and \`time_zone\` are read from the query; with the \`token\` of a download address (POST /exports/{format}/link), from the address.`,
        params: formatParams,
        querystring: exportRequestSchema.extend({ token: z.string().max(2000).optional().describe('A download address’s token') }),
        response: {
          200: z.unknown().describe('application/zip or text/csv, sent as an attachment'),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const { token, client_id, time_zone } = request.query;
      const wanted = request.authUser
        ? { reader: request.authUser, clientId: client_id, timeZone: time_zone }
        : token
          ? await readExportLink(db, app.jwtSecret, token, request.params.format, now)
          : undefined;
      if (!wanted) throw new ApiError(401, 'unauthenticated', 'Sign in, or use a download link from the app.');
      const file = await exportFile(db, request.log, await checkExport(db, wanted), request.params.format, now);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachment(file.fileName))
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
};
