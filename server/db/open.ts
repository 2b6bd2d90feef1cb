import type { Database } from './types';

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
}

/**
 * PostgreSQL when a URL is given, else the embedded database under the data directory. Migrated
 * either way. Each driver is loaded only when chosen: PGlite's WebAssembly module alone adds
 * hundreds of milliseconds to a PostgreSQL server's start.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres');
    return openPostgres(options.databaseUrl);
  }
  const { openPglite } = await import('./pglite');
  return openPglite(options.dataDir);
}
