import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Locale } from '@core/records/common';
import { notificationFields } from '@core/records/sessions';
import { users } from '../../db/schema/index';
import type { Tx } from '../../db/types';
import type { WriteEffects } from '../types';

/** How much of a person's words a notification quotes: enough to know what they say. */
const QUOTED_CHARACTERS = 200;

/**
 * The start of what someone wrote, cut between characters rather than UTF-16 units: a cut inside
 * an emoji would leave a lone surrogate the notifications table cannot store (R8).
 */
export function quote(text: string): string {
  const characters = Array.from(text);
  return characters.length > QUOTED_CHARACTERS ? `${characters.slice(0, QUOTED_CHARACTERS).join('').trimEnd()}…` : text;
}

export interface Notice {
  recipientId: string;
  words: (language: Locale) => { subject: string; body: string };
  /** The workout session it is about, which it opens (a comment's). */
  sessionId?: unknown;
  /** The screen it opens otherwise (a conversation, a workout). */
  path?: string;
  sentAt: unknown;
  /**
   * A fixed id makes later news of the same thing replace it, unread again, rather than pile up:
   * one notification per conversation with its latest words.
   */
  id?: string;
}

/** The notification record of `notice` in its recipient's language; undefined when the account is gone. */
export async function noticeRecord(tx: Tx, notice: Notice): Promise<Record<string, unknown> | undefined> {
  const [recipient] = await tx.select({ language: users.preferredLanguage }).from(users).where(eq(users.id, notice.recipientId));
  if (!recipient) return undefined;
  const words = notice.words(recipient.language ?? 'en-US');
  return notificationFields.parse({
    id: notice.id ?? uuidv7(),
    user_id: notice.recipientId,
    subject: words.subject,
    body: words.body,
    session_id: notice.sessionId ?? null,
    path: notice.path ?? null,
    sent_at: notice.sentAt,
  });
}

/**
 * [A10] Tells `recipientId` something another person wrote (a comment, a reply to a check-in, a
 * message), in the recipient's language, written as the server through the engine's one write
 * path, so it takes a version (P2) and their devices pull it like any record. Nothing when the
 * account is gone.
 */
export async function writeNotice(tx: Tx, write: WriteEffects['write'], notice: Notice): Promise<void> {
  const record = await noticeRecord(tx, notice);
  if (record) await write({ entity: 'notifications', kind: 'put', id: String(record.id), record });
}
