import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { conversationId, conversationReadId } from '@core/records/conversations';
import { ENTITY_FIELDS, type RecordOf } from '@core/records/index';
import {
  conversationState,
  conversationSummaries,
  markRead,
  sendMessage,
  sentMessages,
  unreadCount,
  type MessageRecord,
} from '@/data/conversations';
import { UserDatabase } from '@/data/local/database';
import { recordWrites } from '@/data/record-writes';

const COACH = '0190a1b2-0000-7000-8000-0000000000c0';
const ANNA_USER = '0190a1b2-0000-7000-8000-0000000000a1';
const OTTO_USER = '0190a1b2-0000-7000-8000-0000000000b1';

const clientRecord = (id: string, name: string, userId: string | null): RecordOf<'clients'> => ({
  ...ENTITY_FIELDS.clients.parse({ id, name }),
  coach_id: COACH,
  user_id: userId,
  version: 1,
  updated_at: '2026-12-01T00:00:00.000Z',
});

/** A message as the server sent it: `minute` orders them in time. */
const sent = (conversation: string, author: string, minute: number, over: Partial<MessageRecord> = {}): MessageRecord => ({
  id: uuidv7(),
  conversation_id: conversation,
  body: `Said at minute ${minute}`,
  has_photo: false,
  photo_uploaded_at: null,
  ref_entity: null,
  ref_id: null,
  removed: false,
  author_id: author,
  written_at: `2026-12-03T10:${String(minute).padStart(2, '0')}:00.000Z`,
  edited_at: null,
  client_id: null,
  coach_id: COACH,
  client_user_id: null,
  version: 10 + minute,
  updated_at: '2026-12-03T10:00:00.000Z',
  ...over,
});

describe('[A21][A22][A23] conversations on the device', () => {
  let db: UserDatabase;
  const anna = uuidv7();
  const otto = uuidv7();
  const annaTalk = conversationId(anna, ANNA_USER);
  const ottoTalk = conversationId(otto, OTTO_USER);

  beforeEach(() => {
    // The coach's device.
    db = new UserDatabase(COACH, { indexedDB: new IDBFactory(), IDBKeyRange });
  });
  afterEach(() => db.close());

  it('a message sent twice (a double tap) starts the conversation once and is one message, shown at once as not sent', async () => {
    const writes = recordWrites(db);
    const message = { id: uuidv7(), conversationId: annaTalk, clientId: anna, body: 'See you Thursday' };
    await sendMessage(db, writes, message);
    await sendMessage(db, writes, message);
    expect((await db.outbox.orderBy('id').toArray()).map((entry) => entry.name)).toEqual([
      'conversations.put',
      'conversation-messages.put',
      'conversation-messages.put',
    ]);
    const state = await conversationState(db, annaTalk);
    expect(state).toMatchObject({ sentCount: 0, conversation: { id: annaTalk, client_id: anna } });
    expect(state.unsent.map((one) => [one.id, one.body, one.version])).toEqual([[message.id, 'See you Thursday', 0]]);
  });

  it('reads sent messages by position in the server’s order, and counts the other party’s unread ones from the reader’s mark', async () => {
    const said = [
      sent(annaTalk, ANNA_USER, 3),
      sent(annaTalk, COACH, 1),
      sent(annaTalk, ANNA_USER, 2),
      sent(annaTalk, ANNA_USER, 4, { removed: true, body: '' }),
    ];
    await db.records('conversation-messages').bulkPut(said);
    expect((await sentMessages(db, annaTalk, 0, 10)).map((one) => one.written_at?.slice(14, 16))).toEqual(['01', '02', '03', '04']);
    expect((await sentMessages(db, annaTalk, 1, 2)).map((one) => one.written_at?.slice(14, 16))).toEqual(['02', '03']);
    // Anna's two live messages; the coach's own and her removed one are not waiting to be read.
    expect(await unreadCount(db, annaTalk)).toBe(2);

    const writes = recordWrites(db);
    await markRead(db, writes, annaTalk, '2026-12-03T10:02:00.000Z');
    expect(await unreadCount(db, annaTalk)).toBe(1);
    // An older mark changes nothing and writes nothing.
    await markRead(db, writes, annaTalk, '2026-12-03T10:01:00.000Z');
    expect((await db.outbox.toArray()).map((entry) => entry.args)).toEqual([
      { id: conversationReadId(annaTalk, COACH), conversation_id: annaTalk, read_until: '2026-12-03T10:02:00.000Z' },
    ]);
    const state = await conversationState(db, annaTalk);
    expect(state).toMatchObject({ sentCount: 4, newestFromOther: '2026-12-03T10:04:00.000Z', ownReadUntil: '2026-12-03T10:02:00.000Z' });
  });

  it('lists the coach’s conversations latest first, a message not sent yet counting as now, then the silent ones by name', async () => {
    const carl = uuidv7();
    const own = uuidv7();
    await db.records('clients').bulkPut([
      clientRecord(anna, 'Anna', ANNA_USER),
      clientRecord(otto, 'Otto', OTTO_USER),
      clientRecord(carl, 'Carl', '0190a1b2-0000-7000-8000-0000000000d1'),
      clientRecord(uuidv7(), 'Dora', null),
      // The coach's own training record: nobody to talk to.
      clientRecord(own, 'Me', COACH),
    ]);
    await db.records('conversation-messages').bulkPut([sent(annaTalk, ANNA_USER, 5), sent(ottoTalk, OTTO_USER, 9)]);
    expect((await conversationSummaries(db)).map((one) => [one.clientName, one.unread])).toEqual([
      ['Otto', 1],
      ['Anna', 1],
      ['Carl', 0],
    ]);
    await sendMessage(db, recordWrites(db), { id: uuidv7(), conversationId: annaTalk, clientId: anna, body: 'How did it go?' });
    expect((await conversationSummaries(db)).map((one) => [one.clientName, one.last?.body ?? null])).toEqual([
      ['Anna', 'How did it go?'],
      ['Otto', 'Said at minute 9'],
      ['Carl', null],
    ]);
  });
});
