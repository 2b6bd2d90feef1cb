import { and, eq } from 'drizzle-orm';
import { ROLE } from '@core/auth';
import { userIdentities, users } from '../../db/schema/index';
import type { Db } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import { createUser, findUserByEmail, findUserById, type UserRow } from '../users';
import type { ExternalIdentity } from './types';

/**
 * The account an external sign-in belongs to. A known identity signs in its user. A new identity
 * links to an existing account only through a verified e-mail address; with a verified address and
 * no account, a client account is created. An unverified address never touches an existing account.
 */
export async function userForIdentity(db: Db, identity: ExternalIdentity): Promise<UserRow> {
  const [known] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, identity.provider), eq(userIdentities.subject, identity.subject)));
  if (known) {
    const user = await findUserById(db, known.userId);
    if (!user) throw new Error('identity points at a missing user');
    return user;
  }
  if (!identity.email) {
    throw new ApiError(
      400,
      'email_required',
      'The provider did not share an e-mail address. Allow access to your e-mail address and try again.',
    );
  }
  if (!identity.emailVerified) {
    throw new ApiError(
      403,
      'email_not_verified',
      'The provider has not verified this e-mail address. Verify it with the provider, or sign in with your password.',
    );
  }
  const user =
    (await findUserByEmail(db, identity.email)) ??
    (await createUser(db, { email: identity.email, roleId: ROLE.coach, name: identity.name ?? '', emailVerified: true }));
  await db
    .insert(userIdentities)
    .values({ provider: identity.provider, subject: identity.subject, userId: user.id, email: identity.email })
    .onConflictDoNothing();
  if (!user.emailVerifiedAt) await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
  return user;
}
