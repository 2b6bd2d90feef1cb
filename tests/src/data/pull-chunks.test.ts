import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PullResponse } from '@sync/protocol';
import { UserDatabase } from '@/data/local/database';
import { META } from '@/data/local/meta';
import { IndexedDbSyncStore } from '@/data/local/indexed-db-sync-store';
import { writeLocal } from '@/data/local/writes';

function bigPage(count: number): PullResponse {
  const changes = Array.from({ length: count }, (_, i) => {
    const id = uuidv7();
    return {
      entity: 'clients',
      id,
      version: i + 1,
      deleted: false,
      data: { id, name: `Client ${i}`, version: i + 1, updated_at: '2026-11-23T10:00:00.000Z' },
    };
  });
  return { cursor: `c1.test.0.${count}`, lastMutationId: 0, changes, hasMore: false };
}

describe('[C1][C11] a local write during a long download waits for a chunk of the page, not for the page', () => {
  let db: UserDatabase;
  let store: IndexedDbSyncStore;

  beforeEach(() => {
    db = new UserDatabase('pull-chunks-test', { indexedDB: new IDBFactory(), IDBKeyRange });
    store = new IndexedDbSyncStore(db);
  });
  afterEach(() => db.close());

  it('a set logged while a 1,000-record page is applied is saved before the page is done; both end up stored', async () => {
    const order: string[] = [];
    const applying = store.applyPullPage(bigPage(1000), true, await store.clientId()).then(() => order.push('page'));
    // Let the page's first transaction start, then log a set.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const set = { id: uuidv7(), session_id: uuidv7(), exercise_id: uuidv7(), set_index: 0, reps: 8, logged_at: '2026-11-23T10:05:00.000Z' };
    let storedWhenSaved = -1;
    const logging = writeLocal(db, 'set-logs.put', set).then(async () => {
      order.push('set');
      storedWhenSaved = await db.records('clients').count();
    });
    await Promise.all([applying, logging]);
    expect(order).toEqual(['set', 'page']);
    // It waited for one chunk of the page at most, not for all of it.
    expect(storedWhenSaved).toBeGreaterThan(0);
    expect(storedWhenSaved).toBeLessThan(1000);
    expect(await db.records('clients').count()).toBe(1000);
    expect(await db.records('set-logs').get(set.id)).toMatchObject({ reps: 8 });
    expect((await db.meta.get(META.cursor))?.value).toBe('c1.test.0.1000');
  });
});
