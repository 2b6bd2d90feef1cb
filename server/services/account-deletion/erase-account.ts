import { and, eq, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  clientInvitations,
  erasedSignIns,
  clients,
  historyImports,
  photoFiles,
  pushJobs,
  rateLimits,
  refreshTokens,
  sessionFamilies,
  syncClients,
  syncHistory,
  syncRevocations,
  setLogs,
  users,
  workoutSessions,
} from '../../db/schema/index';
import type { Db, Tx } from '../../db/types';
import type { Locale } from '@core/records/common';
import { applyPrimitive } from '../../sync/apply';
import { ENTITIES } from '../../sync/entities/index';
import { noticeRecord } from '../../sync/entities/notices';
import type { SyncTable } from '../../sync/rows';
import { nextVersions } from '../../sync/versions';
import { ERASURE_ORDER, ERASURE_SCOPES, type Erased } from './erasure-scope';

/**
 * Erases account `userId` and everything that is only the person's (docs/account-deletion.md), in
 * one transaction: their training and what they wrote are deleted outright (not tombstoned, so no
 * row keeps their values), with the history of every write of those records; the coaches who
 * held them get revocations, so the next sync removes them from their devices; the coach's client
 * record stays, unlinked, as the coach's own notes. Answers false when there was no such account.
 */
export async function eraseAccount(db: Db, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [person] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId)).for('update');
    if (!person) return false;
    // Every write of the person's waits for this, or this for it: a device's push holds its
    // sync_clients row, an import its client row. A write that started first is committed before
    // the rows below are read, so it is erased too; one that waits finds the account gone.
    await tx.select({ id: syncClients.client_id }).from(syncClients).where(eq(syncClients.user_id, userId)).for('update');
    await tx.select({ id: clients.id }).from(clients).where(eq(clients.user_id, userId)).for('update');
    const erased: Erased = {
      userId,
      ownClients: sql`(select ${clients.id} from ${clients} where ${clients.user_id} = ${userId})`,
    };
    // The one other reader of a client's records is the client's coach: their devices are told.
    const records = await tx
      .select({ id: clients.id, name: clients.name, coach: clients.coach_id })
      .from(clients)
      .where(and(eq(clients.user_id, userId), eq(clients.deleted, false)));
    const coaches = [...new Set(records.map((row) => row.coach))];

    for (const entity of ERASURE_ORDER) {
      const where = ERASURE_SCOPES[entity](erased);
      if (!where) continue;
      const { table } = ENTITIES[entity];
      const ids = sql`(select ${table.id} from ${table} where ${where})`;
      await tellCoaches(tx, coaches, entity, table, where);
      await tx.delete(syncHistory).where(and(eq(syncHistory.entity, entity), sql`${syncHistory.record_id} in ${ids}`));
      if (entity === 'progress-photos') await tx.delete(photoFiles).where(sql`${photoFiles.photo_id} in ${ids}`);
      // Message pictures go with their messages (ON DELETE CASCADE).
      await tx.delete(table).where(where);
    }
    // What the person wrote into records that stay (a calendar entry they completed): its history.
    await tx.delete(syncHistory).where(eq(syncHistory.user_id, userId));
    // The files of imports into their records, whoever uploaded them, and the invitations sent to them.
    await tx.delete(historyImports).where(sql`${historyImports.client_id} in ${erased.ownClients}`);
    await tx
      .delete(clientInvitations)
      .where(sql`${clientInvitations.client_id} in ${erased.ownClients} or ${clientInvitations.accepted_by} = ${userId}`);
    // Pushes still to go out to their coaches about them (a push's address leads to the client record).
    await tx
      .delete(pushJobs)
      .where(sql`exists (select 1 from ${erased.ownClients} as own(id) where position(own.id::text in ${pushJobs.payload}::text) > 0)`);
    await tx
      .delete(rateLimits)
      .where(sql`position(${person.email.toLowerCase()} in lower(${rateLimits.key})) > 0 or position(${userId} in ${rateLimits.key}) > 0`);
    // What they ran or logged on a client record no longer theirs stays the coach's notes, without them.
    await tx.update(workoutSessions).set({ run_by: null, run_by_name: null }).where(eq(workoutSessions.run_by, userId));
    await tx.update(setLogs).set({ logged_by: null }).where(eq(setLogs.logged_by, userId));
    // The client records stay with their coaches, unlinked; everything else of the account goes with
    // its row (ON DELETE CASCADE: sign-ins, identities, devices, push subscriptions, imports).
    await tx.update(clients).set({ user_id: null }).where(eq(clients.user_id, userId));
    await tx
      .insert(erasedSignIns)
      .select(
        tx
          .select({ tokenHash: refreshTokens.tokenHash, expiresAt: sessionFamilies.expiresAt })
          .from(refreshTokens)
          .innerJoin(sessionFamilies, eq(sessionFamilies.id, refreshTokens.familyId))
          .where(eq(sessionFamilies.userId, userId)),
      )
      .onConflictDoNothing();
    for (const record of records) await tellCoach(tx, record);
    await tx.delete(users).where(eq(users.id, userId));
    return true;
  });
}

const WORDS: Record<Locale, (name: string) => { subject: string; body: string }> = {
  'en-US': (name) => ({
    subject: `${name} deleted their account`,
    body: `${name}'s workouts, measurements, photos, check-ins and messages are erased. Your record of them stays, as your own notes.`,
  }),
  'lv-LV': (name) => ({
    subject: `Klienta ${name} konts ir dzēsts`,
    body: `Pēc klienta pieprasījuma ir dzēsti viņa treniņi, mērījumi, foto, atskaites un ziņas. Jūsu ieraksts par klientu paliek kā jūsu piezīmes.`,
  }),
};

/** The coach learns that their client's account is gone, and why the history emptied; the notice opens the record that stays. */
async function tellCoach(tx: Tx, record: { id: string; name: string; coach: string }): Promise<void> {
  const notice = await noticeRecord(tx, {
    recipientId: record.coach,
    words: (language) => WORDS[language](record.name),
    path: `/client/${record.id}`,
    sentAt: new Date().toISOString(),
  });
  if (notice) await applyPrimitive(tx, { system: true }, { entity: 'notifications', kind: 'put', id: String(notice.id), record: notice });
}

/** Revocations of the records `where` admits for each coach, one version each, so their devices drop them. */
async function tellCoaches(tx: Tx, coaches: readonly string[], entity: string, table: SyncTable, where: SQL): Promise<void> {
  if (coaches.length === 0) return;
  const [counted] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(table)
    .where(and(where, eq(table.deleted, false)));
  const count = counted?.count ?? 0;
  if (count === 0) return;
  for (const coach of coaches) {
    const first = await nextVersions(tx, count);
    await tx.insert(syncRevocations).select(
      tx
        .select({
          user_id: sql<string>`${coach}::uuid`.as('user_id'),
          entity: sql<string>`${entity}`.as('entity'),
          record_id: table.id,
          version: sql<number>`${first} + row_number() over (order by ${table.id}) - 1`.as('version'),
        })
        .from(table)
        .where(and(where, eq(table.deleted, false))),
    );
  }
}

/** Erases every account whose grace period has ended; answers how many. */
export async function eraseDueAccounts(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isNotNull(users.deletionDueAt), lte(users.deletionDueAt, now)));
  let erased = 0;
  for (const { id } of due) if (await eraseAccount(db, id)) erased += 1;
  await db.delete(erasedSignIns).where(lte(erasedSignIns.expiresAt, now));
  return erased;
}
