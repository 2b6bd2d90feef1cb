import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Profile, ProfileUpdate } from '@core/auth';
import { users } from '../db/schema/index';
import type { Db } from '../db/types';
import { ApiError } from '../lib/api-error';
import type { Mailer } from '../mail/mailer';
import { passwordResetMail } from '../mail/templates';
import { burnVerificationTime, hashPassword, PASSWORD_PROBLEM_MESSAGES, passwordProblem, verifyPassword } from './passwords';
import { createResetToken, emailOfResetLink, resetLink, resetPassword } from './password-reset';
import { clearAttempts, enforceRateLimits, hitRateLimit, RATE_LIMITS, rateLimited, refundAttempts, reserveAttempts } from './rate-limit';
import { familyOfToken, replaceUserSessions, revokeFamily, type IssuedRefresh } from './sessions';
import { findUserByEmail, findUserById, updateProfile, type UserRow } from './users';

/**
 * What a person does to their own account: sign in with a password, register, refresh or end a
 * session, forget, reset and change the password, edit the profile. Routes parse the request, call
 * one of these and shape the answer; the rules, and the exact refusals, live here.
 */

export const sessionEnded = () => new ApiError(401, 'session_invalid', 'Your session has ended. Please sign in again.');

/** Refuses a new password for the account at `email` that breaks the password rules, naming the field it came in. */
export function assertAcceptablePassword(password: string, email: string, field: string, subject = 'The password'): void {
  const problem = passwordProblem(password, email);
  // A code per problem (password_too_short, password_too_common, …) so the browser can say it in the user's language.
  if (problem)
    throw new ApiError(400, `password_${problem}`, `${subject} ${PASSWORD_PROBLEM_MESSAGES[problem]}`, {
      [field]: PASSWORD_PROBLEM_MESSAGES[problem],
    });
}

/**
 * Counts an attempt on `email` from `ip` before any password is hashed (docs/security.md): per
 * address, per account and address, and per account. The per-account ceiling is far higher and
 * binds only an address that already tried this account, so a stranger who exhausts it cannot
 * lock the owner out: the owner's own device, with no failures, still signs in.
 */
async function reserveAccountAttempt(db: Db, action: 'login' | 'forgot', email: string, ip: string): Promise<() => Promise<void>> {
  const rules =
    action === 'login'
      ? { ip: RATE_LIMITS.loginPerIp, accountAndIp: RATE_LIMITS.loginPerAccountAndIp, account: RATE_LIMITS.loginPerAccount }
      : { ip: RATE_LIMITS.forgotPerIp, accountAndIp: RATE_LIMITS.forgotPerAccountAndIp, account: RATE_LIMITS.forgotPerAccount };
  const keys = { ip: `${action}:ip:${ip}`, accountAndIp: `${action}:account-ip:${email} ${ip}`, account: `${action}:account:${email}` };
  const [, fromHere = 0] = await reserveAttempts(db, [
    { key: keys.ip, rule: rules.ip },
    { key: keys.accountAndIp, rule: rules.accountAndIp },
  ]);
  const accountWide = await hitRateLimit(db, keys.account, rules.account);
  if (!accountWide.allowed && fromHere > 1) throw rateLimited(accountWide.retryAfterSeconds);
  // Called when the attempt was the owner's (a correct password): it gives back what it counted.
  return async () => {
    await refundAttempts(db, [keys.ip, keys.account]);
    await clearAttempts(db, keys.accountAndIp);
  };
}

/** The account whose e-mail and password these are, within the sign-in rate limits. */
export async function authenticateWithPassword(
  db: Db,
  { email, password, ip }: { email: string; password: string; ip: string },
): Promise<UserRow> {
  const succeeded = await reserveAccountAttempt(db, 'login', email, ip);
  const user = await findUserByEmail(db, email);
  const valid = user?.passwordHash ? await verifyPassword(user.passwordHash, password) : (await burnVerificationTime(password), false);
  if (!user || !valid) {
    // One message for both cases: the answer must not reveal which e-mails have accounts.
    throw new ApiError(401, 'invalid_credentials', 'The e-mail address or password is incorrect.');
  }
  await succeeded();
  return user;
}

/** Ends the sign-in a refresh token belongs to; an unknown or missing token ends nothing. */
export async function endSession(db: Db, presented: string | undefined): Promise<void> {
  if (!presented) return;
  const familyId = await familyOfToken(db, presented);
  if (familyId) await revokeFamily(db, familyId, 'logout');
}

export interface Mailing {
  mailer: Mailer;
  /** Where links in mail point (env.publicUrl). */
  publicUrl: string;
}

/**
 * Mails a reset link when an active or invited account has this address, within the rate limits.
 * Says nothing about whether it did.
 */
export async function requestPasswordReset(
  db: Db,
  { mailer, publicUrl }: Mailing,
  email: string,
  ip: string,
  log: FastifyBaseLogger,
): Promise<void> {
  await reserveAccountAttempt(db, 'forgot', email, ip);
  const user = await findUserByEmail(db, email);
  if (user && user.status !== 'disabled') {
    const token = await createResetToken(db, user.id);
    const mail = passwordResetMail(user.preferredLanguage ?? 'en-US', user.email, user.name, resetLink(publicUrl, token));
    // Not awaited: a slow mail server must not make "account exists" answer slower than "does not".
    mailer.send(mail).catch((error: unknown) => log.error({ err: error }, 'password reset mail failed'));
  }
}

/**
 * Sets the password a reset or invitation link allows, once. The link is checked before anything
 * is hashed, and every attempt counts against the address, so guessing links cannot be used to
 * make the server hash passwords for strangers.
 */
export async function completePasswordReset(db: Db, token: string, password: string, ip: string): Promise<void> {
  await enforceRateLimits(db, [{ key: `reset:ip:${ip}`, rule: RATE_LIMITS.resetPerIp }]);
  const email = await emailOfResetLink(db, token);
  assertAcceptablePassword(password, email, 'password');
  await resetPassword(db, token, password);
}

/** The signed-in person's own row; an account deleted since the token was issued is refused. */
async function ownAccount(db: Db, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw new ApiError(401, 'account_unavailable', 'This account is no longer active.');
  return user;
}

export async function updateOwnProfile(db: Db, userId: string, update: ProfileUpdate): Promise<Profile> {
  return updateProfile(db, await ownAccount(db, userId), update);
}

/**
 * Changes the signed-in person's password after checking the current one (none is asked when the
 * account has none yet), and signs out every other device. The device asking (its sign-in
 * `sessionId`, from its access token) stays signed in under a new sign-in, whose refresh token is
 * answered: the refresh cookie is not sent to this route (its path is /api/v1/auth), and a copy of
 * the old token must not outlive the password it was issued under.
 */
export async function changeOwnPassword(
  db: Db,
  userId: string,
  { current_password, new_password }: { current_password: string; new_password: string },
  sessionId: string,
): Promise<IssuedRefresh> {
  const user = await ownAccount(db, userId);
  await enforceRateLimits(db, [{ key: `change-password:${user.id}`, rule: RATE_LIMITS.changePasswordPerAccount }]);
  // This exact text is what the client shows for a wrong current password.
  if (user.passwordHash && !(await verifyPassword(user.passwordHash, current_password))) {
    throw new ApiError(400, 'current_password_incorrect', 'Current password is incorrect', { current_password: 'is incorrect' });
  }
  assertAcceptablePassword(new_password, user.email, 'new_password', 'The new password');
  const passwordHash = await hashPassword(new_password);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    return replaceUserSessions(tx, user.id, sessionId, 'password changed');
  });
}
