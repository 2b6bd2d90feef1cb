import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '@core/auth-constants';
import { SyncTransportError } from '@sync/engine/transport';
import { clients } from '../../server/db/schema/index';
import { addUser, PASSWORD } from '../helpers/auth';
import { client } from '../helpers/sync';
import { restoreBackup, takeBackup } from './backup';
import { Device, startServer } from './harness';

describe('a server restored from a backup (sync/SPEC.md T4, T8)', () => {
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

  it('[T4] writes the server acknowledged after the backup, still in the outbox because the pull failed, are sent again', async () => {
    let pullFails = false;
    const tab = coach.tab({
      transport: (inner) => ({
        push: (request) => inner.push(request),
        pull: (request) => (pullFails ? Promise.reject(new SyncTransportError({ kind: 'offline' })) : inner.pull(request)),
      }),
    });
    await tab.write('clients.put', client('Anna'));
    await tab.sync();
    const backup = await takeBackup(server.database, 0, [coach.userId]);
    await tab.write('clients.put', client('Berta'));
    pullFails = true;
    expect((await tab.engine.syncNow()).ok).toBe(false);
    pullFails = false;
    expect(await serverNames()).toEqual(['Anna', 'Berta']);
    server.app.instanceId = await restoreBackup(server.database, backup, [coach.userId]);
    expect(await serverNames()).toEqual(['Anna']);
    await tab.sync();
    await tab.sync();
    expect(await tab.pending()).toBe(0);
    expect(await serverNames()).toEqual(['Anna', 'Berta']);
    expect((await tab.records('clients')).map((record) => record.name).sort()).toEqual(['Anna', 'Berta']);
  });
  it('[T4] a rejected write between them leaves a hole the restored server would wait on: what is pending moves to a new client id and arrives', async () => {
    let pullFails = false;
    const tab = coach.tab({
      transport: (inner) => ({
        push: (request) => inner.push(request),
        pull: (request) => (pullFails ? Promise.reject(new SyncTransportError({ kind: 'offline' })) : inner.pull(request)),
      }),
    });
    await tab.write('clients.put', client('Anna'));
    await tab.sync();
    const backup = await takeBackup(server.database, 0, [coach.userId]);
    const oldClientId = await tab.store.clientId();
    await tab.write('clients.put', client('Berta'));
    await tab.write('clients.patch', { id: client('Nobody').id, changes: { name: 'Ghost' } });
    await tab.write('clients.put', client('Carl'));
    pullFails = true;
    expect((await tab.engine.syncNow()).ok).toBe(false);
    pullFails = false;
    expect(await tab.db.rejections.count()).toBe(1);
    server.app.instanceId = await restoreBackup(server.database, backup, [coach.userId]);
    await tab.write('clients.put', client('Dace'));
    await tab.sync();
    await tab.sync();
    expect(await tab.store.clientId()).not.toBe(oldClientId);
    expect(await tab.pending()).toBe(0);
    expect(await serverNames()).toEqual(['Anna', 'Berta', 'Carl', 'Dace']);
    expect((await tab.records('clients')).map((record) => record.name).sort()).toEqual(['Anna', 'Berta', 'Carl', 'Dace']);
  });
});
