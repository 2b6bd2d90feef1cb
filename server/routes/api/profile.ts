import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { changePasswordRequestSchema, messageResponseSchema, profileSchema, profileUpdateSchema } from '@sync/auth';
import { users } from '../../db/schema/index';
import { ApiError } from '../../lib/errors';
import { currentUser, REFRESH_COOKIE, requireUser } from '../../plugins/auth';
import { hashPassword, PASSWORD_PROBLEM_MESSAGES, passwordProblem, verifyPassword } from '../../services/passwords';
import { enforceRateLimits, RATE_LIMITS } from '../../services/rate-limit';
import { familyOfToken, revokeUserSessions } from '../../services/sessions';
import { findUserById, toProfile, updateProfile, type UserRow } from '../../services/users';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  async function me(id: string): Promise<UserRow> {
    const user = await findUserById(db, id);
    if (!user) throw new ApiError(401, 'account_unavailable', 'This account is no longer active.');
    return user;
  }

  app.get('/profile', { preHandler: requireUser(), schema: { response: { 200: profileSchema } } }, async (request) =>
    toProfile(db, await me(currentUser(request).id)),
  );

  app.put('/profile', { preHandler: requireUser(), schema: { body: profileUpdateSchema, response: { 200: profileSchema } } }, async (request) =>
    toProfile(db, await updateProfile(db, await me(currentUser(request).id), request.body)),
  );

  app.post(
    '/profile/change-password',
    { preHandler: requireUser(), schema: { body: changePasswordRequestSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      const user = await me(currentUser(request).id);
      await enforceRateLimits(db, [{ key: `change-password:${user.id}`, rule: RATE_LIMITS.changePasswordPerAccount }]);
      const { current_password, new_password } = request.body;
      // SPEC §8: this exact text is what the client shows for a wrong current password.
      if (user.passwordHash && !(await verifyPassword(user.passwordHash, current_password))) {
        throw new ApiError(400, 'current_password_incorrect', 'Current password is incorrect', { current_password: 'is incorrect' });
      }
      const problem = passwordProblem(new_password);
      if (problem) {
        throw new ApiError(400, `password_${problem}`, `The new password ${PASSWORD_PROBLEM_MESSAGES[problem]}`, { new_password: PASSWORD_PROBLEM_MESSAGES[problem] });
      }
      await db.update(users).set({ passwordHash: await hashPassword(new_password), updatedAt: new Date() }).where(eq(users.id, user.id));
      const presented = request.cookies[REFRESH_COOKIE];
      const thisDevice = presented ? await familyOfToken(db, presented) : undefined;
      await revokeUserSessions(db, user.id, 'password changed', thisDevice);
      return { message: 'Your password has been changed. Other devices have been signed out.' };
    },
  );
};
