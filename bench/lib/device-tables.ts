import type { Page } from '@playwright/test';

/** Rows per transaction when the bench fills a table: big enough to be quick, small enough for one evaluate. */
const WRITE_CHUNK = 10_000;

/** What the bench changes in one table of the signed-in user's IndexedDB, beside the app. */
type TableChange = { put: readonly object[] } | { forgetField: string };

/** Applies `change` to `table` of the signed-in user's database in the page, in one transaction. */
export async function changeOnDevice(page: Page, table: string, change: TableChange): Promise<void> {
  await page.evaluate(
    async ({ table, change }) => {
      const name = (await indexedDB.databases())
        .map((database) => database.name ?? '')
        .find((candidate) => candidate.startsWith('treneris-user-'));
      if (!name) throw new Error('the signed-in user has no database on this device');
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error ?? new Error(`cannot open ${name}`));
      });
      await new Promise<void>((resolve, reject) => {
        const transaction = db.transaction(table, 'readwrite');
        const store = transaction.objectStore(table);
        if ('put' in change) {
          for (const row of change.put) store.put(row);
        } else {
          const all = store.getAll();
          all.onsuccess = () => {
            for (const row of all.result as Record<string, unknown>[]) {
              store.put(Object.fromEntries(Object.entries(row).filter(([field]) => field !== change.forgetField)));
            }
          };
        }
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(transaction.error ?? new Error(`cannot write ${table}`));
      });
      db.close();
    },
    { table, change },
  );
}

/**
 * Writes records into the signed-in user's IndexedDB as a sync pull stores them (the server's
 * fields, id and version: IndexedDbSyncStore.applyPullPage), in transactions of WRITE_CHUNK.
 */
export async function storeOnDevice(page: Page, table: string, rows: readonly object[]): Promise<void> {
  for (let start = 0; start < rows.length; start += WRITE_CHUNK)
    await changeOnDevice(page, table, { put: rows.slice(start, start + WRITE_CHUNK) });
}
