import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DELETION_GRACE_DAYS } from '@core/auth-constants';
import { conversationId } from '@core/records/conversations';
import { queryRows } from '../../server/db/execute';
import { clients, setLogs, users, workoutSessions } from '../../server/db/schema/index';
import { eraseDueAccounts } from '../../server/services/account-deletion/erase-account';
import type { ErrorBody } from '../../server/lib/api-error';
import { bearer, PASSWORD, refreshWith, signInAs, signInCast, type SignedIn } from '../helpers/auth';
import { addProgressPhoto, HEVY, importHistory, seedLibrary } from '../helpers/history-files';
import { linkedClient, newId, pullAll, pushRaw, TestDevices } from '../helpers/sync';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Deleting an account (docs/account-deletion.md): the grace period, its cancelling, and an erasure that leaves nothing. */
describe('deleting an account', () => {
  let t: TestApp;
  let admin: SignedIn;
  let coach: SignedIn;
  let person: SignedIn;
  let anna: { id: string };
  const devices = new TestDevices(() => t.app);
  const MESSAGE = `Mana kāja sāp ${newId()}`;

  const ask = (user: SignedIn, body: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/profile/deletion', headers: bearer(user.accessToken), payload: body });
  const later = () => new Date(Date.now() + (DELETION_GRACE_DAYS * 24 + 1) * 3_600_000);
  const cancelToken = () =>
    new URL(/https?:\/\/\S+cancel-deletion\?token=\S+/.exec(t.mail.at(-1)?.text ?? '')?.[0] ?? 'http://x').searchParams.get('token') ?? '';

  /**
   * Every row of every table of the database that mentions one of `markers` anywhere in it, as
   * "table: row". The tables are read from the database itself, so a table added later is searched
   * without anyone remembering to.
   */
  const mentions = async (markers: readonly string[]) => {
    const tables = await queryRows<{ name: string }>(
      t.database.db,
      sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
    );
    expect(tables.length).toBeGreaterThan(30);
    const found: string[] = [];
    for (const { name } of tables) {
      for (const marker of markers) {
        const rows = await queryRows<{ row: string }>(
          t.database.db,
          sql`select row_to_json(t)::text as row from ${sql.identifier(name)} t where position(${marker.toLowerCase()} in lower(row_to_json(t)::text)) > 0`,
        );
        found.push(...rows.map((one) => `${name}: ${one.row.slice(0, 300)}`));
      }
    }
    return found;
  };

  beforeEach(async () => {
    devices.clear();
    t = await createTestApp();
    ({ admin, coach, person } = await signInCast(t.app, t.database.db));
    anna = await linkedClient(t.database.db, devices, coach, person);
    await seedLibrary(t);
  });
  afterEach(() => t.close());

  it('erases the person’s training, photos, messages and account after the grace period, from the server and the coach’s devices', async () => {
    // Two workouts imported, a progress photo, and a conversation with the coach.
    await importHistory(t, person, undefined, 'hevy.csv', HEVY);
    const photo = await addProgressPhoto(t, devices, person, anna.id);
    const talk = conversationId(anna.id, person.userId);
    expect(await devices.act(coach, 'conversations.put', { id: talk, client_id: anna.id })).toMatchObject({ status: 'applied' });
    expect(await devices.act(person, 'conversation-messages.put', { id: newId(), conversation_id: talk, body: MESSAGE })).toMatchObject({
      status: 'applied',
    });
    const [session] = await t.database.db.select().from(workoutSessions).where(eq(workoutSessions.client_id, anna.id));
    const [set] = await t.database.db.select().from(setLogs).where(eq(setLogs.client_id, anna.id));
    const coachDevice = newId();
    const before = await pullAll(t.app, coach.accessToken, coachDevice, null);
    const markers = [person.userId, 'person@test.lv', MESSAGE, photo.id, session?.id ?? 'none', set?.id ?? 'none'];
    expect((await mentions(markers)).length).toBeGreaterThan(0);

    // The password again; a wrong one is refused by name.
    expect((await ask(person, { password: 'not it at all' })).json<ErrorBody>().error.fields).toEqual({
      password: expect.any(String) as string,
    });
    const asked = await ask(person, { password: PASSWORD });
    expect(asked.statusCode, asked.body).toBe(202);
    const due = Date.parse(asked.json<{ deletion_due_at: string }>().deletion_due_at);
    expect(due - Date.now()).toBeGreaterThan((DELETION_GRACE_DAYS * 24 - 1) * 3_600_000);
    expect(t.mail.at(-1)).toMatchObject({ to: 'person@test.lv', subject: 'Your account will be deleted — Treneris' });
    // Meanwhile the account works, and says when it goes.
    const profile = await t.app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(person.accessToken) });
    expect(profile.json()).toMatchObject({ deletion_due_at: new Date(due).toISOString() });
    expect(await eraseDueAccounts(t.database.db, new Date())).toBe(0);

    expect(await eraseDueAccounts(t.database.db, later())).toBe(1);
    expect(await mentions(markers.slice(0, 3))).toEqual([]);
    // Of the erased records only their ids remain, in the notes that tell the coach's devices to drop them.
    for (const line of await mentions(markers.slice(3)))
      expect(line).toMatch(/^sync_revocations: \{"user_id":"[^"]+","entity":"[a-z-]+","record_id":"[^"]+","version":\d+\}$/);
    // The coach's record of Anna stays, unlinked: the coach's own notes.
    const [kept] = await t.database.db.select().from(clients).where(eq(clients.id, anna.id));
    expect(kept).toMatchObject({ name: 'Anna', user_id: null, deleted: false });
    // The coach's device drops what it held of her at its next pull.
    const after = await pullAll(t.app, coach.accessToken, coachDevice, before.cursor);
    const dropped = new Set(
      after.pages
        .flatMap((page) => page.changes)
        .filter((change) => change.deleted)
        .map((change) => change.id),
    );
    for (const id of [session?.id, set?.id, photo.id, talk]) expect(dropped.has(id ?? ''), id).toBe(true);
    // And is told why her history emptied.
    const told = after.pages.flatMap((page) => page.changes).find((change) => change.entity === 'notifications' && !change.deleted);
    expect(told?.data).toMatchObject({ subject: 'Anna deleted their account', path: `/client/${anna.id}` });
    // She cannot sign in, and her devices learn that the account is gone (and delete their copy).
    const gone = { error: { code: 'account_deleted', message: 'This account has been deleted.' } };
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(person.accessToken) })).json()).toEqual(gone);
    expect((await refreshWith(t.app, person.refresh)).json()).toEqual(gone);
    await expect(signInAs(t.app, 'person@test.lv')).rejects.toThrow();
  });

  it('sets a device pushes while the account is erased are erased with it or refused, never left behind', async () => {
    const session = { id: newId(), client_id: anna.id, prescription: { name: 'Legs', blocks: [] }, started_at: '2026-12-01T08:00:00.000Z' };
    expect(await devices.act(person, 'workout-sessions.put', session)).toMatchObject({ status: 'applied' });
    const squat = { id: newId(), name: { 'en-US': 'Squat' } };
    expect(await devices.act(admin, 'exercises.put', squat)).toMatchObject({ status: 'applied' });
    expect((await ask(person, { password: PASSWORD })).statusCode).toBe(202);
    // Five devices, each pushing sets one after another, while the erasure runs.
    const device = async (index: number) => {
      const id = newId();
      for (let set = 0; set < 8; set++) {
        await pushRaw(t.app, person.accessToken, id, [
          {
            id: set + 1,
            name: 'set-logs.put',
            args: {
              id: newId(),
              session_id: session.id,
              exercise_id: squat.id,
              set_index: index * 10 + set,
              reps: 5,
              weight_kg: 100,
              logged_at: '2026-12-01T08:05:00.000Z',
            },
          },
        ]);
      }
    };
    const [erased] = await Promise.all([
      (async () => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        return eraseDueAccounts(t.database.db, later());
      })(),
      ...[0, 1, 2, 3, 4].map(device),
    ]);
    expect(erased).toBe(1);
    expect(await t.database.db.select().from(setLogs).where(eq(setLogs.client_id, anna.id))).toEqual([]);
    expect(await t.database.db.select().from(workoutSessions).where(eq(workoutSessions.client_id, anna.id))).toEqual([]);
    expect(await mentions([person.userId])).toEqual([]);
  });

  it('the mailed link or the profile cancels it; a coach with linked clients and an admin deleting themselves are refused', async () => {
    expect((await ask(person, { password: PASSWORD })).statusCode).toBe(202);
    const token = cancelToken();
    expect(token).not.toBe('');
    const cancel = (value: string) => t.app.inject({ method: 'POST', url: '/api/v1/account/deletion/cancel', payload: { token: value } });
    expect((await cancel(token)).statusCode).toBe(204);
    expect((await cancel(token)).statusCode).toBe(400);
    expect(await eraseDueAccounts(t.database.db, later())).toBe(0);
    const [still] = await t.database.db.select().from(users).where(eq(users.id, person.userId));
    expect(still?.deletionDueAt).toBeNull();

    expect((await ask(person, { password: PASSWORD })).statusCode).toBe(202);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/v1/profile/deletion', headers: bearer(person.accessToken) })).statusCode,
    ).toBe(204);
    expect(await eraseDueAccounts(t.database.db, later())).toBe(0);

    expect((await ask(coach, { password: PASSWORD })).json<ErrorBody>().error.code).toBe('clients_linked');
    const own = await t.app.inject({ method: 'DELETE', url: `/api/v1/admin/users/${admin.userId}`, headers: bearer(admin.accessToken) });
    expect(own.json<ErrorBody>().error.code).toBe('own_account');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/admin/users/${person.userId}`, headers: bearer(coach.accessToken) }))
        .statusCode,
    ).toBe(403);
  });

  it('an admin deletes a user the same way: mailed, cancellable, then erased', async () => {
    const asked = await t.app.inject({ method: 'DELETE', url: `/api/v1/admin/users/${person.userId}`, headers: bearer(admin.accessToken) });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(t.mail.at(-1)).toMatchObject({ to: 'person@test.lv' });
    expect(await eraseDueAccounts(t.database.db, later())).toBe(1);
    expect(await mentions([person.userId, 'person@test.lv'])).toEqual([]);
  });
});
