import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { ROLE } from '../../core/auth-constants';
import { openDatabase } from '../../server/db/open';
import type { Database } from '../../server/db/types';
import { importExercises } from '../../server/seed/exercise-import';
import { bundledLibraryFile } from '../../server/seed/files';
import { seedReferenceData } from '../../server/seed/reference';
import { hashPassword } from '../../server/services/passwords';
import { createUser } from '../../server/services/users';
// Fastify's declarations (app.database, reply.setCookie, …) come with the app module.
import type {} from '../../server/app';
import type { Measurement } from '../lib/report';
import { median, percentile, startServer } from '../lib/server';
import { pgliteTarget, postgresTarget, type Target } from '../lib/targets';

const SUITE = 'admin';
const EXERCISES = 10_000;
const SET_LOGS = 100_000;
const PASSWORD = 'bench passphrase 2026';
const QUERIES = ['', 'press', 'pietupiens', 'spiesana gulus', 'curl', 'stretch', 'row', 'a'];

/** 10,000 exercises: the real library plus variants of it, imported the way admins import. */
function syntheticLibrary(): unknown[] {
  const library = JSON.parse(readFileSync(bundledLibraryFile, 'utf8')) as { id: string; name: string }[];
  return Array.from({ length: EXERCISES - library.length }, (_, i) => {
    const base = library[i % library.length] ?? { id: 'x', name: 'x' };
    return { ...base, id: `${base.id}-variant-${i}`, name: `${base.name} (variant ${i})` };
  });
}

/** A client with a coach and 100,000 logged sets over two years, written straight into the tables. */
async function clientWithHistory(database: Database): Promise<string> {
  const db = database.db;
  const hash = await hashPassword(PASSWORD);
  const coach = await createUser(db, { email: 'bench-coach@test.lv', roleId: ROLE.coach, name: 'Coach', passwordHash: hash });
  const person = await createUser(db, { email: 'bench-client@test.lv', roleId: ROLE.client, name: 'Client', passwordHash: hash });
  const clientId = uuidv7();
  const sessions = SET_LOGS / 20;
  await db.execute(
    sql`insert into clients (id, version, coach_id, user_id, name) values (${clientId}, 1, ${coach.id}, ${person.id}, 'Bench client')`,
  );
  await db.execute(sql`
    insert into workout_sessions (id, version, client_id, coach_id, prescription, started_at, finished_at)
    select gen_random_uuid(), 1, ${clientId}, ${coach.id}, '{"name":"Bench","blocks":[]}'::jsonb,
           now() - (n * interval '3 hours'), now() - (n * interval '3 hours') + interval '1 hour'
    from generate_series(1, ${sessions}) as n`);
  await db.execute(sql`
    insert into set_logs (id, version, session_id, client_id, coach_id, exercise_id, set_index, reps, weight_kg, logged_at)
    select gen_random_uuid(), 1, s.id, s.client_id, s.coach_id, gen_random_uuid(), k, 8 + k % 5, 40 + (k * 2.5), s.started_at + k * interval '2 minutes'
    from workout_sessions s, generate_series(0, 19) as k where s.client_id = ${clientId}`);
  await db.execute(sql`
    insert into calendar_entries (id, version, coach_id, client_id, date, status)
    select gen_random_uuid(), 1, ${coach.id}, ${clientId}, current_date - n, (array['completed','partial','skipped','planned'])[1 + n % 4]
    from generate_series(1, 700) as n`);
  await db.execute(sql`analyze`);
  return person.id;
}

async function serverTimes(url: string, token: string, paths: readonly string[]): Promise<number[]> {
  const times: number[] = [];
  for (const path of paths) {
    const response = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    await response.arrayBuffer();
    times.push(Number(/dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1]));
  }
  return times;
}

async function measure(kind: 'PGlite' | 'PostgreSQL', target: Target): Promise<Measurement[]> {
  const out: Measurement[] = [];
  const m = (name: string, value: number, unit: string, extra: Partial<Measurement> = {}) =>
    out.push({ suite: SUITE, name: `${kind}: ${name}`, value, unit, ...extra });
  try {
    // Prepared in this process, then served by the production server on the same database.
    const database = await openDatabase({ databaseUrl: target.env.DATABASE_URL, dataDir: target.env.DATA_DIR ?? '' });
    let clientUserId: string;
    try {
      await seedReferenceData(database.db);
      const started = performance.now();
      const report = await importExercises(database.db, JSON.parse(readFileSync(bundledLibraryFile, 'utf8')) as unknown);
      m(`import of the ${report.created} library exercises`, (performance.now() - started) / 1000, 's');
      await importExercises(database.db, syntheticLibrary());
      clientUserId = await clientWithHistory(database);
      await createUser(database.db, {
        email: 'bench-admin@test.lv',
        roleId: ROLE.admin,
        name: 'Admin',
        passwordHash: await hashPassword(PASSWORD),
      });
    } finally {
      await database.close();
    }

    const server = await startServer(target.env);
    try {
      const login = await fetch(`${server.url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'bench-admin@test.lv', password: PASSWORD }),
      });
      const { access_token: token } = (await login.json()) as { access_token: string };
      const lists = Array.from({ length: 120 }, (_, i) => {
        const q = QUERIES[i % QUERIES.length] ?? '';
        const sort = ['name', '-name', 'level', '-updated_at'][i % 4] ?? 'name';
        const page = 1 + (i % 7);
        return `/api/v1/exercises?q=${encodeURIComponent(q)}&sort=${sort}&page=${page}&pageSize=25&locale=${i % 2 ? 'lv-LV' : 'en-US'}`;
      });
      const listTimes = await serverTimes(server.url, token, lists);
      m(`exercise list of ${EXERCISES} (search + sort + page): p50`, median(listTimes), 'ms');
      m(
        `exercise list of ${EXERCISES} (search + sort + page): p95`,
        percentile(listTimes, 95),
        'ms',
        kind === 'PostgreSQL' ? { budget: 50 } : {},
      );
      const dashboardTimes = await serverTimes(
        server.url,
        token,
        Array.from({ length: 15 }, () => `/api/v1/admin/users/${clientUserId}/dashboard`),
      );
      m(`dashboard of a client with ${SET_LOGS} set logs: p50`, median(dashboardTimes), 'ms', { budget: 200 });
      m(`dashboard of a client with ${SET_LOGS} set logs: p95`, percentile(dashboardTimes, 95), 'ms');
    } finally {
      await server.stop();
    }
  } finally {
    await target.cleanup();
  }
  return out;
}

/** The admin area's bench: the admin list with 10,000 exercises, the dashboard with 100,000 set logs, the import. */
export async function adminSuite(postgresAdminUrl: string): Promise<Measurement[]> {
  return [...(await measure('PGlite', await pgliteTarget())), ...(await measure('PostgreSQL', await postgresTarget(postgresAdminUrl)()))];
}
