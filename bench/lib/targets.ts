import pg from 'pg';
import { tempDir } from './server';

export interface Target {
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

/** A server environment on a new embedded database, and how to remove it. */
export const pgliteTarget = async (): Promise<Target> => {
  const dir = tempDir('treneris-bench-start-');
  return { env: { DATA_DIR: dir.path }, cleanup: async () => dir.remove() };
};

/** New, empty PostgreSQL databases on the bench's throwaway server, one per call. */
export function postgresTarget(adminUrl: string): () => Promise<Target> {
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
