import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  messageResponseSchema,
  refreshResponseSchema,
  confirmRegistrationRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  sessionResponseSchema,
} from '@core/auth';
import { clearRefreshCookie, currentUser, REFRESH_COOKIE, requireUser, sameOriginOnly, setRefreshCookie } from '../../plugins/auth';
import { errorResponses, noContentSchema } from '../../plugins/error-handler';
import { authenticateWithPassword, completePasswordReset, endSession, requestPasswordReset, sessionEnded } from '../../services/accounts';
import { issueAccessToken, revokeUserSessions, rotateRefreshToken } from '../../services/sessions';
import { confirmRegistration, registerWithInvitation, requestRegistration } from '../../services/registration';
import { signIn } from '../../services/sign-in';

const REGISTER_ANSWER = 'Check your e-mail: we have sent a link to finish creating your account.';
const COOKIE_ROUTE =
  'Reads the refresh cookie, so a browser request from any other site or origin (by `Sec-Fetch-Site`, or else `Origin`) is refused with 403 `cross_site_request`; a request with neither header (not a browser page) is served.';
const FORGOT_ANSWER = 'If an account exists for that address, we have sent it a link to choose a new password.';

/** /api/v1/auth: password sign-in, registration, the session's refresh and end, and password resets. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['auth'];

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        operationId: 'login',
        security: [],
        summary: 'Sign in with e-mail and password',
        body: loginRequestSchema,
        response: { 200: sessionResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => signIn(request, reply, await authenticateWithPassword(db, { ...request.body, ip: request.ip })),
  );

  app.post(
    '/auth/refresh',
    {
      onRequest: sameOriginOnly,
      schema: {
        tags,
        operationId: 'refreshSession',
        security: [],
        summary: 'A new access token for the refresh cookie, which is replaced',
        description: COOKIE_ROUTE,
        response: { 200: refreshResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const presented = request.cookies[REFRESH_COOKIE];
      if (!presented) throw sessionEnded();
      let rotated;
      try {
        rotated = await rotateRefreshToken(db, app.jwtSecret, presented);
      } catch (error) {
        clearRefreshCookie(reply);
        throw error;
      }
      // The new token names the same sign-in, so ending it later ends this token too.
      const accessToken = await issueAccessToken(app.jwtSecret, rotated.user, rotated.familyId);
      setRefreshCookie(request, reply, rotated.token, rotated.expiresAt);
      void reply.header('Cache-Control', 'no-store');
      return { access_token: accessToken };
    },
  );

  app.post(
    '/auth/logout',
    {
      onRequest: sameOriginOnly,
      schema: {
        tags,
        operationId: 'logout',
        security: [],
        summary: 'End this sign-in',
        description: COOKIE_ROUTE,
        response: { 204: noContentSchema, ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      await endSession(db, request.cookies[REFRESH_COOKIE]);
      clearRefreshCookie(reply);
      return reply.code(204).send();
    },
  );

  app.post(
    '/auth/logout-everywhere',
    {
      onRequest: requireUser(),
      schema: {
        tags,
        operationId: 'logoutEverywhere',
        security: [{ bearerAuth: [] }],
        summary: 'End every sign-in of this account, this one included',
        description: 'Every access token of the account stops working at once, not when it expires.',
        response: { 204: noContentSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await revokeUserSessions(db, currentUser(request).id, 'signed out everywhere');
      clearRefreshCookie(reply);
      return reply.code(204).send();
    },
  );

  app.post(
    '/auth/register',
    {
      schema: {
        tags,
        operationId: 'register',
        security: [],
        summary: 'Start a registration: mail a link that confirms the address; or register through an invitation',
        description:
          'Answers the same whether or not an account has the address; its owner is told by mail instead. With `invitation` (the token of a coach’s invitation link) the link proves the address: the client account is created, linked to the coach’s client record and signed in at once (201).',
        body: registerRequestSchema,
        response: { 201: sessionResponseSchema, 202: messageResponseSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const { invitation } = request.body;
      if (invitation) {
        const user = await registerWithInvitation(db, { ...request.body, invitation }, request.ip);
        return reply.code(201).send(await signIn(request, reply, user));
      }
      await requestRegistration(db, { mailer: app.mailer, publicUrl: app.env.publicUrl }, request.body, request.ip, request.log);
      return reply.code(202).send({ message: REGISTER_ANSWER });
    },
  );

  app.post(
    '/auth/register/confirm',
    {
      schema: {
        tags,
        operationId: 'confirmRegistration',
        security: [],
        summary: 'Follow the link from the registration mail: create the (coach) account and sign in',
        body: confirmRegistrationRequestSchema,
        response: { 201: sessionResponseSchema, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => {
      const user = await confirmRegistration(db, request.body.token);
      const session = await signIn(request, reply, user);
      return reply.code(201).send(session);
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags,
        operationId: 'requestPasswordReset',
        security: [],
        summary: 'Mail a link to choose a new password',
        description: 'Answers the same whether or not an account has the address.',
        body: forgotPasswordRequestSchema,
        response: { 202: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(db, { mailer: app.mailer, publicUrl: app.env.publicUrl }, request.body.email, request.ip, request.log);
      return reply.code(202).send({ message: FORGOT_ANSWER });
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags,
        operationId: 'resetPassword',
        security: [],
        summary: 'Set a new password with the link from a reset or invitation mail',
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await completePasswordReset(db, request.body.token, request.body.password, request.ip);
      return { message: 'Your password has been changed. Sign in with the new password.' };
    },
  );
};
