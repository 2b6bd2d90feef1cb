import { eq, or, sql } from 'drizzle-orm';
import { clients, gymProfiles } from '../../db/schema/index';
import { clientAccess, linkedClientIds } from '../access';
import { forbiddenWrite } from '../rejections';
import type { EntityDef } from '../types';

/** Thrown when another device created the same profile while this write waited: a retry applies over it (W6). */
export class ConcurrentProfileCreation extends Error {
  constructor() {
    super('The gym profile was created by another device at the same moment; retry');
    this.name = 'ConcurrentProfileCreation';
  }
}

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
    if (!existing) {
      // Two devices making the client's first profile at once: the second waits for the first here
      // and then finds its row. Inserting anyway would be a permanent `duplicate` (W5) and lose
      // that device's change; failing temporarily lets its retry apply over the first (R2).
      await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, access.id)).for('no key update');
      const [made] = await tx.select({ id: gymProfiles.id }).from(gymProfiles).where(eq(gymProfiles.id, access.id));
      if (made) throw new ConcurrentProfileCreation();
    }
    return { coach_id: access.coach_id };
  },
};
