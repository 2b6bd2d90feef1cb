import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { migratePglite } from '../../server/db/pglite';

/**
 * Opening PGlite costs seconds and hundreds of MB, so the schema is migrated once and every test
 * file starts from a copy of that data directory.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'treneris-pglite-'));
  const client = await PGlite.create();
  await migratePglite(client);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(dir, 'snapshot.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
