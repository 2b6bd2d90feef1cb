import { and, desc, eq, gt, isNull, notExists, sql } from 'drizzle-orm';
import { instantOf, today } from '@core/dates';
import { DIGEST_AT } from '@core/push';
import { emailDigests, notifications, users } from '../../db/schema/index';
import type { Db } from '../../db/types';
import type { Mailer } from '../../mail/mailer';
import { digestMail } from '../../mail/templates';
import { inSendWindow } from './send-window';

export interface Mailing {
  mailer: Mailer;
  publicUrl: string;
}

/** A digest due this long ago is still sent: a server down at 18:00 sends it when back. */
const DIGEST_LATE_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * The daily e-mail (docs/api.md, "Notifications"): at DIGEST_AT Riga time, each person who chose
 * it gets one mail of their notifications of the last day still unread in the app, none when
 * there are none. Each person's day is claimed before the mail is sent, so two servers, or a
 * restart, send it at most once; a mail server that fails loses that day's mail, not the
 * notifications, which stay in the app.
 */
export async function sendDigests(
  db: Db,
  mailing: Mailing,
  now: Date,
  log: { error: (data: object, message: string) => void },
): Promise<number> {
  const day = today(new Date(now.getTime() - DIGEST_LATE_MS));
  const due = instantOf(day, DIGEST_AT);
  if (!inSendWindow(due, now, DIGEST_LATE_MS)) return 0;
  const readers = await db
    .select({ id: users.id, email: users.email, name: users.name, language: users.preferredLanguage })
    .from(users)
    .where(
      and(
        eq(users.status, 'active'),
        sql`(${users.notificationPreferences} ->> 'email_digest') = 'true'`,
        // Sent already today (by this server or another): not looked at again.
        notExists(
          db
            .select({ day: emailDigests.day })
            .from(emailDigests)
            .where(and(eq(emailDigests.user_id, users.id), eq(emailDigests.day, day))),
        ),
      ),
    );
  let sent = 0;
  for (const reader of readers) {
    const unread = await db
      .select({ subject: notifications.subject, body: notifications.body })
      .from(notifications)
      .where(
        and(
          eq(notifications.user_id, reader.id),
          eq(notifications.deleted, false),
          isNull(notifications.read_at),
          gt(notifications.sent_at, new Date(due.getTime() - DAY_MS).toISOString()),
        ),
      )
      .orderBy(desc(notifications.sent_at));
    if (unread.length === 0) continue;
    const claimed = await db.insert(emailDigests).values({ user_id: reader.id, day }).onConflictDoNothing().returning();
    if (claimed.length === 0) continue;
    try {
      await mailing.mailer.send(digestMail(reader.language ?? 'en-US', reader.email, reader.name, unread, mailing.publicUrl));
      sent += 1;
    } catch (error) {
      log.error({ err: error, user: reader.id }, 'daily e-mail failed');
    }
  }
  return sent;
}
