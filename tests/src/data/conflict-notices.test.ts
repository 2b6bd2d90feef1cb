import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { conflictViews } from '@/data/conflicts';
import { UserDatabase } from '@/data/local/database';
import { IndexedDbSyncStore } from '@/data/local/indexed-db-sync-store';
import { recordWrites } from '@/data/record-writes';

const at = '2026-11-20T10:00:00.000Z';
const pulled = { version: 4, updated_at: at };

describe('[R9] notices of changes that replaced newer ones', () => {
  let db: UserDatabase;
  beforeEach(() => {
    db = new UserDatabase('conflict-notices-test', { indexedDB: new IDBFactory(), IDBKeyRange });
  });
  afterEach(() => db.close());

  it('one per replaced field, once even when a lost answer brings it again; none for a read mark', async () => {
    const client = { id: uuidv7(), name: 'Anna Ozola', goals: 'Run 5 km', status: 'active', ...pulled };
    const message = { id: uuidv7(), user_id: uuidv7(), subject: 'Hello', body: 'Welcome', sent_at: at, read_at: null, ...pulled };
    await db.anyRecords('clients').put(client);
    await db.anyRecords('notifications').put(message);
    const writes = recordWrites(db);
    await writes.patch('clients', client.id, { goals: 'Run 10 km', status: 'paused' });
    await writes.patch('notifications', message.id, { read_at: '2026-11-21T08:00:00.000Z' });
    const store = new IndexedDbSyncStore(db);
    const answer = {
      lastMutationId: 2,
      results: [
        { id: 1, status: 'applied' as const, conflicts: [{ field: 'goals', replaced: 'Run a marathon' }] },
        { id: 2, status: 'applied' as const, conflicts: [{ field: 'read_at', replaced: '2026-11-21T07:00:00.000Z' }] },
      ],
    };
    const clientId = await store.clientId();
    await store.applyPushResult(answer, clientId);
    // The first answer was lost: the retry is `skipped` and repeats the conflict (W3).
    await store.applyPushResult(
      { lastMutationId: 2, results: answer.results.map((result) => ({ ...result, status: 'skipped' as const })) },
      clientId,
    );
    expect(await db.conflicts.toArray()).toEqual([
      expect.objectContaining({
        entity: 'clients',
        record_id: client.id,
        field: 'goals',
        replaced: 'Run a marathon',
        written: 'Run 10 km',
        mutation_id: 1,
      }),
    ]);
  });

  it('come with their record and the records their values and title name, as the device has them', async () => {
    const anna = { id: uuidv7(), name: 'Anna Ozola', status: 'active', ...pulled };
    const fullBody = { id: uuidv7(), owner_id: null, name: 'Full body', description: null, blocks: [], ...pulled };
    const legs = { id: uuidv7(), owner_id: null, name: 'Legs', description: null, blocks: [], ...pulled };
    const entry = {
      id: uuidv7(),
      client_id: anna.id,
      workout_id: fullBody.id,
      date: '2026-12-14',
      time: null,
      status: 'planned',
      ...pulled,
    };
    await db.anyRecords('clients').put(anna);
    await db.anyRecords('workouts').bulkPut([fullBody, legs]);
    await db.anyRecords('calendar-entries').put(entry);
    const gone = uuidv7();
    await db.conflicts.bulkAdd([
      { entity: 'calendar-entries', record_id: entry.id, field: 'workout_id', replaced: legs.id, written: fullBody.id, mutation_id: 1, at },
      { entity: 'clients', record_id: gone, field: 'goals', replaced: 'x', written: 'y', mutation_id: 2, at },
    ]);
    const [moved, deleted] = await conflictViews(db, await db.conflicts.orderBy('seq').toArray());
    expect(moved?.record).toMatchObject({ id: entry.id });
    expect([...(moved?.named.keys() ?? [])].sort()).toEqual([anna.id, fullBody.id, legs.id].sort());
    expect(deleted?.record).toBeNull();
  });
});
