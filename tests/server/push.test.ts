import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { conversationId } from '@core/records/conversations';
import { pushJobs, pushSubscriptions, clients } from '../../server/db/schema/index';
import { openPostgres } from '../../server/db/postgres';
import { bearer, signInCast, type SignedIn } from '../helpers/auth';
import { BrowserKeys, PushReceiver, verifyVapid } from '../helpers/push-receiver';
import { client, newId, TestDevices } from '../helpers/sync';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Web Push end to end without the internet (docs/api.md, "Notifications"): a push service over
 * https on this machine, trusted as any push service is (its certificate through
 * NODE_EXTRA_CA_CERTS, nothing turned off), and a browser's keys held by the test, so each request
 * is checked as a real Web Push message: signed (VAPID, RFC 8292) and encrypted (RFC 8291).
 */
describe('Web Push', () => {
  let receiver: PushReceiver;
  let t: TestApp;
  let coach: SignedIn;
  let person: SignedIn;
  let anna: ReturnType<typeof client>;
  const devices = new TestDevices(() => t.app);
  const subscribe = (user: SignedIn, body: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/v1/push/subscriptions', headers: bearer(user.accessToken), payload: body as object });
  const appFor = (database?: TestApp['database']) =>
    createTestApp({
      env: { PUSH_ALLOWED_ORIGINS: receiver.origin, VAPID_SUBJECT: 'mailto:ops@treneris.test' },
      ...(database ? { database } : {}),
    });
  const say = (user: SignedIn, body: string) =>
    devices.act(user, 'conversation-messages.put', { id: newId(), conversation_id: conversationId(anna.id, person.userId), body });

  beforeAll(async () => {
    receiver = await PushReceiver.start();
  });
  afterAll(() => receiver.stop());

  beforeEach(async () => {
    devices.clear();
    receiver.received.length = 0;
    receiver.answer = () => 201;
    t = await appFor();
    ({ coach, person } = await signInCast(t.app, t.database.db));
    anna = client('Anna');
    expect(await devices.act(coach, 'clients.put', anna)).toMatchObject({ status: 'applied' });
    await t.database.db.update(clients).set({ user_id: person.userId }).where(eq(clients.id, anna.id));
    expect(await devices.act(coach, 'conversations.put', { id: conversationId(anna.id, person.userId), client_id: anna.id })).toMatchObject(
      {
        status: 'applied',
      },
    );
  });
  afterEach(() => t.close());

  it('a coach’s message reaches the client’s browser as a signed, encrypted push that opens the conversation', async () => {
    const phone = new BrowserKeys();
    expect((await subscribe(person, phone.subscription(`${receiver.origin}/push/phone`))).statusCode).toBe(204);
    expect(await say(coach, 'Great week, add 2.5 kg')).toMatchObject({ status: 'applied' });
    // The message's write only queued the push: nothing has left the server yet.
    expect(receiver.received).toEqual([]);
    expect(await t.app.pushDispatcher.runOnce()).toBe(1);

    const [push] = receiver.received;
    expect(push?.path).toBe('/push/phone');
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push?.headers.ttl)).toBeGreaterThan(0);
    const claims = await verifyVapid(String(push?.headers.authorization), t.app.vapid.publicKey, receiver.origin);
    expect(claims.sub).toBe('mailto:ops@treneris.test');
    expect(JSON.parse(phone.decrypt(push?.body ?? Buffer.alloc(0)))).toEqual({
      title: 'Test Person',
      body: 'Great week, add 2.5 kg',
      tag: `conversation-${conversationId(anna.id, person.userId)}`,
      url: '/messages',
    });
    // Sent once: a second run finds nothing due.
    expect(await t.app.pushDispatcher.runOnce()).toBe(0);
    expect(receiver.received).toHaveLength(1);
  });

  it('the client’s message reaches the coach, opening the client’s Messages tab; the author is not told of their own', async () => {
    const [tablet, phone] = [new BrowserKeys(), new BrowserKeys()];
    expect((await subscribe(coach, tablet.subscription(`${receiver.origin}/push/tablet`))).statusCode).toBe(204);
    expect((await subscribe(person, phone.subscription(`${receiver.origin}/push/phone`))).statusCode).toBe(204);
    expect(await say(person, 'The gym is full: dumbbells instead of the bench?')).toMatchObject({ status: 'applied' });
    await t.app.pushDispatcher.runOnce();
    expect(receiver.received.map((push) => push.path)).toEqual(['/push/tablet']);
    expect(JSON.parse(tablet.decrypt(receiver.received[0]?.body ?? Buffer.alloc(0)))).toMatchObject({
      url: `/client/${anna.id}?tab=messages`,
    });
  });

  it('a push service that answers 410 loses the subscription; one that fails for a while is retried, a bounded number of times', async () => {
    const [gone, flaky] = [new BrowserKeys(), new BrowserKeys()];
    await subscribe(person, gone.subscription(`${receiver.origin}/push/gone`));
    await subscribe(person, flaky.subscription(`${receiver.origin}/push/flaky`));
    receiver.answer = (path) => (path === '/push/gone' ? 410 : 503);
    await say(coach, 'See you Thursday');
    await t.app.pushDispatcher.runOnce();
    const endpoints = async () => (await t.database.db.select().from(pushSubscriptions)).map((row) => row.endpoint);
    expect(await endpoints()).toEqual([`${receiver.origin}/push/flaky`]);
    // Retried later, to the failing browser alone, until the attempts run out.
    const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    await t.app.pushDispatcher.runOnce(later(1));
    await t.app.pushDispatcher.runOnce(later(5));
    await t.app.pushDispatcher.runOnce(later(60));
    expect(receiver.received.map((push) => push.path)).toEqual(['/push/gone', '/push/flaky', '/push/flaky', '/push/flaky']);
    // A retry that succeeds is the end of it.
    receiver.received.length = 0;
    receiver.answer = (path) => (receiver.received.filter((push) => push.path === path).length === 1 ? 503 : 201);
    await say(coach, 'And Saturday');
    await t.app.pushDispatcher.runOnce();
    await t.app.pushDispatcher.runOnce(later(1));
    await t.app.pushDispatcher.runOnce(later(60));
    expect(receiver.received.map((push) => push.path)).toEqual(['/push/flaky', '/push/flaky']);
  });

  it('a slow push service never holds up a request: the write is answered while the push waits on the service', async () => {
    const phone = new BrowserKeys();
    await subscribe(person, phone.subscription(`${receiver.origin}/push/slow`));
    receiver.answer = () => 'hold';
    const sending = t.app.pushDispatcher.runOnce();
    expect(await say(coach, 'First')).toMatchObject({ status: 'applied' });
    const dispatching = t.app.pushDispatcher.runOnce();
    // The push of the first message is held by the service; the second message is answered anyway.
    await expect.poll(() => receiver.received.length).toBe(1);
    expect(await say(coach, 'Second')).toMatchObject({ status: 'applied' });
    const health = await t.app.inject({ url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
    receiver.release();
    await Promise.all([sending, dispatching]);
  });

  it('scheduled pushes are sent once with two servers on one database, and a restart loses none', async () => {
    const url = t.database.url;
    const database = url ? await openPostgres(url, { poolSize: 5 }) : t.database;
    const second = await appFor(database);
    let stopped = false;
    try {
      const phone = new BrowserKeys();
      await subscribe(person, phone.subscription(`${receiver.origin}/push/phone`));
      // A thousand due pushes (the reminders of a busy hour), taken by two servers at once.
      const due = new Date(Date.now() - 1000);
      await t.database.db.insert(pushJobs).values(
        Array.from({ length: 1000 }, (_, index) => ({
          id: newId(),
          user_id: person.userId,
          kind: 'reminder',
          key: `reminder:${index}`,
          payload: { title: 'Workout at 18:00', body: `Reminder ${index}`, tag: `r${index}`, url: '/' },
          due_at: due,
        })),
      );
      const [a, b] = await Promise.all([t.app.pushDispatcher.runOnce(), second.app.pushDispatcher.runOnce()]);
      expect(a + b).toBe(1000);
      const bodies = receiver.received.map((push) => (JSON.parse(phone.decrypt(push.body)) as { body: string }).body);
      expect(new Set(bodies).size).toBe(1000);
      expect(bodies).toHaveLength(1000);

      // Scheduled, then the server that would send it stops; the next server to start sends it.
      await say(coach, 'Stretch tonight');
      await second.close();
      stopped = true;
      const restarted = await appFor(database);
      try {
        expect(await restarted.app.pushDispatcher.runOnce()).toBe(1);
      } finally {
        await restarted.close();
      }
    } finally {
      if (!stopped) await second.close();
      if (url) await database.close();
    }
  });
});
