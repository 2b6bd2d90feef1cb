import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useCallback, useState } from 'react';

const NOT_SAVED = msg`This could not be saved on the device. Free some storage space and try again.`;

export interface PlayerWrite {
  /** A write is under way: the buttons that would start another wait. */
  busy: boolean;
  /** Why the last write failed, for the player's status bar; cleared by the next write. */
  failure: MessageDescriptor | undefined;
  /** Runs one local write (nothing in the player waits for the network). */
  run: (write: () => Promise<unknown>) => Promise<void>;
  /** Reports a write that failed outside `run` (the interval clock's). */
  failed: (error: unknown) => void;
}

/**
 * The player's writes and what the client sees when one fails: every one is a local write, so a
 * failure means the device could not store it (usually out of space, sync/SPEC.md C10).
 */
export function usePlayerWrite(): PlayerWrite {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<MessageDescriptor>();
  const failed = useCallback((error: unknown) => {
    console.error('player write failed', error);
    setFailure(NOT_SAVED);
  }, []);
  const run = useCallback(
    async (write: () => Promise<unknown>) => {
      setBusy(true);
      setFailure(undefined);
      try {
        await write();
      } catch (error) {
        failed(error);
      } finally {
        setBusy(false);
      }
    },
    [failed],
  );
  return { busy, failure, run, failed };
}
