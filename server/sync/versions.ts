import { sql } from 'drizzle-orm';
import { queryRows } from '../db/execute';
import type { Tx } from '../db/types';

/**
 * The next sync version. Must run inside the transaction that writes the versioned rows: the
 * UPDATE holds sync_state's row lock until commit, so versions commit in the order they were
 * taken and a pull cursor can never skip a row committed late (docs/architecture.md §7).
 */
export async function nextVersion(tx: Tx): Promise<number> {
  const [row] = await queryRows<{ version: string | number }>(
    tx,
    sql`
    insert into sync_state (id, version) values (1, 1)
    on conflict (id) do update set version = sync_state.version + 1
    returning version`,
  );
  const version = Number(row?.version);
  if (!Number.isSafeInteger(version)) throw new Error('sync_state returned no version');
  return version;
}

/** `count` consecutive versions at once, in the same way as nextVersion; the first of them is returned. */
export async function nextVersions(tx: Tx, count: number): Promise<number> {
  if (count < 1) throw new Error('nextVersions needs a positive count');
  const [row] = await queryRows<{ version: string | number }>(
    tx,
    sql`
    insert into sync_state (id, version) values (1, ${count})
    on conflict (id) do update set version = sync_state.version + ${count}
    returning version`,
  );
  const last = Number(row?.version);
  if (!Number.isSafeInteger(last)) throw new Error('sync_state returned no version');
  return last - count + 1;
}
