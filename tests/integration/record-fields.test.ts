import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITY_FIELDS, ENTITY_NAMES, SERVER_OWNED_FIELDS, SYNC_META_FIELDS, type EntityName } from '@core/records/index';
import { ENTITY_TABLES, INDEXES_ADDED_IN_V10, INDEXES_ADDED_IN_V2, UserDatabase } from '../../src/data/local/database';
import { writeLocal } from '../../src/data/local/writes';
import { ENTITIES } from '../../server/sync/entities/index';
import { fieldNames } from '../../server/sync/rows';
import { sampleRecord } from '../helpers/sample-records';

/** Columns the server keeps to itself (never synced): what `rowToRecord` leaves out. */
const SERVER_ONLY_COLUMNS = ['deleted', 'search', 'created_at', 'person_id'];

const sorted = (names: Iterable<string>) => [...new Set(names)].sort();
const wireFields = (entity: EntityName) => sorted(Object.keys(ENTITY_FIELDS[entity].shape));
/** A Dexie index spec ('client_id, [client_id+date], *muscle_ids') as the fields it reads. */
const indexedFields = (spec: string) =>
  spec
    .split(',')
    .map((part) => part.trim().replace(/^[*&]/, ''))
    .filter(Boolean)
    .flatMap((part) => part.replace(/^\[|\]$/g, '').split('+'));

describe('[R1] the wire schema, the server table and the device name the same fields', () => {
  let db: UserDatabase;
  beforeAll(() => {
    db = new UserDatabase('record-fields-test', { indexedDB: new IDBFactory(), IDBKeyRange });
  });
  afterAll(() => db.close());

  describe.each(ENTITY_NAMES)('%s', (entity) => {
    it('the server table has a column for every wire field, and no synced column the wire lacks', () => {
      const columns = fieldNames(ENTITIES[entity].table).filter((column) => !(SYNC_META_FIELDS as readonly string[]).includes(column));
      expect(sorted(columns)).toEqual(wireFields(entity));
    });

    it('the server keeps nothing of its own but the tombstone, search text, creation time and whose training a record is', () => {
      const all = Object.keys(getTableColumns(ENTITIES[entity].table));
      const own = all.filter((column) => !wireFields(entity).includes(column) && !(SYNC_META_FIELDS as readonly string[]).includes(column));
      expect(own.every((column) => SERVER_ONLY_COLUMNS.includes(column))).toBe(true);
    });

    it('server-owned fields are wire fields', () => {
      for (const field of SERVER_OWNED_FIELDS[entity] ?? []) expect(wireFields(entity)).toContain(field);
    });

    it('the device indexes only fields the record has', () => {
      const added = [INDEXES_ADDED_IN_V2[entity], INDEXES_ADDED_IN_V10[entity]].filter(Boolean).join(', ');
      for (const field of indexedFields([ENTITY_TABLES[entity].indexes, added].filter(Boolean).join(', ')))
        expect([...wireFields(entity), ...SYNC_META_FIELDS]).toContain(field);
    });

    it('a record written on the device is stored with exactly the wire fields and the sync metadata', async () => {
      const record = sampleRecord(entity);
      await writeLocal(db, `${entity}.put`, record);
      const stored = await db.records(entity).get(record.id);
      expect(sorted(Object.keys(stored ?? {}))).toEqual(sorted([...wireFields(entity), ...SYNC_META_FIELDS]));
    });
  });
});
