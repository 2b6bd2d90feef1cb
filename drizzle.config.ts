import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
  // Timestamps keep migration order unambiguous when branches add migrations in parallel.
  migrations: { prefix: 'timestamp' },
  strict: true,
  verbose: true,
});
