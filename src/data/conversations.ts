import { useLiveQuery } from 'dexie-react-hooks';
import { conversationId, conversationReadId, type MessageReferenceEntity } from '@core/records/conversations';
import type { RecordOf } from '@core/records/index';
import type { UserDatabase } from './local/database';
import { keepWaitingPicture } from './local/photo-files';
import { preparePhoto } from './photo-prepare';
import type { RecordWrites } from './record-writes';
import { unlessClosed, useUserDatabase } from './user-database';

/**
 * Conversations between a coach and a client on the device (sync/SPEC.md A21–A23). Sent messages
 * are read in the server's order through `[conversation_id+written_at]`, by position, so a screen
 * of a conversation of years reads only the messages it shows; the ones this device has not sent
 * yet have no server time and are found apart (`[conversation_id+version]`, version 0), after them.
 */

export type ConversationRecord = RecordOf<'conversations'>;
export type MessageRecord = RecordOf<'conversation-messages'>;
export type ReadMarkRecord = RecordOf<'conversation-reads'>;

// Every written_at is the server's ISO form ("2026-12-03T10:00:00.000Z"), so text order is time order.
const FIRST = '';
const LAST = '\uffff';

const sentOf = (db: UserDatabase, id: string, after = FIRST) =>
  db.records('conversation-messages').where('[conversation_id+written_at]').between([id, after], [id, LAST], false, true);

/** What a conversation's screen needs besides the messages it shows: how many, what waits, who read what. */
export interface ConversationState {
  conversation: ConversationRecord | null;
  sentCount: number;
  /** Written on this device and not taken by the server yet, oldest first. */
  unsent: MessageRecord[];
  /** How far the other party has read: the `written_at` of the newest message they saw. */
  otherReadUntil: string | null;
  ownReadUntil: string | null;
  /** The `written_at` of the other party's newest message: what reading the screen marks read. */
  newestFromOther: string | null;
  /** The last `latest` sent messages, oldest first: where a conversation opens, read with the rest. */
  latest: MessageRecord[];
}

export async function conversationState(db: UserDatabase, id: string, latest = 0): Promise<ConversationState> {
  const me = db.userId;
  const [conversation, sentCount, latestSent, unsent, marks, newest] = await Promise.all([
    db.records('conversations').get(id),
    sentOf(db, id).count(),
    latest > 0 ? sentOf(db, id).reverse().limit(latest).toArray() : [],
    db.records('conversation-messages').where('[conversation_id+version]').equals([id, 0]).toArray(),
    db.records('conversation-reads').where('conversation_id').equals(id).toArray(),
    sentOf(db, id)
      .reverse()
      .filter((message) => message.author_id !== me)
      .first(),
  ]);
  return {
    conversation: conversation ?? null,
    sentCount,
    unsent: unsent.sort((a, b) => (a.id < b.id ? -1 : 1)),
    otherReadUntil: marks.find((mark) => mark.user_id !== null && mark.user_id !== me)?.read_until ?? null,
    ownReadUntil: marks.find((mark) => mark.id === conversationReadId(id, me))?.read_until ?? null,
    newestFromOther: newest?.written_at ?? null,
    latest: latestSent.reverse(),
  };
}

export function useConversationState(id: string | null, latest = 0): ConversationState | undefined {
  const db = useUserDatabase();
  return useLiveQuery(
    () => unlessClosed(async () => (db && id ? conversationState(db, id, latest) : undefined), undefined),
    [db, id, latest],
  );
}

/** Sent messages `offset` to `offset + limit - 1` in the server's order (0 is the first ever said). */
export function sentMessages(db: UserDatabase, id: string, offset: number, limit: number): Promise<MessageRecord[]> {
  return sentOf(db, id).offset(offset).limit(limit).toArray();
}

/** A window of sent messages, live: re-read when any message of the device changes; nothing while not `wanted`. */
export function useSentMessages(
  id: string,
  offset: number,
  limit: number,
  wanted: boolean,
): { offset: number; messages: MessageRecord[] } | undefined {
  const db = useUserDatabase();
  return useLiveQuery(
    () => unlessClosed(async () => (db && wanted ? { offset, messages: await sentMessages(db, id, offset, limit) } : undefined), undefined),
    [db, id, offset, limit, wanted],
  );
}

/** Counted up to here: a screen shows "99+" beyond it, and a backlog of years is not read to count it. */
export const UNREAD_COUNTED = 100;

/** How many of the other party's messages `me` has not read in conversation `id`, up to UNREAD_COUNTED. */
export async function unreadCount(db: UserDatabase, id: string): Promise<number> {
  const mark = await db.records('conversation-reads').get(conversationReadId(id, db.userId));
  return sentOf(db, id, mark?.read_until ?? FIRST)
    .filter((message) => message.author_id !== db.userId && !message.removed)
    .limit(UNREAD_COUNTED)
    .count();
}

/** Every unread message of every conversation on the device: the navigation's count. */
export function useUnreadTotal(): number | undefined {
  const db = useUserDatabase();
  return useLiveQuery(
    () =>
      unlessClosed(async () => {
        if (!db) return 0;
        const ids = await db.records('conversations').toCollection().primaryKeys();
        const counts = await Promise.all(ids.map((id) => unreadCount(db, id)));
        return counts.reduce((sum, count) => sum + count, 0);
      }, 0),
    [db],
  );
}

/** One client's line in a coach's list of conversations. */
export interface ConversationSummary {
  clientId: string;
  clientName: string;
  conversationId: string;
  last: MessageRecord | null;
  unread: number;
}

/**
 * A coach's conversations: one per client whose person has an account, the latest message first
 * (one not sent yet counts as now), then those with nothing said yet by name.
 */
export async function conversationSummaries(db: UserDatabase): Promise<ConversationSummary[]> {
  // Not the coach's own training record: nobody else is in that conversation.
  const clients = (await db.records('clients').toArray()).filter(
    (client) => client.user_id !== null && client.user_id !== db.userId && client.status !== 'archived',
  );
  const summaries = await Promise.all(
    clients.map(async (client): Promise<ConversationSummary> => {
      const id = conversationId(client.id, client.user_id ?? '');
      const [unsent, sent, unread] = await Promise.all([
        db.records('conversation-messages').where('[conversation_id+version]').equals([id, 0]).last(),
        sentOf(db, id).last(),
        unreadCount(db, id),
      ]);
      return { clientId: client.id, clientName: client.name, conversationId: id, last: unsent ?? sent ?? null, unread };
    }),
  );
  const when = (summary: ConversationSummary) => (summary.last ? (summary.last.written_at ?? LAST) : FIRST);
  return summaries.sort((a, b) => (when(a) === when(b) ? a.clientName.localeCompare(b.clientName) : when(a) < when(b) ? 1 : -1));
}

export function useConversationSummaries(): ConversationSummary[] | undefined {
  const db = useUserDatabase();
  return useLiveQuery(() => unlessClosed(async () => (db ? conversationSummaries(db) : []), []), [db]);
}

/** The conversations a signed-in client has: their coach's now, and any kept from earlier coaching. */
export function useOwnConversations(): ConversationRecord[] | undefined {
  const db = useUserDatabase();
  return useLiveQuery(
    () =>
      unlessClosed(
        async () =>
          db ? (await db.records('conversations').toArray()).filter((conversation) => conversation.client_user_id === db.userId) : [],
        [],
      ),
    [db],
  );
}

export interface NewMessage {
  id: string;
  conversationId: string;
  clientId: string;
  body: string;
  /** What it is about: a workout, a set or a calendar entry of the client (A22). */
  about?: { entity: MessageReferenceEntity; id: string } | null;
  /** A photo, made small and clean here and sent after the message (photo-uploads.ts). */
  photo?: Blob | null;
}

/**
 * Writes a message on the device (sent on the next sync, its photo after it), starting the conversation first when the
 * device has none: its id is the client's and account's (A21), so another device starting it too
 * makes the same record. Both are puts of fixed ids, so a second tap writes the same records again.
 */
export async function sendMessage(db: UserDatabase, writes: RecordWrites, message: NewMessage): Promise<void> {
  if (message.photo) {
    // The picture before the message, as for a progress photo: a message whose picture never came
    // would show a hole; a picture whose message never came is dropped unseen.
    const prepared = await preparePhoto(message.photo);
    await keepWaitingPicture(db, message.id, prepared.picture, prepared.thumbnail);
  }
  if (!(await db.records('conversations').get(message.conversationId)))
    await writes.put('conversations', { id: message.conversationId, client_id: message.clientId });
  await writes.put('conversation-messages', {
    id: message.id,
    conversation_id: message.conversationId,
    body: message.body,
    has_photo: Boolean(message.photo),
    ref_entity: message.about?.entity ?? null,
    ref_id: message.about?.id ?? null,
  });
}

/** [A23] Marks everything up to `until` read by this device's person, unless it already is. */
export async function markRead(db: UserDatabase, writes: RecordWrites, id: string, until: string): Promise<void> {
  const markId = conversationReadId(id, db.userId);
  const mark = await db.records('conversation-reads').get(markId);
  if (mark && mark.read_until >= until) return;
  await writes.put('conversation-reads', { id: markId, conversation_id: id, read_until: until });
}
