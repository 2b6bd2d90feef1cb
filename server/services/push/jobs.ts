import { and, asc, eq, inArray, isNull, like, lte, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { PushPayload } from '@core/push';
import { pushJobs } from '../../db/schema/index';
import type { Db, Tx } from '../../db/types';

/*
 * Pushes to send, as rows (docs/decisions/0139-pushes-are-jobs-in-the-database.md): a server takes
 * due ones with FOR UPDATE SKIP LOCKED and marks them taken in the same transaction, so of two
 * servers on one database each job goes to one, and a restart finds every job not yet taken.
 */

export type PushKind = 'message' | 'rest' | 'reminder' | 'check-in' | 'client-activity';

export interface NewPush {
  userId: string;
  kind: PushKind;
  /** What it is about: one push per user and key, ever, so scheduling it twice sends it once. */
  key: string;
  payload: PushPayload;
  dueAt: Date;
  subscriptionId?: string;
  /** Attempts already made (a retry); 0 for a new push. */
  attempts?: number;
}

export type PushJob = typeof pushJobs.$inferSelect;

/**
 * Adds a push unless its key was pushed or scheduled before: then a waiting one takes the new
 * words and time, and one already taken stays sent. `replacing` names the waiting pushes this one
 * stands in for (the rest of a session, asked again with a new end), withdrawn first.
 */
export async function schedulePush(db: Db | Tx, push: NewPush, replacing?: string): Promise<void> {
  if (replacing !== undefined) await cancelPushes(db, push.userId, replacing);
  await db
    .insert(pushJobs)
    .values({
      id: uuidv7(),
      user_id: push.userId,
      kind: push.kind,
      key: push.key,
      payload: push.payload,
      due_at: push.dueAt,
      subscription_id: push.subscriptionId ?? null,
      attempts: push.attempts ?? 0,
    })
    .onConflictDoUpdate({
      target: [pushJobs.user_id, pushJobs.key],
      set: { payload: push.payload, due_at: push.dueAt },
      setWhere: isNull(pushJobs.taken_at),
    });
}

/** Withdraws the waiting pushes whose key starts with `prefix` (a rest ended early); none is fine. */
export async function cancelPushes(db: Db | Tx, userId: string, prefix: string): Promise<void> {
  await db
    .delete(pushJobs)
    .where(and(eq(pushJobs.user_id, userId), like(pushJobs.key, `${escapeLike(prefix)}%`), isNull(pushJobs.taken_at)));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Takes up to `limit` due pushes for this server: locked rows another server is taking are
 * skipped, and the ones taken are marked before the transaction ends, so nobody takes them again.
 * At most once: a server that stops between taking and sending loses those (a reminder missed
 * rather than a phone buzzing twice).
 */
export async function takeDuePushes(db: Db, now: Date, limit: number): Promise<PushJob[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: pushJobs.id })
      .from(pushJobs)
      .where(and(isNull(pushJobs.taken_at), lte(pushJobs.due_at, now)))
      .orderBy(asc(pushJobs.due_at))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(pushJobs)
      .set({ taken_at: now, attempts: sql`${pushJobs.attempts} + 1` })
      .where(
        inArray(
          pushJobs.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/** Taken jobs are kept a day, for an operator to see what went out, then removed. */
export async function pruneTakenPushes(db: Db): Promise<void> {
  await db.execute(sql`delete from push_jobs where taken_at < now() - interval '1 day'`);
}
