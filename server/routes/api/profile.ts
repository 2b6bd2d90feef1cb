import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePasswordRequestSchema, changePasswordResponseSchema, profileSchema, profileUpdateSchema } from '@core/auth';
import { currentSessionId, currentUser, requireUser, requireUserReading, setRefreshCookie } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-handler';
import { changeOwnPassword, updateOwnProfile } from '../../services/accounts';
import { issueAccessToken } from '../../services/sessions';
import { profileOf, sessionProfile } from '../../services/users';

/** /api/v1/profile: the signed-in person's own account. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['profile'];
  const security = [{ bearerAuth: [] }];
  // Devices ask for the profile often, so its session check reads the profile too.
  const signedInWithProfile = requireUserReading(sessionProfile);

  app.get(
    '/profile',
    {
      onRequest: signedInWithProfile.onRequest,
      schema: {
        tags,
        operationId: 'getProfile',
        security,
        summary: 'The signed-in account',
        response: { 200: profileSchema, ...errorResponses(401) },
      },
    },
    async (request) => profileOf(signedInWithProfile.row(request)),
  );

  app.put(
    '/profile',
    {
      onRequest: requireUser(),
      schema: {
        tags,
        operationId: 'updateProfile',
        security,
        summary: 'Replace the editable profile fields',
        body: profileUpdateSchema,
        response: { 200: profileSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => updateOwnProfile(db, currentUser(request).id, request.body),
  );

  app.post(
    '/profile/change-password',
    {
      onRequest: requireUser(),
      schema: {
        tags,
        operationId: 'changePassword',
        security,
        summary: 'Change the password; other devices are signed out',
        description:
          'Every sign-in of the account ends. This device gets a new one: a new refresh cookie and the access token in the answer (its old tokens stop working), so it stays signed in.',
        body: changePasswordRequestSchema,
        response: { 200: changePasswordResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const session = await changeOwnPassword(db, user.id, request.body, currentSessionId(request));
      setRefreshCookie(request, reply, session.token, session.expiresAt);
      void reply.header('Cache-Control', 'no-store');
      return {
        message: 'Your password has been changed. Other devices have been signed out.',
        access_token: await issueAccessToken(app.jwtSecret, user, session.familyId),
      };
    },
  );
};
