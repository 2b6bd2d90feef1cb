import { eq } from 'drizzle-orm';
import { appMeta } from '../db/schema/index';
import type { Db } from '../db/types';
import { randomToken } from '../lib/crypto';

const JWT_SECRET_KEY = 'jwt_secret';

/**
 * The access-token signing key: JWT_SECRET when given, else one generated on first start and
 * stored in the database, so restarts keep sessions and every process on the database agrees.
 */
export async function loadJwtSecret(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(appMeta)
    .values({ key: JWT_SECRET_KEY, value: randomToken(48) })
    .onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, JWT_SECRET_KEY));
  if (typeof row?.value !== 'string') throw new Error('app_meta.jwt_secret is missing after inserting it');
  return new TextEncoder().encode(row.value);
}
