import { and, eq, sql, sum } from 'drizzle-orm';
import { MESSAGE_LIMITS } from '@core/records/conversations';
import { conversationMessages, conversations, messagePhotoFiles } from '../db/schema/index';
import type { Db } from '../db/types';
import { ApiError, forbidden, notFound } from '../lib/api-error';
import type { AuthUser } from '../plugins/auth';
import { applyPrimitive } from '../sync/apply';
import { ENTITIES } from '../sync/entities/index';
import { MutationRejected } from '../sync/rejections';

/** A picture as the server keeps it (photos.ts cleans it). */
export interface CleanPicture {
  bytes: Buffer;
  width: number;
  height: number;
}

export interface StoredMessagePhoto {
  id: string;
  uploaded_at: string;
  width: number;
  height: number;
  byte_size: number;
}

/** Message `id`, when it carries a photo, is not removed and `user` reads it (A22); else undefined. */
export async function readableMessagePhoto(db: Db, user: AuthUser, id: string) {
  const [row] = await db
    .select({
      id: conversationMessages.id,
      conversation_id: conversationMessages.conversation_id,
      author_id: conversationMessages.author_id,
      photo_uploaded_at: conversationMessages.photo_uploaded_at,
    })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.id, id),
        eq(conversationMessages.deleted, false),
        eq(conversationMessages.removed, false),
        eq(conversationMessages.has_photo, true),
        ENTITIES['conversation-messages'].readable(user),
      ),
    );
  return row;
}

type Readable = NonNullable<Awaited<ReturnType<typeof readableMessagePhoto>>>;

async function storedOf(db: Db, message: Readable): Promise<StoredMessagePhoto | undefined> {
  const [file] = await db
    .select({
      width: messagePhotoFiles.width,
      height: messagePhotoFiles.height,
      size: sql<number>`octet_length(${messagePhotoFiles.bytes})`,
    })
    .from(messagePhotoFiles)
    .where(eq(messagePhotoFiles.message_id, message.id));
  if (!file || !message.photo_uploaded_at) return undefined;
  const uploaded = new Date(message.photo_uploaded_at).toISOString();
  return { id: message.id, uploaded_at: uploaded, width: file.width, height: file.height, byte_size: file.size };
}

/**
 * The photo of a message (sync/SPEC.md A22): only its author adds it, once, while the message
 * stands; the conversation's photos together stay under MESSAGE_LIMITS.photoBytesPerConversation.
 * `photo_uploaded_at` is written through the one write path, so both parties' devices pull it.
 * Sending it again once stored changes nothing.
 */
export async function storeMessagePhoto(
  db: Db,
  user: AuthUser,
  message: Readable,
  clean: () => Promise<CleanPicture>,
): Promise<StoredMessagePhoto> {
  if (message.author_id !== user.id) throw forbidden('Only its author adds the photo of a message');
  const known = await storedOf(db, message);
  if (known) return known;
  const picture = await clean();
  return db.transaction(async (tx) => {
    // One upload at a time per conversation, so two cannot both fit under the quota that only one fits.
    await tx.select({ id: conversations.id }).from(conversations).where(eq(conversations.id, message.conversation_id)).for('no key update');
    const [kept] = await tx
      .select({ bytes: sum(sql<number>`octet_length(${messagePhotoFiles.bytes})`).mapWith(Number) })
      .from(messagePhotoFiles)
      .where(eq(messagePhotoFiles.conversation_id, message.conversation_id));
    if ((kept?.bytes ?? 0) + picture.bytes.length > MESSAGE_LIMITS.photoBytesPerConversation)
      throw new ApiError(
        413,
        'photo_quota_exceeded',
        `The photos of one conversation may take at most ${MESSAGE_LIMITS.photoBytesPerConversation / 1024 / 1024} MB`,
      );
    const row = {
      conversation_id: message.conversation_id,
      content_type: 'image/jpeg',
      bytes: picture.bytes,
      width: picture.width,
      height: picture.height,
    };
    await tx
      .insert(messagePhotoFiles)
      .values({ message_id: message.id, ...row })
      .onConflictDoUpdate({ target: messagePhotoFiles.message_id, set: row });
    const uploaded = new Date().toISOString();
    try {
      await applyPrimitive(
        tx,
        { system: true },
        { entity: 'conversation-messages', kind: 'patch', id: message.id, changes: { photo_uploaded_at: uploaded } },
      );
    } catch (error) {
      // Removed by its author on another device while this upload ran.
      if (error instanceof MutationRejected) throw notFound('The message does not exist, is not yours, or has no photo');
      throw error;
    }
    return { id: message.id, uploaded_at: uploaded, width: picture.width, height: picture.height, byte_size: picture.bytes.length };
  });
}

/** The stored photo of a message, for either party of its conversation (A22). */
export async function readMessagePhoto(db: Db, message: Readable): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  const [file] = await db.select().from(messagePhotoFiles).where(eq(messagePhotoFiles.message_id, message.id));
  return file && { contentType: file.content_type, bytes: file.bytes };
}
