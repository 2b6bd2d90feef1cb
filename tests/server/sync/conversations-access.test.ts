import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '@core/auth';
import { conversationId, conversationReadId } from '@core/records/conversations';
import type { Change } from '@sync/protocol';
import { clients, conversationMessages, conversationReads, conversations, syncHistory } from '../../../server/db/schema/index';
import { unlinkClient } from '../../../server/services/client-accounts';
import { addUser, bearer, signInAs, signInCast, type SignedIn } from '../../helpers/auth';
import { client, newId, pull, pullAll, TestDevices } from '../../helpers/sync';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/** sync/SPEC.md A21–A23, through the same push and pull devices use, on both databases. */
describe('conversations between a coach and a client (sync/SPEC.md A21–A23)', () => {
  let t: TestApp;
  let admin: SignedIn;
  let coach: SignedIn;
  let rival: SignedIn;
  let person: SignedIn;
  let other: SignedIn;
  let anna: ReturnType<typeof client>;
  let otto: ReturnType<typeof client>;
  let talk: string;
  const devices = new TestDevices(() => t.app);
  const act = (user: SignedIn, name: string, args: Record<string, unknown>, device?: string) => devices.act(user, name, args, device);
  const applied = { status: 'applied' };
  const notFound = { status: 'rejected', error: { code: 'not_found' } };
  const forbidden = { status: 'rejected', error: { code: 'forbidden' } };

  const message = (body: string, overrides: Record<string, unknown> = {}) => ({ id: newId(), conversation_id: talk, body, ...overrides });
  const changesFor = async (user: SignedIn) => (await pull(t.app, user.accessToken, newId(), null)).changes;
  const dataOf = async (user: SignedIn, entity: string) =>
    (await changesFor(user)).filter((change) => change.entity === entity).map((change) => change.data);
  const storedMessage = async (id: string) =>
    (await t.database.db.select().from(conversationMessages).where(eq(conversationMessages.id, id)))[0];

  beforeEach(async () => {
    devices.clear();
    t = await createTestApp();
    ({ admin, coach, rival, person } = await signInCast(t.app, t.database.db));
    await addUser(t.database.db, { email: 'other@test.lv', roleId: ROLE.client });
    other = await signInAs(t.app, 'other@test.lv');
    anna = client('Anna');
    otto = client('Otto');
    expect(await act(coach, 'clients.put', anna)).toMatchObject(applied);
    expect(await act(coach, 'clients.put', otto)).toMatchObject(applied);
    await t.database.db.update(clients).set({ user_id: person.userId }).where(eq(clients.id, anna.id));
    await t.database.db.update(clients).set({ user_id: other.userId }).where(eq(clients.id, otto.id));
    talk = conversationId(anna.id, person.userId);
  });
  afterEach(() => t.close());

  it('[T12][A21][A22] the coach and the client talk; both read the conversation, nobody else does', async () => {
    expect(await act(coach, 'conversations.put', { id: talk, client_id: anna.id })).toMatchObject(applied);
    const asked = message('The gym was full, can I swap the bench for dumbbells?');
    const answered = message('Yes: dumbbell press, same sets, 2.5 kg lighter per hand');
    expect(await act(person, 'conversation-messages.put', asked)).toMatchObject(applied);
    expect(await act(coach, 'conversation-messages.put', answered)).toMatchObject(applied);

    const party = { client_id: anna.id, coach_id: coach.userId, client_user_id: person.userId };
    const written = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as string;
    for (const user of [coach, person]) {
      expect(await dataOf(user, 'conversations')).toEqual([expect.objectContaining({ id: talk, ...party })]);
      expect(await dataOf(user, 'conversation-messages')).toEqual([
        expect.objectContaining({ ...asked, ...party, author_id: person.userId, written_at: written, edited_at: null, removed: false }),
        expect.objectContaining({ ...answered, ...party, author_id: coach.userId, written_at: written }),
      ]);
    }
    for (const user of [rival, admin, other]) {
      expect(await dataOf(user, 'conversations')).toEqual([]);
      expect(await dataOf(user, 'conversation-messages')).toEqual([]);
    }
  });

  it('[T12][A21] either party starts it, once, under the one id of the client and their account; nobody else can', async () => {
    // The phone and the tablet both started it offline and arrive at the same moment: one record.
    const both = await Promise.all([
      act(person, 'conversations.put', { id: talk, client_id: anna.id }),
      act(coach, 'conversations.put', { id: talk, client_id: anna.id }),
    ]);
    expect(both).toMatchObject([applied, applied]);
    expect(await t.database.db.select().from(conversations)).toHaveLength(1);

    expect(await act(coach, 'conversations.put', { id: newId(), client_id: otto.id })).toMatchObject({
      status: 'rejected',
      error: { code: 'validation_failed', fields: { id: expect.any(String) as string } },
    });
    const ottoTalk = conversationId(otto.id, other.userId);
    for (const stranger of [rival, admin, person])
      expect(await act(stranger, 'conversations.put', { id: ottoTalk, client_id: otto.id })).toMatchObject(notFound);
    // A client record without an account has nobody to talk to.
    const lone = client('Lone');
    expect(await act(coach, 'clients.put', lone)).toMatchObject(applied);
    expect(await act(coach, 'conversations.put', { id: conversationId(lone.id, coach.userId), client_id: lone.id })).toMatchObject({
      status: 'rejected',
      error: { code: 'validation_failed', fields: { client_id: 'has no account' } },
    });
    expect(await act(coach, 'conversations.patch', { id: talk, changes: { client_id: otto.id } })).toMatchObject({
      status: 'rejected',
      error: { code: 'field_not_writable' },
    });
    expect(await act(person, 'conversations.delete', { id: talk })).toMatchObject(forbidden);
    expect(await t.database.db.select().from(conversations)).toHaveLength(1);
  });

  it('[T12][A22][A11][A12] a message needs words within the limit, a conversation the writer is in, and a reference of its client', async () => {
    expect(await act(coach, 'conversations.put', { id: talk, client_id: anna.id })).toMatchObject(applied);
    const validation = (field: string) => ({
      status: 'rejected',
      error: { code: 'validation_failed', fields: { [field]: expect.any(String) as string } },
    });
    expect(await act(person, 'conversation-messages.put', message('   '))).toMatchObject(validation('body'));
    expect(await act(person, 'conversation-messages.put', message('x'.repeat(4001)))).toMatchObject(validation('body'));
    expect(await act(person, 'conversation-messages.put', message('x'.repeat(1_000_000)))).toMatchObject(validation('body'));
    expect(await act(person, 'conversation-messages.put', message('x'.repeat(4000)))).toMatchObject(applied);
    for (const stranger of [rival, admin, other])
      expect(await act(stranger, 'conversation-messages.put', message('Hello'))).toMatchObject(notFound);
    expect(await act(coach, 'conversation-messages.put', message('Hello', { conversation_id: newId() }))).toMatchObject(notFound);
    expect(await act(coach, 'conversation-messages.put', message('Gone', { removed: true }))).toMatchObject(validation('removed'));

    // A card points at the client's own training, never at another client's.
    const annaSession = newId();
    const ottoSession = newId();
    const session = (id: string, clientId: string) => ({
      id,
      client_id: clientId,
      prescription: { name: 'Legs', blocks: [] },
      started_at: '2026-12-01T08:00:00.000Z',
    });
    expect(await act(person, 'workout-sessions.put', session(annaSession, anna.id))).toMatchObject(applied);
    expect(await act(coach, 'workout-sessions.put', session(ottoSession, otto.id))).toMatchObject(applied);
    expect(
      await act(coach, 'conversation-messages.put', message('Look at set 3', { ref_entity: 'workout-sessions', ref_id: annaSession })),
    ).toMatchObject(applied);
    expect(
      await act(coach, 'conversation-messages.put', message('Like this', { ref_entity: 'workout-sessions', ref_id: ottoSession })),
    ).toMatchObject({
      status: 'rejected',
      error: { code: 'invalid_reference', fields: { ref_id: expect.any(String) as string } },
    });
    expect(await act(coach, 'conversation-messages.put', message('Half a card', { ref_entity: 'workout-sessions' }))).toMatchObject(
      validation('ref_id'),
    );
    expect(await t.database.db.select().from(conversationMessages)).toHaveLength(2);
  });

  it('[T12][A22] only the author rewords a message, for 15 minutes, and may remove it for good', async () => {
    expect(await act(coach, 'conversations.put', { id: talk, client_id: anna.id })).toMatchObject(applied);
    const said = message('Add 2.5 kg next week');
    expect(await act(coach, 'conversation-messages.put', said)).toMatchObject(applied);
    expect(await act(coach, 'conversation-messages.patch', { id: said.id, changes: { body: 'Add 5 kg next week' } })).toMatchObject(
      applied,
    );
    expect(await storedMessage(said.id)).toMatchObject({ body: 'Add 5 kg next week', edited_at: expect.any(String) as string });
    expect(await act(person, 'conversation-messages.patch', { id: said.id, changes: { body: 'Take a week off' } })).toMatchObject(
      forbidden,
    );
    expect(await act(coach, 'conversation-messages.patch', { id: said.id, changes: { conversation_id: newId() } })).toMatchObject({
      status: 'rejected',
      error: { code: 'field_not_writable', fields: { conversation_id: 'cannot be changed' } },
    });
    expect(await act(coach, 'conversation-messages.delete', { id: said.id })).toMatchObject(forbidden);

    await t.database.db.execute(sql`update conversation_messages set written_at = now() - interval '16 minutes' where id = ${said.id}`);
    expect(await act(coach, 'conversation-messages.patch', { id: said.id, changes: { body: 'Add 10 kg' } })).toMatchObject({
      status: 'rejected',
      error: { code: 'edit_window_closed', fields: { body: 'can no longer be changed' } },
    });
    expect(await act(person, 'conversation-messages.patch', { id: said.id, changes: { removed: true } })).toMatchObject(forbidden);
    expect(await act(coach, 'conversation-messages.patch', { id: said.id, changes: { removed: true } })).toMatchObject(applied);
    expect(await storedMessage(said.id)).toMatchObject({ body: '', removed: true, deleted: false });
    // Its words are gone from the history of its writes too; who wrote what when stays.
    const history = await t.database.db.select().from(syncHistory).where(eq(syncHistory.record_id, said.id)).orderBy(syncHistory.version);
    expect(history.map((write) => write.kind)).toEqual(['put', 'patch', 'patch']);
    expect(JSON.stringify(history)).not.toMatch(/Add \d+ kg/);
    expect(await dataOf(person, 'conversation-messages')).toEqual([expect.objectContaining({ id: said.id, body: '', removed: true })]);
    // Removed for good: its words cannot come back, nor new ones.
    expect(await act(coach, 'conversation-messages.patch', { id: said.id, changes: { body: 'Add 2.5 kg next week' } })).toMatchObject(
      forbidden,
    );
    expect(await act(coach, 'conversation-messages.patch', { id: said.id, changes: { removed: false } })).toMatchObject({
      status: 'rejected',
      error: { code: 'validation_failed', fields: { body: 'is required' } },
    });
    expect(await storedMessage(said.id)).toMatchObject({ body: '', removed: true });
  });

  it('[T12][A23] a read mark is the reader’s own, shared by their devices, and never goes back', async () => {
    expect(await act(coach, 'conversations.put', { id: talk, client_id: anna.id })).toMatchObject(applied);
    const mark = conversationReadId(talk, person.userId);
    const earlier = new Date(Date.now() - 60_000).toISOString();
    const later = new Date(Date.now() - 1_000).toISOString();
    expect(await act(person, 'conversation-reads.put', { id: mark, conversation_id: talk, read_until: later }, 'phone')).toMatchObject(
      applied,
    );
    // The tablet marked an earlier message offline and arrives last: the later mark stays.
    expect(await act(person, 'conversation-reads.put', { id: mark, conversation_id: talk, read_until: earlier }, 'tablet')).toMatchObject(
      applied,
    );
    for (const user of [person, coach])
      expect(await dataOf(user, 'conversation-reads')).toEqual([
        expect.objectContaining({ id: mark, user_id: person.userId, read_until: later, client_user_id: person.userId }),
      ]);

    // A forged receipt: the coach says the client read it.
    expect(await act(coach, 'conversation-reads.patch', { id: mark, changes: { read_until: new Date().toISOString() } })).toMatchObject(
      forbidden,
    );
    expect(
      await act(coach, 'conversation-reads.put', { id: conversationReadId(talk, other.userId), conversation_id: talk, read_until: later }),
    ).toMatchObject({
      status: 'rejected',
      error: { code: 'validation_failed', fields: { id: expect.any(String) as string } },
    });
    const coachMark = conversationReadId(talk, coach.userId);
    expect(
      await act(coach, 'conversation-reads.put', {
        id: coachMark,
        conversation_id: talk,
        read_until: new Date(Date.now() + 3_600_000).toISOString(),
      }),
    ).toMatchObject({ status: 'rejected', error: { code: 'validation_failed', fields: { read_until: 'is in the future' } } });
    expect(
      await act(rival, 'conversation-reads.put', { id: conversationReadId(talk, rival.userId), conversation_id: talk, read_until: later }),
    ).toMatchObject(notFound);
    expect(await act(person, 'conversation-reads.delete', { id: mark })).toMatchObject(forbidden);
    expect(await t.database.db.select().from(conversationReads)).toHaveLength(1);
  });

  it('[P6][A21] unlinking takes the conversation off the coach’s devices; the person keeps it to read, and nobody writes in it', async () => {
    expect(await act(coach, 'conversations.put', { id: talk, client_id: anna.id })).toMatchObject(applied);
    const said = message('See you Thursday');
    expect(await act(coach, 'conversation-messages.put', said)).toMatchObject(applied);
    const coachMark = conversationReadId(talk, coach.userId);
    expect(
      await act(coach, 'conversation-reads.put', { id: coachMark, conversation_id: talk, read_until: new Date().toISOString() }),
    ).toMatchObject(applied);
    const [coachDevice, personDevice] = [newId(), newId()];
    const coachAt = (await pullAll(t.app, coach.accessToken, coachDevice, null)).cursor;
    const personAt = (await pullAll(t.app, person.accessToken, personDevice, null)).cursor;

    await t.database.db.transaction((tx) => unlinkClient(tx, anna.id));

    const coachPages = (await pullAll(t.app, coach.accessToken, coachDevice, coachAt)).pages;
    expect(coachPages.some((page) => page.reset)).toBe(false);
    const gone: Change[] = coachPages.flatMap((page) => page.changes).filter((change) => change.deleted);
    const lost = (entity: string) => gone.filter((change) => change.entity === entity).map((change) => change.id);
    expect(lost('conversations')).toEqual([talk]);
    expect(lost('conversation-messages')).toEqual([said.id]);
    expect(lost('conversation-reads')).toEqual([coachMark]);
    const personChanges = (await pullAll(t.app, person.accessToken, personDevice, personAt)).pages.flatMap((page) => page.changes);
    expect(personChanges.filter((change) => change.entity.startsWith('conversation'))).toEqual([]);
    expect(await dataOf(person, 'conversation-messages')).toEqual([expect.objectContaining({ id: said.id })]);

    expect(await act(coach, 'conversation-messages.put', message('Still there?'))).toMatchObject(notFound);
    expect(await act(person, 'conversation-messages.put', message('Thank you for everything'))).toMatchObject(forbidden);
    const personMark = conversationReadId(talk, person.userId);
    expect(
      await act(person, 'conversation-reads.put', { id: personMark, conversation_id: talk, read_until: new Date().toISOString() }),
    ).toMatchObject(applied);
  });

  it('[P6][A21] the same person linked again: the coach’s next pull starts over and brings the conversation back', async () => {
    expect(await act(coach, 'conversations.put', { id: talk, client_id: anna.id })).toMatchObject(applied);
    await t.database.db.transaction((tx) => unlinkClient(tx, anna.id));
    const coachDevice = newId();
    const { cursor } = await pullAll(t.app, coach.accessToken, coachDevice, null);
    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/v1/clients/${anna.id}/invitation`,
      headers: bearer(coach.accessToken),
      payload: { email: 'person@test.lv', language: 'en-US' },
    });
    expect(invited.statusCode).toBe(201);
    const token = /\/invitation\/([\w-]+)/.exec(t.mail.at(-1)?.text ?? '')?.[1];
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/v1/invitations/${token}/accept`,
      headers: bearer(person.accessToken),
    });
    expect(accepted.statusCode).toBe(200);
    const { pages } = await pullAll(t.app, coach.accessToken, coachDevice, cursor);
    expect(pages[0]?.reset).toBe(true);
    expect(
      pages
        .flatMap((page) => page.changes)
        .filter((change) => change.entity === 'conversations')
        .map((change) => change.id),
    ).toEqual([talk]);
    expect(await act(coach, 'conversation-messages.put', message('Welcome back'))).toMatchObject(applied);
  });
});
