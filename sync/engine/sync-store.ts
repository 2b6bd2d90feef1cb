import type { AssignmentRead, PrimitiveOp } from '../mutations';
import type { PullResponse, PushResponse, MutationError } from '../protocol';

/** One queued local write (sync/SPEC.md §C1). `keys` name every record it touches ("entity:id"). */
export interface OutboxEntry {
  id: number;
  name: string;
  args: Record<string, unknown>;
  keys: string[];
  created_at: string;
  /** A domain operation's primitive operations as the device expanded them when it was written (M3). */
  ops?: PrimitiveOp[];
  /**
   * Instead of `ops` for an assignment: the plan and workouts it was expanded from, a fraction of
   * the thousand entries a plan for a group makes; its operations are made again from these (M3).
   */
  assigned?: AssignmentRead;
}

/** A write the server refused, kept so the user can see what did not happen and why (§C5). */
export interface Rejection {
  mutation_id: number;
  name: string;
  args: Record<string, unknown>;
  error: MutationError;
  at: string;
}

export type SyncPhase = 'idle' | 'syncing' | 'offline' | 'error' | 'signed-out' | 'update-required';

/** What every tab shows; written by the leader tab, read by all (§E5). */
export interface SyncStatus {
  phase: SyncPhase;
  lastSyncAt: string | null;
  error: { code: string; message: string } | null;
  /** During a first download or a reset: records received so far. */
  received: number | null;
}

/**
 * The device's side of sync, as the engine needs it. The browser implements it on IndexedDB
 * (src/data); every method that changes several things does so in one local transaction.
 */
export interface SyncStore {
  clientId(): Promise<string>;
  /** Queued mutations the server has not acknowledged yet, oldest first. */
  unpushed(limit: number): Promise<OutboxEntry[]>;
  /**
   * Records acknowledgements; rejected mutations leave the outbox and their records return to the
   * server's state. `sentAs` is the client id the push was sent under: an answer about mutation
   * ids that have since moved to a new client id (another tab's §C7) says nothing about the
   * outbox as it is now, and changes nothing.
   */
  applyPushResult(response: PushResponse, sentAs: string): Promise<void>;
  /**
   * The server's position differs from ours (§C7): continue from it when the outbox still has the
   * next mutation, else start a new client id and renumber what is pending. Loses nothing. Does
   * nothing when the client id is no longer `sentAs` (another tab already recovered).
   */
  recoverFromGap(serverLastMutationId: number, sentAs: string): Promise<void>;
  cursor(): Promise<string | null>;
  /**
   * Applies one page, then its cursor; on the last page also drops acknowledged mutations (§C3,
   * §C11), when the page's `lastMutationId` still counts the mutations of the client id it was
   * asked for (`sentAs`).
   */
  applyPullPage(page: PullResponse, last: boolean, sentAs: string): Promise<void>;
  setStatus(change: Partial<SyncStatus>): Promise<void>;
}
