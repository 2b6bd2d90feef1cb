import { eq } from 'drizzle-orm';
import { v5 as uuidv5 } from 'uuid';
import { notifications, users } from '../../db/schema/index';
import type { Db } from '../../db/types';
import { applyPrimitive } from '../../sync/apply';
import { noticeRecord, type Notice } from '../../sync/entities/notices';

const SCHEDULED_NOTICE_NAMESPACE = '0d8e6b3f-47a2-4c19-9b5e-e1a7c4f28d60';

/**
 * Puts what a scheduled push tells (a workout's reminder) in the person's notifications too (A10),
 * once per `key`: its id is the key's, so two servers or two runs write one, and one the person
 * dismissed is not brought back.
 */
export async function noticeOnce(db: Db, key: string, notice: Omit<Notice, 'id'>): Promise<void> {
  const id = uuidv5(key, SCHEDULED_NOTICE_NAMESPACE);
  await db.transaction(async (tx) => {
    // One server at a time per person: of two looking at once, the second finds the first's.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, notice.recipientId)).for('no key update');
    const [known] = await tx.select({ id: notifications.id }).from(notifications).where(eq(notifications.id, id));
    if (known) return;
    const record = await noticeRecord(tx, { ...notice, id });
    if (record) await applyPrimitive(tx, { system: true }, { entity: 'notifications', kind: 'put', id, record });
  });
}
