import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '@core/auth-constants';
import { SyncTransportError, type SyncTransport } from '@sync/engine/transport';
import { addUser, PASSWORD } from '../helpers/auth';
import { client, newId } from '../helpers/sync';
import { Device, startServer } from './harness';

describe('the sync engine against the real server (sync/SPEC.md §C, §E)', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let coach: Device;

  beforeEach(async () => {
    server = await startServer();
    await addUser(server.database.db, { email: 'coach@test.lv', roleId: ROLE.coach });
    coach = await new Device(server.url).signIn('coach@test.lv', PASSWORD);
  });
  afterEach(() => server.close());

  it('[C1] a local write shows at once, is queued, and after a sync is on the server and the outbox is empty', async () => {
    const tab = coach.tab();
    const anna = client('Anna');
    await tab.write('clients.put', anna);
    expect((await tab.records('clients')).map((r) => r.name)).toEqual(['Anna']);
    expect(await tab.pending()).toBe(1);
    await tab.sync();
    expect(await tab.pending()).toBe(0);
    const [stored] = await tab.records('clients');
    expect(stored).toMatchObject({ id: anna.id, name: 'Anna', coach_id: coach.userId });
    expect(stored?.version).toBeGreaterThan(0);
  });

  it('[T1] the server committed but the answer was lost: the retry applies once and the outbox empties', async () => {
    let dropNextAnswer = true;
    const tab = coach.tab({
      transport: (inner): SyncTransport => ({
        async push(request) {
          const answer = await inner.push(request);
          if (dropNextAnswer) {
            dropNextAnswer = false;
            throw new SyncTransportError({ kind: 'offline' });
          }
          return answer;
        },
        pull: (request) => inner.pull(request),
      }),
    });
    await tab.write('clients.put', client('Anna'));
    await tab.write('clients.put', client('Berta'));
    expect((await tab.engine.syncNow()).ok).toBe(false);
    await tab.sync();
    expect(await tab.pending()).toBe(0);
    const onServer = await server.database.db.query.clients.findMany();
    expect(onServer.map((row) => row.name).sort()).toEqual(['Anna', 'Berta']);
  });

  it('[T2] a tab closed right after a local write: the next start pushes it', async () => {
    const first = coach.tab();
    await first.write('clients.put', client('Anna'));
    first.close();
    const next = coach.tab();
    expect(await next.pending()).toBe(1);
    await next.sync();
    expect(await server.database.db.query.clients.findMany()).toHaveLength(1);
  });

  it('[T5][C5] a mutation that always fails: later ones apply, the reason is kept, the record returns to the server’s state', async () => {
    const tab = coach.tab();
    const anna = client('Anna');
    await tab.write('clients.put', anna);
    await tab.sync();
    // A coach may not change reference data: this patch can never be applied.
    await tab.write('muscles.put', { id: newId(), name: { 'en-US': 'Mine' }, region: 'core', group: 'core' });
    await tab.write('clients.patch', { id: anna.id, changes: { goals: 'Run 10 km' } });
    expect(await tab.records('muscles')).toHaveLength(1);
    await tab.sync();
    expect(await tab.records('muscles')).toEqual([]);
    expect((await tab.records('clients'))[0]).toMatchObject({ goals: 'Run 10 km' });
    const rejections = await tab.db.rejections.toArray();
    expect(rejections).toEqual([
      expect.objectContaining({ name: 'muscles.put', error: expect.objectContaining({ code: 'forbidden' }) as object }),
    ]);
    expect(await tab.pending()).toBe(0);
  });

  it('[T9] local writes during a running sync are neither lost nor overwritten', async () => {
    const anna = client('Anna', { goals: 'first' });
    let tab = coach.tab();
    await tab.write('clients.put', anna);
    await tab.sync();
    let writeDuringPull: (() => Promise<void>) | undefined = async () => {
      await tab.write('clients.patch', { id: anna.id, changes: { goals: 'written while syncing' } });
    };
    tab.close();
    tab = coach.tab({
      transport: (inner): SyncTransport => ({
        push: (request) => inner.push(request),
        async pull(request) {
          const page = await inner.pull(request);
          const write = writeDuringPull;
          writeDuringPull = undefined;
          await write?.();
          return page;
        },
      }),
    });
    // Another device changes the same record, so the pull brings an older-than-local copy.
    const laptop = await new Device(server.url).signIn('coach@test.lv', PASSWORD);
    const other = laptop.tab();
    await other.sync();
    await other.write('clients.patch', { id: anna.id, changes: { name: 'Anna K.' } });
    await other.sync();
    await tab.sync();
    expect((await tab.records('clients'))[0]).toMatchObject({ name: 'Anna K.', goals: 'written while syncing' });
    expect(await tab.pending()).toBe(1);
    await tab.sync();
    expect(await tab.pending()).toBe(0);
    const [row] = await server.database.db.query.clients.findMany();
    expect(row).toMatchObject({ name: 'Anna K.', goals: 'written while syncing' });
  });
});

describe('[R9] two devices edit one field: the older edit wins, and its device is told', () => {
  let server: Awaited<ReturnType<typeof startServer>>;

  beforeEach(async () => {
    server = await startServer();
    await addUser(server.database.db, { email: 'coach@test.lv', roleId: ROLE.coach });
  });
  afterEach(() => server.close());

  it('tablet A edits offline, tablet B saves a newer text, A comes back: both show A’s text, A keeps a notice with B’s', async () => {
    const tabletA = (await new Device(server.url).signIn('coach@test.lv', PASSWORD)).tab();
    const tabletB = (await new Device(server.url).signIn('coach@test.lv', PASSWORD)).tab();
    const anna = client('Anna', { goals: 'Run 5 km' });
    await tabletA.write('clients.put', anna);
    await tabletA.sync();
    await tabletB.sync();

    // A, offline, edits from the version both had; B, online, saves a newer text first.
    const synced = (await tabletA.records('clients'))[0]?.version;
    expect(synced).toBeGreaterThan(0);
    await tabletA.write('clients.patch', { id: anna.id, changes: { goals: 'Run 5 km in May' } });
    expect((await tabletA.db.outbox.toArray()).at(-1)?.args).toMatchObject({ base_version: synced });
    await tabletB.write('clients.patch', { id: anna.id, changes: { goals: 'Run 10 km by June' } });
    await tabletB.sync();
    await tabletA.sync();
    await tabletB.sync();

    for (const tablet of [tabletA, tabletB]) expect((await tablet.records('clients'))[0]).toMatchObject({ goals: 'Run 5 km in May' });
    expect(await tabletA.db.conflicts.toArray()).toEqual([
      expect.objectContaining({
        entity: 'clients',
        record_id: anna.id,
        field: 'goals',
        replaced: 'Run 10 km by June',
        written: 'Run 5 km in May',
      }),
    ]);
    expect(await tabletB.db.conflicts.count()).toBe(0);
  });
});
