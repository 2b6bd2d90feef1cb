import { renderHook, waitFor } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxEntry } from '@sync/engine/sync-store';
import { InvalidMutation } from '@sync/mutations';
import type { AnyRecord } from '@core/records/index';
import { commentsOfClient, commentsOfSessions, latestCommentOnExercise, useComments } from '@/data/comments';
import { UserDatabase } from '@/data/local/database';
import { userDatabase } from '@/data/local/registry';
import { recordWrites } from '@/data/record-writes';
import { fakeToken } from '../fake-session';

const id = (n: number) => `0190a1b2-0000-7000-8000-${n.toString().padStart(12, '0')}`;
const CLIENT = id(900_001);
const COACH = id(700_002);
const CLIENT_USER = id(800_003);
const SESSION = id(600_001);
const OTHER_SESSION = id(600_002);

/** A comment as a pull brings it: the server has said who wrote it, when, and whose it is. */
const pulled = (n: number, session_id: string, written_at: string | null, body = `Comment ${n}`): AnyRecord => ({
  id: id(n),
  session_id,
  set_log_id: null,
  body,
  author_id: COACH,
  written_at,
  client_id: CLIENT,
  coach_id: COACH,
  version: n,
  updated_at: written_at ?? '2026-11-24T11:00:00.000Z',
});

describe('[A14][C1] a comment written on the device', () => {
  let db: UserDatabase;

  beforeEach(() => {
    db = new UserDatabase('comments-test', { indexedDB: new IDBFactory(), IDBKeyRange });
  });
  afterEach(() => db.close());

  it('needs only the session and the words: the server fills in who, when and whose', async () => {
    const comment = { id: uuidv7(), session_id: SESSION, body: '  Hips rose early on set 3  ' };
    await recordWrites(db).put('comments', comment);
    expect(await db.records('comments').get(comment.id)).toMatchObject({
      ...comment,
      body: 'Hips rose early on set 3',
      set_log_id: null,
      author_id: null,
      written_at: null,
      client_id: null,
      coach_id: null,
      version: 0,
    });
    const outbox = (await db.outbox.toArray()).map(({ name, args }: OutboxEntry) => ({ name, args }));
    expect(outbox).toEqual([{ name: 'comments.put', args: comment }]);
  });

  it('[R8] an empty or unstorable comment is refused before it is stored', async () => {
    for (const body of ['   ', 'a\u0000b', 'x'.repeat(2001)]) {
      await expect(recordWrites(db).put('comments', { id: uuidv7(), session_id: SESSION, body })).rejects.toBeInstanceOf(InvalidMutation);
    }
    expect(await db.records('comments').count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('is read by session and by client in the order said; one the server has not taken yet comes last', async () => {
    await db
      .anyRecords('comments')
      .bulkPut([
        pulled(3, SESSION, '2026-11-24T10:05:00.000Z'),
        pulled(2, OTHER_SESSION, '2026-11-24T10:01:00.000Z'),
        pulled(1, SESSION, '2026-11-24T10:05:00.000Z'),
      ]);
    const mine = uuidv7();
    await recordWrites(db).put('comments', { id: mine, session_id: SESSION, client_id: CLIENT, body: 'Thanks!' });

    expect((await commentsOfSessions(db, [SESSION])).map((comment) => comment.id)).toEqual([id(1), id(3), mine]);
    expect((await commentsOfSessions(db, [OTHER_SESSION, SESSION, SESSION])).map((comment) => comment.id)).toEqual([
      id(2),
      id(1),
      id(3),
      mine,
    ]);
    expect(await commentsOfSessions(db, [])).toEqual([]);
    expect((await commentsOfClient(db, CLIENT)).map((comment) => comment.id)).toEqual([id(2), id(1), id(3), mine]);
  });
});

describe('what the player shows of a comment', () => {
  let db: UserDatabase;
  beforeEach(() => {
    db = new UserDatabase('comments-player-test', { indexedDB: new IDBFactory(), IDBKeyRange });
  });
  afterEach(() => db.close());

  it('the other party’s newest word on a set of this exercise; not one’s own, not another exercise’s, not a whole session’s', async () => {
    const SQUAT = id(500_001);
    const PRESS = id(500_002);
    const setLog = (n: number, exercise_id: string): AnyRecord => ({
      id: id(n),
      session_id: SESSION,
      exercise_id,
      client_id: CLIENT,
      coach_id: COACH,
      set_index: 0,
      logged_at: '2026-11-24T09:00:00.000Z',
      version: n,
      updated_at: '2026-11-24T09:00:00.000Z',
    });
    await db.anyRecords('set-logs').bulkPut([setLog(11, SQUAT), setLog(12, PRESS)]);
    await db
      .anyRecords('comments')
      .bulkPut([
        { ...pulled(1, SESSION, '2026-11-24T10:00:00.000Z', 'Older squat note'), set_log_id: id(11) },
        { ...pulled(2, SESSION, '2026-11-24T10:05:00.000Z', 'Newest squat note'), set_log_id: id(11) },
        { ...pulled(3, SESSION, '2026-11-24T10:06:00.000Z', 'Press note'), set_log_id: id(12) },
        { ...pulled(4, SESSION, '2026-11-24T10:07:00.000Z', 'Whole session') },
        { ...pulled(5, SESSION, '2026-11-24T10:08:00.000Z', 'My own reply'), set_log_id: id(11), author_id: CLIENT_USER },
      ]);
    expect((await latestCommentOnExercise(db, CLIENT, SQUAT, CLIENT_USER))?.body).toBe('Newest squat note');
    expect((await latestCommentOnExercise(db, CLIENT, PRESS, CLIENT_USER))?.body).toBe('Press note');
    // On the coach's device at the session nothing is left out: the client's reply is the newest.
    expect((await latestCommentOnExercise(db, CLIENT, SQUAT, null))?.body).toBe('My own reply');
    expect(await latestCommentOnExercise(db, CLIENT, id(500_003), CLIENT_USER)).toBeNull();
    // A cue written on this device and not yet taken by the server: the coach's own, newest there;
    // on the client's phone such a comment would be the client's own, so it is left out.
    await db.anyRecords('comments').put({ ...pulled(6, SESSION, null, 'Push the floor apart'), set_log_id: id(11), author_id: null });
    expect((await latestCommentOnExercise(db, CLIENT, SQUAT, null))?.body).toBe('Push the floor apart');
    expect((await latestCommentOnExercise(db, CLIENT, SQUAT, CLIENT_USER))?.body).toBe('Newest squat note');
  });
});

describe('[C9][C12] the device database of the app before comments', () => {
  it('gains the comments’ table in version 5', async () => {
    const db = new UserDatabase('comments-upgrade', { indexedDB: new IDBFactory(), IDBKeyRange });
    await db.open();
    expect(db.verno).toBeGreaterThanOrEqual(5);
    expect(db.tables.map((table) => table.name)).toContain('comments');
    expect(
      db
        .records('comments')
        .schema.indexes.map((index) => index.name)
        .sort(),
    ).toEqual(['client_id', 'session_id']);
    db.close();
  });
});

describe('useComments', () => {
  const USER = id(700_003);
  let db: UserDatabase;

  beforeEach(async () => {
    window.localStorage.setItem('access_token', fakeToken({ sub: USER, roleId: 3 }));
    window.localStorage.setItem('role_id', '3');
    db = userDatabase(USER);
    await db.records('comments').clear();
    await db
      .anyRecords('comments')
      .bulkPut([pulled(1, SESSION, '2026-11-24T10:00:00.000Z'), pulled(2, OTHER_SESSION, '2026-11-24T10:01:00.000Z')]);
  });

  it('answers the sessions’ comments, live, and follows the ids asked for', async () => {
    const { result, rerender } = renderHook(({ sessionIds }) => useComments(sessionIds), { initialProps: { sessionIds: [SESSION] } });
    await waitFor(() => expect(result.current?.map((comment) => comment.id)).toEqual([id(1)]));

    await db.anyRecords('comments').put(pulled(3, SESSION, '2026-11-24T10:02:00.000Z'));
    await waitFor(() => expect(result.current?.map((comment) => comment.id)).toEqual([id(1), id(3)]));

    rerender({ sessionIds: [OTHER_SESSION] });
    await waitFor(() => expect(result.current?.map((comment) => comment.id)).toEqual([id(2)]));
    rerender({ sessionIds: [] });
    await waitFor(() => expect(result.current).toEqual([]));
  });
});
