import { eq, or, sql } from 'drizzle-orm';
import { gymProfiles } from '../../db/schema/index';
import { awaitConcurrentCreation, clientAccess, linkedClientIds } from '../access';
import { forbiddenWrite } from '../rejections';
import type { EntityDef } from '../types';

/**
 * [A13] A client's gym profile: what they and their coach say the gym has. Its id is the client
 * record's, so there is one per client whichever device makes it first.
 */
export const gymProfilesEntity: EntityDef = {
  name: 'gym-profiles',
  table: gymProfiles,
  readable: (user) => or(eq(gymProfiles.coach_id, user.id), sql`${gymProfiles.id} in ${linkedClientIds(user.id)}`),
  async authorize({ tx, user, kind, existing, next }) {
    // A tombstone could never be written again (R3), and the profile's id is the client's for good.
    if (kind === 'delete') throw forbiddenWrite('A gym profile is not deleted; set it back to the usual equipment instead');
    const access = await clientAccess(tx, user, existing ? existing.id : next.id);
    if (!existing) await awaitConcurrentCreation(tx, gymProfiles, 'gym profile', access.id, access.id);
    return { coach_id: access.coach_id };
  },
};
