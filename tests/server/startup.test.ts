import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess, waitForOutput } from '../helpers/server-process';
import { createTestDatabase, testDatabaseKind } from '../helpers/test-db';

const kind = testDatabaseKind();

describe(`the server process on ${kind}`, () => {
  let dataDir: string;
  let databaseEnv: Record<string, string> = {};
  let dropDatabase: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'treneris-start-'));
    if (kind === 'postgresql') {
      const database = await createTestDatabase();
      // Only the URL is needed: the process opens its own pool.
      databaseEnv = { DATABASE_URL: database.url ?? '' };
      dropDatabase = () => database.close();
    }
  });
  afterAll(async () => {
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts, prints its URL, answers health, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const server = startServerProcess({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...databaseEnv });
    await waitForOutput(server, /Treneris is running at http:\/\/localhost:\d+/);

    const health = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', database: kind });

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('stopped cleanly');
  });

  if (kind === 'pglite')
    it('leaves the embedded data directory reopenable, with what was written', async () => {
      expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
      const reopened = await PGlite.create(path.join(dataDir, 'pglite'));
      const { rows } = await reopened.query<{ key: string }>('select key from app_meta');
      await reopened.close();
      expect(rows.map((row) => row.key)).toContain('instance');
    });

  it('keeps its instance id across restarts', async () => {
    const ids: string[] = [];
    for (let run = 0; run < 2; run++) {
      const port = await freePort();
      const server = startServerProcess({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...databaseEnv });
      await waitForOutput(server, /"instance":"[0-9a-f-]{36}"/);
      ids.push(/"instance":"([0-9a-f-]{36})"/.exec(server.output())?.[1] ?? '');
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).toBe(ids[0]);
  });

  if (kind === 'pglite')
    it('refuses a second server on the same data directory, naming the first', async () => {
      const first = startServerProcess({ PORT: String(await freePort()), HOST: '127.0.0.1', DATA_DIR: dataDir });
      await waitForOutput(first, /is running at/);
      const second = startServerProcess({ PORT: String(await freePort()), HOST: '127.0.0.1', DATA_DIR: dataDir });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`in use by process ${String(first.child.pid)}`);
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
    });

  it('exits with status 1 and names a bad variable', async () => {
    const server = startServerProcess({ PORT: 'abc', DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT must be a port number \(got "abc"\)/);
  });

  if (kind === 'postgresql')
    it('exits with status 1 and says where when PostgreSQL is unreachable', async () => {
      const port = await freePort();
      const server = startServerProcess({
        PORT: String(await freePort()),
        DATA_DIR: dataDir,
        DATABASE_URL: `postgres://nobody@127.0.0.1:${port}/none`,
      });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(`Cannot prepare PostgreSQL at 127.0.0.1:${port}/none`);
    });
});
