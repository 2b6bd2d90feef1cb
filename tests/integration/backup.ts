import { eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';
import {
  appMeta,
  calendarEntries,
  clients,
  exercises,
  planAssignments,
  setLogs,
  syncClients,
  syncHistory,
  syncRejections,
  syncRevocations,
  syncState,
  workoutPlans,
  workouts,
  workoutSessions,
} from '../../server/db/schema/index';
import type { Database } from '../../server/db/types';

/**
 * A backup of what some users' devices wrote, and restoring it as an operator would: the database
 * goes back to the moment of the backup, then `npm run sync:reset-devices` gives the installation
 * a new id (docs/operations.md). Only rows written since `since` (a sync version) and the users'
 * device positions are kept: the simulation's users touch nothing older, so the rest of the
 * database is the same before and after.
 */

/** Versioned tables, parents before children: restored in this order, emptied in the reverse. */
const VERSIONED: readonly PgTable[] = [
  clients,
  exercises,
  workouts,
  workoutPlans,
  planAssignments,
  calendarEntries,
  workoutSessions,
  setLogs,
  syncRevocations,
  syncHistory,
];

const copyOf = (table: PgTable) => `treneris_fuzz_backup_${getTableName(table)}`;
const named = (table: PgTable) => sql.raw(`"${getTableName(table)}"`);
const copy = (table: PgTable) => sql.raw(`"${copyOf(table)}"`);

export interface Backup {
  since: number;
  /** The highest version when the backup was taken. */
  version: number;
}

export async function currentVersion(database: Database): Promise<number> {
  const [row] = await database.db.select({ version: syncState.version }).from(syncState);
  return row?.version ?? 0;
}

export async function takeBackup(database: Database, since: number, userIds: readonly string[]): Promise<Backup> {
  const users = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return database.db.transaction(async (tx) => {
    const backedUp = (table: PgTable, rows: SQL) => [sql`drop table if exists ${copy(table)}`, sql`create table ${copy(table)} as ${rows}`];
    const statements = [
      ...VERSIONED.flatMap((table) => backedUp(table, sql`select * from ${named(table)} where version > ${since}`)),
      ...backedUp(syncClients, sql`select * from ${named(syncClients)} where user_id in (${users})`),
      ...backedUp(
        syncRejections,
        sql`select * from ${named(syncRejections)} where client_id in (select client_id from ${named(syncClients)} where user_id in (${users}))`,
      ),
    ];
    for (const statement of statements) await tx.execute(statement);
    const [row] = await tx.select({ version: syncState.version }).from(syncState);
    return { since, version: row?.version ?? 0 };
  });
}

/** Puts the backup back; returns the installation's new id, which the restarted server would read. */
export async function restoreBackup(database: Database, backup: Backup, userIds: readonly string[]): Promise<string> {
  const users = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const instance = { id: uuidv7(), createdAt: new Date().toISOString() };
  await database.db.transaction(async (tx) => {
    for (const table of [...VERSIONED].reverse()) await tx.execute(sql`delete from ${named(table)} where version > ${backup.since}`);
    // The device positions (W2) go back too; their rejections with them (cascade).
    await tx.execute(sql`delete from ${named(syncClients)} where user_id in (${users})`);
    for (const table of [...VERSIONED, syncClients, syncRejections])
      await tx.execute(sql`insert into ${named(table)} select * from ${copy(table)}`);
    await tx.update(syncState).set({ version: backup.version });
    await tx.update(appMeta).set({ value: instance, updatedAt: new Date() }).where(eq(appMeta.key, 'instance'));
  });
  return instance.id;
}
