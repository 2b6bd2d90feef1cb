import { useLiveQuery } from 'dexie-react-hooks';
import type { FieldsInput, RecordOf } from '@core/records/index';
import { USUAL_GYM, type GymEquipment } from '@core/training/loadable';
import { changedFields } from './changed-fields';
import { useUserDatabase } from './user-database';
import { useRecord } from './record-reads';
import type { RecordWrites } from './record-writes';

/**
 * A client's gym profile on the device (sync/SPEC.md A13): read by the player to round loads,
 * written by the client or their coach, offline like every other record.
 */

export type GymProfile = RecordOf<'gym-profiles'>;
/** What the editor writes: every field of the profile but the ones its id and the server decide. */
export type GymProfileValues = Required<Omit<FieldsInput<'gym-profiles'>, 'id' | 'coach_id'>>;

export interface GymSetup {
  clientId: string;
  /** The client's profile; null when nobody has said yet, and the usual equipment applies. */
  profile: GymProfile | null;
  equipment: GymEquipment;
  /** Inventory keys by id (reference data), for how an exercise is loaded. */
  inventoryKeys: ReadonlyMap<string, string | null>;
}

/** What `clientId` trains with and how the exercises are loaded, live; undefined while loading. */
export function useGymSetup(clientId: string): GymSetup | undefined {
  const db = useUserDatabase();
  return useLiveQuery(async (): Promise<GymSetup> => {
    const profile = db ? ((await db.records('gym-profiles').get(clientId)) ?? null) : null;
    // A few dozen rows of reference data: the whole table is cheaper than one read per exercise.
    const inventory = db ? await db.records('inventory').toArray() : [];
    return { clientId, profile, equipment: profile ?? USUAL_GYM, inventoryKeys: new Map(inventory.map((item) => [item.id, item.key])) };
  }, [db, clientId]);
}

/** One client's gym profile, live: null when there is none yet, undefined while loading. */
export function useGymProfile(clientId: string | undefined): GymProfile | null | undefined {
  return useRecord('gym-profiles', clientId);
}

/**
 * The client records a signed-in client trains under, as their calendar names them: their device
 * never holds the client records themselves (sync/SPEC.md A3). Usually one; one per coach.
 */
export function useOwnClientIds(): string[] | undefined {
  const db = useUserDatabase();
  // Dexie types an index's keys as any key IndexedDB allows; this index's are the entries' client ids.
  return useLiveQuery(async () => (db ? ((await db.records('calendar-entries').orderBy('client_id').uniqueKeys()) as string[]) : []), [db]);
}

/**
 * Saves the editor's values: the first profile of a client is a put under the client's id, later
 * edits patch only what changed since `opened` (the profile as the editor opened it), so an edit on another device to another field survives (R2).
 * Throws what the local write throws (InvalidMutation with field messages, a quota error).
 */
export async function saveGymProfile(
  writes: RecordWrites,
  clientId: string,
  opened: GymProfile | null,
  values: GymProfileValues,
): Promise<void> {
  if (!opened) {
    await writes.put('gym-profiles', { id: clientId, ...values });
    return;
  }
  // Against the profile the editor opened with: what arrived since is neither reverted nor hidden (R9).
  const changes = changedFields(opened, values);
  if (Object.keys(changes).length > 0) await writes.patch('gym-profiles', clientId, changes, opened);
}
