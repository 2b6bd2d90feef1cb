import { v5 as uuidv5 } from 'uuid';
import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common';

/** What a message may hold and how long its author may still change it (sync/SPEC.md A22). */
export const MESSAGE_LIMITS = {
  /** Characters of text: a long message is a few paragraphs; a document belongs elsewhere. */
  characters: 4000,
  /** Minutes after the server took it that its author may still reword it. */
  editMinutes: 15,
  /** What the photos of one conversation may weigh together as stored. */
  photoBytesPerConversation: 200 * 1024 * 1024,
} as const;

/** Until when (milliseconds since the epoch) the author may reword a message the server took at `writtenAt`. */
export function messageEditableUntil(writtenAt: string): number {
  return Date.parse(writtenAt) + MESSAGE_LIMITS.editMinutes * 60_000;
}

/** What a message may point at: the card it shows opens that record. DO NOT rename: stored in records. */
export const MESSAGE_REFERENCE_ENTITIES = ['workout-sessions', 'set-logs', 'calendar-entries'] as const;
export type MessageReferenceEntity = (typeof MESSAGE_REFERENCE_ENTITIES)[number];

const CONVERSATION_NAMESPACE = '8a4c2e71-5b3d-4f09-a6e2-7d1b9c0f3e58';
const CONVERSATION_READ_NAMESPACE = 'c37e9d14-2a6b-4e8f-b051-9f4a7c2d6e13';

/**
 * The one conversation of a coach's client record and the person linked to it: a phone and a
 * tablet that both start it offline make one record, and a person who later links to the same
 * client record starts a conversation of their own.
 */
export function conversationId(clientId: string, clientUserId: string): string {
  return uuidv5(`${clientId}/${clientUserId}`, CONVERSATION_NAMESPACE);
}

/** How far `userId` has read conversation `conversationIdValue`: one record per person, shared by their devices. */
export function conversationReadId(conversationIdValue: string, userId: string): string {
  return uuidv5(`${conversationIdValue}/${userId}`, CONVERSATION_READ_NAMESPACE);
}

/**
 * A coach and their client's conversation (A21). Who is in it is the server's to say, from the
 * client record when it is started; the person keeps it when the coaching ends, the coach does not.
 */
export const conversationFields = z.strictObject({
  id: idSchema,
  client_id: idSchema,
  /** Set by the server from the client record. */
  coach_id: idSchema.nullable().default(null),
  /** The account linked to the client record when the conversation began. Set by the server. */
  client_user_id: idSchema.nullable().default(null),
});

/**
 * One message of a conversation (A22): words, optionally pointing at a workout, a set or a calendar
 * entry. The author may reword it for a while and remove it; a removed message stays as a mark
 * that something was said, without its words.
 */
export const conversationMessageFields = z
  .strictObject({
    id: idSchema,
    conversation_id: idSchema,
    /** Empty only once removed, or for a photo without words. */
    body: z.string().trim().max(MESSAGE_LIMITS.characters, 'is too long'),
    /** It carries a photo, sent apart from the sync (`PUT /api/v1/photos/{id}` with the message's id). */
    has_photo: z.boolean().default(false),
    /** When the server stored its photo; null until it has. Set by the server. */
    photo_uploaded_at: isoDateTimeSchema.nullable().default(null),
    ref_entity: z.enum(MESSAGE_REFERENCE_ENTITIES, 'is not something a message can point at').nullable().default(null),
    ref_id: idSchema.nullable().default(null),
    /** The author took it back: shown as "message deleted", its words gone from the server. */
    removed: z.boolean().default(false),
    /** Set by the server from who wrote it. */
    author_id: idSchema.nullable().default(null),
    /** When the server took it; null on the device until then. */
    written_at: isoDateTimeSchema.nullable().default(null),
    /** When its words were last changed; null: as first written. Set by the server. */
    edited_at: isoDateTimeSchema.nullable().default(null),
    /** Copied by the server from the conversation, so a message is read by the conversation's rule. */
    client_id: idSchema.nullable().default(null),
    coach_id: idSchema.nullable().default(null),
    client_user_id: idSchema.nullable().default(null),
  })
  .refine((message) => message.removed || message.has_photo || message.body.length > 0, { path: ['body'], message: 'is required' })
  .refine((message) => (message.ref_entity === null) === (message.ref_id === null), {
    path: ['ref_id'],
    message: 'names what it points at together with its kind',
  });

/**
 * How far one person has read a conversation (A23): every message the other party wrote up to
 * `read_until` counts as read. Synced, so a message read on the phone is read on the tablet, and
 * the other party sees "read".
 */
export const conversationReadFields = z.strictObject({
  id: idSchema,
  conversation_id: idSchema,
  /** The `written_at` of the newest message read. */
  read_until: isoDateTimeSchema,
  /** Set by the server from who writes it. */
  user_id: idSchema.nullable().default(null),
  /** Copied by the server from the conversation. */
  client_id: idSchema.nullable().default(null),
  coach_id: idSchema.nullable().default(null),
  client_user_id: idSchema.nullable().default(null),
});
