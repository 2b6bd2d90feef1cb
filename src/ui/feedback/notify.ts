import type { MessageDescriptor } from '@lingui/core';
import type { Status } from '../StatusBar';

/*
 * Confirmations and errors of what a person just did, shown where they are looking: a toast in the
 * viewport (AppToaster), not a bar at the top of a long page they scrolled away from. This module
 * holds no Fluent code, so a screen that says something does not pull the toaster into its first
 * download: a notice given before the toaster has loaded waits here and is shown once it has.
 */

export interface Notice extends Status {
  /** One thing to do about it, as Undo after a change; pressing it also dismisses the notice. */
  action?: { label: MessageDescriptor; run: () => void };
  /** A notice of the same key takes the earlier one's place (only the last change can be undone). */
  key?: string;
}

type Show = (notice: Notice) => void;
type Withdraw = (key: string) => void;

const waiting: Notice[] = [];
let show: Show | undefined;
let withdrawn: Withdraw | undefined;
const wanted = new Set<() => void>();

/** Tells the person how what they did went; an error stays until they dismiss it. */
export function notify(notice: Notice): void {
  if (show) {
    show(notice);
    return;
  }
  waiting.push(notice);
  for (const load of wanted) load();
}

/** Takes back the notice of `key` while it shows: what it said no longer holds. */
export function withdraw(key: string): void {
  const index = waiting.findIndex((notice) => notice.key === key);
  if (index >= 0) waiting.splice(index, 1);
  withdrawn?.(key);
}

/** The toaster, once mounted, takes over: what waited is shown first. */
export function attachToaster(next: Show, take: Withdraw): () => void {
  show = next;
  withdrawn = take;
  for (const notice of waiting.splice(0)) next(notice);
  return () => {
    if (show === next) {
      show = undefined;
      withdrawn = undefined;
    }
  };
}

/** Calls `load` when a notice waits for the toaster (at once if one already does). */
export function whenNoticeWaits(load: () => void): () => void {
  if (waiting.length > 0) load();
  wanted.add(load);
  return () => wanted.delete(load);
}
