import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InvalidMutation } from '@sync/mutations';
import { UserDatabase } from '@/data/local/database';
import { isQuotaError } from '@/data/local/quota';
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
    const refused = await writeLocal(db, 'clients.patch', { id, changes: { name: '   ', sessions_per_week: 40 } }).catch(
      (error: unknown) => error,
    );
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

describe('[C1][C10] the record and its outbox entry are written in one transaction', () => {
  let db: UserDatabase;
  const id = uuidv7();

  beforeEach(async () => {
    db = new UserDatabase('local-writes-atomic-test', { indexedDB: new IDBFactory(), IDBKeyRange });
    await writeLocal(db, 'clients.put', { id, name: 'Anna' });
  });
  afterEach(() => db.close());

  /** Makes the outbox refuse its next entry, as a full disk would, after the record was already written. */
  function failOutboxOnce(error: Error) {
    const creating = () => {
      db.outbox.hook('creating').unsubscribe(creating);
      throw error;
    };
    db.outbox.hook('creating').subscribe(creating);
  }

  it('a failure after the record changed leaves nothing half-written: no record, no shadow, no outbox entry, no id used', async () => {
    const before = {
      records: await db.records('clients').toArray(),
      shadows: await db.shadows.toArray(),
      meta: await db.meta.toArray(),
      outbox: await db.outbox.toArray(),
    };
    failOutboxOnce(new DOMException('The disk is full', 'QuotaExceededError'));
    const other = uuidv7();
    const refused = await writeLocal(db, 'clients.put', { id: other, name: 'Berta' }).catch((error: unknown) => error);
    expect(isQuotaError(refused)).toBe(true);
    failOutboxOnce(new Error('crash between the two writes'));
    await expect(writeLocal(db, 'clients.patch', { id, changes: { name: 'Anna Ozola' } })).rejects.toThrow('crash between the two writes');
    expect({
      records: await db.records('clients').toArray(),
      shadows: await db.shadows.toArray(),
      meta: await db.meta.toArray(),
      outbox: await db.outbox.toArray(),
    }).toEqual(before);
    // The next write takes the next id, with no gap left by the failed ones.
    expect(await writeLocal(db, 'clients.put', { id: other, name: 'Berta' })).toBe(2);
  });
});
