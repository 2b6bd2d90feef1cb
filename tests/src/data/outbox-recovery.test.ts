import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UserDatabase } from '@/data/local/database';
import { META } from '@/data/local/meta';
import { IndexedDbSyncStore } from '@/data/local/indexed-db-sync-store';
import { writeLocal } from '@/data/local/writes';

const COACH = uuidv7();
const SERVER_TIME = '2026-11-24T09:00:00.000Z';

describe('[C7] a restored server behind the outbox: what it applied leaves, what is pending moves on', () => {
  let db: UserDatabase;
  let store: IndexedDbSyncStore;
  const anna = uuidv7();
  const berta = uuidv7();
  const carla = uuidv7();

  beforeEach(async () => {
    db = new UserDatabase('outbox-recovery-test', { indexedDB: new IDBFactory(), IDBKeyRange });
    store = new IndexedDbSyncStore(db);
    // Anna's record is applied and acknowledged, but its pull failed: it stays in the outbox.
    await writeLocal(db, 'clients.put', { id: anna, name: 'Anna', email: 'anna@test.lv' });
    await store.applyPushResult({ lastMutationId: 1, results: [{ id: 1, status: 'applied' }] }, await store.clientId());
    // The next push: Berta's write is rejected, Carla's applied; the pull after it fails too.
    await writeLocal(db, 'clients.put', { id: berta, name: 'Berta', email: 'berta@test.lv' });
    await writeLocal(db, 'clients.put', { id: carla, name: 'Carla', email: 'carla@test.lv' });
    await store.applyPushResult(
      {
        lastMutationId: 3,
        results: [
          { id: 2, status: 'rejected', error: { code: 'invalid_value', message: 'Refused' } },
          { id: 3, status: 'applied' },
        ],
      },
      await store.clientId(),
    );
  });
  afterEach(() => db.close());

  const annaOnServer = { id: anna, name: 'Anna', email: 'anna@test.lv', coach_id: COACH, version: 6, updated_at: SERVER_TIME };

  it('a pull from a server restored after the first push shows the server copy of what it applied, not the device copy', async () => {
    const clientId = await store.clientId();
    // The server went back to a backup taken after Anna's write: it knows mutation 1, not 3.
    await store.applyPullPage(
      {
        cursor: 'c1.restored.0.6',
        lastMutationId: 1,
        changes: [{ entity: 'clients', id: anna, version: 6, deleted: false, data: annaOnServer }],
        hasMore: false,
      },
      true,
      clientId,
    );

    // Server-decided fields stay as the server set them, and nothing is left pending for Anna.
    expect(await db.records('clients').get(anna)).toEqual(annaOnServer);
    expect(await db.shadows.get(`clients:${anna}`)).toBeUndefined();
    // Carla's write, which the server lost, goes again under a new client id after the hole.
    expect(await store.clientId()).not.toBe(clientId);
    expect((await db.outbox.toArray()).map((entry) => [entry.id, entry.args.id])).toEqual([[1, carla]]);
    expect((await db.meta.get(META.acked))?.value).toBe(0);
    expect(await db.records('clients').get(carla)).toMatchObject({ name: 'Carla', version: 0 });
  });

  it("a push's gap answer keeps what the server applied in the server copy until the pull brings it", async () => {
    await store.recoverFromGap(1, await store.clientId());
    expect((await db.outbox.toArray()).map((entry) => entry.args.id)).toEqual([carla]);
    expect(await db.records('clients').get(anna)).toMatchObject({ name: 'Anna' });
    expect(await db.shadows.get(`clients:${anna}`)).toBeUndefined();
  });
  it('an answer to a request sent under the client id another tab has since left acts on no outbox entry', async () => {
    const old = await store.clientId();
    // This tab's push met the restored server's gap and moved Carla's write to mutation 1 of a new id.
    await store.recoverFromGap(1, old);
    const renumbered = await store.clientId();
    const outbox = async () => (await db.outbox.toArray()).map((entry) => [entry.id, entry.args.id]);
    expect(await outbox()).toEqual([[1, carla]]);
    const rejectionsBefore = await db.rejections.count();

    // Meanwhile the other tab's requests, sent under the old id, come back: the pull's position
    // counts the old numbering, the push's rejection names the old mutation 1, the gap is old news.
    await store.applyPullPage(
      {
        cursor: 'c1.restored.0.6',
        lastMutationId: 3,
        changes: [{ entity: 'clients', id: anna, version: 6, deleted: false, data: annaOnServer }],
        hasMore: false,
      },
      true,
      old,
    );
    await store.applyPushResult(
      { lastMutationId: 1, results: [{ id: 1, status: 'rejected', error: { code: 'invalid_value', message: 'Refused' } }] },
      old,
    );
    await store.recoverFromGap(4, old);

    expect(await outbox()).toEqual([[1, carla]]);
    expect(await store.clientId()).toBe(renumbered);
    expect(await db.rejections.count()).toBe(rejectionsBefore);
    expect((await db.meta.get(META.acked))?.value).toBe(0);
    // What the pull brought still counts: records are versioned, not numbered.
    expect(await db.records('clients').get(anna)).toEqual(annaOnServer);
  });
});
