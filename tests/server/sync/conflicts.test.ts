import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '@core/auth-constants';
import { clients, syncHistory } from '../../../server/db/schema/index';
import { addUser, signInAs, type SignedIn } from '../../helpers/auth';
import { client, newId, push } from '../../helpers/sync';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/** [R9] Field-level last writer wins, and the writer is told when it replaced a newer change. */
describe('a patch that overwrites a newer change says so (sync/SPEC.md R9)', () => {
  let t: TestApp;
  let coach: SignedIn;
  const tabletA = newId();
  const tabletB = newId();
  let anna: ReturnType<typeof client>;
  let base: number;

  beforeEach(async () => {
    t = await createTestApp();
    await addUser(t.database.db, { email: 'coach@test.lv', roleId: ROLE.coach });
    coach = await signInAs(t.app, 'coach@test.lv');
    anna = client('Anna', { goals: 'Run 5 km' });
    await push(t.app, coach.accessToken, tabletA, [{ id: 1, name: 'clients.put', args: anna }]);
    base = await versionOf(anna.id);
  });
  afterEach(() => t.close());

  async function versionOf(id: string): Promise<number> {
    const [row] = await t.database.db.select({ version: clients.version }).from(clients).where(eq(clients.id, id));
    return row?.version ?? -1;
  }

  it('an older edit of the same field still wins (R2), and its answer names the newer value it replaced', async () => {
    await push(t.app, coach.accessToken, tabletB, [
      { id: 1, name: 'clients.patch', args: { id: anna.id, changes: { goals: 'Run 10 km by May' }, base_version: base } },
    ]);
    const answer = await push(t.app, coach.accessToken, tabletA, [
      { id: 2, name: 'clients.patch', args: { id: anna.id, changes: { goals: 'Run 5 km in May' }, base_version: base } },
    ]);
    expect(answer.results[0]).toEqual({ id: 2, status: 'applied', conflicts: [{ field: 'goals', replaced: 'Run 10 km by May' }] });
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, anna.id));
    expect(row?.goals).toBe('Run 5 km in May');
    // The history keeps both.
    const history = await t.database.db.select().from(syncHistory).where(eq(syncHistory.record_id, anna.id)).orderBy(syncHistory.version);
    expect(history.map((entry) => entry.changes.goals)).toEqual(['Run 5 km', 'Run 10 km by May', 'Run 5 km in May']);
    expect(history.at(-1)).toMatchObject({
      replaced: { goals: 'Run 10 km by May' },
      client_id: tabletA,
      mutation_id: 2,
      user_id: coach.userId,
    });
  });

  it('a whole record put again keeps in its history the fields it changed, and what they were, not those sent unchanged', async () => {
    await push(t.app, coach.accessToken, tabletB, [{ id: 1, name: 'clients.put', args: { ...anna, goals: 'Run 8 km' } }]);
    const history = await t.database.db.select().from(syncHistory).where(eq(syncHistory.record_id, anna.id)).orderBy(syncHistory.version);
    expect(history.at(-1)).toMatchObject({ kind: 'put', changes: { goals: 'Run 8 km' }, replaced: { goals: 'Run 5 km' } });
    // The name was sent as it was: not a change. (The server-owned coach_id, sent empty and kept as
    // the server's, is still listed with its unchanged value.)
    expect(history.at(-1)?.changes).not.toHaveProperty('name');
    expect(history.at(-1)?.changes).not.toHaveProperty('id');
  });

  it('the repeat of a patch whose answer was lost says it again', async () => {
    await push(t.app, coach.accessToken, tabletB, [
      { id: 1, name: 'clients.patch', args: { id: anna.id, changes: { goals: 'Newer' }, base_version: base } },
    ]);
    const mutation = { id: 2, name: 'clients.patch', args: { id: anna.id, changes: { goals: 'Older' }, base_version: base } };
    await push(t.app, coach.accessToken, tabletA, [mutation]);
    const again = await push(t.app, coach.accessToken, tabletA, [mutation]);
    expect(again.results[0]).toEqual({ id: 2, status: 'skipped', conflicts: [{ field: 'goals', replaced: 'Newer' }] });
  });

  it('no conflict: another field, the same value, the device’s own earlier edit, an edit from before the base, or no base given', async () => {
    await push(t.app, coach.accessToken, tabletB, [
      { id: 1, name: 'clients.patch', args: { id: anna.id, changes: { notes: 'Knee' }, base_version: base } },
    ]);
    const other = await push(t.app, coach.accessToken, tabletA, [
      { id: 2, name: 'clients.patch', args: { id: anna.id, changes: { goals: 'Run 6 km' }, base_version: base } },
    ]);
    expect(other.results[0]).toEqual({ id: 2, status: 'applied' });
    // Tablet A patches goals twice from the same base: its own first edit is not a conflict.
    const own = await push(t.app, coach.accessToken, tabletA, [
      { id: 3, name: 'clients.patch', args: { id: anna.id, changes: { goals: 'Run 7 km' }, base_version: base } },
    ]);
    expect(own.results[0]).toEqual({ id: 3, status: 'applied' });
    await push(t.app, coach.accessToken, tabletB, [
      { id: 2, name: 'clients.patch', args: { id: anna.id, changes: { goals: 'Run 8 km' }, base_version: base } },
    ]);
    const same = await push(t.app, coach.accessToken, tabletA, [
      { id: 4, name: 'clients.patch', args: { id: anna.id, changes: { goals: 'Run 8 km' }, base_version: base } },
    ]);
    expect(same.results[0]).toEqual({ id: 4, status: 'applied' });
    const current = await versionOf(anna.id);
    const fresh = await push(t.app, coach.accessToken, tabletA, [
      { id: 5, name: 'clients.patch', args: { id: anna.id, changes: { goals: 'Run 9 km' }, base_version: current } },
    ]);
    expect(fresh.results[0]).toEqual({ id: 5, status: 'applied' });
    await push(t.app, coach.accessToken, tabletB, [{ id: 3, name: 'clients.patch', args: { id: anna.id, changes: { goals: 'B again' } } }]);
    const unknownBase = await push(t.app, coach.accessToken, tabletA, [
      { id: 6, name: 'clients.patch', args: { id: anna.id, changes: { goals: 'A again' } } },
    ]);
    expect(unknownBase.results[0]).toEqual({ id: 6, status: 'applied' });
  });
});
