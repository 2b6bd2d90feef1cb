import type { SyncStatus } from '@sync/engine/sync-store';
import { CURSOR_KEY } from './database';

/**
 * The keys of the device's own settings and sync state in the meta table. Apart from the sync
 * store (store.ts) so that screens reading them do not load the sync engine.
 */
export const META = {
  clientId: 'clientId',
  nextMutationId: 'nextMutationId',
  /** The highest mutation id the server has acknowledged; the outbox keeps them until a pull confirms their effect. */
  acked: 'acked',
  cursor: CURSOR_KEY,
  status: 'status',
  /** "Sync now" from any tab: the leading tab watches this key. */
  syncRequest: 'syncRequestedAt',
  /** This user chose to keep their data on this device after signing out (C8). */
  trusted: 'trustedDevice',
  /** When the coach last looked at each client, `{clientId: ISO instant}`: what their home page calls new. */
  attentionSeen: 'attentionSeen',
  /** Writes that replaced a change of this device which the person has looked at (R11): `entity:id:version:field` keys. */
  replacedSeen: 'replacedSeen',
} as const;

/** What the sync state is before the device's first sync. */
export const INITIAL_STATUS: SyncStatus = { phase: 'idle', lastSyncAt: null, error: null, received: null };
