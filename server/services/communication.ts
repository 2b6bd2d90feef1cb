import { and, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Audience, MessageRequest, SentMessage } from '@core/admin-api';
import { ageGroups, clients, messages, notifications, users } from '../db/schema/index';
import type { Db, DbOrTx } from '../db/types';
import { badRequest } from '../lib/api-error';
import type { Mailer } from '../mail/mailer';
import { announcementMail } from '../mail/templates';
import { applyPrimitive } from '../sync/apply';

export interface Recipient {
  id: string;
  email: string;
  name: string;
  preferredLanguage: 'en-US' | 'lv-LV' | null;
}

const ageOf = (birthDate: SQL | typeof users.birthDate) => sql`extract(year from age(current_date, ${birthDate}))`;

/** The active accounts a message reaches. Age groups match a person's own birth date or a coach's client record of them. */
export async function resolveAudience(db: DbOrTx, audience: Audience): Promise<Recipient[]> {
  const base = eq(users.status, 'active');
  let condition: SQL | undefined;
  switch (audience.kind) {
    case 'everyone':
      condition = base;
      break;
    case 'role':
      condition = and(base, eq(users.roleId, audience.role_id));
      break;
    case 'users':
      condition = and(base, inArray(users.id, audience.user_ids));
      break;
    case 'age-group': {
      const [group] = await db
        .select()
        .from(ageGroups)
        .where(and(eq(ageGroups.id, audience.age_group_id), eq(ageGroups.deleted, false)));
      if (!group) throw badRequest('Some fields are not valid', { 'audience.age_group_id': 'is not an age group' });
      const inRange = (birthDate: SQL | typeof users.birthDate) =>
        group.max_age === null
          ? sql`${ageOf(birthDate)} >= ${group.min_age}`
          : sql`${ageOf(birthDate)} between ${group.min_age} and ${group.max_age}`;
      condition = and(
        base,
        sql`(${inRange(users.birthDate)} or exists (select 1 from ${clients} where ${clients.user_id} = ${users.id} and not ${clients.deleted} and (${clients.age_group_id} = ${group.id} or ${inRange(sql`${clients.birth_date}`)})))`,
      );
      break;
    }
  }
  const rows = await db
    .select({ id: users.id, email: users.email, name: users.name, preferredLanguage: users.preferredLanguage })
    .from(users)
    .where(condition)
    .orderBy(users.email);
  return rows;
}

/**
 * Sends a message: one notification record per recipient (synced, so it can be read offline) in
 * one transaction, then the e-mails. Mail failures are counted, not fatal: the in-app copy stands.
 */
export async function sendMessage(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  senderId: string,
  request: MessageRequest,
): Promise<SentMessage> {
  const id = uuidv7();
  const recipients = await resolveAudience(db, request.audience);
  const sentAt = new Date();
  await db.transaction(async (tx) => {
    await tx.insert(messages).values({
      id,
      subject: request.subject,
      body: request.body,
      audience: request.audience,
      channels: request.channels,
      sent_by: senderId,
      sent_at: sentAt,
      recipients: recipients.length,
      app_delivered: request.channels.app ? recipients.length : 0,
    });
    if (!request.channels.app) return;
    for (const recipient of recipients) {
      const record = {
        id: uuidv7(),
        user_id: recipient.id,
        message_id: id,
        subject: request.subject,
        body: request.body,
        sent_at: sentAt.toISOString(),
        read_at: null,
      };
      await applyPrimitive(tx, { system: true }, { entity: 'notifications', kind: 'put', id: record.id, record });
    }
  });
  if (request.channels.email) {
    let sent = 0;
    let failed = 0;
    for (const recipient of recipients) {
      try {
        await mailer.send(
          announcementMail(
            recipient.preferredLanguage ?? 'en-US',
            recipient.email,
            recipient.name,
            request.subject,
            request.body,
            publicUrl,
          ),
        );
        sent++;
      } catch {
        failed++;
      }
    }
    await db.update(messages).set({ email_sent: sent, email_failed: failed }).where(eq(messages.id, id));
  }
  const [stored] = await listMessages(db, { id });
  if (!stored) throw new Error('the message just sent is missing');
  return stored;
}

/** The history, newest first, with how many recipients have read each message. */
export async function listMessages(db: DbOrTx, options: { id?: string; limit?: number; offset?: number } = {}): Promise<SentMessage[]> {
  const read = db
    .select({ message_id: notifications.message_id, n: sql<number | null>`count(*)::int`.as('n') })
    .from(notifications)
    .where(and(isNotNull(notifications.read_at), isNotNull(notifications.message_id)))
    .groupBy(notifications.message_id)
    .as('read');
  const rows = await db
    .select({ message: messages, read: read.n })
    .from(messages)
    .leftJoin(read, eq(read.message_id, messages.id))
    .where(options.id ? eq(messages.id, options.id) : undefined)
    .orderBy(desc(messages.sent_at))
    .limit(options.limit ?? 50)
    .offset(options.offset ?? 0);
  return rows.map(({ message, read: readCount }) => ({
    id: message.id,
    subject: message.subject,
    body: message.body,
    audience: message.audience,
    channels: message.channels,
    sent_at: message.sent_at.toISOString(),
    recipients: message.recipients,
    app_delivered: message.app_delivered,
    email_sent: message.email_sent,
    email_failed: message.email_failed,
    read: readCount ?? 0,
  }));
}
