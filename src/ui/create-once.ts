import { useCallback, useRef, useState } from 'react';
import { v7 as uuidv7 } from 'uuid';

/**
 * The ids of the records a dialog or step creates, fixed for as long as it is open: a second
 * activation (a double click, a second tap, a retry after a failed write) writes the same records
 * again, which the sync rules make harmless (a put of an existing id is the same record, a set log
 * again is no second set: sync/SPEC.md R2, R6), instead of making new ones
 * (docs/decisions/0122-nothing-is-created-twice.md). `key` names one of several records made by
 * one action (a client and day of a schedule); `renew` starts the next record after one was made
 * (a comment box that stays open for another comment).
 */
export function useNewRecordIds(): { idFor: (key?: string) => string; renew: () => void } {
  const ids = useRef(new Map<string, string>());
  const idFor = useCallback((key = '') => {
    const known = ids.current.get(key);
    if (known) return known;
    const id = uuidv7();
    ids.current.set(key, id);
    return id;
  }, []);
  const renew = useCallback(() => ids.current.clear(), []);
  return { idFor, renew };
}

/**
 * One run of an action at a time: an activation while the last one is still under way is ignored,
 * not queued, and `busy` disables its controls. The guard is a ref, not the state: two clicks can
 * arrive before React has drawn the disabled button.
 */
export function useExclusiveAction(): { busy: boolean; run: <T>(action: () => Promise<T>) => Promise<T | undefined> } {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async <T>(action: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    try {
      return await action();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
