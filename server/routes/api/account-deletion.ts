import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DELETION_GRACE_DAYS, ROLE } from '@core/auth-constants';
import { deletionRequestSchema, deletionScheduledSchema } from '@core/account-deletion';
import { ApiError } from '../../lib/api-error';
import { currentSessionId, currentUser, requireUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-handler';
import {
  cancelDeletionByLink,
  cancelOwnDeletion,
  requestOwnDeletion,
  scheduleDeletion,
} from '../../services/account-deletion/deletion-request';

const WHAT = `The account and everything that is only the person's are erased after ${DELETION_GRACE_DAYS} days (docs/account-deletion.md); until then it works as usual, and a mailed link or the profile cancels it.`;

/** Deleting an account: the person's own, or a user's by an admin, after a grace period. */
export const accountDeletionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const mailing = { mailer: app.mailer, publicUrl: app.env.publicUrl };
  const security = [{ bearerAuth: [] }];

  app.post(
    '/profile/deletion',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['profile'],
        operationId: 'requestAccountDeletion',
        security,
        summary: 'Delete the signed-in account, after a grace period',
        description: `${WHAT} An account with a password gives it again (400 naming \`password\` when it is not right); one without a password must have signed in within the last few minutes (403 \`sign_in_again\`). A coach whose clients have their accounts linked is refused (409 \`clients_linked\`).`,
        body: deletionRequestSchema,
        response: { 202: deletionScheduledSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const scheduled = await requestOwnDeletion(
        db,
        mailing,
        { userId: user.id, sessionId: currentSessionId(request), password: request.body.password },
        new Date(),
      );
      return reply.code(202).send(scheduled);
    },
  );

  app.delete(
    '/profile/deletion',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['profile'],
        operationId: 'cancelAccountDeletion',
        security,
        summary: 'Cancel the deletion of the signed-in account',
        response: { 204: z.null(), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await cancelOwnDeletion(db, currentUser(request).id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/account/deletion/cancel',
    {
      schema: {
        tags: ['profile'],
        operationId: 'cancelAccountDeletionByLink',
        // The mailed link is the credential: the person may not be able to sign in.
        security: [],
        summary: 'Cancel a deletion with the token of its mailed link',
        body: z.object({ token: z.string().min(1).max(200) }),
        response: { 204: z.null(), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      await cancelDeletionByLink(db, request.body.token);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/admin/users/:id',
    {
      onRequest: requireUser(ROLE.admin),
      schema: {
        tags: ['admin'],
        operationId: 'deleteUser',
        security,
        summary: 'Delete a user, after a grace period',
        description: `${WHAT} The user is mailed the link that cancels it.`,
        params: z.object({ id: z.uuid('is not a valid id') }),
        response: { 202: deletionScheduledSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      if (request.params.id === currentUser(request).id)
        throw new ApiError(409, 'own_account', 'Delete your own account from your profile, with your password.');
      return reply.code(202).send(await scheduleDeletion(db, mailing, request.params.id, new Date()));
    },
  );
};
