import { eq } from 'drizzle-orm';
import type { InviteUser, UpdateUser } from '@core/admin-api';
import { ROLE } from '@core/auth';
import { users } from '../db/schema/index';
import type { Db } from '../db/types';
import { ApiError, notFound } from '../lib/api-error';
import { invitationMail, passwordResetMail } from '../mail/templates';
import { bumpScope } from '../sync/access';
import type { Mailing } from './accounts';
import { createResetToken, resetLink } from './password-reset';
import { revokeUserSessions } from './sessions';
import { createUser, findUserById, type UserRow } from './users';

/** What an administrator does to other people's accounts; the admin-users routes only parse and answer. */

/** Creates an invited account and mails its invitation link; the inviter is named in the mail. */
export async function inviteUser(
  db: Db,
  { mailer, publicUrl }: Mailing,
  inviter: { id: string; email: string },
  invitation: InviteUser,
): Promise<UserRow> {
  const { email, name, role_id, preferred_language } = invitation;
  const user = await createUser(db, { email, name, roleId: role_id, status: 'invited', preferredLanguage: preferred_language ?? null });
  const token = await createResetToken(db, user.id, 'invite');
  const inviterRow = await findUserById(db, inviter.id);
  const mail = invitationMail(
    user.preferredLanguage ?? 'en-US',
    user.email,
    user.name,
    inviterRow?.name || inviter.email,
    resetLink(publicUrl, token),
  );
  await mailer.send(mail);
  return user;
}

/** Changes a user's role or status. */
export async function updateUser(db: Db, actorId: string, targetId: string, { role_id, status }: UpdateUser): Promise<UserRow> {
  const target = await findUserById(db, targetId);
  if (!target) throw notFound('No such user');
  // An admin cannot lock themselves out; another admin must do it.
  if (target.id === actorId && ((role_id !== undefined && role_id !== ROLE.admin) || status === 'disabled')) {
    throw new ApiError(409, 'own_account', 'You cannot remove your own administrator rights or disable your own account.');
  }
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ ...(role_id !== undefined ? { roleId: role_id } : {}), ...(status ? { status } : {}), updatedAt: new Date() })
      .where(eq(users.id, target.id))
      .returning();
    // What this person may see changes with the role: their devices start over (sync/SPEC.md P3).
    if (role_id !== undefined && role_id !== target.roleId) await bumpScope(tx, target.id);
    // Disabled means out now: every refresh token goes, and requireUser refuses the access token.
    if (status === 'disabled') await revokeUserSessions(tx, target.id, 'disabled by an administrator');
    return row;
  });
  if (!updated) throw notFound('No such user');
  return updated;
}

/** Mails a user a link to choose a new password (an invitation link while they are still invited). */
export async function sendPasswordResetLink(db: Db, { mailer, publicUrl }: Mailing, targetId: string): Promise<UserRow> {
  const target = await findUserById(db, targetId);
  if (!target) throw notFound('No such user');
  if (target.status === 'disabled')
    throw new ApiError(409, 'account_disabled', 'Re-enable the account before sending it a password reset.');
  const token = await createResetToken(db, target.id, target.status === 'invited' ? 'invite' : 'reset');
  await mailer.send(passwordResetMail(target.preferredLanguage ?? 'en-US', target.email, target.name, resetLink(publicUrl, token)));
  return target;
}
