import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { SyncState } from '@/data/sync-status';
import { entityLabel } from '@/ui/entity-labels';

export type SyncTone = 'ok' | 'busy' | 'pending' | 'offline' | 'error';

/** One line for the header, and the tone that picks its icon. */
export function syncSummary(state: SyncState, online: boolean): { tone: SyncTone; label: MessageDescriptor } {
  const { status, pending } = state;
  if (status.phase === 'update-required') return { tone: 'error', label: msg`Update needed to sync` };
  if (status.phase === 'signed-out') return { tone: 'error', label: msg`Sign in again to sync` };
  if (!online || status.phase === 'offline') {
    return { tone: 'offline', label: pending > 0 ? msg`Offline · ${pending} waiting` : msg`Offline` };
  }
  if (status.phase === 'syncing') {
    return { tone: 'busy', label: status.received !== null ? msg`Downloading · ${status.received} received` : msg`Syncing…` };
  }
  if (status.phase === 'error' || state.rejections.length > 0) return { tone: 'error', label: msg`Sync problem` };
  // [R9] Synced, but a change of this device replaced a newer one: the person should look.
  if (state.replaced > 0)
    return { tone: 'error', label: msg`${plural(state.replaced, { one: '# change to check', other: '# changes to check' })}` };
  if (pending > 0) return { tone: 'pending', label: msg`${pending} waiting to sync` };
  return { tone: 'ok', label: msg`All changes synced` };
}

/** Why the last sync failed, in the reader's language; the engine and server write English codes. */
const SYNC_ERRORS: Record<string, MessageDescriptor> = {
  client_too_old: msg`This version of the app is too old to sync. Reload to update it.`,
  mutation_gap: msg`This device and the server disagree about what was sent. Syncing tries again.`,
  client_error: msg`Syncing failed on this device. It tries again shortly.`,
  server_too_old: msg`The server is being updated. Syncing tries again shortly.`,
};

export function syncErrorText(error: { code: string } | null): MessageDescriptor | undefined {
  if (!error) return undefined;
  const code = error.code;
  return SYNC_ERRORS[code] ?? msg`The server could not take the changes (${code}). Syncing tries again shortly.`;
}

/** Server error codes a person can act on, in their language; others show the server's text. */
export const REJECTION_REASONS: Record<string, MessageDescriptor> = {
  forbidden: msg`You are not allowed to make this change.`,
  not_found: msg`What this change refers to no longer exists.`,
  deleted: msg`Someone deleted this record, so the change was not applied.`,
  validation_failed: msg`Some of the values were not valid.`,
  in_use: msg`It is still in use elsewhere, so it was not deleted.`,
  append_only: msg`Logged sets cannot be changed; delete and log again.`,
  set_already_logged: msg`This set was already logged on another device, and that log counts.`,
  invalid_reference: msg`It refers to something that no longer exists.`,
  field_not_writable: msg`Some of these fields cannot be changed.`,
};

const ACTION_LABELS: Record<string, MessageDescriptor> = {
  put: msg`saved`,
  patch: msg`edited`,
  delete: msg`deleted`,
  assign: msg`assigned`,
};

/** "Client edited": what a rejected change was, for the list of rejections. */
export function describeMutation(name: string): { what: MessageDescriptor | undefined; action: MessageDescriptor | undefined } {
  const dot = name.lastIndexOf('.');
  return { what: entityLabel(name.slice(0, dot)), action: ACTION_LABELS[name.slice(dot + 1)] };
}
