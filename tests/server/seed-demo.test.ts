import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, users } from '../../server/db/schema/index';
import { seedOnStart } from '../../server/seed/on-start';
import { passwordProblem } from '../../server/services/passwords';
import { DEMO_PASSWORD, seedDemo, shouldSeedDemo } from '../../server/services/seed-demo';
import { signInAs } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { testDatabaseKind } from '../helpers/test-db';

describe('demo accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // As the server starts (server/main.ts): the demo's workouts are built from the imported library.
    await seedOnStart(t.database.db, t.app.log);
  });
  afterAll(() => t.close());

  it(`are seeded automatically only into a new embedded database (this run: ${testDatabaseKind()})`, async () => {
    expect(await shouldSeedDemo(t.database, undefined)).toBe(testDatabaseKind() === 'pglite');
    expect(await shouldSeedDemo(t.database, true)).toBe(true);
    expect(await shouldSeedDemo(t.database, false)).toBe(false);
  });

  it('are admin (1), coach (2) and client (3), all with the documented password', async () => {
    expect(await seedDemo(t.database.db)).toEqual(['admin@example.com', 'coach@example.com', 'client@example.com']);
    for (const [email, role] of [
      ['admin@example.com', 1],
      ['coach@example.com', 2],
      ['client@example.com', 3],
    ] as const) {
      const session = await signInAs(t.app, email, DEMO_PASSWORD);
      const profile = await t.app.inject({ url: '/api/v1/profile', headers: { authorization: `Bearer ${session.accessToken}` } });
      expect(profile.json()).toMatchObject({ role_id: role });
    }
  });

  it('may set the documented password again (any other account may not)', async () => {
    // The accounts the test above saw seeded.
    for (const email of ['admin@example.com', 'coach@example.com', 'client@example.com']) {
      expect(passwordProblem(DEMO_PASSWORD, email)).toBeUndefined();
    }
    expect(passwordProblem(DEMO_PASSWORD, 'someone@example.com')).toBe('demo_password');
  });

  it('give the coach a few clients, one of them the demo client', async () => {
    const [coach] = await t.database.db.select().from(users).where(eq(users.email, 'coach@example.com'));
    const [client] = await t.database.db.select().from(users).where(eq(users.email, 'client@example.com'));
    const rows = await t.database.db.select().from(clients).where(eq(clients.coach_id, coach!.id));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((row) => row.user_id === client!.id)).toHaveLength(1);
    expect(new Set(rows.map((row) => row.version)).size).toBe(rows.length);
  });

  it('are not duplicated when seeding runs again', async () => {
    expect(await seedDemo(t.database.db)).toEqual([]);
    expect(await shouldSeedDemo(t.database, undefined)).toBe(false);
  });
});
