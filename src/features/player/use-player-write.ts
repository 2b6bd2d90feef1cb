import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState } from 'react';

const NOT_SAVED = msg`This could not be saved on the device. Free some storage space and try again.`;

/**
 * How long after a tap that moves the workout on (a set logged or skipped, the workout started)
 * the player takes no other: the next set's button appears where the finger still is, and a
 * double tap would log it too. Counted from when that write is done, so a slow device that takes
 * a while to store the set still waits out the whole double tap. No lifter logs two sets within
 * half a second; someone catching up on several sets sees the button come back at once
 * (docs/decisions/0122-nothing-is-created-twice.md).
 */
export const SETTLE_MS = 500;

// Shared by the player's screens: the start panel gives way to the first set under the same finger.
let settlingUntil = 0;

export interface PlayerWrite {
  /** A write is under way, or one that moved the workout on has just been made: the buttons that would start another wait. */
  busy: boolean;
  /** Why the last write failed, for the player's status bar; cleared by the next write. */
  failure: MessageDescriptor | undefined;
  /**
   * Runs one local write (nothing in the player waits for the network); ignored while another
   * runs or settles. `moves` marks a write after which the screen shows the next thing to tap.
   */
  run: (write: () => Promise<unknown>, moves?: 'moves-on') => Promise<void>;
  /** Reports a write that failed outside `run` (the interval clock's). */
  failed: (error: unknown) => void;
}

/**
 * The player's writes and what the client sees when one fails: every one is a local write, so a
 * failure means the device could not store it (usually out of space, sync/SPEC.md C10).
 */
export function usePlayerWrite(): PlayerWrite {
  const running = useRef(false);
  const [busy, setBusy] = useState(() => Date.now() < settlingUntil);
  const [failure, setFailure] = useState<MessageDescriptor>();
  const failed = useCallback((error: unknown) => {
    console.error('player write failed', error);
    setFailure(NOT_SAVED);
  }, []);

  // A screen that opens while an earlier one's tap settles waits out the rest of it.
  useEffect(() => {
    const left = settlingUntil - Date.now();
    if (left <= 0) return;
    const timer = setTimeout(() => setBusy(running.current), left);
    return () => clearTimeout(timer);
  }, []);

  const run = useCallback(
    async (write: () => Promise<unknown>, moves?: 'moves-on') => {
      // A ref, not the state: two taps can arrive before React has drawn the disabled button. The
      // rest timer's buttons still answer while a tap settles; only another step forward waits.
      if (running.current || (moves && Date.now() < settlingUntil)) return;
      running.current = true;
      setBusy(true);
      setFailure(undefined);
      if (moves) settlingUntil = Date.now() + SETTLE_MS;
      try {
        await write();
        // The next set's button is drawn only now: the second tap of a double tap can still come.
        if (moves) settlingUntil = Date.now() + SETTLE_MS;
      } catch (error) {
        failed(error);
        if (moves) settlingUntil = 0;
      }
      running.current = false;
      const left = settlingUntil - Date.now();
      if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
      // Another write may have started meanwhile: it clears busy when it ends.
      setBusy(running.current);
    },
    [failed],
  );
  return { busy, failure, run, failed };
}
