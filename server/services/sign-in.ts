import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { RoleId, SessionResponse } from '@core/auth';
import { users } from '../db/schema/index';
import { ApiError } from '../lib/api-error';
import { setRefreshCookie } from '../plugins/auth';
import { issueAccessToken, startSession } from './sessions';
import type { UserRow } from './users';

/** Refuses accounts that may not sign in; an invited user proves their mailbox by signing in through a provider. */
export function assertMaySignIn(user: UserRow): void {
  if (user.status === 'disabled') {
    throw new ApiError(403, 'account_disabled', 'This account has been disabled. Contact your coach or administrator.');
  }
}

/** Starts a session for `user`: refresh cookie, access token, last sign-in time. */
export async function signIn(request: FastifyRequest, reply: FastifyReply, user: UserRow): Promise<SessionResponse> {
  assertMaySignIn(user);
  const db = request.server.database.db;
  const session = await startSession(db, user.id, request.server.env.SESSION_DAYS, {
    userAgent: request.headers['user-agent'],
    ip: request.ip,
  });
  await db
    .update(users)
    .set({ lastLoginAt: new Date(), ...(user.status === 'invited' ? { status: 'active' as const } : {}) })
    .where(eq(users.id, user.id));
  setRefreshCookie(request, reply, session.token, session.expiresAt);
  return {
    access_token: await issueAccessToken(request.server.jwtSecret, user, session.familyId),
    user: { id: user.id, role_id: user.roleId as RoleId, email: user.email },
  };
}
