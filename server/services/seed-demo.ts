import { count } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { clients, users } from '../db/schema/index';
import type { Database, Db } from '../db/types';
import { nextVersion } from '../sync/versions';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
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

/** Idempotent: accounts that already exist are left as they are. */
export async function seedDemo(db: Db): Promise<string[]> {
  const created: string[] = [];
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of DEMO_ACCOUNTS) {
    if (await findUserByEmail(db, account.email)) continue;
    await createUser(db, { ...account, preferredLanguage: account.language, passwordHash, emailVerified: true });
    created.push(account.email);
  }
  if (created.includes('coach@example.com')) {
    const coach = await findUserByEmail(db, 'coach@example.com');
    const client = await findUserByEmail(db, 'client@example.com');
    if (!coach) throw new Error('demo coach missing right after creating it');
    await db.transaction(async (tx) => {
      const rows = [
        { name: client?.name ?? 'Marta Kliente', user_id: client?.id ?? null, email: 'client@example.com', goals: 'Squat her body weight by summer', sessions_per_week: 3, birth_date: '1992-06-15' },
        ...DEMO_CLIENTS.map((c) => ({ ...c, user_id: null, email: null })),
      ];
      for (const row of rows) {
        await tx.insert(clients).values({ id: uuidv7(), coach_id: coach.id, ...row, version: await nextVersion(tx) });
      }
    });
  }
  return created;
}
