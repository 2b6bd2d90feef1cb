import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MIN_SUPPORTED_PROTOCOL,
  PROTOCOL_HEADER,
  PROTOCOL_VERSION,
  pullRequestSchema,
  pullResponseSchema,
  pushFailureSchema,
  pushRequestSchema,
  pushResponseSchema,
  SYNC_ERRORS,
} from '@sync/protocol';
import { historyQuerySchema, historyResponseSchema } from '@core/record-history-api';
import { ApiError } from '../../lib/api-error';
import { currentUser, requireUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-handler';
import { pull } from '../../sync/pull';
import { MutationGap, push, PushInterrupted } from '../../sync/push';
import { readRecordHistory } from '../../sync/history-reads';

/**
 * A version as an app sends it: a small whole number in decimal digits. Number() alone would take
 * `1e9` or `0x1` for versions, and answer a caller's typo as a server that is too old (503).
 */
const PROTOCOL_VALUE = /^\d{1,3}$/;

/** [W8] An old app is told to update rather than being allowed to write in a format it misreads. */
function assertProtocol(request: FastifyRequest): void {
  const header = request.headers[PROTOCOL_HEADER];
  if (!header) throw new ApiError(400, 'protocol_missing', `Send the sync protocol version in ${PROTOCOL_HEADER}`);
  if (typeof header !== 'string' || !PROTOCOL_VALUE.test(header)) {
    throw new ApiError(
      400,
      'protocol_invalid',
      `${PROTOCOL_HEADER} must be the sync protocol version, a whole number such as ${PROTOCOL_VERSION}`,
    );
  }
  const version = Number(header);
  if (version < MIN_SUPPORTED_PROTOCOL)
    throw new ApiError(426, SYNC_ERRORS.protocolTooOld, 'This version of the app is too old to sync. Reload to update it.');
  if (version > PROTOCOL_VERSION) {
    // A newer app reached a server not yet upgraded (a rolling deploy): try again shortly.
    throw new ApiError(503, SYNC_ERRORS.protocolTooNew, 'The server is being updated. Sync will retry shortly.', undefined, {
      'retry-after': '30',
    });
  }
}

function noStore(reply: FastifyReply): void {
  void reply.header('cache-control', 'no-store');
}

const tags = ['sync'];
const security = [{ bearerAuth: [] }];
const description = `Send the protocol version in ${PROTOCOL_HEADER} (sync/SPEC.md).`;

/** Each push's mutations' args as the body carried them, before the body's schema copied them. */
const argsAsSent = new WeakMap<FastifyRequest, readonly unknown[]>();

/**
 * The push, in a scope of its own for its body parser. A `__proto__` or `constructor` key in a
 * mutation's args is refused with that mutation alone (`unknown_field`, sync/SPEC.md R1, W5), so
 * the body is read with such keys kept as plain data, where the default parser refuses the whole
 * request; and the args go on as sent, because the body's schema drops a `__proto__` key from
 * them without a word. The engine validates args before it reads them (parseOrThrow), prototype
 * keys first.
 */
const pushRoute: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, app.getDefaultJsonParser('ignore', 'ignore'));

  app.post(
    '/sync/push',
    {
      onRequest: requireUser(),
      preValidation: async (request) => {
        const mutations = (request.body as { mutations?: unknown } | null)?.mutations;
        if (Array.isArray(mutations))
          argsAsSent.set(
            request,
            mutations.map((mutation: unknown) => (mutation as { args?: unknown } | null)?.args),
          );
      },
      schema: {
        tags,
        operationId: 'pushMutations',
        security,
        summary: "Apply a device's queued mutations",
        description,
        body: pushRequestSchema,
        response: { 200: pushResponseSchema, ...errorResponses(400, 401, 413, 426), 409: pushFailureSchema, 503: pushFailureSchema },
      },
      bodyLimit: 10 * 1024 * 1024,
      // A mutation carrying unstorable text is rejected on its own and the batch goes on (W5, R8).
      config: { storableCheckedByRoute: ['body'] },
    },
    async (request, reply) => {
      assertProtocol(request);
      noStore(reply);
      const sent = argsAsSent.get(request);
      // The schema passed these args, so each is the object it validated, keys it dropped included.
      const mutations = request.body.mutations.map((mutation, index) => ({
        ...mutation,
        args: (sent?.[index] ?? mutation.args) as typeof mutation.args,
      }));
      try {
        return await push(app.database.db, currentUser(request), { ...request.body, mutations }, request.headers['user-agent']);
      } catch (error) {
        if (error instanceof MutationGap) {
          return reply.code(409).send({ error: { code: SYNC_ERRORS.gap, message: error.message }, lastMutationId: error.lastMutationId });
        }
        if (error instanceof PushInterrupted) {
          request.log.error({ err: error.cause, lastMutationId: error.lastMutationId }, 'sync push stopped at a temporary error');
          return reply
            .code(503)
            .header('retry-after', '5')
            .send({
              error: { code: 'temporarily_unavailable', message: 'The server could not apply every change. They will be sent again.' },
              lastMutationId: error.lastMutationId ?? null,
            });
        }
        throw error;
      }
    },
  );
};

export const syncRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(pushRoute);

  app.post(
    '/sync/pull',
    {
      onRequest: requireUser(),
      schema: {
        tags,
        operationId: 'pullChanges',
        security,
        summary: 'Changes since a cursor',
        description,
        body: pullRequestSchema,
        response: { 200: pullResponseSchema, ...errorResponses(400, 401, 409, 426, 503) },
      },
    },
    async (request, reply) => {
      assertProtocol(request);
      noStore(reply);
      return pull(app.database.db, currentUser(request), app.instanceId, request.body);
    },
  );

  app.get(
    '/sync/history',
    {
      onRequest: requireUser(),
      schema: {
        tags,
        operationId: 'getRecordHistory',
        security,
        summary: "A record's history",
        description:
          'Every write of one record the caller may read, newest first, with the newer changes a write replaced (sync/SPEC.md R9, R11).',
        querystring: historyQuerySchema,
        response: { 200: historyResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return readRecordHistory(app.database.db, currentUser(request), request.query.entity, request.query.id);
    },
  );
};
