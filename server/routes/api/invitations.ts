import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { linkTokenSchema, ROLE } from '@core/auth';
import {
  acceptInvitationResponseSchema,
  clientInvitationResponseSchema,
  invitationPreviewSchema,
  inviteClientRequestSchema,
  trainingRecordResponseSchema,
} from '@core/invitations';
import { currentUser, optionalUser, requireUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-handler';
import {
  acceptInvitation,
  inviteClient,
  previewInvitation,
  revokeClientInvitation,
  trainingRecordOf,
  unlinkClientAccount,
} from '../../services/client-accounts';

const clientParams = z.object({ id: z.uuid('is not a valid id') });
const tokenParams = z.object({ token: linkTokenSchema });

/** Coaches invite their clients to link their own accounts; the invited person accepts (docs/api.md, "Invitations"). */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const coach = requireUser(ROLE.coach);
  const mailing = { mailer: app.mailer, publicUrl: app.env.publicUrl };
  const tags = ['invitations'];
  const security = [{ bearerAuth: [] }];

  app.post(
    '/clients/:id/invitation',
    {
      onRequest: coach,
      schema: {
        tags,
        operationId: 'inviteClient',
        security,
        summary: 'Invite the person of a client record by mail (again: the earlier link stops working)',
        params: clientParams,
        body: inviteClientRequestSchema,
        response: { 201: clientInvitationResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429, 503) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await inviteClient(db, mailing, currentUser(request), request.params.id, request.body, request.log)),
  );

  app.delete(
    '/clients/:id/invitation',
    {
      onRequest: coach,
      schema: {
        tags,
        operationId: 'withdrawClientInvitation',
        security,
        summary: 'Withdraw the open invitation of a client',
        params: clientParams,
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await revokeClientInvitation(db, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/clients/:id/account',
    {
      onRequest: coach,
      schema: {
        tags,
        operationId: 'unlinkClientAccount',
        security,
        summary: "Unlink the client's own account: what they saw through this record leaves their devices",
        params: clientParams,
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await unlinkClientAccount(db, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/clients/self',
    {
      onRequest: coach,
      schema: {
        tags,
        operationId: 'createOwnClientRecord',
        security,
        summary: 'I train too: the coach’s own client record, linked to their account (made once)',
        response: { 200: trainingRecordResponseSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (request) => trainingRecordOf(db, currentUser(request)),
  );

  app.get(
    '/invitations/:token',
    {
      onRequest: optionalUser,
      schema: {
        tags,
        operationId: 'getInvitation',
        security: [],
        summary: 'What an invitation link offers (no account details of anyone)',
        params: tokenParams,
        response: { 200: invitationPreviewSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => previewInvitation(db, request.params.token, request.authUser?.id),
  );

  app.post(
    '/invitations/:token/accept',
    {
      onRequest: requireUser(),
      schema: {
        tags,
        operationId: 'acceptInvitation',
        security,
        summary: 'Accept an invitation with the signed-in account',
        params: tokenParams,
        response: { 200: acceptInvitationResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => acceptInvitation(db, currentUser(request).id, request.params.token),
  );
};
