import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays, dateOfUtc } from '@core/dates';
import { bodyMetricId } from '@core/records/body-metrics';
import type { Change } from '@sync/protocol';
import { bodyMetrics } from '../../../server/db/schema/index';
import { signInCast, type SignedIn } from '../../helpers/auth';
import { client, linkedClient, newId, pull, pullAll, TestDevices } from '../../helpers/sync';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/** sync/SPEC.md A15, through the same push and pull devices use, on both databases. */
describe('a client’s body metrics (sync/SPEC.md A15)', () => {
  let t: TestApp;
  let admin: SignedIn;
  let coach: SignedIn;
  let rival: SignedIn;
  let person: SignedIn;
  let anna: ReturnType<typeof client>;
  const devices = new TestDevices(() => t.app);
  const act = (user: SignedIn, name: string, args: Record<string, unknown>) => devices.act(user, name, args);
  const weight = (value: number | null, date = '2026-11-30', clientId = anna.id) => ({
    id: bodyMetricId(clientId, 'weight', date),
    client_id: clientId,
    metric: 'weight',
    date,
    value,
  });

  const metricsOf = async (user: SignedIn) =>
    (await pull(t.app, user.accessToken, newId(), null)).changes.filter((change) => change.entity === 'body-metrics');
  const stored = async (id: string) => (await t.database.db.select().from(bodyMetrics).where(eq(bodyMetrics.id, id)))[0];

  beforeEach(async () => {
    devices.clear();
    t = await createTestApp();
    ({ admin, coach, rival, person } = await signInCast(t.app, t.database.db));
    anna = await linkedClient(t.database.db, devices, coach, person);
  });
  afterEach(() => t.close());

  it('[T12][A15] the client and their coach read and write them; another coach, an admin and another client’s person do not', async () => {
    expect(await act(person, 'body-metrics.put', weight(82.4))).toMatchObject({ status: 'applied' });
    for (const user of [coach, person])
      expect((await metricsOf(user)).map((change) => change.data)).toEqual([
        expect.objectContaining({ ...weight(82.4), logged_by: person.userId, coach_id: coach.userId }),
      ]);
    for (const user of [rival, admin]) expect(await metricsOf(user)).toEqual([]);

    // [A11] What a writer cannot read answers as if it did not exist.
    for (const user of [rival, admin]) {
      expect(await act(user, 'body-metrics.put', weight(70))).toMatchObject({ status: 'rejected', error: { code: 'not_found' } });
      expect(await act(user, 'body-metrics.patch', { id: weight(70).id, changes: { value: 70 } })).toMatchObject({
        status: 'rejected',
        error: { code: 'not_found' },
      });
    }
    expect(await stored(weight(0).id)).toMatchObject({ value: 82.4 });

    // Nobody but its coach and its person writes a client record's metrics.
    const otto = client('Otto');
    await act(coach, 'clients.put', otto);
    expect(await act(person, 'body-metrics.put', weight(80, '2026-11-30', otto.id))).toMatchObject({
      status: 'rejected',
      error: { code: 'not_found' },
    });
    expect(await act(rival, 'body-metrics.put', weight(80, '2026-11-30', otto.id))).toMatchObject({
      status: 'rejected',
      error: { code: 'not_found' },
    });
  });

  it('[T12][A15][R2] a weigh-in by the coach is one record with the client’s of that day: the later wins and says who wrote it', async () => {
    expect(await act(person, 'body-metrics.put', weight(82.4))).toMatchObject({ status: 'applied' });
    expect(await act(coach, 'body-metrics.put', weight(82.1))).toMatchObject({ status: 'applied' });
    expect(await stored(weight(0).id)).toMatchObject({ value: 82.1, logged_by: coach.userId, coach_id: coach.userId });
    expect(await act(person, 'body-metrics.patch', { id: weight(0).id, changes: { value: 82.3 } })).toMatchObject({ status: 'applied' });
    expect(await stored(weight(0).id)).toMatchObject({ value: 82.3, logged_by: person.userId });
  });

  it('[T12][A15] two first puts of one day arriving at once are one record, never a duplicate', async () => {
    const results = await Promise.all([act(person, 'body-metrics.put', weight(82.4)), act(coach, 'body-metrics.put', weight(82.1))]);
    expect(results.map((result) => result?.status)).toEqual(['applied', 'applied']);
    expect([82.4, 82.1]).toContain((await stored(weight(0).id))?.value);
  });

  it('[T12][A15] an id that is not its client’s, metric’s and day’s is refused, and so is a move to another day', async () => {
    expect(await act(person, 'body-metrics.put', { ...weight(82.4), id: newId() })).toMatchObject({
      status: 'rejected',
      error: { code: 'validation_failed', fields: { id: 'must be the id of this client, metric and day' } },
    });
    await act(person, 'body-metrics.put', weight(82.4));
    expect(await act(person, 'body-metrics.patch', { id: weight(0).id, changes: { date: '2026-11-29' } })).toMatchObject({
      status: 'rejected',
      error: { code: 'validation_failed', fields: { id: 'must be the id of this client, metric and day' } },
    });
  });

  it('[T12][A15][R8] a value no body has, a day to come and a year 0 are refused, naming the field', async () => {
    expect(await act(person, 'body-metrics.put', weight(-5))).toMatchObject({
      status: 'rejected',
      error: { code: 'validation_failed', fields: { value: 'must be between 20 and 400' } },
    });
    expect(await act(person, 'body-metrics.put', weight(5000))).toMatchObject({
      status: 'rejected',
      error: { code: 'validation_failed', fields: { value: 'must be between 20 and 400' } },
    });
    const coming = addDays(dateOfUtc(Date.now()), 2);
    expect(await act(person, 'body-metrics.put', weight(82, coming))).toMatchObject({
      status: 'rejected',
      error: { code: 'validation_failed', fields: { date: 'is in the future' } },
    });
    // Tomorrow in UTC is today somewhere: a weigh-in there is not refused.
    expect(await act(person, 'body-metrics.put', weight(82, addDays(dateOfUtc(Date.now()), 1)))).toMatchObject({ status: 'applied' });
    expect(await act(person, 'body-metrics.put', { ...weight(82), date: '0000-01-01' })).toMatchObject({
      status: 'rejected',
      error: { code: 'validation_failed', fields: { date: 'must be between the years 1 and 9999' } },
    });
  });

  it('[T12][A15][R5][R3] who logged it is the server’s to say; a value is taken back by clearing it, never by a delete', async () => {
    expect(await act(person, 'body-metrics.put', { ...weight(82.4), logged_by: coach.userId })).toMatchObject({ status: 'applied' });
    expect(await stored(weight(0).id)).toMatchObject({ logged_by: person.userId });
    for (const user of [coach, person])
      expect(await act(user, 'body-metrics.delete', { id: weight(0).id })).toMatchObject({
        status: 'rejected',
        error: { code: 'forbidden' },
      });
    expect(await act(person, 'body-metrics.patch', { id: weight(0).id, changes: { value: null } })).toMatchObject({ status: 'applied' });
    expect(await act(person, 'body-metrics.put', weight(81.9))).toMatchObject({ status: 'applied' });
    expect(await stored(weight(0).id)).toMatchObject({ value: 81.9, deleted: false });
  });

  it('[P6][A15][A16] a deleted client record takes its body metrics and custom metrics off the person’s devices', async () => {
    await act(person, 'body-metrics.put', weight(82.4));
    const grip = { id: newId(), client_id: anna.id, name: 'Grip strength', unit: 'kg' };
    await act(coach, 'custom-metrics.put', grip);
    const device = newId();
    const { cursor } = await pullAll(t.app, person.accessToken, device, null);
    expect(await act(coach, 'clients.delete', { id: anna.id })).toMatchObject({ status: 'applied' });
    const { pages } = await pullAll(t.app, person.accessToken, device, cursor);
    const changes: Change[] = pages.flatMap((page) => page.changes);
    expect(changes.filter((change) => change.entity === 'body-metrics').map((change) => [change.id, change.deleted])).toEqual([
      [weight(0).id, true],
    ]);
    expect(changes.filter((change) => change.entity === 'custom-metrics').map((change) => [change.id, change.deleted])).toEqual([
      [grip.id, true],
    ]);
  });

  it('[T12][A16] the coach adds a measurement for a client; the client reads and logs it, but cannot add one', async () => {
    const grip = { id: newId(), client_id: anna.id, name: 'Grip strength', unit: 'kg' };
    expect(await act(person, 'custom-metrics.put', { ...grip, id: newId() })).toMatchObject({
      status: 'rejected',
      error: { code: 'forbidden' },
    });
    expect(await act(rival, 'custom-metrics.put', grip)).toMatchObject({ status: 'rejected', error: { code: 'not_found' } });
    expect(await act(coach, 'custom-metrics.put', grip)).toMatchObject({ status: 'applied' });
    for (const user of [coach, person]) {
      const custom = (await pull(t.app, user.accessToken, newId(), null)).changes.filter((change) => change.entity === 'custom-metrics');
      expect(custom.map((change) => [change.id, change.data?.name, change.data?.coach_id])).toEqual([
        [grip.id, 'Grip strength', coach.userId],
      ]);
    }
    expect(await metricsOf(rival)).toEqual([]);

    // Its values are as typed, in its own unit: no body-weight range applies.
    const squeeze = {
      id: bodyMetricId(anna.id, grip.id, '2026-11-30'),
      client_id: anna.id,
      metric: grip.id,
      date: '2026-11-30',
      value: 5000,
    };
    expect(await act(person, 'body-metrics.put', squeeze)).toMatchObject({ status: 'applied' });
    expect(await act(person, 'body-metrics.put', { ...squeeze, value: 2_000_000 })).toMatchObject({
      status: 'rejected',
      error: { code: 'validation_failed', fields: { value: 'must be between -1000000 and 1000000' } },
    });
    // Removed by the coach, it leaves what was logged; a value logged offline before still arrives.
    expect(await act(coach, 'custom-metrics.delete', { id: grip.id })).toMatchObject({ status: 'applied' });
    expect(await act(person, 'body-metrics.put', { ...squeeze, value: 48 })).toMatchObject({ status: 'applied' });
    expect(await stored(squeeze.id)).toMatchObject({ value: 48 });
  });

  it('[T12][A15][A12] a value of another client’s custom metric, or of no metric, is refused', async () => {
    const otto = client('Otto');
    await act(coach, 'clients.put', otto);
    const ottos = { id: newId(), client_id: otto.id, name: 'Steps a day', unit: '' };
    expect(await act(coach, 'custom-metrics.put', ottos)).toMatchObject({ status: 'applied' });
    for (const metric of [ottos.id, newId()])
      expect(
        await act(person, 'body-metrics.put', {
          id: bodyMetricId(anna.id, metric, '2026-11-30'),
          client_id: anna.id,
          metric,
          date: '2026-11-30',
          value: 9000,
        }),
      ).toMatchObject({
        status: 'rejected',
        error: { code: 'invalid_reference', fields: { metric: 'refers to something that does not exist' } },
      });
    expect(await act(coach, 'custom-metrics.patch', { id: ottos.id, changes: { client_id: anna.id } })).toMatchObject({
      status: 'rejected',
      error: { code: 'field_not_writable' },
    });
  });
});
