import type { Step } from './sequence';
import { stepKey } from './sequence';

/** What the player needs of a set log. */
export interface StepLog {
  id: string;
  block_id: string | null;
  item_id: string | null;
  set_index: number;
  logged_at: string;
}

export interface Progress<Log extends StepLog> {
  /** The log that counts for each step, by step key. */
  done: Map<string, Log>;
  /** Logs that name no step of this workout (an extra set), in the order they were logged. */
  extra: Log[];
  /** Index of the first step neither logged nor skipped; null when the workout is through. */
  current: number | null;
}

/**
 * Where a session stands. A step is done when a log names its block, item and set; if two
 * devices logged the same step, the first log counts and the other is not counted twice.
 */
export function progressOf<Log extends StepLog>(
  steps: readonly Step[],
  logs: readonly Log[],
  skipped: ReadonlySet<string> = new Set(),
): Progress<Log> {
  const keys = new Set(steps.map((step) => step.key));
  const done = new Map<string, Log>();
  const extra: Log[] = [];
  const ordered = [...logs].sort((a, b) => a.logged_at.localeCompare(b.logged_at) || a.id.localeCompare(b.id));
  for (const log of ordered) {
    const key = log.block_id && log.item_id ? stepKey(log.block_id, log.item_id, log.set_index) : undefined;
    if (key && keys.has(key)) {
      if (!done.has(key)) done.set(key, log);
    } else {
      extra.push(log);
    }
  }
  const current = steps.findIndex((step) => !done.has(step.key) && !skipped.has(step.key));
  return { done, extra, current: current === -1 ? null : current };
}
