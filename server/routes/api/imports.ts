import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { importPreviewSchema, importResultSchema } from '@core/imports/api';
import { ApiError, badRequest } from '../../lib/api-error';
import { currentUser, requireUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-handler';
import { commitImport, createImport, IMPORT_LIMITS, readImport } from '../../services/imports/history-import';

const importParams = z.object({ id: z.uuid('is not a valid id') });

/**
 * /api/v1/imports: a training history from Strong or Hevy (docs/imports.md). An upload answers a
 * preview and writes nothing of the client's; the commit writes it, once.
 */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['imports'];
  const security = [{ bearerAuth: [] }];
  await app.register(multipart, { limits: { fileSize: IMPORT_LIMITS.fileBytes, files: 1, fields: 5, fieldSize: 200 } });

  app.post(
    '/imports',
    {
      onRequest: requireUser(),
      schema: {
        tags,
        operationId: 'createImport',
        security,
        summary: 'Upload an export of Strong or Hevy and see what it holds',
        description: `A multipart form: \`file\`, the CSV as the app exported it (at most ${IMPORT_LIMITS.fileBytes / 1024 / 1024} MB; the format is read from its header), \`client_id\` (a coach's client; by default the signed-in person's own record) and \`time_zone\` (the zone the file's times are in, default Europe/Riga). Answers the preview; nothing is written until it is committed. Kept for a day.`,
        consumes: ['multipart/form-data'],
        body: z.unknown().describe('multipart/form-data with `file`, and optionally `client_id` and `time_zone`'),
        response: { 201: importPreviewSchema, ...errorResponses(400, 401, 404, 409, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new ApiError(415, 'unsupported_media_type', 'Send the file as multipart/form-data in the field `file`');
      let file: { name: string; bytes: Buffer } | undefined;
      const fields: Record<string, string> = {};
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file') throw badRequest('The file goes in the field `file`', { [part.fieldname]: 'is not expected' });
          file = { name: part.filename, bytes: await part.toBuffer() };
        } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      }
      if (!file) throw badRequest('Choose a file to import', { file: 'is required' });
      const clientId = fields.client_id?.trim() || undefined;
      if (clientId !== undefined && !z.uuid().safeParse(clientId).success)
        throw badRequest('That is not a client', { client_id: 'is not a valid id' });
      const preview = await createImport(db, currentUser(request), {
        fileName: file.name,
        content: file.bytes.toString('utf8'),
        ...(clientId ? { clientId } : {}),
        ...(fields.time_zone?.trim() ? { timeZone: fields.time_zone.trim() } : {}),
      });
      return reply.code(201).send(preview);
    },
  );

  app.get(
    '/imports/:id',
    {
      onRequest: requireUser(),
      schema: {
        tags,
        operationId: 'readImport',
        security,
        summary: 'Read an uploaded export’s preview again',
        params: importParams,
        response: { 200: importPreviewSchema, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) => readImport(db, currentUser(request), request.params.id),
  );

  app.post(
    '/imports/:id/commit',
    {
      onRequest: requireUser(),
      schema: {
        tags,
        operationId: 'commitImport',
        security,
        summary: 'Write an uploaded export’s workouts into the client’s history',
        description:
          'Optionally with `exercises`: for a name of the file (as the preview lists it) the id of a library exercise or one of the coach’s own, `new` for a custom exercise of that name (the coach’s), or `skip` to leave its sets out. Names not listed keep the preview’s match; a name without one must be listed. Workouts the client already has are not written again. Committing twice answers the first result.',
        params: importParams,
        body: z
          .object({
            exercises: z
              .record(z.string().min(1).max(500), z.union([z.uuid(), z.literal('new'), z.literal('skip')]))
              .default({})
              .describe('Name → exercise id, `new` or `skip`'),
          })
          .default({ exercises: {} }),
        response: { 200: importResultSchema, ...errorResponses(400, 401, 404, 409, 422) },
      },
    },
    async (request) => commitImport(db, currentUser(request), request.params.id, request.body.exercises),
  );
};
