import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '@core/auth-constants';
import { syncClients } from '../../../server/db/schema/index';
import { bumpScope } from '../../../server/sync/access';
import { addUser, signInAs, type SignedIn } from '../../helpers/auth';
import { client, muscle, newId, outbox, pull, pullAll, pullRaw, push } from '../../helpers/sync';
import { createTestApp, type TestApp } from '../../helpers/test-app';

describe('POST /api/v1/sync/pull (sync/SPEC.md §P)', () => {
  let t: TestApp;
  let admin: SignedIn;
  let coach: SignedIn;
  const adminDevice = newId();
  const coachDevice = newId();

  beforeEach(async () => {
    t = await createTestApp();
    await addUser(t.database.db, { email: 'admin@test.lv', roleId: ROLE.admin });
    await addUser(t.database.db, { email: 'coach@test.lv', roleId: ROLE.coach });
    admin = await signInAs(t.app, 'admin@test.lv');
    coach = await signInAs(t.app, 'coach@test.lv');
  });
  afterEach(() => t.close());

  it('[P1] a first pull brings every visible record, in version order, without tombstones', async () => {
    const m = outbox();
    const [a, b, c] = [muscle('A'), muscle('B'), muscle('C')];
    await push(t.app, admin.accessToken, adminDevice, [
      m('muscles.put', a),
      m('muscles.put', b),
      m('muscles.put', c),
      m('muscles.delete', { id: b.id }),
    ]);
    const page = await pull(t.app, coach.accessToken, coachDevice, null);
    expect(page.hasMore).toBe(false);
    expect(page.reset).toBeUndefined();
    expect(page.changes.map((change) => change.id)).toEqual([a.id, c.id]);
    expect(page.changes[0]).toMatchObject({
      entity: 'muscles',
      deleted: false,
      data: { id: a.id, name: { 'en-US': 'A' }, region: 'upper', group: 'chest' },
    });
    const versions = page.changes.map((change) => change.version);
    expect([...versions].sort((x, y) => x - y)).toEqual(versions);
    expect(page.changes[0]?.data).not.toHaveProperty('search');
    expect(page.changes[0]?.data).not.toHaveProperty('deleted');
  });

  it('[P1] an incremental pull brings only what changed since, tombstones included', async () => {
    const m = outbox();
    const [a, b] = [muscle('A'), muscle('B')];
    await push(t.app, admin.accessToken, adminDevice, [m('muscles.put', a), m('muscles.put', b)]);
    const first = await pull(t.app, coach.accessToken, coachDevice, null);
    await push(t.app, admin.accessToken, adminDevice, [
      m('muscles.delete', { id: a.id }),
      m('muscles.patch', { id: b.id, changes: { group: 'back' } }),
    ]);
    const next = await pull(t.app, coach.accessToken, coachDevice, first.cursor);
    expect(next.changes).toEqual([
      { entity: 'muscles', id: a.id, version: expect.any(Number) as number, deleted: true },
      expect.objectContaining({ entity: 'muscles', id: b.id, deleted: false, data: expect.objectContaining({ group: 'back' }) as object }),
    ]);
    const empty = await pull(t.app, coach.accessToken, coachDevice, next.cursor);
    expect(empty).toMatchObject({ changes: [], hasMore: false, cursor: next.cursor });
  });

  it('[P2] pages by version until hasMore is false, missing nothing and repeating nothing', async () => {
    const m = outbox();
    const records = Array.from({ length: 25 }, (_, i) => muscle(`Muscle ${i}`));
    await push(
      t.app,
      admin.accessToken,
      adminDevice,
      records.map((record) => m('muscles.put', record)),
    );
    const { pages } = await pullAll(t.app, coach.accessToken, coachDevice, null, 7);
    expect(pages.map((page) => page.changes.length)).toEqual([7, 7, 7, 4]);
    expect(pages.flatMap((page) => page.changes.map((change) => change.id))).toEqual(records.map((record) => record.id));
  });

  it('[P2] an incremental pull pages by version across entities, tombstones among them, missing nothing and repeating nothing', async () => {
    const m = outbox();
    const old = muscle('Old');
    await push(t.app, admin.accessToken, adminDevice, [m('muscles.put', old)]);
    const { cursor } = await pull(t.app, coach.accessToken, coachDevice, null);
    // Two entities written in turn, so their versions interleave, and a tombstone last.
    const [a, b] = [muscle('A'), muscle('B')];
    const [x, y] = [
      { id: newId(), name: { 'en-US': 'X' } },
      { id: newId(), name: { 'en-US': 'Y' } },
    ];
    await push(t.app, admin.accessToken, adminDevice, [
      m('exercises.put', x),
      m('muscles.put', a),
      m('exercises.put', y),
      m('muscles.put', b),
      m('muscles.delete', { id: old.id }),
    ]);
    const { pages } = await pullAll(t.app, coach.accessToken, coachDevice, cursor, 2);
    expect(pages.map((page) => [page.changes.length, page.hasMore])).toEqual([
      [2, true],
      [2, true],
      [1, false],
    ]);
    const changes = pages.flatMap((page) => page.changes);
    expect(changes.map((change) => [change.id, change.deleted])).toEqual([
      [x.id, false],
      [a.id, false],
      [y.id, false],
      [b.id, false],
      [old.id, true],
    ]);
    // A page that ends exactly at the newest change says so: no empty page follows.
    const { pages: pairs } = await pullAll(t.app, coach.accessToken, coachDevice, pages[0]?.cursor ?? null, 2);
    expect(pairs.map((page) => page.changes.length)).toEqual([2, 1]);
    expect(pages.at(-1)?.cursor).toBe(pairs.at(-1)?.cursor);
  });

  it('[P1] a device whose first pull found an empty server goes on from version 0 without tombstones', async () => {
    const empty = await pull(t.app, coach.accessToken, coachDevice, null);
    expect(empty).toMatchObject({ changes: [], hasMore: false });
    const m = outbox();
    const [a, b] = [muscle('A'), muscle('B')];
    await push(t.app, admin.accessToken, adminDevice, [m('muscles.put', a), m('muscles.put', b), m('muscles.delete', { id: a.id })]);
    const next = await pull(t.app, coach.accessToken, coachDevice, empty.cursor);
    expect(next.reset).toBeUndefined();
    expect(next.changes.map((change) => [change.id, change.deleted])).toEqual([[b.id, false]]);
  });

  it('[P3] a cursor from before the user’s scope changed resets the device', async () => {
    await push(t.app, admin.accessToken, adminDevice, [{ id: 1, name: 'muscles.put', args: muscle('A') }]);
    const { cursor } = await pull(t.app, coach.accessToken, coachDevice, null);
    await t.database.db.transaction((tx) => bumpScope(tx, coach.userId));
    const after = await pull(t.app, coach.accessToken, coachDevice, cursor);
    expect(after.reset).toBe(true);
    expect(after.changes).toHaveLength(1);
    expect(after.cursor.split('.')[2]).toBe('1');
    expect((await pull(t.app, coach.accessToken, coachDevice, after.cursor)).reset).toBeUndefined();
  });

  it('records when a known device last pulled, at most once in five minutes (the admin dashboard shows it)', async () => {
    const lastPull = async (device: string) =>
      (await t.database.db.select({ at: syncClients.last_pull_at }).from(syncClients).where(eq(syncClients.client_id, device)))[0]?.at;
    await push(t.app, coach.accessToken, coachDevice, [{ id: 1, name: 'clients.put', args: client('Anna') }]);
    expect(await lastPull(coachDevice)).toBeNull();
    await pull(t.app, coach.accessToken, coachDevice, null);
    const first = await lastPull(coachDevice);
    expect(first).toBeInstanceOf(Date);
    await pull(t.app, coach.accessToken, coachDevice, null);
    expect(await lastPull(coachDevice)).toEqual(first);
    await t.database.db
      .update(syncClients)
      .set({ last_pull_at: sql`now() - interval '6 minutes'` })
      .where(eq(syncClients.client_id, coachDevice));
    const stale = await lastPull(coachDevice);
    await pull(t.app, coach.accessToken, coachDevice, null);
    expect((await lastPull(coachDevice))?.getTime()).toBeGreaterThan(stale?.getTime() ?? Infinity);
    // A device that never pushed has no row to record it in, and pulling creates none.
    const reader = newId();
    await pull(t.app, coach.accessToken, reader, null);
    expect(await lastPull(reader)).toBeUndefined();
  });

  it('[P1] a first download brings what is current before the history, each record once, then goes on by version', async () => {
    const m = outbox();
    const anna = client('Anna');
    const session = { id: newId(), client_id: anna.id, prescription: { name: 'Legs', blocks: [] }, started_at: '2026-11-02T16:00:00.000Z' };
    const exercise = { id: newId(), name: { 'en-US': 'Squat' } };
    const sets = Array.from({ length: 6 }, (_, i) => ({
      id: newId(),
      session_id: session.id,
      exercise_id: exercise.id,
      set_index: i,
      reps: 5,
      logged_at: '2026-11-02T16:10:00.000Z',
    }));
    // The history is written first, the calendar entry of today last: in version order it would come last.
    await push(t.app, coach.accessToken, coachDevice, [
      m('clients.put', anna),
      m('exercises.put', exercise),
      m('workout-sessions.put', session),
      ...sets.map((set) => m('set-logs.put', set)),
    ]);
    const entry = { id: newId(), client_id: anna.id, title: 'Run', date: '2026-11-30' };
    await push(t.app, coach.accessToken, coachDevice, [m('calendar-entries.put', entry)]);

    const tablet = newId();
    const first = await pull(t.app, coach.accessToken, tablet, null, 3);
    expect(first.changes.map((change) => change.entity)).toEqual(['clients', 'exercises', 'calendar-entries']);
    expect(first.hasMore).toBe(true);
    // Written meanwhile, after the snapshot: it follows the history, in its newer state, once.
    await push(t.app, coach.accessToken, coachDevice, [m('workout-sessions.patch', { id: session.id, changes: { notes: 'Heavy' } })]);
    const { pages } = await pullAll(t.app, coach.accessToken, tablet, first.cursor, 3);
    const rest = pages.flatMap((page) => page.changes);
    expect(rest.map((change) => change.entity)).toEqual([
      'set-logs',
      'set-logs',
      'set-logs',
      'set-logs',
      'set-logs',
      'set-logs',
      'workout-sessions',
    ]);
    expect(rest.at(-1)).toMatchObject({ id: session.id, data: { notes: 'Heavy' } });
    expect(pages.at(-1)?.cursor).toMatch(/^c1\./);
    const ids = [...first.changes, ...rest].map((change) => change.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Every record of a first download is live, with its data, on every page.
    expect([...first.changes, ...rest].every((change) => !change.deleted && change.data !== undefined)).toBe(true);
  });

  it('[P4] answers the device’s lastMutationId from the same snapshot', async () => {
    const m = outbox();
    await push(t.app, coach.accessToken, coachDevice, [m('clients.put', client('Anna')), m('clients.put', client('Berta'))]);
    const page = await pull(t.app, coach.accessToken, coachDevice, null);
    expect(page.lastMutationId).toBe(2);
    expect(page.changes.filter((change) => change.entity === 'clients')).toHaveLength(2);
    expect((await pull(t.app, coach.accessToken, newId(), null)).lastMutationId).toBe(0);
  });

  it('[P3] an unknown or foreign cursor resets the device', async () => {
    await push(t.app, admin.accessToken, adminDevice, [{ id: 1, name: 'muscles.put', args: muscle('A') }]);
    for (const cursor of ['garbage', 'c1.00000000-0000-7000-8000-000000000000.0.1']) {
      const page = await pull(t.app, coach.accessToken, coachDevice, cursor);
      expect(page.reset).toBe(true);
      expect(page.changes).toHaveLength(1);
    }
  });

  it('[P3] a cursor beyond what the server has (a restored backup) resets the device', async () => {
    await push(t.app, admin.accessToken, adminDevice, [{ id: 1, name: 'muscles.put', args: muscle('A') }]);
    const { cursor } = await pull(t.app, coach.accessToken, coachDevice, null);
    const ahead = cursor.replace(/\.(\d+)$/, (_, v: string) => `.${Number(v) + 1000}`);
    expect((await pull(t.app, coach.accessToken, coachDevice, ahead)).reset).toBe(true);
  });

  it('[W7] a device of another user is refused', async () => {
    await push(t.app, coach.accessToken, coachDevice, [{ id: 1, name: 'clients.put', args: client('Anna') }]);
    const response = await pullRaw(t.app, admin.accessToken, coachDevice, null);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'client_id_taken' } });
  });

  it('[P5] a first download’s cursor continues only on the installation and scope it came from', async () => {
    const m = outbox();
    await push(t.app, coach.accessToken, coachDevice, [m('clients.put', client('Anna')), m('clients.put', client('Berta'))]);
    const { cursor } = await pull(t.app, coach.accessToken, newId(), null, 1);
    const [prefix, installation, epoch, snapshot, part, version] = cursor.split('.');
    expect({ prefix, installation, epoch, part }).toEqual({ prefix: 'f1', installation: t.app.instanceId, epoch: '0', part: '1' });
    expect((await pull(t.app, coach.accessToken, newId(), cursor)).reset).toBeUndefined();
    for (const altered of [
      `f1.${newId()}.${epoch}.${snapshot}.${part}.${version}`,
      `f1.${installation}.${epoch}.${snapshot}.3.${version}`,
      `f1.${installation}.${epoch}.${Number(snapshot) + 1000}.${part}.${version}`,
      `f1.${installation}.${epoch}.${snapshot}.${part}.${Number(snapshot) + 1}`,
    ]) {
      expect((await pull(t.app, coach.accessToken, newId(), altered)).reset).toBe(true);
    }
  });

  it('[P5] a cursor is c1.<installation>.<scope epoch>.<version>, and only that form continues', async () => {
    await push(t.app, coach.accessToken, coachDevice, [{ id: 1, name: 'clients.put', args: client('Anna') }]);
    const { cursor } = await pull(t.app, coach.accessToken, coachDevice, null);
    const [prefix, installation, epoch, version] = cursor.split('.');
    expect({ prefix, installation, epoch }).toEqual({ prefix: 'c1', installation: t.app.instanceId, epoch: '0' });
    expect(Number(version)).toBeGreaterThan(0);
    expect((await pull(t.app, coach.accessToken, coachDevice, cursor)).reset).toBeUndefined();
    for (const altered of [
      `c2.${installation}.${epoch}.${version}`,
      `${cursor}.1`,
      `c1.${installation}.-1.${version}`,
      `c1.${installation}.${epoch}.x`,
    ]) {
      expect((await pull(t.app, coach.accessToken, coachDevice, altered)).reset).toBe(true);
    }
  });
});
