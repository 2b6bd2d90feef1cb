import type { FastifyBaseLogger } from 'fastify';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { ROLE } from '@core/auth';
import { pendingRegistrations } from '../db/schema/index';
import type { Db } from '../db/types';
import { randomToken, sha256Hex } from '../lib/crypto';
import { ApiError, badRequest } from '../lib/api-error';
import { alreadyRegisteredMail, confirmRegistrationMail } from '../mail/templates';
import { assertAcceptablePassword, type Mailing } from './accounts';
import { acceptInvitationIn, invitedAddress } from './client-accounts';
import { hashPassword } from './passwords';
import { enforceRateLimits, RATE_LIMITS } from './rate-limit';
import { createUser, findUserByEmail, type UserRow } from './users';

/**
 * Registration with a confirmed address (docs/security.md): the request answers the same whether
 * or not the address has an account, and the account exists only once the link in the mail is
 * followed. The owner of an existing account is told by mail instead of the stranger on the page.
 */

export const REGISTRATION_LINK_SECONDS = 48 * 60 * 60;

export interface Registration {
  email: string;
  password: string;
  name: string;
  preferred_language?: 'en-US' | 'lv-LV' | undefined;
  invitation?: string | undefined;
}

export function confirmationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/user/confirm?token=${encodeURIComponent(token)}`;
}

/** Starts a registration: mails a confirmation link, or tells an existing account's owner. */
export async function requestRegistration(
  db: Db,
  { mailer, publicUrl }: Mailing,
  registration: Registration,
  ip: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const { email, password, name, preferred_language } = registration;
  await enforceRateLimits(db, [{ key: `register:ip:${ip}`, rule: RATE_LIMITS.registerPerIp }]);
  // The rules depend only on what was typed, so refusing a weak password reveals nothing.
  assertAcceptablePassword(password, email, 'password');
  // Counted only for requests that send a mail, so the person at the address is not flooded.
  await enforceRateLimits(db, [{ key: `register:email:${email}`, rule: RATE_LIMITS.registerPerEmail }]);
  // Hashed in both cases so that the answer takes as long for an existing address as for a new one.
  const passwordHash = await hashPassword(password);
  await db.delete(pendingRegistrations).where(lt(pendingRegistrations.expiresAt, sql`now()`));
  const existing = await findUserByEmail(db, email);
  let mail;
  if (existing) {
    if (existing.status === 'disabled') return;
    mail = alreadyRegisteredMail(
      existing.preferredLanguage ?? preferred_language ?? 'en-US',
      existing.email,
      existing.name,
      `${publicUrl}/user/login`,
    );
  } else {
    const token = randomToken();
    await db.insert(pendingRegistrations).values({
      id: uuidv7(),
      email,
      name,
      passwordHash,
      preferredLanguage: preferred_language ?? null,
      tokenHash: sha256Hex(token),
      expiresAt: new Date(Date.now() + REGISTRATION_LINK_SECONDS * 1000),
    });
    mail = confirmRegistrationMail(preferred_language ?? 'en-US', email, name, confirmationLink(publicUrl, token));
  }
  // Not awaited: a slow mail server must not make one case answer slower than the other.
  mailer.send(mail).catch((error: unknown) => log.error({ err: error }, 'registration mail failed'));
}

/**
 * Registration through a coach's invitation: the link proves the address it was sent to, so the
 * account exists at once, as a client linked to the coach's record (docs/product.md, "Who
 * registers as what"). Whoever holds the link read the mail, so saying that the address has an
 * account already tells them nothing new.
 */
export async function registerWithInvitation(db: Db, registration: Registration & { invitation: string }, ip: string): Promise<UserRow> {
  const { email, password, name, preferred_language, invitation } = registration;
  await enforceRateLimits(db, [{ key: `register:ip:${ip}`, rule: RATE_LIMITS.registerPerIp }]);
  assertAcceptablePassword(password, email, 'password');
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const invited = await invitedAddress(tx, invitation);
    if (invited !== email.toLowerCase()) {
      throw badRequest('Register with the address the invitation was sent to, or sign in and accept it.', {
        email: `is not the invited address ${invited}`,
      });
    }
    const user = await createUser(tx, {
      email,
      roleId: ROLE.client,
      name,
      passwordHash,
      preferredLanguage: preferred_language ?? null,
      emailVerified: true,
    });
    await acceptInvitationIn(tx, user.id, invitation);
    return user;
  });
}

const invalidLink = () =>
  new ApiError(400, 'invalid_token', 'This link is invalid or has expired. Register again to get a new one.', {
    token: 'is invalid or expired',
  });

/**
 * Follows a confirmation link: creates the account it was for, once. Without an invitation a
 * person registers as a coach, who may also train themselves ("I train too"). Other pending
 * registrations of the address end with it. Whoever follows the link owns the mailbox, so here
 * it is safe to say that the address has an account already.
 */
export async function confirmRegistration(db: Db, token: string): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .delete(pendingRegistrations)
      .where(and(eq(pendingRegistrations.tokenHash, sha256Hex(token)), gt(pendingRegistrations.expiresAt, sql`now()`)))
      .returning();
    if (!claimed) throw invalidLink();
    await tx.delete(pendingRegistrations).where(eq(pendingRegistrations.email, claimed.email));
    return createUser(tx, {
      email: claimed.email,
      roleId: ROLE.coach,
      name: claimed.name,
      passwordHash: claimed.passwordHash,
      preferredLanguage: claimed.preferredLanguage,
      emailVerified: true,
    });
  });
}
