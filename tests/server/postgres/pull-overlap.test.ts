import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '@core/auth-constants';
import { addUser, signInAs, type SignedIn } from '../../helpers/auth';
import { muscle, newId, pull, push } from '../../helpers/sync';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/**
 * Only PostgreSQL runs two transactions at once (PGlite serializes them), so this race exists only
 * there; this file is part of the server-postgres project alone.
 */
describe('[P2] versions become visible in order', () => {
  let t: TestApp & { database: { url?: string } };
  let admin: SignedIn;
  let writer: pg.Client;

  beforeEach(async () => {
    t = await createTestApp();
    await addUser(t.database.db, { email: 'admin@test.lv', roleId: ROLE.admin });
    admin = await signInAs(t.app, 'admin@test.lv');
    writer = new pg.Client({ connectionString: (t.database as { url?: string }).url });
    await writer.connect();
  });
  afterEach(async () => {
    await writer.end();
    await t.close();
  });

  async function waitUntilSomeoneWaitsForALock(): Promise<void> {
    for (;;) {
      const { rows } = await writer.query<{ n: string }>(
        "select count(*) as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
      );
      if (Number(rows[0]?.n) > 0) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  it('[T7] a pull overlapping a push that is still committing misses nothing', async () => {
    const device = newId();
    const first = muscle('Taken first, committed last');
    // Writer A takes a version and keeps its transaction open.
    await writer.query('begin');
    const { rows } = await writer.query<{ version: string }>(
      'insert into sync_state (id, version) values (1, 1) on conflict (id) do update set version = sync_state.version + 1 returning version',
    );
    await writer.query(`insert into muscles (id, name, region, "group", version) values ($1, $2, 'upper', 'chest', $3)`, [
      first.id,
      JSON.stringify(first.name),
      rows[0]?.version,
    ]);

    // Writer B (a push) must wait for A's version lock: it cannot commit a later version first.
    const second = muscle('Taken second');
    const pushing = push(t.app, admin.accessToken, newId(), [{ id: 1, name: 'muscles.put', args: second }]);
    await waitUntilSomeoneWaitsForALock();

    const during = await pull(t.app, admin.accessToken, device, null);
    expect(during.changes.filter((change) => change.entity === 'muscles')).toEqual([]);

    await writer.query('commit');
    await pushing;
    const after = await pull(t.app, admin.accessToken, device, during.cursor);
    expect(after.changes.map((change) => change.id)).toEqual([first.id, second.id]);
  });
});
