import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migratePostgres } from '../../server/db/postgres';

const TEMPLATE = 'treneris_test_template';

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    throw new Error(
      'TEST_DATABASE_URL is not set. `npm test` starts a throwaway PostgreSQL and sets it; to run this project by hand, point it at a server where the user may create databases.',
    );
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE} with (force)`);
  await admin.query(`create database ${TEMPLATE}`);
  await admin.end();
  await migratePostgres(databaseUrl(adminUrl, TEMPLATE));
  project.provide('postgresAdminUrl', adminUrl);
  project.provide('postgresTemplate', TEMPLATE);
}
