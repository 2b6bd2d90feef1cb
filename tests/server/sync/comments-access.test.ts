import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Change } from '@sync/protocol';
import { clients, comments, notifications, users } from '../../../server/db/schema/index';
import { unlinkClient } from '../../../server/services/client-accounts';
import { signInCast, type SignedIn } from '../../helpers/auth';
import { client, newId, pull, pullAll, TestDevices } from '../../helpers/sync';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/** sync/SPEC.md A14, through the same push and pull devices use, on both databases. */
describe('comments on a client’s sessions and sets (sync/SPEC.md A14)', () => {
  let t: TestApp;
  let admin: SignedIn;
  let coach: SignedIn;
  let rival: SignedIn;
  let person: SignedIn;
  let anna: ReturnType<typeof client>;
  let otto: ReturnType<typeof client>;
  let annaSession: string;
  let ottoSession: string;
  let annaSet: string;
  let ottoSet: string;
  const squat = newId();
  const devices = new TestDevices(() => t.app);
  const act = (user: SignedIn, name: string, args: Record<string, unknown>) => devices.act(user, name, args);

  const session = (id: string, clientId: string, name: string) => ({
    id,
    client_id: clientId,
    prescription: { name, blocks: [] },
    started_at: '2026-12-01T08:00:00.000Z',
  });
  const setLog = (sessionId: string) => ({
    id: newId(),
    session_id: sessionId,
    exercise_id: squat,
    set_index: 2,
    reps: 5,
    weight_kg: 100,
    logged_at: '2026-12-01T08:10:00.000Z',
  });
  const comment = (sessionId: string, body: string, overrides: Record<string, unknown> = {}) => ({
    id: newId(),
    session_id: sessionId,
    body,
    ...overrides,
  });

  const changesFor = async (user: SignedIn) => (await pull(t.app, user.accessToken, newId(), null)).changes;
  const commentsOf = async (user: SignedIn) =>
    (await changesFor(user)).filter((change) => change.entity === 'comments').map((change) => change.data);
  const noticesOf = async (user: SignedIn) =>
    (await changesFor(user)).filter((change) => change.entity === 'notifications').map((change) => change.data);
  const stored = async (id: string) => (await t.database.db.select().from(comments).where(eq(comments.id, id)))[0];

  beforeEach(async () => {
    devices.clear();
    t = await createTestApp();
    ({ admin, coach, rival, person } = await signInCast(t.app, t.database.db));
    anna = client('Anna');
    otto = client('Otto');
    expect(await act(coach, 'clients.put', anna)).toMatchObject({ status: 'applied' });
    expect(await act(coach, 'clients.put', otto)).toMatchObject({ status: 'applied' });
    await t.database.db.update(clients).set({ user_id: person.userId }).where(eq(clients.id, anna.id));
    expect(await act(admin, 'exercises.put', { id: squat, name: { 'en-US': 'Squat' } })).toMatchObject({ status: 'applied' });
    [annaSession, ottoSession] = [newId(), newId()];
    expect(await act(person, 'workout-sessions.put', session(annaSession, anna.id, 'Legs'))).toMatchObject({ status: 'applied' });
    expect(await act(coach, 'workout-sessions.put', session(ottoSession, otto.id, 'Upper body'))).toMatchObject({ status: 'applied' });
    const [a, o] = [setLog(annaSession), setLog(ottoSession)];
    [annaSet, ottoSet] = [a.id, o.id];
    expect(await act(person, 'set-logs.put', a)).toMatchObject({ status: 'applied' });
    expect(await act(coach, 'set-logs.put', o)).toMatchObject({ status: 'applied' });
  });
  afterEach(() => t.close());

  it('[T12][A14] the coach comments on a session and on one of its sets; the client replies; both read them, nobody else does', async () => {
    const onSession = comment(annaSession, 'Good depth today');
    const onSet = comment(annaSession, 'Hips rose early on set 3', { set_log_id: annaSet });
    const reply = comment(annaSession, 'The bar felt heavy there');
    expect(await act(coach, 'comments.put', onSession)).toMatchObject({ status: 'applied' });
    expect(await act(coach, 'comments.put', onSet)).toMatchObject({ status: 'applied' });
    expect(await act(person, 'comments.put', reply)).toMatchObject({ status: 'applied' });

    const owned = {
      client_id: anna.id,
      coach_id: coach.userId,
      written_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as string,
    };
    const expected = [
      { ...onSession, set_log_id: null, author_id: coach.userId, ...owned },
      { ...onSet, author_id: coach.userId, ...owned },
      { ...reply, set_log_id: null, author_id: person.userId, ...owned },
    ].map((record): unknown => expect.objectContaining(record));
    for (const user of [coach, person]) expect(await commentsOf(user)).toEqual(expected);
    for (const user of [rival, admin]) expect(await commentsOf(user)).toEqual([]);
    // The coach comments on a client without an account just the same.
    expect(await act(coach, 'comments.put', comment(ottoSession, 'Keep the elbows in', { set_log_id: ottoSet }))).toMatchObject({
      status: 'applied',
    });
  });

  it('[T12][A14][A11] nobody else comments: another coach, an admin, a client on another client’s session; a missing or deleted session is not found', async () => {
    const refused = { status: 'rejected', error: { code: 'not_found' } };
    expect(await act(rival, 'comments.put', comment(annaSession, 'Nice'))).toMatchObject(refused);
    expect(await act(admin, 'comments.put', comment(annaSession, 'Nice'))).toMatchObject(refused);
    expect(await act(person, 'comments.put', comment(ottoSession, 'Nice'))).toMatchObject(refused);
    expect(await act(coach, 'comments.put', comment(newId(), 'Nice'))).toMatchObject({
      status: 'rejected',
      error: { code: 'not_found', message: 'The session does not exist or is not yours' },
    });
    expect(await act(person, 'workout-sessions.delete', { id: annaSession })).toMatchObject({ status: 'applied' });
    expect(await act(coach, 'comments.put', comment(annaSession, 'Nice'))).toMatchObject(refused);
    expect(await t.database.db.select().from(comments)).toEqual([]);
  });

  it('[T12][A14][A12] the set must be one of the same session; a withdrawn set still counts', async () => {
    const wrong = {
      status: 'rejected',
      error: { code: 'invalid_reference', fields: { set_log_id: 'refers to something that does not exist' } },
    };
    expect(await act(coach, 'comments.put', comment(annaSession, 'Hips rose early', { set_log_id: ottoSet }))).toMatchObject(wrong);
    expect(await act(coach, 'comments.put', comment(annaSession, 'Hips rose early', { set_log_id: newId() }))).toMatchObject(wrong);
    expect(await act(person, 'set-logs.delete', { id: annaSet })).toMatchObject({ status: 'applied' });
    expect(await act(coach, 'comments.put', comment(annaSession, 'Why was this one withdrawn?', { set_log_id: annaSet }))).toMatchObject({
      status: 'applied',
    });
  });

  it('[T12][A14][R8] the words are required, at most 2000 characters, and storable', async () => {
    const refusal = (fields: Record<string, string>) => ({ status: 'rejected', error: { code: 'validation_failed', fields } });
    expect(await act(coach, 'comments.put', comment(annaSession, '   '))).toMatchObject(refusal({ body: 'is required' }));
    expect(await act(coach, 'comments.put', comment(annaSession, 'a\u0000b'))).toMatchObject(
      refusal({ body: expect.any(String) as string }),
    );
    expect(await act(coach, 'comments.put', comment(annaSession, 'x'.repeat(2001)))).toMatchObject(refusal({ body: 'is too long' }));
    expect(await act(coach, 'comments.put', { id: newId(), session_id: annaSession })).toMatchObject({
      status: 'rejected',
      error: { code: 'validation_failed', fields: { body: expect.any(String) as string } },
    });
    expect(await act(coach, 'comments.put', comment(annaSession, '  Fine  ', { colour: 'red' }))).toMatchObject({
      status: 'rejected',
      error: { code: 'unknown_field' },
    });
    const trimmed = comment(annaSession, '  Fine  ');
    expect(await act(coach, 'comments.put', trimmed)).toMatchObject({ status: 'applied' });
    expect(await stored(trimmed.id)).toMatchObject({ body: 'Fine' });
  });

  it('[T12][A14] only the author rewords or deletes a comment; the other party, who reads it, is forbidden; what it is about stays', async () => {
    const said = comment(annaSession, 'Hips rose early', { set_log_id: annaSet });
    expect(await act(coach, 'comments.put', said)).toMatchObject({ status: 'applied' });
    const forbidden = { status: 'rejected', error: { code: 'forbidden', message: 'Only the author of a comment can change or delete it' } };
    expect(await act(person, 'comments.patch', { id: said.id, changes: { body: 'No they did not' } })).toMatchObject(forbidden);
    expect(await act(person, 'comments.put', { ...said, body: 'No they did not' })).toMatchObject(forbidden);
    expect(await act(person, 'comments.delete', { id: said.id })).toMatchObject(forbidden);
    // [A11] A stranger learns nothing: their change is not found, their delete does nothing.
    expect(await act(rival, 'comments.patch', { id: said.id, changes: { body: 'Mine now' } })).toMatchObject({
      status: 'rejected',
      error: { code: 'not_found' },
    });
    expect(await act(rival, 'comments.delete', { id: said.id })).toMatchObject({ status: 'applied' });
    expect(await stored(said.id)).toMatchObject({ body: 'Hips rose early', deleted: false });

    const notWritable = (field: string) => ({
      status: 'rejected',
      error: { code: 'field_not_writable', fields: { [field]: 'cannot be changed' } },
    });
    expect(await act(coach, 'comments.patch', { id: said.id, changes: { session_id: ottoSession } })).toMatchObject(
      notWritable('session_id'),
    );
    expect(await act(coach, 'comments.patch', { id: said.id, changes: { set_log_id: null } })).toMatchObject(notWritable('set_log_id'));
    expect(await act(coach, 'comments.put', { ...said, session_id: ottoSession, set_log_id: ottoSet })).toMatchObject({
      status: 'rejected',
      error: { code: 'field_not_writable', message: 'A comment stays on the session and set it was written on' },
    });
    // Naming what it is about as it is, beside new words, is no move.
    expect(
      await act(coach, 'comments.patch', {
        id: said.id,
        changes: { session_id: annaSession, set_log_id: annaSet, body: 'Hips rose early!' },
      }),
    ).toMatchObject({ status: 'applied' });
    expect(await act(coach, 'comments.patch', { id: said.id, changes: { author_id: person.userId } })).toMatchObject(
      notWritable('author_id'),
    );

    expect(await act(coach, 'comments.patch', { id: said.id, changes: { body: 'Hips rose early on set 3' } })).toMatchObject({
      status: 'applied',
    });
    expect(await act(coach, 'comments.put', { ...said, body: 'Hips rose early on the third set' })).toMatchObject({ status: 'applied' });
    expect(await stored(said.id)).toMatchObject({
      body: 'Hips rose early on the third set',
      author_id: coach.userId,
      session_id: annaSession,
      set_log_id: annaSet,
    });
    expect(await act(coach, 'comments.delete', { id: said.id })).toMatchObject({ status: 'applied' });
    expect(await stored(said.id)).toMatchObject({ deleted: true });

    // The client's reply is theirs in the same way.
    const reply = comment(annaSession, 'Will fix');
    expect(await act(person, 'comments.put', reply)).toMatchObject({ status: 'applied' });
    expect(await act(coach, 'comments.patch', { id: reply.id, changes: { body: 'Will not' } })).toMatchObject(forbidden);
    expect(await act(coach, 'comments.delete', { id: reply.id })).toMatchObject(forbidden);
    expect(await act(person, 'comments.patch', { id: reply.id, changes: { body: 'Will fix it' } })).toMatchObject({ status: 'applied' });
  });

  it('[T12][A14][R5] who wrote it, when, and whose session it is are the server’s: a device cannot forge them', async () => {
    const before = Date.now();
    const forged = comment(annaSession, 'Great set', {
      author_id: coach.userId,
      written_at: '2020-01-01T00:00:00.000Z',
      client_id: otto.id,
      coach_id: rival.userId,
    });
    expect(await act(person, 'comments.put', forged)).toMatchObject({ status: 'applied' });
    const row = await stored(forged.id);
    expect(row).toMatchObject({ author_id: person.userId, client_id: anna.id, coach_id: coach.userId });
    const [pulled] = await commentsOf(person);
    expect(Date.parse(String(pulled?.written_at))).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(String(pulled?.written_at))).toBeLessThanOrEqual(Date.now());

    // Put again with other claims, the first answers stay.
    expect(await act(person, 'comments.put', { ...forged, body: 'Great set!', written_at: '2030-01-01T00:00:00.000Z' })).toMatchObject({
      status: 'applied',
    });
    expect(await stored(forged.id)).toMatchObject({
      body: 'Great set!',
      author_id: person.userId,
      written_at: row?.written_at,
      coach_id: coach.userId,
    });
    expect(await act(person, 'comments.patch', { id: forged.id, changes: { written_at: '2030-01-01T00:00:00.000Z' } })).toMatchObject({
      status: 'rejected',
      error: { code: 'field_not_writable' },
    });
  });

  it('[A14][A10] a new comment reaches the other party as a notification in their language, naming its session; rewording it does not', async () => {
    await t.database.db.update(users).set({ preferredLanguage: 'lv-LV' }).where(eq(users.id, person.userId));
    const long = `Gurni cēlās par agru. ${'Turi muguru taisnu, '.repeat(20)}`;
    expect(await act(coach, 'comments.put', comment(annaSession, long))).toMatchObject({ status: 'applied' });
    const [toPerson, ...more] = await noticesOf(person);
    expect(more).toEqual([]);
    expect(toPerson).toMatchObject({
      user_id: person.userId,
      subject: 'Jauns komentārs par treniņu',
      session_id: annaSession,
      read_at: null,
      version: expect.any(Number) as number,
    });
    const quoted = Array.from(long.trim()).slice(0, 200).join('').trimEnd();
    expect(toPerson?.body).toBe(`Par treniņu „Legs”: ${quoted}…`);
    expect(await noticesOf(coach)).toEqual([]);

    const reply = comment(annaSession, 'Paldies, labošu');
    expect(await act(person, 'comments.put', reply)).toMatchObject({ status: 'applied' });
    expect(await noticesOf(coach)).toEqual([
      expect.objectContaining({
        user_id: coach.userId,
        subject: 'New comment on a workout',
        body: 'On “Legs”: Paldies, labošu',
        session_id: annaSession,
      }),
    ]);
    expect(await act(person, 'comments.patch', { id: reply.id, changes: { body: 'Paldies!' } })).toMatchObject({ status: 'applied' });
    expect(await noticesOf(coach)).toHaveLength(1);
    // [R5] What a notification opens is the server's to say: its recipient cannot point it elsewhere.
    expect(await act(person, 'notifications.patch', { id: toPerson?.id, changes: { session_id: ottoSession } })).toMatchObject({
      status: 'rejected',
      error: { code: 'field_not_writable' },
    });
    // Nor is a coach told what they wrote on their own training (their own client record, linked to themselves).
    const self = client('Me');
    await act(coach, 'clients.put', self);
    await t.database.db.update(clients).set({ user_id: coach.userId }).where(eq(clients.id, self.id));
    const mine = newId();
    await act(coach, 'workout-sessions.put', session(mine, self.id, 'My legs'));
    expect(await act(coach, 'comments.put', comment(mine, 'Felt heavy'))).toMatchObject({ status: 'applied' });
    expect(await noticesOf(coach)).toHaveLength(1);
    expect(await noticesOf(person)).toHaveLength(1);

    // A comment of exactly the quoted length is quoted whole.
    const exact = 'b'.repeat(200);
    expect(await act(person, 'comments.put', comment(annaSession, exact))).toMatchObject({ status: 'applied' });
    expect((await noticesOf(coach)).at(-1)?.body).toBe(`On “Legs”: ${exact}`);
    // A quote cut where a space falls ends at the word, not the space.
    const spaced = `${'a'.repeat(199)} tail`;
    expect(await act(person, 'comments.put', comment(annaSession, spaced))).toMatchObject({ status: 'applied' });
    expect((await noticesOf(coach)).at(-1)?.body).toBe(`On “Legs”: ${'a'.repeat(199)}…`);
    await act(person, 'comments.delete', { id: (await commentsOf(person)).find((one) => one?.body === spaced)?.id });

    // A client record without an account has nobody to tell.
    const before = (await t.database.db.select().from(notifications)).length;
    expect(await act(coach, 'comments.put', comment(ottoSession, 'Elbows in'))).toMatchObject({ status: 'applied' });
    expect(await t.database.db.select().from(notifications)).toHaveLength(before);
  });

  it('[A14] a notification arrives on the recipient’s devices on their next incremental pull', async () => {
    const device = newId();
    const { cursor } = await pullAll(t.app, coach.accessToken, device, null);
    expect(await act(person, 'comments.put', comment(annaSession, 'Was that deep enough?'))).toMatchObject({ status: 'applied' });
    const { pages } = await pullAll(t.app, coach.accessToken, device, cursor);
    const changes = pages.flatMap((page) => page.changes);
    expect(changes.map((change) => change.entity).sort()).toEqual(['comments', 'notifications']);
  });

  it('[P6][A14][A8] a deleted client record leaves the person their session and the comments on it; both keep them', async () => {
    const said = comment(annaSession, 'Good depth today');
    const reply = comment(annaSession, 'Thanks');
    expect(await act(coach, 'comments.put', said)).toMatchObject({ status: 'applied' });
    expect(await act(person, 'comments.put', reply)).toMatchObject({ status: 'applied' });
    const device = newId();
    const { cursor } = await pullAll(t.app, person.accessToken, device, null);
    expect(await act(coach, 'clients.delete', { id: anna.id })).toMatchObject({ status: 'applied' });
    const { pages } = await pullAll(t.app, person.accessToken, device, cursor);
    const changes: Change[] = pages.flatMap((page) => page.changes);
    expect(pages.some((page) => page.reset)).toBe(false);
    const lost = (entity: string) =>
      changes
        .filter((change) => change.entity === entity && change.deleted)
        .map((change) => change.id)
        .sort();
    expect(lost('comments')).toEqual([]);
    expect(lost('workout-sessions')).toEqual([]);
    expect(await commentsOf(coach)).toHaveLength(2);
    expect(await commentsOf(person)).toHaveLength(2);
  });

  it('[P6][A14][A8] an unlinked client record does the same, and takes the writing of new comments with it', async () => {
    const said = comment(annaSession, 'Good depth today');
    expect(await act(coach, 'comments.put', said)).toMatchObject({ status: 'applied' });
    const device = newId();
    const { cursor } = await pullAll(t.app, person.accessToken, device, null);
    await t.database.db.transaction((tx) => unlinkClient(tx, anna.id));
    const { pages } = await pullAll(t.app, person.accessToken, device, cursor);
    const changes: Change[] = pages.flatMap((page) => page.changes);
    expect(changes.filter((change) => change.entity === 'comments')).toEqual([]);
    expect((await commentsOf(person)).map((one) => one?.id)).toEqual([said.id]);
    // The session is no longer theirs to comment on either.
    expect(await act(person, 'comments.put', comment(annaSession, 'Still here?'))).toMatchObject({
      status: 'rejected',
      error: { code: 'not_found' },
    });
  });
});
