import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { PullResponse } from '../../sync/protocol';
import { UserDatabase } from '../../src/data/local/database';
import { IndexedDbSyncStore } from '../../src/data/local/indexed-db-sync-store';
import { writeLocal } from '../../src/data/local/writes';
import type { Measurement } from '../lib/report';
import { median, percentile } from '../lib/server';

const SUITE = 'device';
const RECORDS = 100_000;
const PAGE = 1_000;
const WRITE_EVERY_MS = 25;

/** A page of a first download: a client's set-log history, the table a set is logged into. */
function page(index: number, sessionId: string, exerciseId: string): PullResponse {
  const changes = Array.from({ length: PAGE }, (_, i) => {
    const version = index * PAGE + i + 1;
    const id = crypto.randomUUID();
    return {
      entity: 'set-logs',
      id,
      version,
      deleted: false,
      data: {
        id,
        session_id: sessionId,
        client_id: null,
        coach_id: null,
        exercise_id: exerciseId,
        block_id: null,
        item_id: null,
        set_index: i % 5,
        reps: 8,
        weight_kg: 60,
        duration_seconds: null,
        distance_m: null,
        rpe: null,
        logged_at: '2026-01-01T10:00:00.000Z',
        notes: null,
        version,
        updated_at: '2026-01-01T10:00:00.000Z',
      },
    };
  });
  return { cursor: `c1.bench.0.${(index + 1) * PAGE}`, lastMutationId: 0, changes, hasMore: (index + 1) * PAGE < RECORDS };
}

/**
 * [C1] A set logged at the gym while the device downloads a long history must not wait for the
 * download: each local write is timed while 100 pages of 1,000 records are applied (IndexedDB in
 * Node, fake-indexeddb, which queues overlapping transactions as browsers do).
 */
export async function writeDuringDownloadSuite(): Promise<Measurement[]> {
  const db = new UserDatabase('bench-write-during-download', { indexedDB: new IDBFactory(), IDBKeyRange });
  const store = new IndexedDbSyncStore(db);
  const sessionId = crypto.randomUUID();
  const exerciseId = crypto.randomUUID();
  const latencies: number[] = [];
  const download = { running: true };
  const logging = (async () => {
    for (let set = 0; download.running; set++) {
      const started = performance.now();
      await writeLocal(db, 'set-logs.put', {
        id: crypto.randomUUID(),
        session_id: sessionId,
        exercise_id: exerciseId,
        set_index: set,
        reps: 8,
        weight_kg: 60,
        logged_at: new Date().toISOString(),
      });
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, WRITE_EVERY_MS));
    }
  })();
  const started = performance.now();
  const pages = RECORDS / PAGE;
  for (let index = 0; index < pages; index++)
    await store.applyPullPage(page(index, sessionId, exerciseId), index === pages - 1, await store.clientId());
  const seconds = (performance.now() - started) / 1000;
  download.running = false;
  await logging;
  db.close();
  const m = (name: string, value: number, unit: string, extra: Partial<Measurement> = {}): Measurement => ({
    suite: SUITE,
    name,
    value,
    unit,
    ...extra,
  });
  return [
    m(`download of ${RECORDS} records in pages of ${PAGE}`, seconds, 's'),
    m('a set logged during the download: median', median(latencies), 'ms'),
    m('a set logged during the download: p95', percentile(latencies, 95), 'ms', {
      budget: 30,
      note: `${latencies.length} sets logged, one every ${WRITE_EVERY_MS} ms`,
    }),
    m('a set logged during the download: slowest', Math.max(...latencies), 'ms'),
  ];
}
