/** The part of the Web Locks API leader election needs; the browser's navigator.locks fits it. */
export interface LeaderLocks {
  request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>): Promise<void>;
}

/**
 * [E5] One context at a time leads (runs the sync engine): whoever holds the exclusive lock.
 * The others queue on it, so when the leader's tab closes the browser hands the lock to the next
 * one at once. `lead` starts leading and returns how to stop. Returns how to leave the election.
 */
export function electLeader(locks: LeaderLocks, name: string, lead: () => () => void): () => void {
  const controller = new AbortController();
  let resign: (() => void) | undefined;
  let left = false;
  locks
    .request(
      name,
      { signal: controller.signal },
      () =>
        new Promise<void>((release) => {
          if (left) {
            release();
            return;
          }
          const stopLeading = lead();
          resign = () => {
            stopLeading();
            release();
          };
        }),
    )
    // Aborted while still waiting in the queue: nothing to undo.
    .catch(() => undefined);
  return () => {
    left = true;
    controller.abort();
    resign?.();
    resign = undefined;
  };
}
