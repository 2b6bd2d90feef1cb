import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUSH_LIMITS, pushSubscriptionSchema, pushUnsubscribeSchema, restPushSchema } from '@core/push';
import { ApiError, conflict } from '../../lib/api-error';
import { currentUser, requireUser } from '../../plugins/auth';
import { errorResponses, noContentSchema } from '../../plugins/error-handler';
import { cancelPushes } from '../../services/push/jobs';
import { pushForUser } from '../../services/push/notices';
import { subscribePush, subscriptionCount, unsubscribePush } from '../../services/push/subscriptions';

const REST_WORDS = {
  'en-US': { title: 'Rest is over', next: 'Time for the next set' },
  'lv-LV': { title: 'Atpūta beigusies', next: 'Laiks nākamajai sērijai' },
} as const;

/**
 * /api/v1/push: a browser of the signed-in person takes Web Push notifications (docs/api.md,
 * "Notifications"), and the player asks for the push that ends a rest while the phone is locked.
 */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['push'];
  const security = [{ bearerAuth: [] }];

  app.post(
    '/push/subscriptions',
    {
      onRequest: requireUser(),
      schema: {
        tags,
        operationId: 'subscribePush',
        security,
        summary: 'This browser takes notifications for the signed-in person',
        description: `The body is the browser's \`PushSubscription.toJSON()\`. Its endpoint must be https on one of the push services the server allows (PUSH_ALLOWED_ORIGINS), else 422 \`push_service_refused\`. At most ${PUSH_LIMITS.subscriptionsPerUser} browsers per person (409 \`too_many_subscriptions\`); the same browser again is one subscription.`,
        body: pushSubscriptionSchema,
        response: { 204: noContentSchema, ...errorResponses(400, 401, 409, 422) },
      },
    },
    async (request, reply) => {
      await subscribePush(db, currentUser(request).id, request.body, app.env.PUSH_ALLOWED_ORIGINS);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      onRequest: requireUser(),
      schema: {
        tags,
        operationId: 'unsubscribePush',
        security,
        summary: 'This browser takes no more notifications for the signed-in person',
        body: pushUnsubscribeSchema,
        response: { 204: noContentSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      await unsubscribePush(db, currentUser(request).id, request.body.endpoint);
      return reply.status(204).send();
    },
  );

  app.post(
    '/push/rest',
    {
      onRequest: requireUser(),
      schema: {
        tags,
        operationId: 'scheduleRestPush',
        security,
        summary: 'A push when a rest ends, for a phone whose screen is locked',
        description: `One waiting per session: asking again moves it. \`ends_at\` must be in the next ${PUSH_LIMITS.restHours} hours (422 otherwise). 409 \`no_subscription\` when no browser of the person takes notifications.`,
        body: restPushSchema,
        response: { 202: z.object({ due_at: z.string() }), ...errorResponses(400, 401, 409, 422) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { session_id, ends_at, next, path } = request.body;
      const due = new Date(ends_at);
      const now = Date.now();
      if (due.getTime() <= now) throw new ApiError(422, 'validation_failed', 'The rest has already ended', { ends_at: 'is in the past' });
      if (due.getTime() > now + PUSH_LIMITS.restHours * 3_600_000)
        throw new ApiError(422, 'validation_failed', `A rest ends within ${PUSH_LIMITS.restHours} hours`, { ends_at: 'is too far ahead' });
      if ((await subscriptionCount(db, user.id)) === 0) throw conflict('no_subscription', 'No browser of yours takes notifications');
      // One waiting rest push per session: asked again (the rest was changed), the new end replaces it.
      await pushForUser(db, user.id, {
        kind: 'rest',
        key: `rest:${session_id}:${due.toISOString()}`,
        replacing: `rest:${session_id}:`,
        dueAt: due,
        payload: (language) => ({
          title: REST_WORDS[language].title,
          body: next || REST_WORDS[language].next,
          tag: `rest-${session_id}`,
          url: path,
        }),
      });
      return reply.status(202).send({ due_at: due.toISOString() });
    },
  );

  app.delete(
    '/push/rest/:session_id',
    {
      onRequest: requireUser(),
      schema: {
        tags,
        operationId: 'cancelRestPush',
        security,
        summary: 'The rest ended on the phone (a set logged or skipped): its push is not sent',
        params: z.object({ session_id: z.uuid('is not a valid id') }),
        response: { 204: noContentSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      await cancelPushes(db, currentUser(request).id, `rest:${request.params.session_id}:`);
      return reply.status(204).send();
    },
  );
};
