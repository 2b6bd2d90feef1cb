import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import {
  conversationId,
  conversationReadId,
  MESSAGE_LIMITS,
  messageEditableUntil,
  type MessageReferenceEntity,
} from '@core/records/conversations';
import {
  calendarEntries,
  clients,
  conversationMessages,
  conversationReads,
  conversations,
  messagePhotoFiles,
  setLogs,
  syncHistory,
  workoutSessions,
} from '../../db/schema/index';
import type { Tx } from '../../db/types';
import type { AuthUser } from '../../plugins/auth';
import { assertReferences, awaitConcurrentCreation, clientAccess } from '../access';
import { forbiddenWrite, missing, rejected } from '../rejections';
import type { SyncTable } from '../rows';
import type { EntityDef } from '../types';
import { announceMessage, noticeSeen } from './conversation-notices';

/** A table whose rows say whose conversation they belong to. */
type PartyTable = typeof conversations | typeof conversationMessages | typeof conversationReads;

/**
 * [A21] Who reads a conversation and all it holds: the person always (they keep it when the coaching
 * ends), the coach only while the client record is live and still linked to that person (P6).
 */
function partyReads(table: PartyTable) {
  return (user: AuthUser): SQL | undefined =>
    or(
      eq(table.client_user_id, user.id),
      and(
        eq(table.coach_id, user.id),
        sql`exists (select 1 from ${clients} where ${clients.id} = ${table.client_id} and ${clients.coach_id} = ${user.id} and ${clients.user_id} = ${table.client_user_id} and not ${clients.deleted})`,
      ),
    );
}

interface Conversation {
  id: string;
  client_id: string;
  coach_id: string;
  client_user_id: string;
  /** The client record is live and still linked to the conversation's person: both may write in it. */
  live: boolean;
}

/** Conversation `id` as `user` takes part in it; not found for anyone else, as if it did not exist (A11). */
async function conversationOf(tx: Tx, user: AuthUser, id: unknown): Promise<Conversation> {
  if (typeof id !== 'string') throw missing('conversation');
  const [row] = await tx
    .select({
      id: conversations.id,
      client_id: conversations.client_id,
      coach_id: conversations.coach_id,
      client_user_id: conversations.client_user_id,
      current_coach: clients.coach_id,
      current_user: clients.user_id,
      client_deleted: clients.deleted,
    })
    .from(conversations)
    .innerJoin(clients, eq(clients.id, conversations.client_id))
    .where(and(eq(conversations.id, id), eq(conversations.deleted, false)));
  if (!row) throw missing('conversation');
  const live = !row.client_deleted && row.current_user === row.client_user_id && row.current_coach === row.coach_id;
  if (user.id !== row.client_user_id && !(user.id === row.coach_id && live)) throw missing('conversation');
  return { id: row.id, client_id: row.client_id, coach_id: row.coach_id, client_user_id: row.client_user_id, live };
}

const party = (conversation: Conversation) => ({
  client_id: conversation.client_id,
  coach_id: conversation.coach_id,
  client_user_id: conversation.client_user_id,
});

const notWritable = (fields: readonly string[], message: string) =>
  rejected('field_not_writable', message, Object.fromEntries(fields.map((field) => [field, 'cannot be changed'])));

/** Fields `changed` names whose value differs between `existing` and `next`. */
const moved = (fields: readonly string[], existing: Record<string, unknown>, next: Record<string, unknown>, changed: readonly string[]) =>
  fields.filter((field) => changed.includes(field) && next[field] !== existing[field]);

/**
 * [A21] The conversation of a coach's client record and the person linked to it, started by either
 * of them (its id is `conversationId`, so two devices starting it offline make one). Never deleted.
 */
export const conversationsEntity: EntityDef = {
  name: 'conversations',
  table: conversations,
  readable: partyReads(conversations),
  async authorize({ tx, user, kind, existing, next, changed }) {
    if (kind === 'delete') throw forbiddenWrite('A conversation is kept; it is not deleted');
    if (existing) {
      if (moved(['client_id'], existing, next, changed).length > 0)
        throw notWritable(['client_id'], 'A conversation stays with its client');
      return { coach_id: existing.coach_id, client_user_id: existing.client_user_id };
    }
    const access = await clientAccess(tx, user, next.client_id);
    if (!access.user_id)
      throw rejected('validation_failed', 'This client has no account yet: invite them first', { client_id: 'has no account' });
    if (next.id !== conversationId(access.id, access.user_id))
      throw rejected('validation_failed', 'The id must be the conversation of this client and their account', {
        id: 'must be conversationId(client_id, the client’s account)',
      });
    await awaitConcurrentCreation(tx, conversations, 'conversation', access.id, next.id);
    return { coach_id: access.coach_id, client_user_id: access.user_id };
  },
};

/** What each kind of reference names, and the condition that it is the conversation's client's. */
const REFERENCED: Record<MessageReferenceEntity, { table: SyncTable; ofClient: (clientId: string) => SQL }> = {
  'workout-sessions': { table: workoutSessions, ofClient: (clientId) => eq(workoutSessions.client_id, clientId) },
  'set-logs': { table: setLogs, ofClient: (clientId) => eq(setLogs.client_id, clientId) },
  'calendar-entries': { table: calendarEntries, ofClient: (clientId) => eq(calendarEntries.client_id, clientId) },
};

/**
 * [A22] A message in a conversation: written by either party while the coaching lasts; reworded by
 * its author for `MESSAGE_LIMITS.editMinutes` after the server took it, and removed by its author
 * at any time (its words leave the server's copy; the mark stays). Nothing else rewrites it.
 */
export const conversationMessagesEntity: EntityDef = {
  name: 'conversation-messages',
  table: conversationMessages,
  readable: partyReads(conversationMessages),
  async authorize({ tx, user, kind, existing, next, changed }) {
    if (kind === 'delete') throw forbiddenWrite('A message is removed by its author, not deleted');
    if (existing) {
      if (existing.author_id !== user.id) throw forbiddenWrite('Only its author changes a message');
      const fixed = moved(['conversation_id', 'ref_entity', 'ref_id', 'has_photo'], existing, next, changed);
      if (fixed.length > 0) throw notWritable(fixed, 'A message stays in its conversation, pointing at what it pointed at, with its photo');
      const kept = {
        author_id: existing.author_id,
        written_at: existing.written_at,
        edited_at: existing.edited_at,
        photo_uploaded_at: existing.photo_uploaded_at,
      };
      const owned = { ...kept, client_id: existing.client_id, coach_id: existing.coach_id, client_user_id: existing.client_user_id };
      // Removed, it points at nothing and carries no photo: the picture leaves the server with its words.
      const taken = { body: '', removed: true, ref_entity: null, ref_id: null, has_photo: false, photo_uploaded_at: null };
      if (existing.removed) {
        if (changed.length === 0) return { ...owned, ...taken };
        throw forbiddenWrite('This message was deleted');
      }
      if (next.removed === true) return { ...owned, ...taken };
      if (changed.includes('body') && next.body !== existing.body) {
        if (Date.now() > messageEditableUntil(new Date(String(existing.written_at)).toISOString()))
          throw rejected('edit_window_closed', `A message can be changed for ${MESSAGE_LIMITS.editMinutes} minutes after it was sent`, {
            body: 'can no longer be changed',
          });
        return { ...owned, edited_at: new Date().toISOString() };
      }
      return owned;
    }
    const conversation = await conversationOf(tx, user, next.conversation_id);
    if (!conversation.live)
      throw forbiddenWrite('This conversation has ended: the coaching it belonged to is over, and it is kept to read');
    if (next.removed === true) throw rejected('validation_failed', 'A new message is not removed', { removed: 'must be false' });
    const refEntity = next.ref_entity as MessageReferenceEntity | null;
    if (refEntity) {
      const { table, ofClient } = REFERENCED[refEntity];
      await assertReferences(tx, table, [next.ref_id], 'ref_id', ofClient(conversation.client_id));
    }
    return { author_id: user.id, written_at: new Date().toISOString(), edited_at: null, photo_uploaded_at: null, ...party(conversation) };
  },
  async afterWrite({ tx, kind, existing, write }, written) {
    // A new message reaches the other party; a reworded one was already announced.
    if (kind === 'put' && !existing) await announceMessage(tx, write, written);
    // Removed: its words leave the server, from the record's history of writes too (R9 keeps every
    // write); who wrote what when stays.
    if (written.removed === true && existing?.removed !== true) {
      await tx.delete(messagePhotoFiles).where(eq(messagePhotoFiles.message_id, String(written.id)));
      await tx
        .update(syncHistory)
        .set({ changes: sql`${syncHistory.changes} - 'body'`, replaced: sql`${syncHistory.replaced} - 'body'` })
        .where(and(eq(syncHistory.entity, 'conversation-messages'), eq(syncHistory.record_id, String(written.id))));
    }
  },
};

/** A read mark may run ahead of the server's clock by this much: a phone's clock is a little off. */
const READ_CLOCK_SLACK_MS = 60_000;

/**
 * [A23] How far one person has read a conversation: theirs alone to write (its id is
 * `conversationReadId(conversation, person)`), read by both parties. It only moves forward: of two
 * devices' marks, the later one counts, whichever arrives last.
 */
export const conversationReadsEntity: EntityDef = {
  name: 'conversation-reads',
  table: conversationReads,
  readable: partyReads(conversationReads),
  async authorize({ tx, user, kind, existing, next, changed }) {
    if (kind === 'delete') throw forbiddenWrite('A read mark is moved, not deleted');
    if (existing && moved(['conversation_id'], existing, next, changed).length > 0)
      throw notWritable(['conversation_id'], 'A read mark stays with its conversation');
    const conversation = await conversationOf(tx, user, existing ? existing.conversation_id : next.conversation_id);
    if (next.id !== conversationReadId(conversation.id, user.id)) {
      // The other party's mark is theirs to move; a new id that is not the writer's is a forgery.
      if (existing) throw forbiddenWrite('Only its reader moves a read mark');
      throw rejected('validation_failed', 'The id must be your read mark of this conversation', {
        id: 'must be conversationReadId(conversation_id, your account)',
      });
    }
    const readUntil = new Date(String(next.read_until)).getTime();
    if (readUntil > Date.now() + READ_CLOCK_SLACK_MS)
      throw rejected('validation_failed', 'A conversation cannot be read up to a time that has not come', {
        read_until: 'is in the future',
      });
    if (!existing) await awaitConcurrentCreation(tx, conversationReads, 'read mark', conversation.client_id, next.id);
    const before = existing ? new Date(String(existing.read_until)).getTime() : -Infinity;
    return {
      user_id: user.id,
      ...party(conversation),
      // Never back: an older mark arriving late from another device leaves the newer one.
      read_until: new Date(Math.max(before, readUntil)).toISOString(),
    };
  },
  async afterWrite({ tx, write }, written) {
    await noticeSeen(tx, write, written);
  },
};
