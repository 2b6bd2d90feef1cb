import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import type { HistoryEntity, HistoryResponse } from '@core/record-history-api';
import type { AnyRecord, EntityName } from '@core/records/index';
import { api, parseJson } from './api';
import { apiFailure } from './api-errors';
import { REFERENCE_FIELDS } from './conflicts';
import type { UserDatabase } from './local/database';
import { META } from './local/meta';
import { unlessClosed, useUserDatabase } from './user-database';

export type RecordHistoryState =
  | { phase: 'offline' | 'loading' | 'failed' }
  | {
      phase: 'ready';
      history: HistoryResponse;
      /** This device's sync client id: which of the reader's own writes came from here. */
      device: string | null;
      /** Records the history's values name (an entry's workout, a client's joints), as the device has them. */
      named: ReadonlyMap<string, AnyRecord>;
    };

/** The records the values of a history name, read from the device. */
async function namedIn(db: UserDatabase, entity: EntityName, history: HistoryResponse): Promise<Map<string, AnyRecord>> {
  const references = REFERENCE_FIELDS[entity] ?? {};
  const wanted = new Map<EntityName, Set<string>>();
  const want = (field: string, value: unknown) => {
    const target = references[field];
    if (!target) return;
    for (const id of Array.isArray(value) ? value : [value])
      if (typeof id === 'string') wanted.set(target, (wanted.get(target) ?? new Set()).add(id));
  };
  for (const entry of history.entries) {
    for (const values of [entry.changes, entry.replaced]) for (const [field, value] of Object.entries(values)) want(field, value);
    for (const conflict of entry.conflicts) want(conflict.field, conflict.replaced);
  }
  const named = new Map<string, AnyRecord>();
  for (const [target, ids] of wanted)
    for (const record of await db.records(target).bulkGet([...ids])) if (record) named.set(record.id, record);
  return named;
}

/**
 * [R11] One record's history from the server, read only online (the server keeps it, the device
 * does not), again when the device's copy reaches a new `version`; `reload` asks again.
 */
export function useRecordHistory(
  entity: HistoryEntity,
  recordId: string,
  online: boolean,
  version: number | undefined,
): { state: RecordHistoryState; reload: () => void } {
  const db = useUserDatabase();
  const [asked, setAsked] = useState(0);
  const [state, setState] = useState<RecordHistoryState>({ phase: 'loading' });
  const reload = useCallback(() => setAsked((count) => count + 1), []);
  useEffect(() => {
    if (!online || !db) return;
    const controller = new AbortController();
    void (async () => {
      try {
        // The answer's schema (zod) loads with the first history asked for, not with the screens.
        const schema = import('@core/record-history-api').then((loaded) => loaded.historyResponseSchema);
        const history = await parseJson(
          api().http.get('sync/history', { searchParams: { entity, id: recordId }, signal: controller.signal }),
          schema,
        );
        const [device, named] = await Promise.all([db.meta.get(META.clientId), namedIn(db, entity, history)]);
        if (!controller.signal.aborted)
          setState({ phase: 'ready', history, device: typeof device?.value === 'string' ? device.value : null, named });
      } catch (error) {
        if (controller.signal.aborted) return;
        // Not on the server yet (made on this device and not synced): nothing is recorded so far.
        if ((await apiFailure(error)).status === 404) {
          setState({ phase: 'ready', history: { entries: [], more: false }, device: null, named: new Map() });
          return;
        }
        console.warn('the record history could not be read', error);
        setState({ phase: 'failed' });
      }
    })();
    return () => controller.abort();
    // A sync that brought a newer version of the record brought a newer history too.
  }, [online, db, entity, recordId, asked, version]);
  return { state: online ? state : { phase: 'offline' }, reload };
}

/** [R9][R11] A change made on this device that a write from another device replaced, as the history shows it. */
export interface ReplacedHere {
  key: string;
  field: string;
  /** This device's value, which the other write replaced. */
  mine: unknown;
  /** What the other write set. */
  theirs: unknown;
  version: number;
}

/**
 * The fields whose last write replaced a change made on this device: the other device was told
 * (its notice), and this one learns it from the history. Only where that write is still the
 * field's newest, and not already looked at.
 */
export function replacedHere(
  history: HistoryResponse,
  device: string | null,
  entity: string,
  recordId: string,
  seen: readonly string[],
): ReplacedHere[] {
  if (!device) return [];
  const newestOf = new Map<string, number>();
  for (const entry of history.entries)
    for (const field of Object.keys(entry.changes)) if (!newestOf.has(field)) newestOf.set(field, entry.version);
  return history.entries.flatMap((entry) =>
    entry.conflicts
      .filter(
        (conflict) =>
          conflict.replaced_author?.you &&
          conflict.replaced_author.device === device &&
          entry.author?.device !== device &&
          newestOf.get(conflict.field) === entry.version,
      )
      .map((conflict) => ({
        key: `${entity}:${recordId}:${entry.version}:${conflict.field}`,
        field: conflict.field,
        mine: conflict.replaced,
        theirs: entry.changes[conflict.field],
        version: entry.version,
      }))
      .filter((replaced) => !seen.includes(replaced.key)),
  );
}

/** The person has looked at these (put their value back, or kept the other). */
export async function markReplacedSeen(db: UserDatabase, keys: readonly string[]): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    const seen = ((await db.meta.get(META.replacedSeen))?.value as string[] | undefined) ?? [];
    // The newest few hundred are plenty: an older write is no longer any field's newest.
    await db.meta.put({ key: META.replacedSeen, value: [...seen, ...keys].slice(-500) });
  });
}

/** What this device has looked at, live. */
export function useReplacedSeen(): readonly string[] | undefined {
  const db = useUserDatabase();
  return useLiveQuery(
    () => unlessClosed(async () => (db ? (((await db.meta.get(META.replacedSeen))?.value as string[] | undefined) ?? []) : []), []),
    [db],
  );
}
