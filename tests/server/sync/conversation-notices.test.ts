import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { conversationId, conversationReadId } from '@core/records/conversations';
import { clients } from '../../../server/db/schema/index';
import { conversationNoticeId } from '../../../server/sync/entities/conversation-notices';
import { signInCast, type SignedIn } from '../../helpers/auth';
import { client, newId, pull, TestDevices } from '../../helpers/sync';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/** A message in the other party's notifications (sync/SPEC.md A10, A22): one per conversation, read when it is read. */
describe('a conversation’s notification', () => {
  let t: TestApp;
  let coach: SignedIn;
  let person: SignedIn;
  let anna: ReturnType<typeof client>;
  let talk: string;
  const devices = new TestDevices(() => t.app);
  const applied = { status: 'applied' };
  const noticesOf = async (user: SignedIn) =>
    (await pull(t.app, user.accessToken, newId(), null)).changes
      .filter((change) => change.entity === 'notifications' && change.data !== undefined)
      .map((change) => change.data);
  const say = async (user: SignedIn, body: string) => {
    const id = newId();
    expect(await devices.act(user, 'conversation-messages.put', { id, conversation_id: talk, body })).toMatchObject(applied);
    return id;
  };

  beforeEach(async () => {
    devices.clear();
    t = await createTestApp();
    ({ coach, person } = await signInCast(t.app, t.database.db));
    anna = client('Anna');
    expect(await devices.act(coach, 'clients.put', anna)).toMatchObject(applied);
    await t.database.db.update(clients).set({ user_id: person.userId }).where(eq(clients.id, anna.id));
    talk = conversationId(anna.id, person.userId);
    expect(await devices.act(coach, 'conversations.put', { id: talk, client_id: anna.id })).toMatchObject(applied);
  });
  afterEach(() => t.close());

  it('messages in a row make one notification with the latest words, opening the conversation; reading it reads the notification', async () => {
    await say(coach, 'Great week.');
    await say(coach, 'Add 2.5 kg to the squat next time.');
    const notice = { id: conversationNoticeId(talk, person.userId), path: '/messages', read_at: null };
    expect(await noticesOf(person)).toEqual([expect.objectContaining({ ...notice, body: 'Add 2.5 kg to the squat next time.' })]);
    expect(String((await noticesOf(person))[0]?.subject)).toMatch(/^New message from /);
    // The coach wrote them: nothing in the coach's own notifications.
    expect(await noticesOf(coach)).toEqual([]);

    const mark = { id: conversationReadId(talk, person.userId), conversation_id: talk, read_until: new Date().toISOString() };
    expect(await devices.act(person, 'conversation-reads.put', mark)).toMatchObject(applied);
    expect((await noticesOf(person))[0]?.read_at).toEqual(expect.any(String));

    // A new message makes it unread again; the client's answer reaches the coach's, opening the client's messages.
    await say(coach, 'And sleep more.');
    expect(await noticesOf(person)).toEqual([expect.objectContaining({ ...notice, body: 'And sleep more.' })]);
    await say(person, 'Will do!');
    expect(await noticesOf(coach)).toEqual([
      expect.objectContaining({ id: conversationNoticeId(talk, coach.userId), path: `/client/${anna.id}?tab=messages`, body: 'Will do!' }),
    ]);
  });

  it('a read mark short of the newest message the notification tells of leaves it unread', async () => {
    await say(coach, 'First');
    const before = new Date(Date.now() - 60_000).toISOString();
    const mark = { id: conversationReadId(talk, person.userId), conversation_id: talk, read_until: before };
    expect(await devices.act(person, 'conversation-reads.put', mark)).toMatchObject(applied);
    expect((await noticesOf(person))[0]?.read_at).toBeNull();
  });

  it('two messages at once from the author’s phone and tablet: both are taken, and make one notification', async () => {
    const both = await Promise.all(
      ['phone', 'tablet'].map((device) =>
        devices.act(coach, 'conversation-messages.put', { id: newId(), conversation_id: talk, body: `From the ${device}` }, device),
      ),
    );
    expect(both).toMatchObject([applied, applied]);
    expect(await noticesOf(person)).toEqual([expect.objectContaining({ id: conversationNoticeId(talk, person.userId), read_at: null })]);
  });
});
