import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, instantOf, localDateOf } from '@core/dates';
import type { SignedIn } from '../helpers/auth';
import { pushCast, subscribeBrowser } from '../helpers/push-cast';
import { BrowserKeys, PushReceiver } from '../helpers/push-receiver';
import { type client, newId, TestDevices } from '../helpers/sync';
import type { TestApp } from '../helpers/test-app';

/** A coach hears what their clients did (docs/api.md, "Notifications"): one push per client an hour. */
describe('a client’s activity, pushed to their coach', () => {
  let receiver: PushReceiver;
  let t: TestApp;
  let coach: SignedIn;
  let person: SignedIn;
  let anna: ReturnType<typeof client>;
  const tablet = new BrowserKeys();
  const devices = new TestDevices(() => t.app);
  const pushes = () => receiver.received.map((push) => JSON.parse(tablet.decrypt(push.body)) as { title: string; url: string });

  beforeAll(async () => {
    receiver = await PushReceiver.start();
  });
  afterAll(() => receiver.stop());
  beforeEach(async () => {
    devices.clear();
    receiver.received.length = 0;
    ({ t, coach, person, anna } = await pushCast(receiver));
    await subscribeBrowser(t, coach, tablet, `${receiver.origin}/push/tablet`);
  });
  afterEach(() => t.close());

  it('a finished workout reaches the coach, opening the client’s history; more in the same hour wait in the app', async () => {
    const session = newId();
    const started = new Date().toISOString();
    const workout = { id: session, client_id: anna.id, prescription: { name: 'Legs', blocks: [] }, started_at: started };
    expect(await devices.act(person, 'workout-sessions.put', workout)).toMatchObject({ status: 'applied' });
    expect(
      await devices.act(person, 'workout-sessions.patch', { id: session, changes: { finished_at: new Date().toISOString() } }),
    ).toMatchObject({
      status: 'applied',
    });
    await t.app.pushDispatcher.runOnce();
    const entry = { id: newId(), client_id: anna.id, date: localDateOf(new Date()), title: 'Upper body' };
    expect(await devices.act(coach, 'calendar-entries.put', entry)).toMatchObject({ status: 'applied' });
    expect(await devices.act(person, 'calendar-entries.patch', { id: entry.id, changes: { status: 'skipped' } })).toMatchObject({
      status: 'applied',
    });
    await t.app.pushDispatcher.runOnce();
    expect(pushes()).toEqual([
      { title: 'Anna finished Legs', body: '', tag: `activity-${anna.id}`, url: `/client/${anna.id}?tab=history` },
    ]);
  });

  it('a skip the client made is pushed; what the coach did themselves is not', async () => {
    const mine = { id: newId(), client_id: anna.id, date: localDateOf(new Date()), title: 'Mobility' };
    expect(await devices.act(coach, 'calendar-entries.put', { ...mine, status: 'skipped' })).toMatchObject({ status: 'applied' });
    await t.app.pushDispatcher.runOnce();
    expect(receiver.received).toEqual([]);
    const theirs = { id: newId(), client_id: anna.id, date: localDateOf(new Date()), title: 'Upper body' };
    expect(await devices.act(coach, 'calendar-entries.put', theirs)).toMatchObject({ status: 'applied' });
    expect(await devices.act(person, 'calendar-entries.patch', { id: theirs.id, changes: { status: 'skipped' } })).toMatchObject({
      status: 'applied',
    });
    await t.app.pushDispatcher.runOnce();
    expect(pushes().map((push) => push.title)).toEqual(['Anna skipped Upper body']);
  });

  it('each morning at 08:00 the coach hears who missed a workout the day before: one push per client, counting them, once', async () => {
    const day = addDays(localDateOf(new Date()), 2);
    const planned = (title: string | null, extra: object = {}) => ({ id: newId(), client_id: anna.id, date: day, title, ...extra });
    const missed = [planned('Legs'), planned(null)];
    const done = planned('Upper body');
    for (const entry of [...missed, done, planned('Mobility', { status: 'skipped' })])
      expect(await devices.act(coach, 'calendar-entries.put', entry)).toMatchObject({ status: 'applied' });
    // Started, even if not finished: not missed.
    const session = {
      id: newId(),
      client_id: anna.id,
      calendar_entry_id: done.id,
      prescription: { name: 'Upper body', blocks: [] },
      started_at: new Date().toISOString(),
    };
    expect(await devices.act(person, 'workout-sessions.put', session)).toMatchObject({ status: 'applied' });
    await t.app.pushDispatcher.runOnce();
    receiver.received.length = 0;

    const eight = instantOf(addDays(day, 1), '08:00');
    expect(await t.app.pushDispatcher.runOnce(new Date(eight.getTime() - 60_000))).toBe(0);
    expect(await t.app.pushDispatcher.runOnce(new Date(eight.getTime() + 30_000))).toBe(1);
    expect(await t.app.pushDispatcher.runOnce(new Date(eight.getTime() + 90_000))).toBe(0);
    expect(pushes()).toEqual([
      { title: 'Anna missed 2 workouts yesterday', body: '', tag: `activity-${anna.id}`, url: `/client/${anna.id}?tab=history` },
    ]);

    // One missed the next day is named.
    const alone = planned('Legs', { date: addDays(day, 1) });
    expect(await devices.act(coach, 'calendar-entries.put', alone)).toMatchObject({ status: 'applied' });
    expect(await t.app.pushDispatcher.runOnce(new Date(instantOf(addDays(day, 2), '08:00').getTime() + 30_000))).toBe(1);
    expect(pushes().at(-1)?.title).toBe('Anna missed Legs yesterday');
  });
});
