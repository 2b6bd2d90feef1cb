import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxEntry } from '@sync/engine/sync-store';
import { UserDatabase } from '@/data/local/database';
import { watchOutboxWrites } from '@/data/outbox-watch';

const entry = (id: number): OutboxEntry => ({
  id,
  name: 'clients.put',
  args: { id: `c${id}` },
  keys: [`clients:c${id}`],
  created_at: '2026-12-03T10:00:00.000Z',
});
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

/** sync/SPEC.md E1: a local write is a trigger, however the outbox changes around it. */
describe('the sync’s watch on the outbox', () => {
  let db: UserDatabase;
  let writes: number;
  let stop: () => void;

  beforeEach(async () => {
    db = new UserDatabase('0190a1b2-0000-7000-8000-0000000000c0', { indexedDB: new IDBFactory(), IDBKeyRange });
    await db.outbox.add(entry(1));
    writes = 0;
    stop = watchOutboxWrites(db, () => (writes += 1));
    await settled();
  });
  afterEach(() => {
    stop();
    db.close();
  });

  it('what was waiting at start is no write; each new entry is one; a push taking entries away is none', async () => {
    expect(writes).toBe(0);
    await db.outbox.add(entry(2));
    await settled();
    expect(writes).toBe(1);
    await db.outbox.bulkDelete([1, 2]);
    await settled();
    expect(writes).toBe(1);
  });

  it('a write that lands as a push takes an older entry away, leaving as many, still counts', async () => {
    await db.transaction('rw', db.outbox, async () => {
      await db.outbox.delete(1);
      await db.outbox.add(entry(2));
    });
    await settled();
    expect(writes).toBe(1);
  });
});
