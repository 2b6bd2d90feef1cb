import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feedAddressSchema } from '@core/calendar-rules';
import { currentUser, requireUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-handler';
import { notFound } from '../../lib/api-error';
import { sha256Hex } from '../../lib/crypto';
import { createFeed, FEED_PATH, feedText, removeFeed } from '../../services/calendar-feed';
import { enforceRateLimits, RATE_LIMITS } from '../../services/rate-limit';

// randomToken(32) in base64url: 43 characters.
const feedFileSchema = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, 'is not a feed address') });

/**
 * /api/v1/calendar/feed: a private iCalendar address a person subscribes to from their phone's
 * calendar. Reading it needs no session (a calendar app has none); the secret in the address is
 * the credential, so it is random, stored only as a hash, replaced on request and rate-limited.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['calendar'];
  const security = [{ bearerAuth: [] }];

  app.post(
    FEED_PATH,
    {
      onRequest: requireUser(),
      schema: {
        tags,
        operationId: 'createCalendarFeed',
        security,
        summary: 'A new private feed address of the calendar; an address made before stops working',
        response: { 200: feedAddressSchema, ...errorResponses(401, 429) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await enforceRateLimits(db, [{ key: `feed-create:${user.id}`, rule: RATE_LIMITS.feedCreatePerAccount }]);
      return createFeed(db, user.id, app.env.publicUrl);
    },
  );

  app.delete(
    FEED_PATH,
    {
      onRequest: requireUser(),
      schema: {
        tags,
        operationId: 'deleteCalendarFeed',
        security,
        summary: 'Stop the calendar feed: its address stops working',
        response: { 204: z.null(), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await removeFeed(db, currentUser(request).id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${FEED_PATH}/:file`,
    {
      schema: {
        tags,
        operationId: 'getCalendarFeed',
        // A calendar app has no session: the secret in the address is the credential.
        security: [],
        summary: 'The calendar as iCalendar (RFC 5545), times in Europe/Riga; the address is the credential',
        params: feedFileSchema,
        response: { 200: z.string().meta({ description: 'text/calendar' }), ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const secret = request.params.file.slice(0, -'.ics'.length);
      await enforceRateLimits(db, [
        { key: `feed-ip:${request.ip}`, rule: RATE_LIMITS.feedReadPerIp },
        { key: `feed:${sha256Hex(secret)}`, rule: RATE_LIMITS.feedReadPerFeed },
      ]);
      const text = await feedText(db, secret);
      if (text === null) throw notFound('No calendar feed has this address');
      return reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, no-cache').send(text);
    },
  );
};
