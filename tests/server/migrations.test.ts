import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as drizzleKit from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema/index';
import { migrationsFolder } from '../../server/lib/paths';

// drizzle-kit's declarations reference types it does not ship, so they resolve to nothing; these
// are the two calls this test makes, typed by what they take and return.
interface Snapshot {
  id: string;
}
const generateDrizzleJson = drizzleKit.generateDrizzleJson as unknown as (imports: Record<string, unknown>, prevId: string) => Snapshot;
const generateMigration = drizzleKit.generateMigration as unknown as (prev: Snapshot, cur: Snapshot) => Promise<string[]>;

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;

describe('migrations', () => {
  it('are named by timestamp and journaled in that order', () => {
    const tags = journal.entries.map((entry) => entry.tag);
    expect(tags.every((tag) => /^\d{14}_[a-z0-9_]+$/.test(tag))).toBe(true);
    expect([...tags].sort()).toEqual(tags);
    expect(journal.entries.map((entry) => entry.idx)).toEqual(journal.entries.map((_, index) => index));
  });

  it('have one SQL file per journal entry and no strays', () => {
    const files = readdirSync(migrationsFolder).filter((file) => file.endsWith('.sql'));
    expect(files.sort()).toEqual(journal.entries.map((entry) => `${entry.tag}.sql`));
  });

  it('match the drizzle schema: nothing left to generate', async () => {
    const snapshots = readdirSync(path.join(migrationsFolder, 'meta'))
      .filter((file) => file.endsWith('_snapshot.json'))
      .sort();
    const latest = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', snapshots.at(-1) ?? ''), 'utf8')) as Snapshot;
    const current = generateDrizzleJson(schema, latest.id);
    expect(await generateMigration(latest, current)).toEqual([]);
  });
});
