import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { ROLE } from '@core/auth';
import { ENTITY_FIELDS } from '@core/records/index';
import { CLIENT_INVITATION_DAYS, type InvitationPreview } from '@core/invitations';
import { clientInvitations, clients, conversations, progressPhotos, setLogs, users, workoutSessions } from '../db/schema/index';
import type { Db, Tx } from '../db/types';
import { randomToken, sha256Hex } from '../lib/crypto';
import { ApiError, conflict, forbidden, notFound } from '../lib/api-error';
import { clientInvitationMail } from '../mail/templates';
import type { AuthUser } from '../plugins/auth';
import { applyPrimitive } from '../sync/apply';
import { bumpScope } from '../sync/access';
import { linkedUserOf, revokeClientScope } from '../sync/scope';
import type { Mailing } from './accounts';
import { enforceRateLimits, RATE_LIMITS } from './rate-limit';

/*
 * A coach invites the person of a client record to link their own account to it (docs/product.md,
 * "Invitations"). The link is single use and expires; a new invitation for the same client
 * replaces the last. Accepting links the account (`clients.user_id`) and makes the person's next
 * pull a reset, so everything the coach planned for them arrives; a person has one coach at a
 * time, so accepting ends any earlier link, and what they saw through it leaves their devices.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export const invitationLink = (publicUrl: string, token: string) => `${publicUrl}/invitation/${encodeURIComponent(token)}`;

const noLongerValid = () =>
  new ApiError(404, 'invitation_invalid', 'This invitation link is no longer valid. Ask your coach to send a new one.');

/** The coach's own live client record, locked for the change; else not found. */
async function coachClient(tx: Tx, coach: AuthUser, clientId: string) {
  if (coach.roleId !== ROLE.coach) throw forbidden('Only coaches invite clients');
  const [client] = await tx
    .select({ id: clients.id, user_id: clients.user_id, invited_until: clients.invited_until })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.coach_id, coach.id), eq(clients.deleted, false)))
    .for('update');
  if (!client) throw notFound('This client does not exist');
  return client;
}

/** Closes every open invitation of `clientId` (replaced, revoked or accepted). */
async function closeOpen(tx: Tx, clientId: string, acceptedBy?: string): Promise<void> {
  await tx
    .update(clientInvitations)
    .set({ closed_at: sql`now()`, ...(acceptedBy ? { accepted_by: acceptedBy } : {}) })
    .where(and(eq(clientInvitations.client_id, clientId), isNull(clientInvitations.closed_at)));
}

/** The client record's invitation state, written through the sync rules so the coach's devices show it. */
async function setInvitedUntil(tx: Tx, clientId: string, invitedUntil: string | null, current: string | null): Promise<void> {
  if (invitedUntil === current) return;
  await applyPrimitive(tx, { system: true }, { entity: 'clients', kind: 'patch', id: clientId, changes: { invited_until: invitedUntil } });
}

/** Mails the person of client `clientId` a new invitation link, replacing any earlier one. */
export async function inviteClient(
  db: Db,
  { mailer, publicUrl }: Mailing,
  coach: AuthUser,
  clientId: string,
  request: { email: string; language: 'en-US' | 'lv-LV' },
  log: FastifyBaseLogger,
): Promise<{ invited_until: string }> {
  await enforceRateLimits(db, [
    { key: `invite:coach:${coach.id}`, rule: RATE_LIMITS.invitePerCoach },
    { key: `invite:client:${clientId}`, rule: RATE_LIMITS.invitePerClient },
  ]);
  const token = randomToken();
  const expires = new Date(Date.now() + CLIENT_INVITATION_DAYS * DAY_MS);
  const coachName = await db.transaction(async (tx) => {
    const client = await coachClient(tx, coach, clientId);
    if (client.user_id) throw conflict('already_linked', 'This client already signs in with their own account.');
    await closeOpen(tx, clientId);
    await tx.insert(clientInvitations).values({
      id: uuidv7(),
      client_id: clientId,
      coach_id: coach.id,
      email: request.email,
      language: request.language,
      token_hash: sha256Hex(token),
      expires_at: expires,
    });
    await setInvitedUntil(tx, clientId, expires.toISOString(), client.invited_until);
    const [row] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, coach.id));
    return row?.name || row?.email || coach.email;
  });
  try {
    await mailer.send(clientInvitationMail(request.language, request.email, coachName, invitationLink(publicUrl, token)));
  } catch (error) {
    log.error({ err: error }, 'invitation mail failed');
    throw new ApiError(503, 'mail_failed', 'The invitation could not be sent. Try again in a moment.');
  }
  return { invited_until: expires.toISOString() };
}

/** Withdraws the open invitation of client `clientId`: its link stops working. */
export async function revokeClientInvitation(db: Db, coach: AuthUser, clientId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const client = await coachClient(tx, coach, clientId);
    await closeOpen(tx, clientId);
    await setInvitedUntil(tx, clientId, null, client.invited_until);
  });
}

/**
 * Ends the link between client record `clientId` and its person's account: the record stays the
 * coach's, and everything the person saw through it leaves their devices on their next pull.
 */
export async function unlinkClient(tx: Tx, clientId: string): Promise<void> {
  const person = await linkedUserOf(tx, clientId);
  if (!person) return;
  await applyPrimitive(tx, { system: true }, { entity: 'clients', kind: 'patch', id: clientId, changes: { user_id: null } });
  await revokeClientScope(tx, clientId, person);
}

/** The coach of client `clientId` ends its link to its person's account (unlinkClient). */
export async function unlinkClientAccount(db: Db, coach: AuthUser, clientId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const client = await coachClient(tx, coach, clientId);
    if (!client.user_id) return;
    await unlinkClient(tx, clientId);
  });
}

/** An open invitation by its token, with its coach and client; locked when `lock` (accepting). */
async function openInvitation(tx: Tx, token: string, lock: boolean) {
  const query = tx
    .select({
      id: clientInvitations.id,
      client_id: clientInvitations.client_id,
      coach_id: clientInvitations.coach_id,
      email: clientInvitations.email,
      expires_at: clientInvitations.expires_at,
      coach_name: users.name,
      coach_email: users.email,
      linked: clients.user_id,
      invited_until: clients.invited_until,
    })
    .from(clientInvitations)
    .innerJoin(clients, eq(clients.id, clientInvitations.client_id))
    .innerJoin(users, eq(users.id, clientInvitations.coach_id))
    .where(
      and(
        eq(clientInvitations.token_hash, sha256Hex(token)),
        isNull(clientInvitations.closed_at),
        gt(clientInvitations.expires_at, sql`now()`),
        eq(clients.deleted, false),
      ),
    );
  const [row] = lock ? await query.for('update', { of: clientInvitations }) : await query;
  if (!row || row.linked) throw noLongerValid();
  return { ...row, coach_name: row.coach_name || row.coach_email };
}

/** The address an open invitation was sent to, as stored (lower case). */
export async function invitedAddress(tx: Tx, token: string): Promise<string> {
  return (await openInvitation(tx, token, false)).email.toLowerCase();
}

/** The coach whose client the signed-in person `userId` is now, if any. */
async function currentCoachName(tx: Tx, userId: string, except?: string): Promise<string | null> {
  const [row] = await tx
    .select({ name: users.name, email: users.email })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.coach_id))
    .where(and(eq(clients.user_id, userId), eq(clients.deleted, false), except ? ne(clients.coach_id, except) : undefined))
    .limit(1);
  return row ? row.name || row.email : null;
}

/** What the invitation page shows; `userId` is the signed-in person, if any. */
export async function previewInvitation(db: Db, token: string, userId?: string): Promise<InvitationPreview> {
  return db.transaction(async (tx) => {
    const invitation = await openInvitation(tx, token, false);
    return {
      coach_name: invitation.coach_name,
      email: invitation.email,
      expires_at: invitation.expires_at.toISOString(),
      current_coach_name: userId ? await currentCoachName(tx, userId, invitation.coach_id) : null,
    };
  });
}

/**
 * Links the account `userId` to the invitation's client record, once. Runs inside `tx` so a
 * registration through the link creates the account and links it in one transaction.
 */
export async function acceptInvitationIn(tx: Tx, userId: string, token: string): Promise<{ coach_name: string }> {
  // The client row first, then the invitation, as inviting and withdrawing lock them: the other
  // order would let an accept and a new invitation for the same client deadlock.
  const { client_id } = await openInvitation(tx, token, false);
  await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, client_id)).for('update');
  const invitation = await openInvitation(tx, token, true);
  if (invitation.coach_id === userId)
    throw conflict('own_client', 'This invitation is for one of your own clients. To train yourself, use “I train too”.');
  // One coach at a time: an earlier link ends, and what the person saw through it leaves their devices.
  const earlier = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.user_id, userId), eq(clients.deleted, false), ne(clients.id, invitation.client_id)));
  for (const { id } of earlier) await unlinkClient(tx, id);
  await applyPrimitive(
    tx,
    { system: true },
    { entity: 'clients', kind: 'patch', id: invitation.client_id, changes: { user_id: userId, invited_until: null } },
  );
  await closeOpen(tx, invitation.client_id, userId);
  // The training logged on the record before the link (with the coach in person, an imported
  // history) is the person's from now on, and stays theirs if the coaching ends (sync/SPEC.md A8).
  for (const table of [workoutSessions, setLogs])
    await tx
      .update(table)
      .set({ person_id: userId })
      .where(and(eq(table.client_id, invitation.client_id), isNull(table.person_id)));
  // What the person may read grew by records older than their cursor: their next pull starts over.
  await bumpScope(tx, userId);
  // The same person linked again: the coach reads their photos and conversation from before once
  // more (sync/SPEC.md A17, A21), older than the coach's cursor, so the coach's next pull starts over too.
  if (await sharedBefore(tx, invitation.client_id, userId)) await bumpScope(tx, invitation.coach_id);
  return { coach_name: invitation.coach_name };
}

/** Whether client `clientId`'s person `userId` left photos or a conversation that their coach stopped reading. */
async function sharedBefore(tx: Tx, clientId: string, userId: string): Promise<boolean> {
  const [conversation] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.client_id, clientId), eq(conversations.client_user_id, userId)))
    .limit(1);
  if (conversation) return true;
  const [photo] = await tx
    .select({ id: progressPhotos.id })
    .from(progressPhotos)
    .where(and(eq(progressPhotos.client_id, clientId), eq(progressPhotos.deleted, false)))
    .limit(1);
  return photo !== undefined;
}

export async function acceptInvitation(db: Db, userId: string, token: string): Promise<{ coach_name: string }> {
  return db.transaction((tx) => acceptInvitationIn(tx, userId, token));
}

/**
 * "I train too": the coach's own client record, linked to their own account, so a coach (or a
 * person training alone) plans and logs their own training with the same calendar, plans and
 * player. Made once; asked again, it answers the same record. Refused while the person trains with
 * another coach: one coach at a time.
 */
export async function trainingRecordOf(db: Db, coach: AuthUser): Promise<{ id: string }> {
  if (coach.roleId !== ROLE.coach) throw forbidden('Only coaches plan their own training');
  return db.transaction(async (tx) => {
    // Two taps at once make one record: the account row is the lock.
    const [account] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, coach.id)).for('update');
    const [own] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.coach_id, coach.id), eq(clients.user_id, coach.id), eq(clients.deleted, false)));
    if (own) return own;
    const other = await currentCoachName(tx, coach.id, coach.id);
    if (other) throw conflict('has_coach', `You train with ${other}. You have one coach at a time: ask them to unlink your account first.`);
    const record = ENTITY_FIELDS.clients.parse({
      id: uuidv7(),
      name: account?.name || account?.email || coach.email,
      email: account?.email ?? null,
      coach_id: coach.id,
      user_id: coach.id,
      added_at: new Date().toISOString(),
    });
    await applyPrimitive(tx, { system: true }, { entity: 'clients', kind: 'put', id: record.id, record });
    return { id: record.id };
  });
}
