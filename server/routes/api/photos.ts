import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PHOTO_LIMITS } from '@core/photos';
import { currentUser, requireUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-handler';
import { readPhoto, storePhoto } from '../../services/photos';

const photoParams = z.object({ id: z.uuid('is not a valid id') });

/**
 * /api/v1/photos/{id}: the picture of a progress photo (sync/SPEC.md A17) or of a message with a
 * photo (A22, under the message's id), outside the record sync.
 * Health data: read only with a signed-in request of the client or their current coach, never
 * cached by a browser or a proxy, never from a public address.
 */
export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['photos'];
  const security = [{ bearerAuth: [] }];
  // The bytes, whatever type the request says they are: what they are is judged from them alone.
  // Only these routes see this parser (the plugin is encapsulated).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PHOTO_LIMITS.uploadBytes }, (_request, body, done) => {
    done(null, body);
  });

  app.put(
    '/photos/:id',
    {
      onRequest: requireUser(),
      bodyLimit: PHOTO_LIMITS.uploadBytes,
      schema: {
        tags,
        operationId: 'uploadPhoto',
        security,
        summary: 'Store the picture of a progress photo the client synced, or of a message with a photo its author synced',
        description:
          'The body is the picture itself (JPEG, PNG or WebP, at most 10 MB), judged by its bytes, not its name or type. It is turned upright, made at most 1600 px on its longest side and stored as a JPEG without any metadata. Sending it again once stored changes nothing.',
        params: photoParams,
        body: z.unknown().describe('The picture’s bytes'),
        response: {
          200: z.object({ id: z.uuid(), uploaded_at: z.string(), width: z.number(), height: z.number(), byte_size: z.number() }),
          ...errorResponses(400, 401, 403, 404, 413, 415, 422),
        },
      },
    },
    async (request) => {
      const body = request.body;
      return storePhoto(db, currentUser(request), request.params.id, Buffer.isBuffer(body) ? body : Buffer.alloc(0));
    },
  );

  app.get(
    '/photos/:id',
    {
      onRequest: requireUser(),
      schema: {
        tags,
        operationId: 'readPhoto',
        security,
        summary: 'The stored picture of a progress photo (the client and their current coach) or of a message (both parties)',
        params: photoParams,
        response: { 200: z.unknown().describe('A JPEG'), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const photo = await readPhoto(db, currentUser(request), request.params.id);
      return reply
        .header('content-type', photo.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(photo.bytes);
    },
  );
};
