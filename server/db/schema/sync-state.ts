import { bigint, check, pgTable, smallint } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * One row holding the last assigned sync version. Writers take the next version with an UPDATE
 * that locks this row until they commit, so versions become visible in the order they were
 * assigned: a pull can never see version N+1 committed while N is still in flight.
 */
export const syncState = pgTable(
  'sync_state',
  {
    id: smallint('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [check('sync_state_single_row', sql`${t.id} = 1`)],
);
