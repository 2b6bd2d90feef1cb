import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { appMeta } from '../db/schema/index';
import type { DbOrTx } from '../db/types';

const INSTANCE_KEY = 'instance';

export interface InstanceInfo {
  id: string;
  createdAt: string;
}

/**
 * Every installation gets an id on its first start. Sync cursors carry it, so a client whose
 * cursor came from another database (a restore, a rebuilt server) notices and starts over.
 */
export async function ensureInstance(db: DbOrTx): Promise<InstanceInfo> {
  const candidate: InstanceInfo = { id: uuidv7(), createdAt: new Date().toISOString() };
  await db.insert(appMeta).values({ key: INSTANCE_KEY, value: candidate }).onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, INSTANCE_KEY));
  if (!row) throw new Error('app_meta has no instance row after inserting one');
  return row.value as InstanceInfo;
}
