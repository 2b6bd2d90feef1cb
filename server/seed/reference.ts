import { inArray } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import { ENTITY_FIELDS, type ReferenceEntity } from '@core/records/index';
import type { Db } from '../db/types';
import { applyPrimitive } from '../sync/apply';
import { ENTITIES } from '../sync/entities/index';
import { readSeedJson } from './files';

/** Each reference file, the entity it fills, and the field that finds a record again. */
const SOURCES: { entity: ReferenceEntity; file: string; identity: 'key' | 'code' }[] = [
  { entity: 'age-groups', file: 'age-groups.json', identity: 'key' },
  { entity: 'country-codes', file: 'countries.json', identity: 'code' },
  { entity: 'exercise-types', file: 'exercise-types.json', identity: 'key' },
  { entity: 'inventory', file: 'inventory.json', identity: 'key' },
  { entity: 'joints', file: 'joints.json', identity: 'key' },
  { entity: 'muscles', file: 'muscles.json', identity: 'key' },
  { entity: 'positions', file: 'positions.json', identity: 'key' },
];

/**
 * Seeds the reference data on start-up. Idempotent: a record whose key (or country code) exists,
 * even deleted by an admin, is left alone, so restarts never duplicate or resurrect anything.
 * Returns how many records were created per entity.
 */
export async function seedReferenceData(db: Db): Promise<Partial<Record<ReferenceEntity, number>>> {
  const created: Partial<Record<ReferenceEntity, number>> = {};
  await db.transaction(async (tx) => {
    for (const { entity, file, identity } of SOURCES) {
      const records = z.array(z.record(z.string(), z.unknown())).parse(readSeedJson(file));
      const table = ENTITIES[entity].table;
      const column = (table as unknown as Record<string, typeof table.id>)[identity];
      if (!column) throw new Error(`${entity} has no ${identity} column`);
      const identities = records.map((record) => String(record[identity]));
      const present = new Set(
        (await tx.select({ value: column }).from(table).where(inArray(column, identities))).map((row) => String(row.value)),
      );
      let count = 0;
      for (const [index, record] of records.entries()) {
        if (present.has(String(record[identity]))) continue;
        // The file's order is the display order where the entity has one (age groups).
        const order = 'sort_order' in ENTITY_FIELDS[entity].shape ? { sort_order: index } : {};
        const fields = ENTITY_FIELDS[entity].parse({ ...order, ...record, id: uuidv7() }) as Record<string, unknown> & { id: string };
        await applyPrimitive(tx, { system: true }, { entity, kind: 'put', id: fields.id, record: fields });
        count++;
      }
      if (count > 0) created[entity] = count;
    }
  });
  return created;
}
