import pg from 'pg';
import type { Measurement } from '../lib/report';
import { median, startServer, tempDir } from '../lib/server';

const SUITE = 'cold start';
const RUNS = 3;

async function timeStarts(env: () => Promise<{ env: Record<string, string>; cleanup(): Promise<void> }>, reuse: boolean): Promise<number[]> {
  const times: number[] = [];
  let shared = reuse ? await env() : undefined;
  for (let run = 0; run < RUNS; run++) {
    const target = shared ?? (await env());
    const server = await startServer(target.env);
    times.push(server.startMs);
    await server.stop();
    if (!shared) await target.cleanup();
  }
  await shared?.cleanup();
  shared = undefined;
  return times;
}

const pgliteTarget = async () => {
  const dir = tempDir('treneris-bench-start-');
  return { env: { DATA_DIR: dir.path }, cleanup: async () => dir.remove() };
};

function postgresTarget(adminUrl: string) {
  let counter = 0;
  return async () => {
    const name = `treneris_bench_${process.pid}_${counter++}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const dir = tempDir('treneris-bench-start-');
    return {
      env: { DATA_DIR: dir.path, DATABASE_URL: url.toString() },
      async cleanup() {
        dir.remove();
        const dropper = new pg.Client({ connectionString: adminUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  };
}

/** Spawn → first healthy answer, for a new installation and for a restart, on both databases. */
export async function coldStartSuite(postgresAdminUrl: string): Promise<Measurement[]> {
  const results: Measurement[] = [];
  const record = (name: string, times: number[]) =>
    results.push({ suite: SUITE, name, value: median(times), unit: 'ms', note: `median of ${RUNS}: ${times.map((t) => t.toFixed(0)).join(', ')}` });
  record('PGlite, new data directory', await timeStarts(pgliteTarget, false));
  record('PGlite, restart', await timeStarts(pgliteTarget, true));
  const postgres = postgresTarget(postgresAdminUrl);
  record('PostgreSQL, empty database', await timeStarts(postgres, false));
  record('PostgreSQL, restart', await timeStarts(postgres, true));
  return results;
}
