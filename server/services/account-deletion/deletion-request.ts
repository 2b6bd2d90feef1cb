import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { DELETION_FRESH_SIGN_IN_MINUTES, DELETION_GRACE_DAYS, ROLE } from '@core/auth-constants';
import { TIME_ZONE } from '@core/dates';
import { clients, sessionFamilies, users } from '../../db/schema/index';
import type { Db } from '../../db/types';
import { ApiError, badRequest, notFound } from '../../lib/api-error';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { deletionScheduledMail } from '../../mail/templates';
import type { Mailing } from '../accounts';
import { verifyPassword } from '../passwords';

export interface DeletionScheduled {
  deletion_due_at: string;
}

/** The link in the mail: the app's page that cancels with the token. */
export const cancelDeletionLink = (publicUrl: string, token: string) =>
  `${publicUrl}/account/cancel-deletion?token=${encodeURIComponent(token)}`;

/**
 * A coach whose clients still have their accounts linked is not erased: those clients' training
 * is theirs, recorded against the coach. The coach unlinks them (or they leave) first.
 */
async function assertNoLinkedClients(db: Db, userId: string, roleId: number): Promise<void> {
  if (roleId !== ROLE.coach) return;
  const [linked] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.coach_id, userId), isNotNull(clients.user_id), eq(clients.deleted, false)))
    .limit(1);
  if (linked)
    throw new ApiError(
      409,
      'clients_linked',
      'Some of your clients have their own accounts linked, and their training is theirs. Unlink them (client page → Details) before deleting your account.',
    );
}

/**
 * Schedules the erasure of `userId` in DELETION_GRACE_DAYS and mails the link that cancels it
 * (docs/account-deletion.md). Asking again while it is scheduled changes nothing but mails the link again.
 */
export async function scheduleDeletion(db: Db, { mailer, publicUrl }: Mailing, userId: string, now: Date): Promise<DeletionScheduled> {
  const [person] = await db.select().from(users).where(eq(users.id, userId));
  if (!person) throw notFound('No such user');
  await assertNoLinkedClients(db, userId, person.roleId);
  const due = person.deletionDueAt ?? new Date(now.getTime() + DELETION_GRACE_DAYS * 86_400_000);
  const token = randomToken();
  await db
    .update(users)
    .set({ deletionDueAt: due, deletionCancelHash: sha256Hex(token) })
    .where(eq(users.id, userId));
  await mailer.send(
    deletionScheduledMail(
      person.preferredLanguage ?? 'en-US',
      person.email,
      person.name,
      new Intl.DateTimeFormat(person.preferredLanguage ?? 'en-US', { dateStyle: 'long', timeZone: TIME_ZONE }).format(due),
      cancelDeletionLink(publicUrl, token),
    ),
  );
  return { deletion_due_at: due.toISOString() };
}

/**
 * The person's own request: the password again, or for an account without one a sign-in of the
 * last DELETION_FRESH_SIGN_IN_MINUTES (the provider's sign-in is then the proof).
 */
export async function requestOwnDeletion(
  db: Db,
  mailing: Mailing,
  request: { userId: string; sessionId: string; password: string | undefined },
  now: Date,
): Promise<DeletionScheduled> {
  const [person] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, request.userId));
  if (!person) throw notFound('No such user');
  if (person.passwordHash) {
    if (!request.password || !(await verifyPassword(person.passwordHash, request.password)))
      throw badRequest('The password is not right', { password: 'is not your password' });
  } else {
    const [session] = await db
      .select({ fresh: sql<boolean>`${sessionFamilies.createdAt} > ${new Date(now.getTime() - DELETION_FRESH_SIGN_IN_MINUTES * 60_000)}` })
      .from(sessionFamilies)
      .where(eq(sessionFamilies.id, request.sessionId));
    if (!session?.fresh)
      throw new ApiError(
        403,
        'sign_in_again',
        `Sign out and sign in again with your provider, then delete the account within ${DELETION_FRESH_SIGN_IN_MINUTES} minutes.`,
      );
  }
  return scheduleDeletion(db, mailing, request.userId, now);
}

/** Cancels the scheduled deletion of the signed-in person. */
export async function cancelOwnDeletion(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ deletionDueAt: null, deletionCancelHash: null }).where(eq(users.id, userId));
}

/** Cancels the deletion the mailed link is for; a link of a cancelled or erased account is refused. */
export async function cancelDeletionByLink(db: Db, token: string): Promise<void> {
  const cancelled = await db
    .update(users)
    .set({ deletionDueAt: null, deletionCancelHash: null })
    .where(and(eq(users.deletionCancelHash, sha256Hex(token)), isNotNull(users.deletionDueAt)))
    .returning({ id: users.id });
  if (cancelled.length === 0)
    throw badRequest('This link no longer cancels anything: the deletion was cancelled already, or the account is gone.', {
      token: 'is not valid',
    });
}
