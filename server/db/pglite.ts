import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../lib/paths';
import * as schema from './schema/index';
import type { Database, Db } from './types';

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is a single-process database: two servers on one data directory corrupt it. A pid file
 * (like postmaster.pid) turns that mistake into a clear start-up error; a stale file from a
 * crashed process is taken over.
 */
function acquireDirectoryLock(lockPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && processAlive(holder)) {
        throw new Error(
          `The embedded database at ${path.dirname(lockPath)} is in use by process ${holder}. Stop it or set DATA_DIR to another directory.`,
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}

export function wrapPglite(client: PGlite, onClose: () => Promise<void>): Database {
  const db = drizzle({ client, schema }) as unknown as Db;
  let closing: Promise<void> | undefined;
  return {
    kind: 'pglite',
    db,
    async ping() {
      await db.execute(sql`select 1`);
    },
    close() {
      closing ??= onClose();
      return closing;
    },
  };
}

export async function migratePglite(client: PGlite): Promise<void> {
  await migrate(drizzle({ client, schema }), { migrationsFolder });
}

/** Opens (creating if needed) the embedded database under `dataDir/pglite` and migrates it. */
export async function openPglite(dataDir: string): Promise<Database> {
  const dir = path.join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const release = acquireDirectoryLock(path.join(dataDir, 'pglite.lock'));
  try {
    const client = await PGlite.create(dir);
    await migratePglite(client);
    return wrapPglite(client, async () => {
      await client.close();
      release();
    });
  } catch (error) {
    release();
    throw error;
  }
}
