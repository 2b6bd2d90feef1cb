import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays, instantOf, localDateOf } from '@core/dates';
import { conversationId } from '@core/records/conversations';
import { DIGEST_AT } from '@core/push';
import { clients, users } from '../../server/db/schema/index';
import { bearer, signInCast, type SignedIn } from '../helpers/auth';
import { client, newId, TestDevices } from '../helpers/sync';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** The daily e-mail of what is unread in the app (docs/api.md, "Notifications"): for who chose it, once a day. */
describe('the daily e-mail', () => {
  let t: TestApp;
  let coach: SignedIn;
  let person: SignedIn;
  let talk: string;
  const devices = new TestDevices(() => t.app);
  const digestsTo = (email: string) => t.mail.filter((mail) => mail.to === email && mail.subject.startsWith('Treneris:'));
  const emailOf = async (user: SignedIn) => (await t.database.db.select().from(users).where(eq(users.id, user.userId)))[0]?.email ?? '';
  const say = async (body: string) =>
    expect(await devices.act(coach, 'conversation-messages.put', { id: newId(), conversation_id: talk, body })).toMatchObject({
      status: 'applied',
    });
  const choose = async (user: SignedIn, digest: boolean) => {
    const answer = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/profile',
      headers: bearer(user.accessToken),
      payload: { name: 'Marta', notifications: { email_digest: digest } },
    });
    expect(answer.statusCode).toBe(200);
  };

  beforeEach(async () => {
    devices.clear();
    t = await createTestApp();
    ({ coach, person } = await signInCast(t.app, t.database.db));
    const anna = client('Anna');
    expect(await devices.act(coach, 'clients.put', anna)).toMatchObject({ status: 'applied' });
    await t.database.db.update(clients).set({ user_id: person.userId }).where(eq(clients.id, anna.id));
    talk = conversationId(anna.id, person.userId);
    expect(await devices.act(coach, 'conversations.put', { id: talk, client_id: anna.id })).toMatchObject({ status: 'applied' });
  });
  afterEach(() => t.close());

  it('at 18:00 it lists the unread notifications of who chose it, once, with two servers; nobody else gets one', async () => {
    await choose(person, true);
    await say('Add 2.5 kg to the squat next time.');
    const sixPm = instantOf(localDateOf(new Date()), DIGEST_AT);
    const second = await createTestApp({ database: t.database });
    try {
      expect(await t.app.pushDispatcher.runOnce(new Date(sixPm.getTime() - 60_000))).toBe(0);
      expect(digestsTo(await emailOf(person))).toEqual([]);
      const due = new Date(sixPm.getTime() + 30_000);
      await Promise.all([t.app.pushDispatcher.runOnce(due), second.app.pushDispatcher.runOnce(due)]);
      await t.app.pushDispatcher.runOnce(new Date(due.getTime() + 60_000));
      const mails = [...digestsTo(await emailOf(person)), ...second.mail.filter((mail) => mail.subject.startsWith('Treneris:'))];
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe('Treneris: 1 unread notification');
      expect(mails[0]?.text).toContain('Add 2.5 kg to the squat next time.');
    } finally {
      await second.close();
    }
    // The coach did not choose it: nothing, though a reply waits for them.
    expect(await devices.act(person, 'conversation-messages.put', { id: newId(), conversation_id: talk, body: 'OK' })).toMatchObject({
      status: 'applied',
    });
    const tomorrow = instantOf(addDays(localDateOf(new Date()), 1), DIGEST_AT);
    await t.app.pushDispatcher.runOnce(new Date(tomorrow.getTime() + 30_000));
    expect(digestsTo(await emailOf(coach))).toEqual([]);
  });

  it('nothing unread, nothing sent; turned off, nothing sent', async () => {
    await choose(person, true);
    const sixPm = instantOf(localDateOf(new Date()), DIGEST_AT);
    await t.app.pushDispatcher.runOnce(new Date(sixPm.getTime() + 30_000));
    expect(digestsTo(await emailOf(person))).toEqual([]);

    await say('Sleep more.');
    await choose(person, false);
    const tomorrow = instantOf(addDays(localDateOf(new Date()), 1), DIGEST_AT);
    await t.app.pushDispatcher.runOnce(new Date(tomorrow.getTime() + 30_000));
    expect(digestsTo(await emailOf(person))).toEqual([]);
  });
});
