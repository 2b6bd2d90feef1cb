import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InvalidMutation } from '@sync/mutations';
import { UserDatabase } from '@/data/local/database';
import { writeLocal } from '@/data/local/writes';

describe('[C1] a local write validates the mutation before anything changes', () => {
  let db: UserDatabase;
  const id = uuidv7();

  beforeEach(async () => {
    db = new UserDatabase('local-writes-test', { indexedDB: new IDBFactory(), IDBKeyRange });
    await writeLocal(db, 'clients.put', { id, name: 'Anna', email: 'anna@test.lv' });
  });
  afterEach(() => db.close());

  it('refuses a patch that would break a rule of the record: nothing changes, nothing is queued', async () => {
    const refused = await writeLocal(db, 'clients.patch', { id, changes: { name: '   ', sessions_per_week: 40 } }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(InvalidMutation);
    expect(Object.keys((refused as InvalidMutation).fields ?? {}).sort()).toEqual(['name', 'sessions_per_week']);
    expect(await db.records('clients').get(id)).toMatchObject({ name: 'Anna' });
    expect(await db.outbox.count()).toBe(1);
  });

  it('stores a patch as the server will: text trimmed, an empty note as none', async () => {
    await writeLocal(db, 'clients.patch', { id, changes: { name: '  Anna Ozola ', goals: '   ' } });
    expect(await db.records('clients').get(id)).toMatchObject({ name: 'Anna Ozola', goals: null, email: 'anna@test.lv' });
    expect(await db.outbox.count()).toBe(2);
  });
});
