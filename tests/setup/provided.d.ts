export {};

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a tarball of a migrated PGlite data directory, made once per run. */
    pgliteSnapshot: string;
    /** Admin connection URL of the throwaway PostgreSQL server. */
    postgresAdminUrl: string;
    /** A migrated database that each test file copies with CREATE DATABASE ... TEMPLATE. */
    postgresTemplate: string;
  }
}
