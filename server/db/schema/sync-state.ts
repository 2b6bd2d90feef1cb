import { bigint, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users';

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

/**
 * One row per device database (a client id): whose it is and the last mutation applied from it.
 * Updated in the same transaction as each mutation, which is what makes push exactly-once.
 */
export const syncClients = pgTable(
  'sync_clients',
  {
    client_id: uuid('client_id').primaryKey(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    last_mutation_id: bigint('last_mutation_id', { mode: 'number' }).notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_push_at: timestamp('last_push_at', { withTimezone: true }),
    last_pull_at: timestamp('last_pull_at', { withTimezone: true }),
    user_agent: text('user_agent'),
  },
  (t) => [index('sync_clients_user_idx').on(t.user_id)],
);

/** Why a mutation was rejected, so a client that lost the answer still learns it when it retries. */
export const syncRejections = pgTable(
  'sync_rejections',
  {
    client_id: uuid('client_id')
      .notNull()
      .references(() => syncClients.client_id, { onDelete: 'cascade' }),
    mutation_id: bigint('mutation_id', { mode: 'number' }).notNull(),
    code: text('code').notNull(),
    message: text('message').notNull(),
    fields: jsonb('fields').$type<Record<string, string>>(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.client_id, t.mutation_id] })],
);

/**
 * A user's visible scope generation. Bumped when what a user may see shrinks or moves in a way
 * version cursors cannot express (a role changed); a cursor of an older
 * generation makes the next pull a reset, which removes revoked records from the device.
 */
export const syncScopes = pgTable('sync_scopes', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  epoch: integer('epoch').notNull().default(0),
});

/**
 * A record that left one user's sight without being deleted (a calendar entry moved to another
 * client, a client record unlinked or deleted): that user's next incremental pull gets a tombstone
 * for it at `version`, so their devices drop it without a full reset (sync/SPEC.md P6).
 */
export const syncRevocations = pgTable(
  'sync_revocations',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entity: text('entity').notNull(),
    record_id: uuid('record_id').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.version, t.entity, t.record_id] })],
);

/**
 * Every write of a synced record, field by field, with the values it replaced: the record's
 * history, and how a patch learns that it overwrote a newer change from another device
 * (sync/SPEC.md R9). `client_id` and `mutation_id` name the device's mutation that wrote it (null
 * for the server's own writes and the admin API).
 */
export const syncHistory = pgTable(
  'sync_history',
  {
    entity: text('entity').notNull(),
    record_id: uuid('record_id').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    user_id: uuid('user_id'),
    client_id: uuid('client_id'),
    mutation_id: bigint('mutation_id', { mode: 'number' }),
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull(),
    replaced: jsonb('replaced').$type<Record<string, unknown>>().notNull(),
    /** The newer values from other devices this write replaced, repeated if its answer was lost. */
    conflicts: jsonb('conflicts').$type<{ field: string; replaced: unknown }[]>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.entity, t.record_id, t.version] }), index('sync_history_mutation_idx').on(t.client_id, t.mutation_id)],
);
