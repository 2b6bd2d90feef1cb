import { Dexie } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxEntry } from '@sync/engine/sync-store';
import { InvalidMutation } from '@sync/mutations';
import type { EntityName } from '@core/records/index';
import { saveGymProfile, type GymProfileValues } from '@/data/gym-profile';
import { databaseName, ENTITIES_ADDED_IN, ENTITY_TABLES, UserDatabase } from '@/data/local/database';
import { recordWrites } from '@/data/record-writes';

const values: GymProfileValues = { bar_kg: 15, plates: [{ kg: 10, pairs: 2 }], dumbbells_kg: [], dumbbell_step_kg: 2, dumbbell_max_kg: 30 };
const outboxOf = async (db: UserDatabase) =>
  (await db.outbox.orderBy('id').toArray()).map(({ name, args }: OutboxEntry) => ({ name, args }));

describe('[A13][C1] a gym profile written on the device', () => {
  let db: UserDatabase;
  const clientId = uuidv7();

  beforeEach(() => {
    db = new UserDatabase('gym-profile-test', { indexedDB: new IDBFactory(), IDBKeyRange });
  });
  afterEach(() => db.close());

  it('the first save is a put under the client’s id; later ones patch only what changed; no change writes nothing', async () => {
    const writes = recordWrites(db);
    await saveGymProfile(writes, clientId, null, values);
    const saved = (await db.records('gym-profiles').get(clientId))!;
    expect(saved).toMatchObject({ id: clientId, ...values, version: 0 });
    await saveGymProfile(writes, clientId, saved, { ...values, bar_kg: 20 });
    await saveGymProfile(writes, clientId, { ...saved, bar_kg: 20 }, { ...values, bar_kg: 20 });
    expect(await outboxOf(db)).toEqual([
      { name: 'gym-profiles.put', args: { id: clientId, ...values } },
      { name: 'gym-profiles.patch', args: { id: clientId, changes: { bar_kg: 20 } } },
    ]);
  });

  it('a profile the shared schema refuses is not saved', async () => {
    await expect(saveGymProfile(recordWrites(db), clientId, null, { ...values, bar_kg: 20.1 })).rejects.toBeInstanceOf(InvalidMutation);
    expect(await db.records('gym-profiles').count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('[C9] the device database of an earlier app', () => {
  it('gains the gym profiles’ table in version 4 and keeps what it held', async () => {
    const indexedDB = new IDBFactory();
    // Version 3 as the app before gym profiles declared it.
    const earlier = new Dexie(databaseName('upgrade-user'), { indexedDB, IDBKeyRange });
    const v1: Record<string, string> = { outbox: 'id, *keys', shadows: 'key', rejections: '++seq, mutation_id', meta: 'key' };
    for (const entity of Object.keys(ENTITY_TABLES) as EntityName[]) {
      const { table, indexes } = ENTITY_TABLES[entity];
      if (ENTITIES_ADDED_IN[entity] === undefined) v1[table] = indexes ? `id, ${indexes}` : 'id';
    }
    earlier.version(1).stores(v1);
    earlier.version(2).stores({ conflicts: '++seq, [entity+record_id]' });
    earlier.version(3).stores({ player: 'session_id' });
    await earlier.open();
    await earlier.table('meta').put({ key: 'probe', value: 1 });
    earlier.close();

    const db = new UserDatabase('upgrade-user', { indexedDB, IDBKeyRange });
    await db.open();
    expect(db.verno).toBeGreaterThanOrEqual(4);
    expect(await db.meta.get('probe')).toEqual({ key: 'probe', value: 1 });
    const id = uuidv7();
    await recordWrites(db).put('gym-profiles', { id });
    expect(await db.records('gym-profiles').get(id)).toMatchObject({ id, bar_kg: 20 });
    db.close();
  });
});
