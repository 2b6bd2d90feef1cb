import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  messageResponseSchema,
  refreshResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  ROLE,
  sessionResponseSchema,
} from '@sync/auth';
import { ApiError } from '../../lib/errors';
import { clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from '../../plugins/auth';
import { passwordResetMail } from '../../mail/templates';
import { burnVerificationTime, hashPassword, PASSWORD_PROBLEM_MESSAGES, passwordProblem, verifyPassword } from '../../services/passwords';
import { createResetToken, resetLink, resetPassword } from '../../services/password-reset';
import { assertNotLimited, enforceRateLimits, RATE_LIMITS, recordFailure } from '../../services/rate-limit';
import { familyOfToken, issueAccessToken, revokeFamily, rotateRefreshToken } from '../../services/sessions';
import { signIn } from '../../services/sign-in';
import { createUser, findUserByEmail, findUserById } from '../../services/users';

const FORGOT_ANSWER = 'If an account exists for that address, we have sent it a link to choose a new password.';

function assertAcceptablePassword(password: string, field: string): void {
  const problem = passwordProblem(password);
  // A code per problem (password_too_short, password_too_common, …) so the browser can say it in the user's language.
  if (problem) throw new ApiError(400, `password_${problem}`, `The password ${PASSWORD_PROBLEM_MESSAGES[problem]}`, { [field]: PASSWORD_PROBLEM_MESSAGES[problem] });
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post('/auth/login', { schema: { body: loginRequestSchema, response: { 200: sessionResponseSchema } } }, async (request, reply) => {
    const { email, password } = request.body;
    const limits = [
      { key: `login:ip:${request.ip}`, rule: RATE_LIMITS.loginPerIp },
      { key: `login:account:${email}`, rule: RATE_LIMITS.loginPerAccount },
    ];
    await assertNotLimited(db, limits);
    const user = await findUserByEmail(db, email);
    const valid = user?.passwordHash ? await verifyPassword(user.passwordHash, password) : (await burnVerificationTime(password), false);
    if (!user || !valid) {
      await recordFailure(db, limits);
      // One message for both cases: the answer must not reveal which e-mails have accounts.
      throw new ApiError(401, 'invalid_credentials', 'The e-mail address or password is incorrect.');
    }
    return signIn(request, reply, user);
  });

  app.post('/auth/refresh', { schema: { response: { 200: refreshResponseSchema } } }, async (request, reply) => {
    const presented = request.cookies[REFRESH_COOKIE];
    if (!presented) throw new ApiError(401, 'session_invalid', 'Your session has ended. Please sign in again.');
    let rotated;
    try {
      rotated = await rotateRefreshToken(db, presented);
    } catch (error) {
      clearRefreshCookie(reply);
      throw error;
    }
    const user = await findUserById(db, rotated.userId);
    if (!user) throw new ApiError(401, 'session_invalid', 'Your session has ended. Please sign in again.');
    setRefreshCookie(request, reply, rotated.token, rotated.expiresAt);
    void reply.header('Cache-Control', 'no-store');
    return { access_token: await issueAccessToken(app.jwtSecret, user) };
  });

  app.post('/auth/logout', async (request, reply) => {
    const presented = request.cookies[REFRESH_COOKIE];
    if (presented) {
      const familyId = await familyOfToken(db, presented);
      if (familyId) await revokeFamily(db, familyId, 'logout');
    }
    clearRefreshCookie(reply);
    return reply.code(204).send();
  });

  app.post('/auth/register', { schema: { body: registerRequestSchema, response: { 201: sessionResponseSchema } } }, async (request, reply) => {
    await enforceRateLimits(db, [{ key: `register:ip:${request.ip}`, rule: RATE_LIMITS.registerPerIp }]);
    const { email, password, name, preferred_language } = request.body;
    assertAcceptablePassword(password, 'password');
    const user = await createUser(db, {
      email,
      roleId: ROLE.client,
      name,
      passwordHash: await hashPassword(password),
      preferredLanguage: preferred_language ?? null,
    });
    const session = await signIn(request, reply, user);
    return reply.code(201).send(session);
  });

  app.post('/auth/forgot-password', { schema: { body: forgotPasswordRequestSchema, response: { 202: messageResponseSchema } } }, async (request, reply) => {
    const { email } = request.body;
    await enforceRateLimits(db, [
      { key: `forgot:ip:${request.ip}`, rule: RATE_LIMITS.forgotPerIp },
      { key: `forgot:account:${email}`, rule: RATE_LIMITS.forgotPerAccount },
    ]);
    const user = await findUserByEmail(db, email);
    if (user && user.status !== 'disabled') {
      const token = await createResetToken(db, user.id);
      const mail = passwordResetMail(user.preferredLanguage ?? 'en-US', user.email, user.name, resetLink(app.env.publicUrl, token));
      // Not awaited: a slow mail server must not make "account exists" answer slower than "does not".
      app.mailer.send(mail).catch((error: unknown) => request.log.error({ err: error }, 'password reset mail failed'));
    }
    return reply.code(202).send({ message: FORGOT_ANSWER });
  });

  app.post('/auth/reset-password', { schema: { body: resetPasswordRequestSchema, response: { 200: messageResponseSchema } } }, async (request) => {
    assertAcceptablePassword(request.body.password, 'password');
    await resetPassword(db, request.body.token, request.body.password);
    return { message: 'Your password has been changed. Sign in with the new password.' };
  });
};
