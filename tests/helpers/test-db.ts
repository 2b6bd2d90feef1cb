import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { v4 as uuidv4 } from 'uuid';
import { inject } from 'vitest';
import { wrapPglite } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';
import type { Database, DatabaseKind } from '../../server/db/types';
import { databaseUrl } from '../setup/postgres-global';

export function testDatabaseKind(): DatabaseKind {
  return process.env.TEST_DB_KIND === 'postgresql' ? 'postgresql' : 'pglite';
}

/** A fresh, migrated, empty database of the kind this test project runs against. */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  if (testDatabaseKind() === 'postgresql') {
    const adminUrl = inject('postgresAdminUrl');
    const name = `treneris_test_${uuidv4().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    await admin.end();
    const url = databaseUrl(adminUrl, name);
    const database = await openPostgres(url, { poolSize: 5 });
    return {
      ...database,
      url,
      async close() {
        await database.close();
        const dropper = new pg.Client({ connectionString: adminUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  }
  const snapshot = readFileSync(inject('pgliteSnapshot'));
  const client = await PGlite.create({ loadDataDir: new Blob([snapshot]) });
  return wrapPglite(client, () => client.close());
}
