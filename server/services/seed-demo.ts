import { count } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { RoleId } from '@core/auth-constants';
import { clients, users } from '../db/schema/index';
import type { Database, Db, Tx } from '../db/types';
import type { AuthUser } from '../plugins/auth';
import { nextVersion } from '../sync/versions';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { seedDemoTraining } from './demo-training';
import { hashPassword } from './passwords';
import { createUser, findUserByEmail } from './users';

export { DEMO_PASSWORD };

const DEMO_CLIENTS = [
  { name: 'Jānis Bērziņš', goals: 'Run a half marathon in spring', sessions_per_week: 3, birth_date: '1988-04-12' },
  { name: 'Laura Ozola', goals: 'Build strength after knee rehab', sessions_per_week: 2, birth_date: '1995-09-30' },
  { name: 'Pēteris Kalniņš', goals: 'Lose 8 kg and keep mobility', sessions_per_week: 3, birth_date: '1979-01-21' },
];

/** Seed the demo accounts on a new embedded database, or wherever SEED_DEMO=true asks for it. */
export async function shouldSeedDemo(database: Database, seedDemo: boolean | undefined): Promise<boolean> {
  if (seedDemo !== undefined) return seedDemo;
  if (database.kind !== 'pglite') return false;
  const [row] = await database.db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/**
 * Idempotent: accounts that already exist are left as they are, and the coach's clients and the
 * demo training come only with a coach created now. One transaction, so a demo that cannot be
 * completed (the exercise library lacks an exercise) leaves nothing behind and the next start
 * tries again. The bundled exercise library must be imported first (server/seed/on-start.ts).
 */
/** How long before the demo is made its coach took their clients on. */
const DEMO_COACHED_DAYS = 42;

export async function seedDemo(db: Db, now: Date = new Date()): Promise<string[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const created: string[] = [];
    for (const account of DEMO_ACCOUNTS) {
      if (await findUserByEmail(tx, account.email)) continue;
      await createUser(tx, { ...account, preferredLanguage: account.language, passwordHash, emailVerified: true });
      created.push(account.email);
    }
    if (!created.includes('coach@example.com')) return created;
    const admin = await actorOf(tx, 'admin@example.com');
    const coach = await actorOf(tx, 'coach@example.com');
    const client = await actorOf(tx, 'client@example.com');
    if (!admin || !coach || !client) throw new Error('a demo account is missing right after creating it');
    const rows = [
      {
        name: client.name,
        user_id: client.id,
        email: 'client@example.com',
        goals: 'Squat her body weight by summer',
        sessions_per_week: 3,
        birth_date: '1992-06-15',
      },
      ...DEMO_CLIENTS.map((c) => ({ ...c, user_id: null, email: null })),
    ];
    // The demo's past training (two weeks of it) falls inside the coaching: the coach took them on earlier.
    const added_at = new Date(now.getTime() - DEMO_COACHED_DAYS * 24 * 3600 * 1000).toISOString();
    let clientRecordId = '';
    for (const row of rows) {
      const id = uuidv7();
      if (row.user_id) clientRecordId = id;
      await tx.insert(clients).values({ id, coach_id: coach.id, ...row, added_at, version: await nextVersion(tx) });
    }
    await seedDemoTraining(tx, { admin, coach, client, clientRecordId }, now);
    return created;
  });
}

async function actorOf(tx: Tx, email: string): Promise<(AuthUser & { name: string }) | undefined> {
  const user = await findUserByEmail(tx, email);
  return user && { id: user.id, roleId: user.roleId as RoleId, email: user.email, name: user.name };
}
