import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { conversationId } from '@core/records/conversations';
import { localTimeOf } from '@core/dates';
import { PUSH_LIMITS } from '@core/push';
import { clients, pushJobs, pushSubscriptions } from '../../server/db/schema/index';
import { bearer, signInCast, type SignedIn } from '../helpers/auth';
import { BrowserKeys, PushReceiver } from '../helpers/push-receiver';
import { client, newId, TestDevices } from '../helpers/sync';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** What the server takes and refuses for Web Push (docs/api.md, "Notifications"; docs/security.md). */
describe('push subscriptions and the rest timer’s push', () => {
  let receiver: PushReceiver;
  let t: TestApp;
  let coach: SignedIn;
  let person: SignedIn;
  const keys = new BrowserKeys();
  const devices = new TestDevices(() => t.app);
  const request = (user: SignedIn | null, method: 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, ...(user ? { headers: bearer(user.accessToken) } : {}), ...(payload ? { payload } : {}) });
  const subscribe = (user: SignedIn, endpoint: string, body: object = keys.subscription(endpoint)) =>
    request(user, 'POST', '/push/subscriptions', body);
  const stored = () => t.database.db.select().from(pushSubscriptions);
  const waiting = (userId: string) =>
    t.database.db
      .select()
      .from(pushJobs)
      .where(and(eq(pushJobs.user_id, userId), isNull(pushJobs.taken_at)));

  beforeAll(async () => {
    receiver = await PushReceiver.start();
  });
  afterAll(() => receiver.stop());
  beforeEach(async () => {
    devices.clear();
    receiver.received.length = 0;
    t = await createTestApp({
      env: { PUSH_ALLOWED_ORIGINS: `${receiver.origin},https://*.notify.windows.com,https://fcm.googleapis.com` },
    });
    ({ coach, person } = await signInCast(t.app, t.database.db));
  });
  afterEach(() => t.close());

  it('refuses an endpoint that is not https on an allowed push service’s exact host and port, and stores nothing', async () => {
    const port = Number(new URL(receiver.origin).port);
    for (const endpoint of [
      `http://localhost:${port}/push/a`,
      `https://127.0.0.1:${port}/push/a`,
      `https://localhost:${port + 1}/push/a`,
      'https://10.0.0.7/push/a',
      'https://169.254.169.254/latest/meta-data',
      'https://fcm.googleapis.com:8443/fcm/send/a',
      'https://notify.windows.com/w/?token=a',
      'https://evil.example/fcm.googleapis.com',
      `https://user:pass@localhost:${port}/push/a`,
    ]) {
      const answer = await subscribe(person, endpoint);
      expect([answer.statusCode, answer.json<{ error: { code: string } }>().error.code], endpoint).toEqual([422, 'push_service_refused']);
    }
    expect(await stored()).toEqual([]);
    expect((await subscribe(person, 'https://wns2-par02p.notify.windows.com/w/?token=abc')).statusCode).toBe(204);
    expect((await subscribe(person, 'https://fcm.googleapis.com/fcm/send/abc')).statusCode).toBe(204);
  });

  it('refuses malformed keys and a missing session', async () => {
    const endpoint = `${receiver.origin}/push/a`;
    const good = keys.subscription(endpoint);
    for (const [body, field] of [
      [{ ...good, keys: { ...good.keys, p256dh: 'not-a-key' } }, 'keys.p256dh'],
      [{ ...good, keys: { ...good.keys, p256dh: Buffer.alloc(65, 3).toString('base64url') } }, 'keys.p256dh'],
      [{ ...good, keys: { ...good.keys, auth: Buffer.alloc(8).toString('base64url') } }, 'keys.auth'],
      [{ endpoint }, 'keys'],
      [{ ...good, endpoint: 'x'.repeat(PUSH_LIMITS.endpointCharacters + 1) }, 'endpoint'],
    ] as const) {
      const answer = await subscribe(person, endpoint, body);
      expect(answer.statusCode).toBe(400);
      expect(Object.keys(answer.json<{ error: { fields: Record<string, string> } }>().error.fields)).toContain(field);
    }
    expect((await request(null, 'POST', '/push/subscriptions', good)).statusCode).toBe(401);
    expect(await stored()).toEqual([]);
  });

  it(`keeps at most ${PUSH_LIMITS.subscriptionsPerUser} browsers per person: a thousand more are refused, the same browser again is one`, async () => {
    const answers = [];
    for (let index = 0; index < 1000; index++) answers.push((await subscribe(person, `${receiver.origin}/push/${index}`)).statusCode);
    expect(answers.filter((status) => status === 204)).toHaveLength(PUSH_LIMITS.subscriptionsPerUser);
    expect(answers.slice(PUSH_LIMITS.subscriptionsPerUser).every((status) => status === 409)).toBe(true);
    expect((await subscribe(person, `${receiver.origin}/push/0`)).statusCode).toBe(204);
    expect(await stored()).toHaveLength(PUSH_LIMITS.subscriptionsPerUser);
    // Turned off on one browser: it goes, and only the person's own.
    expect((await request(coach, 'DELETE', '/push/subscriptions', { endpoint: `${receiver.origin}/push/1` })).statusCode).toBe(204);
    expect((await request(person, 'DELETE', '/push/subscriptions', { endpoint: `${receiver.origin}/push/2` })).statusCode).toBe(204);
    expect((await stored()).map((row) => row.endpoint)).not.toContain(`${receiver.origin}/push/2`);
    expect(await stored()).toHaveLength(PUSH_LIMITS.subscriptionsPerUser - 1);
  });

  it('never sends to an endpoint the list no longer allows, even one stored before', async () => {
    await t.database.db.insert(pushSubscriptions).values({
      id: newId(),
      user_id: person.userId,
      endpoint: `http://localhost:${new URL(receiver.origin).port}/push/old`,
      p256dh: keys.subscription('').keys.p256dh,
      auth: keys.subscription('').keys.auth,
    });
    const anna = client('Anna');
    await devices.act(coach, 'clients.put', anna);
    await t.database.db.update(clients).set({ user_id: person.userId }).where(eq(clients.id, anna.id));
    const talk = conversationId(anna.id, person.userId);
    await devices.act(coach, 'conversations.put', { id: talk, client_id: anna.id });
    await devices.act(coach, 'conversation-messages.put', { id: newId(), conversation_id: talk, body: 'Hello' });
    expect(await t.app.pushDispatcher.runOnce()).toBe(0);
    expect(receiver.received).toEqual([]);
  });

  it('the rest timer’s push: within the next hours, one waiting per session, withdrawn when the rest ends on the phone', async () => {
    const session = newId();
    const rest = (endsAt: Date, extra: object = {}) =>
      request(person, 'POST', '/push/rest', {
        session_id: session,
        ends_at: endsAt.toISOString(),
        next: 'Squat, set 3',
        path: `/workout/${session}`,
        ...extra,
      });
    const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    expect((await rest(inMinutes(2))).statusCode).toBe(409);
    await subscribe(person, `${receiver.origin}/push/phone`);
    for (const [endsAt, field] of [
      [inMinutes(-1), 'is in the past'],
      [inMinutes(365 * 24 * 60), 'is too far ahead'],
    ] as const) {
      const answer = await rest(endsAt);
      expect([answer.statusCode, answer.json<{ error: { fields: Record<string, string> } }>().error.fields.ends_at]).toEqual([422, field]);
    }
    expect((await rest(inMinutes(2), { path: 'https://evil.example/' })).statusCode).toBe(400);
    expect(await waiting(person.userId)).toEqual([]);

    expect((await rest(inMinutes(2))).statusCode).toBe(202);
    const later = inMinutes(3);
    expect((await rest(later)).statusCode).toBe(202);
    expect((await waiting(person.userId)).map((job) => job.due_at.toISOString())).toEqual([later.toISOString()]);
    expect((await request(person, 'DELETE', `/push/rest/${session}`)).statusCode).toBe(204);
    expect(await waiting(person.userId)).toEqual([]);

    // Due: sent, in the person's language, opening the workout.
    expect((await rest(inMinutes(1))).statusCode).toBe(202);
    await t.app.pushDispatcher.runOnce(inMinutes(2));
    expect(JSON.parse(keys.decrypt(receiver.received[0]?.body ?? Buffer.alloc(0)))).toEqual({
      title: 'Rest is over',
      body: 'Squat, set 3',
      tag: `rest-${session}`,
      url: `/workout/${session}`,
    });
  });

  it('a kind of push the person turned off is not scheduled; quiet hours hold the others until they end', async () => {
    await subscribe(person, `${receiver.origin}/push/phone`);
    const profile = (notifications: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/profile',
        headers: bearer(person.accessToken),
        payload: { name: 'Marta', notifications },
      });
    const anna = client('Anna');
    await devices.act(coach, 'clients.put', anna);
    await t.database.db.update(clients).set({ user_id: person.userId }).where(eq(clients.id, anna.id));
    const talk = conversationId(anna.id, person.userId);
    await devices.act(coach, 'conversations.put', { id: talk, client_id: anna.id });
    const say = (body: string) => devices.act(coach, 'conversation-messages.put', { id: newId(), conversation_id: talk, body });

    const off = await profile({ messages: false });
    expect(off.statusCode).toBe(200);
    expect(off.json<{ notifications: { messages: boolean; rest_timer: boolean } }>().notifications).toMatchObject({
      messages: false,
      rest_timer: true,
    });
    await say('Nothing tells you of this one');
    expect(await waiting(person.userId)).toEqual([]);

    // Quiet from an hour ago until two hours from now (Riga time): the push waits for the end.
    const hours = (offset: number) => localTimeOf(new Date(Date.now() + offset * 3_600_000));
    expect((await profile({ messages: true, quiet_from: hours(-1), quiet_until: hours(2) })).statusCode).toBe(200);
    await say('This one waits');
    const [held] = await waiting(person.userId);
    expect(held?.due_at.getTime()).toBeGreaterThan(Date.now() + 3_600_000);
    expect((await profile({ quiet_from: '22:00' })).json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      'notifications.quiet_until': 'quiet hours need a start and an end',
    });
  });
});
