import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '@core/auth-constants';
import type { HistoryResponse } from '@core/record-history-api';
import { clients } from '../../../server/db/schema/index';
import { addUser, bearer, signInAs, type SignedIn } from '../../helpers/auth';
import { client, newId, push } from '../../helpers/sync';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/** [R11] A record's history, as the people who may read the record read it. */
describe('a record’s history (sync/SPEC.md R11)', () => {
  let t: TestApp;
  let coach: SignedIn;
  let rival: SignedIn;
  let person: SignedIn;
  const tabletA = newId();
  const tabletB = newId();

  const historyRaw = (user: SignedIn, entity: string, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/sync/history?entity=${entity}&id=${id}`, headers: bearer(user.accessToken) });
  async function history(user: SignedIn, entity: string, id: string): Promise<HistoryResponse> {
    const response = await historyRaw(user, entity, id);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<HistoryResponse>();
  }

  beforeEach(async () => {
    t = await createTestApp();
    await addUser(t.database.db, { email: 'coach@test.lv', roleId: ROLE.coach, name: 'Ilze Coach' });
    await addUser(t.database.db, { email: 'rival@test.lv', roleId: ROLE.coach });
    await addUser(t.database.db, { email: 'person@test.lv', roleId: ROLE.client, name: 'Anna Person' });
    coach = await signInAs(t.app, 'coach@test.lv');
    rival = await signInAs(t.app, 'rival@test.lv');
    person = await signInAs(t.app, 'person@test.lv');
  });
  afterEach(() => t.close());

  it('[R9] newest first; a write that replaced a newer change says which, and whose it was, so that device sees it too', async () => {
    const anna = client('Anna', { goals: 'Run 5 km' });
    await push(t.app, coach.accessToken, tabletA, [{ id: 1, name: 'clients.put', args: anna }]);
    const base = (await history(coach, 'clients', anna.id)).entries[0]?.version ?? 0;
    await push(t.app, coach.accessToken, tabletB, [
      { id: 1, name: 'clients.patch', args: { id: anna.id, changes: { goals: 'Run 10 km by June' }, base_version: base } },
    ]);
    await push(t.app, coach.accessToken, tabletA, [
      { id: 2, name: 'clients.patch', args: { id: anna.id, changes: { goals: 'Run 5 km in May' }, base_version: base } },
    ]);

    const { entries, more } = await history(coach, 'clients', anna.id);
    expect(more).toBe(false);
    expect(entries.map((entry) => [entry.kind, entry.changes.goals])).toEqual([
      ['patch', 'Run 5 km in May'],
      ['patch', 'Run 10 km by June'],
      ['put', 'Run 5 km'],
    ]);
    const [newest, replacedOne] = entries;
    const me = { name: 'Ilze Coach', you: true };
    expect(newest).toMatchObject({ author: { ...me, device: tabletA }, replaced: { goals: 'Run 10 km by June' } });
    expect(newest?.conflicts).toEqual([{ field: 'goals', replaced: 'Run 10 km by June', replaced_author: { ...me, device: tabletB } }]);
    expect(replacedOne).toMatchObject({ author: { ...me, device: tabletB }, conflicts: [] });
    expect(Date.parse(newest?.at ?? '')).toBeGreaterThan(0);
    // The server's own fields are its business, not a change anyone made.
    expect(entries.at(-1)?.changes).not.toHaveProperty('coach_id');
  });

  it('only for a record the reader may read now: another coach, a client of a coach’s notes, an unknown record get 404', async () => {
    const anna = client('Anna', { notes: 'Private' });
    await push(t.app, coach.accessToken, tabletA, [{ id: 1, name: 'clients.put', args: anna }]);
    await t.database.db.update(clients).set({ user_id: person.userId }).where(eq(clients.id, anna.id));
    for (const [user, id] of [
      [rival, anna.id],
      [person, anna.id],
      [coach, newId()],
    ] as const) {
      const response = await historyRaw(user, 'clients', id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
    }
    expect((await historyRaw(coach, 'set-logs', anna.id)).statusCode).toBe(400);
    expect((await historyRaw(coach, 'clients', 'not-an-id')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/sync/history?entity=clients&id=${anna.id}` })).statusCode).toBe(401);
    // A deleted record has no history to read either.
    await push(t.app, coach.accessToken, tabletA, [{ id: 2, name: 'clients.delete', args: { id: anna.id } }]);
    expect((await historyRaw(coach, 'clients', anna.id)).statusCode).toBe(404);
  });

  it('a client reads an entry moved onto their calendar from when it became theirs, without whose it was before; the coach reads all of it', async () => {
    const other = client('Berta');
    const anna = client('Anna');
    await push(t.app, coach.accessToken, tabletA, [
      { id: 1, name: 'clients.put', args: other },
      { id: 2, name: 'clients.put', args: anna },
    ]);
    await t.database.db.update(clients).set({ user_id: person.userId }).where(eq(clients.id, anna.id));
    const entry = { id: newId(), client_id: other.id, date: '2026-12-14', title: 'Run', notes: 'Berta: my knee hurts' };
    await push(t.app, coach.accessToken, tabletA, [
      { id: 3, name: 'calendar-entries.put', args: entry },
      { id: 4, name: 'calendar-entries.patch', args: { id: entry.id, changes: { client_id: anna.id, notes: null } } },
      { id: 5, name: 'calendar-entries.patch', args: { id: entry.id, changes: { time: '18:00' } } },
    ]);
    await push(t.app, person.accessToken, newId(), [
      { id: 1, name: 'calendar-entries.patch', args: { id: entry.id, changes: { notes: 'Anna: fine' } } },
    ]);

    const theirs = await history(person, 'calendar-entries', entry.id);
    expect(theirs.entries.map((one) => one.changes)).toEqual([{ notes: 'Anna: fine' }, { time: '18:00' }, { notes: null }]);
    expect(JSON.stringify(theirs)).not.toContain('Berta');
    expect(JSON.stringify(theirs)).not.toContain(other.id);
    // Whose device wrote it is told only for the reader's own writes.
    expect(theirs.entries.map((one) => one.author)).toEqual([
      { name: 'Anna Person', you: true, device: expect.any(String) as unknown },
      { name: 'Ilze Coach', you: false, device: null },
      { name: 'Ilze Coach', you: false, device: null },
    ]);

    const coachs = await history(coach, 'calendar-entries', entry.id);
    expect(coachs.entries).toHaveLength(4);
    expect(coachs.entries[2]?.changes).toEqual({ client_id: anna.id, notes: null });
    expect(coachs.entries[2]?.replaced).toEqual({ client_id: other.id, notes: 'Berta: my knee hurts' });
  });
});
