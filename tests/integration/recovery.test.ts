import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '@core/auth-constants';
import { clients, syncClients, syncState } from '../../server/db/schema/index';
import { addUser, PASSWORD } from '../helpers/auth';
import { client, newId } from '../helpers/sync';
import { Device, startServer } from './harness';

describe('the engine recovers from what the network and the server do (sync/SPEC.md §C, §E)', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let coach: Device;

  beforeEach(async () => {
    server = await startServer();
    await addUser(server.database.db, { email: 'coach@test.lv', roleId: ROLE.coach });
    coach = await new Device(server.url).signIn('coach@test.lv', PASSWORD);
  });
  afterEach(() => server.close());

  const serverNames = async () =>
    (await server.database.db.select({ name: clients.name }).from(clients).where(eq(clients.deleted, false))).map((row) => row.name).sort();

  it('[T3] two tabs syncing the same outbox at once apply every mutation once', async () => {
    const [a, b] = [coach.tab(), coach.tab()];
    for (let i = 0; i < 20; i++) await (i % 2 ? a : b).write('clients.put', client(`Client ${String(i).padStart(2, '0')}`));
    await Promise.all([a.sync(), b.sync()]);
    await a.sync();
    expect(await serverNames()).toHaveLength(20);
    expect(await a.pending()).toBe(0);
    expect((await a.records('clients')).map((r) => r.name)).toEqual((await b.records('clients')).map((r) => r.name));
  });

  it('[T6][W2] a temporary failure in the middle of a batch: what committed counts, the rest is retried', async () => {
    // A real transient database error (serialization_failure) for one row, until it is lifted.
    await server.database.db.execute(
      sql.raw(`
      create function treneris_test_flaky() returns trigger language plpgsql as $$
      begin
        if new.name = 'Boom' then raise exception 'try again' using errcode = '40001'; end if;
        return new;
      end $$`),
    );
    await server.database.db.execute(
      sql.raw('create trigger treneris_test_flaky before insert on clients for each row execute function treneris_test_flaky()'),
    );
    const tab = coach.tab();
    for (const name of ['Anna', 'Boom', 'Carl']) await tab.write('clients.put', client(name));
    const failed = await tab.engine.syncNow();
    expect(failed).toEqual({ ok: false, failure: expect.objectContaining({ kind: 'server', status: 503 }) as object });
    expect(await serverNames()).toEqual(['Anna']);
    const [device] = await server.database.db.select().from(syncClients);
    expect(device?.last_mutation_id).toBe(1);
    expect(await tab.pending()).toBe(3);

    await server.database.db.execute(sql.raw('drop trigger treneris_test_flaky on clients'));
    await tab.sync();
    expect(await serverNames()).toEqual(['Anna', 'Boom', 'Carl']);
    expect(await tab.pending()).toBe(0);
  });

  it('[T4] a server that lost mutations (restored from a backup): pending writes move to a new client id and arrive', async () => {
    const tab = coach.tab();
    await tab.write('clients.put', client('Anna'));
    await tab.write('clients.put', client('Berta'));
    await tab.sync();
    const oldClientId = await tab.store.clientId();
    // The backup was taken after mutation 1: the server forgets mutation 2.
    await server.database.db.update(syncClients).set({ last_mutation_id: 1 }).where(eq(syncClients.client_id, oldClientId));
    await tab.write('clients.put', client('Carl'));
    await tab.sync();
    expect(await tab.store.clientId()).not.toBe(oldClientId);
    expect(await tab.pending()).toBe(0);
    expect(await serverNames()).toEqual(['Anna', 'Berta', 'Carl']);
  });

  it('[T8] an unknown cursor: the device resets and converges', async () => {
    const tab = coach.tab();
    await tab.write('clients.put', client('Anna'));
    await tab.sync();
    await tab.db.meta.put({ key: 'cursor', value: 'c1.not-this-server.0.99' });
    await tab.write('clients.put', client('Berta'));
    await tab.sync();
    expect((await tab.records('clients')).map((r) => r.name).sort()).toEqual(['Anna', 'Berta']);
  });

  it('[T8][C6] a server restored from a backup: the device resets and shows what the server has, nothing else', async () => {
    const tab = coach.tab();
    await tab.write('clients.put', client('Anna'));
    await tab.sync();
    const [before] = await server.database.db.select().from(syncState);
    const laptop = await new Device(server.url).signIn('coach@test.lv', PASSWORD);
    const other = laptop.tab();
    await other.write('clients.put', client('Written after the backup'));
    await other.sync();
    await tab.sync();
    expect(await tab.records('clients')).toHaveLength(2);
    // Restore: the later row and the later versions are gone.
    await server.database.db.delete(clients).where(eq(clients.name, 'Written after the backup'));
    await server.database.db.update(syncState).set({ version: before?.version ?? 0 });
    await tab.sync();
    expect((await tab.records('clients')).map((r) => r.name)).toEqual(['Anna']);
  });

  it('[T8][P6] scope revoked: when the coach deletes the client record, the person’s device drops the coach’s data without a reset', async () => {
    await addUser(server.database.db, { email: 'marta@test.lv', roleId: ROLE.client });
    const marta = await new Device(server.url).signIn('marta@test.lv', PASSWORD);
    const coachTab = coach.tab();
    const record = client('Marta');
    const workout = { id: newId(), name: 'Legs' };
    await coachTab.write('clients.put', record);
    await coachTab.write('workouts.put', workout);
    await coachTab.sync();
    await server.database.db.update(clients).set({ user_id: marta.userId }).where(eq(clients.id, record.id));
    await coachTab.write('calendar-entries.put', { id: newId(), client_id: record.id, workout_id: workout.id, date: '2026-12-01' });
    await coachTab.sync();

    const martaTab = marta.tab();
    await martaTab.sync();
    expect(Object.keys(await martaTab.snapshot()).sort()).toEqual(['calendar-entries', 'workouts']);

    await coachTab.write('clients.delete', { id: record.id });
    await coachTab.sync();
    await martaTab.sync();
    expect(await martaTab.snapshot()).toEqual({});
  });

  it('[E4] an ended session stops the engine and keeps the outbox; signing in again continues it', async () => {
    const tab = coach.tab();
    await tab.write('clients.put', client('Anna'));
    // Signed out elsewhere: the refresh cookie no longer works and the access token is refused.
    await coach.api.http.post('auth/logout');
    coach.tokens.set('not-a-token');
    const result = await tab.engine.syncNow();
    expect(result).toEqual({ ok: false, failure: { kind: 'unauthorized' } });
    expect(await tab.pending()).toBe(1);
    expect(coach.signedOut).toBe(1);
    await coach.signIn('coach@test.lv', PASSWORD);
    await tab.sync();
    expect(await tab.pending()).toBe(0);
    expect(await serverNames()).toEqual(['Anna']);
  });
});
