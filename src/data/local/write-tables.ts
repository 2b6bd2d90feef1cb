import type { EntityName } from '@core/records/index';
import { ENTITY_TABLES, type UserDatabase } from './database';

/**
 * The tables a local write of `entities` uses: a caller that writes more in the same transaction
 * (the player's state with a set log) opens these with its own, so the write never reaches a table
 * outside it.
 */
export function localWriteTables(db: UserDatabase, entities: readonly EntityName[]) {
  return [
    db.outbox,
    db.shadows,
    db.meta,
    ...[...new Set(entities.map((entity) => ENTITY_TABLES[entity].table))].map((table) => db.table(table)),
  ];
}
