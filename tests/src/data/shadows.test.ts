import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PullResponse } from '@sync/protocol';
import { UserDatabase } from '@/data/local/database';
import { IndexedDbSyncStore } from '@/data/local/indexed-db-sync-store';
import { writeLocal } from '@/data/local/writes';

const at = '2026-11-23T10:00:00.000Z';
const anna = uuidv7();
const coach = uuidv7();
const serverAnna = (version: number, changes: Record<string, unknown> = {}) => ({
  id: anna,
  name: 'Anna',
  coach_id: coach,
  version,
  updated_at: at,
  ...changes,
});

/** A pull page bringing `records` (clients), acknowledging the device's mutations up to `lastMutationId`. */
function page(records: Record<string, unknown>[], lastMutationId: number, version: number): PullResponse {
  const changes = records.map((data) => ({ entity: 'clients', id: String(data.id), version: Number(data.version), deleted: false, data }));
  return { cursor: `c1.test.0.${String(version)}`, lastMutationId, changes, hasMore: false };
}

describe('the server copy of records with pending writes (shadows)', () => {
  let db: UserDatabase;
  let store: IndexedDbSyncStore;
  const shadowOf = async (id: string) => (await db.shadows.get(`clients:${id}`))?.data;

  beforeEach(async () => {
    db = new UserDatabase('shadows-test', { indexedDB: new IDBFactory(), IDBKeyRange });
    store = new IndexedDbSyncStore(db);
    await store.applyPullPage(page([serverAnna(1)], 0, 1), true, await store.clientId());
  });
  afterEach(() => db.close());

  it('[C2] a record with nothing pending has no shadow and shows exactly the server’s copy', async () => {
    expect(await db.shadows.count()).toBe(0);
    expect(await db.records('clients').get(anna)).toEqual(serverAnna(1));
  });

  it('[C2] the first pending write keeps the server’s copy; a later one does not replace it', async () => {
    await writeLocal(db, 'clients.patch', { id: anna, changes: { goals: 'Run 10 km' } });
    expect(await shadowOf(anna)).toEqual(serverAnna(1));
    expect(await db.records('clients').get(anna)).toMatchObject({ goals: 'Run 10 km' });

    await writeLocal(db, 'clients.patch', { id: anna, changes: { goals: 'Run 21 km' } });
    expect(await shadowOf(anna)).toEqual(serverAnna(1));
    expect(await db.records('clients').get(anna)).toMatchObject({ goals: 'Run 21 km' });
  });

  it('[C2] a record the server does not have yet is shadowed as none', async () => {
    const berta = uuidv7();
    await writeLocal(db, 'clients.put', { id: berta, name: 'Berta' });
    expect(await db.shadows.get(`clients:${berta}`)).toEqual({ key: `clients:${berta}`, data: null });
  });

  it('[C3] the last page of a pull drops what it acknowledges, with the shadows nothing is pending on; the rest stays', async () => {
    const berta = uuidv7();
    await writeLocal(db, 'clients.patch', { id: anna, changes: { goals: 'Run 10 km' } });
    await writeLocal(db, 'clients.put', { id: berta, name: 'Berta' });
    // The server applied the patch (mutation 1) but not yet the put: its copy has the new goals.
    await store.applyPullPage(page([serverAnna(2, { goals: 'Run 10 km' })], 1, 2), true, await store.clientId());
    expect((await db.outbox.toArray()).map((entry) => entry.name)).toEqual(['clients.put']);
    expect(await db.shadows.get(`clients:${anna}`)).toBeUndefined();
    expect(await db.records('clients').get(anna)).toEqual(serverAnna(2, { goals: 'Run 10 km' }));
    expect(await shadowOf(berta)).toBeNull();
    expect(await db.records('clients').get(berta)).toMatchObject({ name: 'Berta' });
  });

  it('[C3] a page that is not the last drops nothing, even when it acknowledges everything', async () => {
    await writeLocal(db, 'clients.patch', { id: anna, changes: { goals: 'Run 10 km' } });
    await store.applyPullPage({ ...page([serverAnna(2, { name: 'Anna K.' })], 1, 2), hasMore: true }, false, await store.clientId());
    expect(await db.outbox.count()).toBe(1);
    expect(await shadowOf(anna)).toEqual(serverAnna(2, { name: 'Anna K.' }));
    // What the device shows is the new server copy with the pending write on top (C4).
    expect(await db.records('clients').get(anna)).toMatchObject({ name: 'Anna K.', goals: 'Run 10 km' });
  });
});
