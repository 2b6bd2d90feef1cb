import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '@core/auth-constants';
import { assignedEntryId } from '@core/plans';
import { calendarEntries, clients, muscles, planAssignments, syncRejections } from '../../../server/db/schema/index';
import { addUser, signInAs, type SignedIn } from '../../helpers/auth';
import { client, muscle, newId, outbox, push, pushRaw } from '../../helpers/sync';
import { createTestApp, type TestApp } from '../../helpers/test-app';

describe('POST /api/v1/sync/push (sync/SPEC.md §W)', () => {
  let t: TestApp;
  let admin: SignedIn;
  let coach: SignedIn;

  beforeEach(async () => {
    t = await createTestApp();
    await addUser(t.database.db, { email: 'admin@test.lv', roleId: ROLE.admin });
    await addUser(t.database.db, { email: 'coach@test.lv', roleId: ROLE.coach });
    admin = await signInAs(t.app, 'admin@test.lv');
    coach = await signInAs(t.app, 'coach@test.lv');
  });
  afterEach(() => t.close());

  it('[W1] applies mutations in order and answers lastMutationId with a result for each', async () => {
    const m = outbox();
    const chest = muscle('Chest');
    const answer = await push(t.app, admin.accessToken, newId(), [
      m('muscles.put', chest),
      m('muscles.patch', { id: chest.id, changes: { name: { 'en-US': 'Pectorals', 'lv-LV': 'Krūšu muskuļi' } } }),
    ]);
    expect(answer).toEqual({
      lastMutationId: 2,
      results: [
        { id: 1, status: 'applied' },
        { id: 2, status: 'applied' },
      ],
    });
    const [row] = await t.database.db.select().from(muscles).where(eq(muscles.id, chest.id));
    expect(row?.name).toEqual({ 'en-US': 'Pectorals', 'lv-LV': 'Krūšu muskuļi' });
    expect(row?.search).toBe('pectorals krusu muskuli');
  });

  it('[W3] the same batch sent twice is applied once; the repeat is skipped', async () => {
    const clientId = newId();
    const m = outbox();
    const batch = [m('clients.put', client('Anna')), m('clients.put', client('Berta'))];
    await push(t.app, coach.accessToken, clientId, batch);
    const again = await push(t.app, coach.accessToken, clientId, batch);
    expect(again).toEqual({
      lastMutationId: 2,
      results: [
        { id: 1, status: 'skipped' },
        { id: 2, status: 'skipped' },
      ],
    });
    expect(await t.database.db.select().from(clients)).toHaveLength(2);
  });

  it('[W3] the same batch from two tabs at once is applied once', async () => {
    const clientId = newId();
    const m = outbox();
    const batch = Array.from({ length: 10 }, (_, i) => m('clients.put', client(`Client ${i}`)));
    const answers = await Promise.all([push(t.app, coach.accessToken, clientId, batch), push(t.app, coach.accessToken, clientId, batch)]);
    const statuses = answers.flatMap((answer) => answer.results.map((result) => result.status));
    expect(statuses.filter((status) => status === 'applied')).toHaveLength(10);
    expect(statuses.filter((status) => status === 'skipped')).toHaveLength(10);
    expect(await t.database.db.select().from(clients)).toHaveLength(10);
  });

  it('[W4] a gap is refused without effect and says where the device stands', async () => {
    const clientId = newId();
    await push(t.app, coach.accessToken, clientId, [{ id: 1, name: 'clients.put', args: client('Anna') }]);
    const response = await pushRaw(t.app, coach.accessToken, clientId, [{ id: 3, name: 'clients.put', args: client('Future') }]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: { code: 'mutation_gap', message: 'Mutation ids must continue from 2' },
      lastMutationId: 1,
    });
    expect(await t.database.db.select().from(clients)).toHaveLength(1);
  });

  it('[W4] a first mutation that is not 1 is a gap', async () => {
    const response = await pushRaw(t.app, coach.accessToken, newId(), [{ id: 7, name: 'clients.put', args: client('Anna') }]);
    expect(response.statusCode).toBe(409);
    expect(await t.database.db.select().from(clients)).toHaveLength(0);
  });

  it('[W5] a rejected mutation advances; the later ones apply; a repeat still reports the reason', async () => {
    const clientId = newId();
    const m = outbox();
    const batch = [m('clients.put', client('Anna')), m('muscles.put', muscle('Not for coaches')), m('clients.put', client('Berta'))];
    const answer = await push(t.app, coach.accessToken, clientId, batch);
    expect(answer.lastMutationId).toBe(3);
    expect(answer.results.map((r) => r.status)).toEqual(['applied', 'rejected', 'applied']);
    expect(answer.results[1]?.error).toMatchObject({ code: 'forbidden' });
    const repeat = await push(t.app, coach.accessToken, clientId, batch);
    expect(repeat.results[1]).toMatchObject({ status: 'skipped', error: { code: 'forbidden' } });
    expect(await t.database.db.select().from(muscles)).toHaveLength(0);
  });

  it('[W5] an invalid record is rejected with per-field messages, which a repeat says again', async () => {
    const clientId = newId();
    const batch = [{ id: 1, name: 'clients.put', args: { id: newId(), name: '', phone: 'call me' } }];
    const answer = await push(t.app, coach.accessToken, clientId, batch);
    const reason = { code: 'validation_failed', fields: { name: 'is required', phone: 'is not a phone number' } };
    expect(answer.results[0]).toMatchObject({ status: 'rejected', error: reason });
    // The first answer may have been lost: the repeat carries the same field messages.
    expect((await push(t.app, coach.accessToken, clientId, batch)).results[0]).toMatchObject({ status: 'skipped', error: reason });
  });

  it('[W5][R1] a mutation whose args carry __proto__ or constructor is rejected on its own, naming the key; the batch goes on', async () => {
    // Own keys, as JSON.parse makes them from a device's body: an object literal cannot hold a __proto__ key.
    const withKey = (args: Record<string, unknown>, key: string, value: unknown) =>
      Object.defineProperty({ ...args }, key, { value, enumerable: true, writable: true, configurable: true });
    const anna = client('Anna');
    const m = outbox();
    const answer = await push(t.app, coach.accessToken, newId(), [
      m('clients.put', anna),
      m('clients.put', withKey(client('Proto'), '__proto__', { coach_id: admin.userId })),
      m('clients.put', withKey(client('Constructor'), 'constructor', { prototype: { isAdmin: true } })),
      m('clients.patch', { id: anna.id, changes: withKey({ notes: 'Knees' }, '__proto__', { name: 'Mallory' }) }),
      m('clients.put', withKey(client('Value'), 'valueOf', 1)),
      m('clients.put', client('Berta')),
    ]);
    expect(answer.lastMutationId).toBe(6);
    expect(answer.results.map((result) => result.status)).toEqual(['applied', 'rejected', 'rejected', 'rejected', 'rejected', 'applied']);
    const unknown = (field: string) => ({
      code: 'unknown_field',
      message: 'Some fields are not part of this record',
      fields: { [field]: 'is not a field of this record' },
    });
    // The answer's `fields` cannot hold a key that is just __proto__ (the response schema, a zod record, drops it): the stored rejection names it.
    expect(answer.results[1]?.error).toMatchObject({ code: 'unknown_field' });
    const [rejection] = await t.database.db
      .select({ fields: syncRejections.fields })
      .from(syncRejections)
      .where(eq(syncRejections.mutation_id, 2));
    expect(Object.entries(rejection?.fields ?? {})).toEqual([['__proto__', 'is not a field of this record']]);
    expect(answer.results[2]?.error).toEqual(unknown('constructor'));
    expect(answer.results[3]?.error).toEqual(unknown('changes.__proto__'));
    expect(answer.results[4]?.error).toEqual(unknown('valueOf'));
    const stored = await t.database.db.select({ name: clients.name, notes: clients.notes }).from(clients).orderBy(clients.name);
    expect(stored).toEqual([
      { name: 'Anna', notes: null },
      { name: 'Berta', notes: null },
    ]);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('[W6] a rejection that cannot be recorded interrupts the batch (503) instead of losing the mutation; it is rejected once it can be', async () => {
    // A real transient database error (serialization_failure) while the rejection is written.
    await t.database.db.execute(
      sql.raw(`create function treneris_test_flaky_rejection() returns trigger language plpgsql as $$
        begin raise exception 'try again' using errcode = '40001'; end $$`),
    );
    await t.database.db.execute(
      sql.raw(
        'create trigger treneris_test_flaky_rejection before insert on sync_rejections for each row execute function treneris_test_flaky_rejection()',
      ),
    );
    const clientId = newId();
    const batch = [{ id: 1, name: 'muscles.put', args: muscle('Not for coaches') }];
    expect((await pushRaw(t.app, coach.accessToken, clientId, batch)).statusCode).toBe(503);
    await t.database.db.execute(sql.raw('drop trigger treneris_test_flaky_rejection on sync_rejections'));
    const retried = await push(t.app, coach.accessToken, clientId, batch);
    expect(retried).toMatchObject({ lastMutationId: 1, results: [{ status: 'rejected', error: { code: 'forbidden' } }] });
  });

  it('[W5] a domain operation naming what does not exist is rejected whole, with invalid_reference, and writes nothing', async () => {
    const m = outbox();
    const anna = client('Anna');
    const clientId = newId();
    await push(t.app, coach.accessToken, clientId, [m('clients.put', anna)]);
    const answer = await push(t.app, coach.accessToken, clientId, [
      m('plan-assignments.assign', { assignment: { id: newId(), plan_id: newId(), client_id: anna.id, start_date: '2026-12-07' } }),
    ]);
    expect(answer.results[0]).toMatchObject({ status: 'rejected', error: { code: 'invalid_reference' } });
    expect(await t.database.db.select().from(planAssignments)).toEqual([]);
    expect(await t.database.db.select().from(calendarEntries)).toEqual([]);
  });

  it('[M3] a domain operation whose second step fails leaves nothing of its first', async () => {
    const m = outbox();
    const anna = client('Anna');
    const workout = { id: newId(), name: 'Legs' };
    const plan = {
      id: newId(),
      name: 'Base',
      weeks: 1,
      days: [
        { week: 1, day: 1, workout_id: workout.id },
        { week: 1, day: 2, workout_id: workout.id },
      ],
    };
    const clientId = newId();
    const assignment = { id: newId(), plan_id: plan.id, client_id: anna.id, start_date: '2026-12-07' };
    // The second entry's id was once used and deleted: nothing writes over a tombstone (R3).
    const taken = { id: assignedEntryId(assignment.id, 1), client_id: anna.id, workout_id: workout.id, date: '2026-12-01' };
    await push(t.app, coach.accessToken, clientId, [
      m('clients.put', anna),
      m('workouts.put', workout),
      m('workout-plans.put', plan),
      m('calendar-entries.put', taken),
      m('calendar-entries.delete', { id: taken.id }),
    ]);
    const answer = await push(t.app, coach.accessToken, clientId, [m('plan-assignments.assign', { assignment })]);
    expect(answer.results[0]).toMatchObject({ status: 'rejected', error: { code: 'deleted' } });
    expect(await t.database.db.select().from(planAssignments)).toEqual([]);
    expect((await t.database.db.select().from(calendarEntries)).map((entry) => entry.id)).toEqual([taken.id]);
  });

  it('[W5] unknown mutation names are rejected', async () => {
    const answer = await push(t.app, coach.accessToken, newId(), [{ id: 1, name: 'teleport.now', args: {} }]);
    expect(answer.results[0]).toMatchObject({ status: 'rejected', error: { code: 'unknown_mutation' } });
  });

  it('[W7] a client id belongs to one user: another user gets 403 and changes nothing', async () => {
    const clientId = newId();
    await push(t.app, coach.accessToken, clientId, [{ id: 1, name: 'clients.put', args: client('Anna') }]);
    const response = await pushRaw(t.app, admin.accessToken, clientId, [{ id: 2, name: 'muscles.put', args: muscle('Chest') }]);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'client_id_taken' } });
    expect(await t.database.db.select().from(muscles)).toHaveLength(0);
  });

  it('[W8] an app speaking an unsupported protocol is told to update', async () => {
    // 1: an app from before sessions said who ran them, whose schemas would refuse the new fields.
    for (const version of ['0', '1']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/sync/push',
        headers: { authorization: `Bearer ${coach.accessToken}`, 'x-treneris-sync-protocol': version },
        payload: { clientId: newId(), mutations: [] },
      });
      expect(response.statusCode, version).toBe(426);
      expect(response.json()).toMatchObject({ error: { code: 'client_too_old' } });
    }
  });

  it('[W8] a protocol header that is not a small whole number is the caller’s 400, not a server too old (503)', async () => {
    for (const value of ['1e9', '99999999999999999999', '1.0', '0x1', '-1', '+1', '1,1', 'one']) {
      for (const [url, payload] of [
        ['/api/v1/sync/push', { clientId: newId(), mutations: [] }],
        ['/api/v1/sync/pull', { clientId: newId(), cursor: null }],
      ] as const) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: { authorization: `Bearer ${coach.accessToken}`, 'x-treneris-sync-protocol': value },
          payload,
        });
        expect(response.statusCode, `${url} ${value}`).toBe(400);
        const { error } = response.json<{ error: { code: string; message: string } }>();
        expect(error.code, `${url} ${value}`).toBe('protocol_invalid');
        expect(error.message).toContain('x-treneris-sync-protocol');
      }
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sync/push',
      headers: { authorization: `Bearer ${coach.accessToken}` },
      payload: { clientId: newId(), mutations: [] },
    });
    expect(missing.json()).toMatchObject({ error: { code: 'protocol_missing' } });
  });

  it('requires a signed-in user and validates the body', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/sync/push', payload: { clientId: newId(), mutations: [] } })).statusCode,
    ).toBe(401);
    const bad = await pushRaw(t.app, coach.accessToken, 'not-a-uuid', []);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: 'validation_failed', fields: { clientId: 'is not a valid client id' } } });
  });

  it('an empty batch answers where the device stands', async () => {
    const clientId = newId();
    await push(t.app, coach.accessToken, clientId, [{ id: 1, name: 'clients.put', args: client('Anna') }]);
    expect(await push(t.app, coach.accessToken, clientId, [])).toEqual({ lastMutationId: 1, results: [] });
  });
});
