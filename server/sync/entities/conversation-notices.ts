import { and, eq, isNull } from 'drizzle-orm';
import { v5 as uuidv5 } from 'uuid';
import type { Locale } from '@core/records/common';
import { notifications, users } from '../../db/schema/index';
import type { Tx } from '../../db/types';
import { pushForUser } from '../../services/push/notices';
import type { WriteEffects } from '../types';
import { quote, writeNotice } from './notices';

const NOTICE_NAMESPACE = '5f0b7c2a-9e41-4d36-b8a5-2c7e1f93d604';

/** The one notification of `recipientId` about conversation `conversationId`: each new message replaces it. */
export function conversationNoticeId(conversationId: string, recipientId: string): string {
  return uuidv5(`${conversationId}/${recipientId}`, NOTICE_NAMESPACE);
}

const WORDS: Record<Locale, { from: (name: string) => string; anonymous: string; photo: string }> = {
  'en-US': { from: (name) => `New message from ${name}`, anonymous: 'New message', photo: 'Photo' },
  'lv-LV': { from: (name) => `Jauna ziņa no ${name}`, anonymous: 'Jauna ziņa', photo: 'Foto' },
};

/**
 * The other party learns of a new message (A22): in the app's notifications, one per conversation
 * with the latest words, unread again with each message (A10), and by push where they allow it
 * (docs/api.md, "Notifications"); the pushes of one conversation replace each other on their phone
 * (one tag), so a burst of messages is one notification. Both open the conversation.
 */
export async function announceMessage(tx: Tx, write: WriteEffects['write'], message: Record<string, unknown>): Promise<void> {
  const fromClient = message.author_id === message.client_user_id;
  const recipient = String(fromClient ? message.coach_id : message.client_user_id);
  if (recipient === message.author_id) return;
  const [author] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, String(message.author_id)));
  const name = author?.name || author?.email || '';
  const conversation = String(message.conversation_id);
  const path = fromClient ? `/client/${String(message.client_id)}?tab=messages` : '/messages';
  const quoted = quote(String(message.body));
  // A photo without words says it is one.
  const body = (language: Locale) => quoted || (message.has_photo === true ? WORDS[language].photo : '');
  await writeNotice(tx, write, {
    id: conversationNoticeId(conversation, recipient),
    recipientId: recipient,
    words: (language) => ({ subject: name ? WORDS[language].from(name) : WORDS[language].anonymous, body: body(language) }),
    path,
    sentAt: message.written_at,
  });
  await pushForUser(tx, recipient, {
    kind: 'message',
    key: `message:${String(message.id)}`,
    payload: (language) => ({ title: name, body: body(language), tag: `conversation-${conversation}`, url: path }),
  });
}

/**
 * A conversation read up to the newest message its notification tells of: the notification is read
 * too, on every device of the reader. One about a later message stays unread.
 */
export async function noticeSeen(tx: Tx, write: WriteEffects['write'], mark: Record<string, unknown>): Promise<void> {
  const id = conversationNoticeId(String(mark.conversation_id), String(mark.user_id));
  const [notice] = await tx
    .select({ sentAt: notifications.sent_at })
    .from(notifications)
    .where(and(eq(notifications.id, id), isNull(notifications.read_at), eq(notifications.deleted, false)));
  if (!notice || new Date(notice.sentAt).getTime() > new Date(String(mark.read_until)).getTime()) return;
  await write({ entity: 'notifications', kind: 'patch', id, changes: { read_at: new Date().toISOString() } });
}
