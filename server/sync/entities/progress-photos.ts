import { and, count, eq, or, sql } from 'drizzle-orm';
import { addDays, dateOfUtc } from '@core/dates';
import { PHOTO_LIMITS } from '@core/photos';
import { clients, photoFiles, progressPhotos } from '../../db/schema/index';
import { clientAccess, linkedClientIds } from '../access';
import { forbiddenWrite, rejected } from '../rejections';
import type { EntityDef } from '../types';

/** The live client records `userId` coaches whose person has an account: the coach sees their photos now. */
const coachedPeople = (userId: string) =>
  sql`(select ${clients.id} from ${clients} where ${clients.coach_id} = ${userId} and not ${clients.deleted} and ${clients.user_id} is not null)`;

/**
 * [A17] A client's progress photo: health data, so only the client and their current coach see it,
 * and only the client adds, changes or removes one. The picture is stored by the photo routes, which
 * fill in what they found in it; a removed photo's picture leaves the server with it.
 */
export const progressPhotosEntity: EntityDef = {
  name: 'progress-photos',
  table: progressPhotos,
  readable: (user) =>
    or(
      and(eq(progressPhotos.coach_id, user.id), sql`${progressPhotos.client_id} in ${coachedPeople(user.id)}`),
      sql`${progressPhotos.client_id} in ${linkedClientIds(user.id)}`,
    ),
  async authorize({ tx, user, existing, next, changed }) {
    if (existing && changed.includes('client_id') && next.client_id !== existing.client_id)
      throw rejected('field_not_writable', 'A photo stays with its client', { client_id: 'cannot be changed' });
    const access = await clientAccess(tx, user, existing ? existing.client_id : next.client_id);
    if (access.as !== 'self') throw forbiddenWrite('Only the client adds, changes or removes their photos');
    if (String(next.taken_on) > addDays(dateOfUtc(Date.now()), 1))
      throw rejected('validation_failed', 'A photo cannot be dated on a day that has not come', { taken_on: 'is in the future' });
    if (!existing) {
      const [kept] = await tx
        .select({ photos: count() })
        .from(progressPhotos)
        .where(and(eq(progressPhotos.client_id, access.id), eq(progressPhotos.deleted, false)));
      if ((kept?.photos ?? 0) >= PHOTO_LIMITS.photosPerClient)
        throw rejected('quota_exceeded', `A client keeps at most ${PHOTO_LIMITS.photosPerClient} photos; remove some first`);
    }
    // What the server found in the picture stays whatever a device's put says (R5).
    return {
      uploaded_at: existing?.uploaded_at ?? null,
      width: existing?.width ?? 0,
      height: existing?.height ?? 0,
      byte_size: existing?.byte_size ?? 0,
      coach_id: access.coach_id,
    };
  },
  async afterWrite({ tx, kind }, written) {
    // Removed means gone: the picture leaves the database with the photo's record.
    if (kind === 'delete') await tx.delete(photoFiles).where(eq(photoFiles.photo_id, String(written.id)));
  },
};
