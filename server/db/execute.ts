import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './types';

/**
 * Runs raw SQL and returns its rows. Both drivers answer `{ rows }`, but the shared PgDatabase
 * type cannot say so, hence this one checked cast.
 */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  const rows = (result as { rows?: unknown }).rows;
  if (!Array.isArray(rows)) throw new Error('the database driver returned no rows array');
  return rows as T[];
}
