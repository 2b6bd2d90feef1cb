import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Change } from '@sync/protocol';
import { gymProfiles } from '../../../server/db/schema/index';
import { signInCast, type SignedIn } from '../../helpers/auth';
import { client, linkedClient, newId, pull, pullAll, TestDevices } from '../../helpers/sync';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/** sync/SPEC.md A13, through the same push and pull devices use, on both databases. */
describe('a client’s gym profile (sync/SPEC.md A13)', () => {
  let t: TestApp;
  let admin: SignedIn;
  let coach: SignedIn;
  let rival: SignedIn;
  let person: SignedIn;
  let anna: ReturnType<typeof client>;
  const devices = new TestDevices(() => t.app);
  const act = (user: SignedIn, name: string, args: Record<string, unknown>) => devices.act(user, name, args);

  const changesFor = async (user: SignedIn) => (await pull(t.app, user.accessToken, newId(), null)).changes;
  const profilesOf = async (user: SignedIn) => (await changesFor(user)).filter((change) => change.entity === 'gym-profiles');
  const stored = async (id: string) => (await t.database.db.select().from(gymProfiles).where(eq(gymProfiles.id, id)))[0];

  beforeEach(async () => {
    devices.clear();
    t = await createTestApp();
    ({ admin, coach, rival, person } = await signInCast(t.app, t.database.db));
    anna = await linkedClient(t.database.db, devices, coach, person);
  });
  afterEach(() => t.close());

  it('[T12][A13] the client and their coach read and write it; another coach, an admin and another client’s person do not', async () => {
    const home = {
      id: anna.id,
      bar_kg: 15,
      plates: [
        { kg: 10, pairs: 2 },
        { kg: 5, pairs: 2 },
      ],
    };
    expect(await act(coach, 'gym-profiles.put', home)).toMatchObject({ status: 'applied' });
    for (const user of [coach, person])
      expect((await profilesOf(user)).map((change) => change.data)).toEqual([expect.objectContaining({ ...home, coach_id: coach.userId })]);
    for (const user of [rival, admin]) expect(await profilesOf(user)).toEqual([]);

    expect(await act(person, 'gym-profiles.patch', { id: anna.id, changes: { dumbbell_step_kg: 2, dumbbell_max_kg: 30 } })).toMatchObject({
      status: 'applied',
    });
    expect((await profilesOf(coach))[0]?.data).toMatchObject({ bar_kg: 15, dumbbell_step_kg: 2, dumbbell_max_kg: 30 });

    // [A11] What a writer cannot read answers as if it did not exist; a delete of it does nothing.
    expect(await act(rival, 'gym-profiles.patch', { id: anna.id, changes: { bar_kg: 10 } })).toMatchObject({
      status: 'rejected',
      error: { code: 'not_found' },
    });
    expect(await act(rival, 'gym-profiles.put', { ...home, bar_kg: 10 })).toMatchObject({
      status: 'rejected',
      error: { code: 'not_found' },
    });
    expect(await act(rival, 'gym-profiles.delete', { id: anna.id })).toMatchObject({ status: 'applied' });
    expect(await act(admin, 'gym-profiles.patch', { id: anna.id, changes: { bar_kg: 10 } })).toMatchObject({
      status: 'rejected',
      error: { code: 'not_found' },
    });
    expect(await stored(anna.id)).toMatchObject({ bar_kg: 15, deleted: false });

    // The person may not write the profile of a client record that is not theirs.
    const otto = client('Otto');
    await act(coach, 'clients.put', otto);
    expect(await act(person, 'gym-profiles.put', { id: otto.id })).toMatchObject({ status: 'rejected', error: { code: 'not_found' } });
    expect(await act(rival, 'gym-profiles.put', { id: otto.id })).toMatchObject({ status: 'rejected', error: { code: 'not_found' } });
  });

  it('[T12][A13] one per client: its id is the client record’s, and an id naming no client of the writer is refused', async () => {
    expect(await act(person, 'gym-profiles.put', { id: anna.id })).toMatchObject({ status: 'applied' });
    expect(await stored(anna.id)).toMatchObject({ bar_kg: 20, coach_id: coach.userId });
    expect(await act(coach, 'gym-profiles.put', { id: newId() })).toMatchObject({ status: 'rejected', error: { code: 'not_found' } });
    const entry = { id: newId(), client_id: anna.id, date: '2026-12-01' };
    await act(coach, 'calendar-entries.put', entry);
    expect(await act(coach, 'gym-profiles.put', { id: entry.id })).toMatchObject({ status: 'rejected', error: { code: 'not_found' } });
  });

  it('[T12][A13][R2] made offline on both devices, it is one record: the later put replaces the earlier, patches merge by field', async () => {
    expect(await act(person, 'gym-profiles.put', { id: anna.id, bar_kg: 15 })).toMatchObject({ status: 'applied' });
    expect(await act(coach, 'gym-profiles.put', { id: anna.id, bar_kg: 20, dumbbells_kg: [4, 8, 12] })).toMatchObject({
      status: 'applied',
    });
    expect(await stored(anna.id)).toMatchObject({ bar_kg: 20, dumbbells_kg: [4, 8, 12] });
    expect(await act(person, 'gym-profiles.patch', { id: anna.id, changes: { bar_kg: 15 } })).toMatchObject({ status: 'applied' });
    expect(await act(coach, 'gym-profiles.patch', { id: anna.id, changes: { dumbbell_max_kg: 12 } })).toMatchObject({ status: 'applied' });
    expect(await stored(anna.id)).toMatchObject({ bar_kg: 15, dumbbells_kg: [4, 8, 12], dumbbell_max_kg: 12 });
  });

  it('[T12][A13] two first puts arriving at once are one record, never a duplicate', async () => {
    const results = await Promise.all([
      act(person, 'gym-profiles.put', { id: anna.id, bar_kg: 15 }),
      act(coach, 'gym-profiles.put', { id: anna.id, bar_kg: 10 }),
    ]);
    expect(results.map((result) => result?.status)).toEqual(['applied', 'applied']);
    expect([10, 15]).toContain((await stored(anna.id))?.bar_kg);
  });

  it('[T12][A13][R5] coach_id is the client’s coach, whoever writes; it cannot be patched', async () => {
    expect(await act(person, 'gym-profiles.put', { id: anna.id, coach_id: rival.userId })).toMatchObject({ status: 'applied' });
    expect(await stored(anna.id)).toMatchObject({ coach_id: coach.userId });
    expect(await act(coach, 'gym-profiles.patch', { id: anna.id, changes: { coach_id: rival.userId } })).toMatchObject({
      status: 'rejected',
      error: { code: 'field_not_writable' },
    });
  });

  it('[T12][A13] it is never deleted: going back to the usual equipment is a write', async () => {
    await act(coach, 'gym-profiles.put', { id: anna.id, bar_kg: 15 });
    for (const user of [coach, person]) {
      expect(await act(user, 'gym-profiles.delete', { id: anna.id })).toMatchObject({
        status: 'rejected',
        error: { code: 'forbidden', message: 'A gym profile is not deleted; set it back to the usual equipment instead' },
      });
    }
    expect(await act(person, 'gym-profiles.put', { id: anna.id })).toMatchObject({ status: 'applied' });
    expect(await stored(anna.id)).toMatchObject({ bar_kg: 20, deleted: false });
  });

  it('[T12][A13][R8] what the schema refuses is rejected with the field named', async () => {
    expect(await act(coach, 'gym-profiles.put', { id: anna.id, plates: [{ kg: 2.6, pairs: 1 }] })).toMatchObject({
      status: 'rejected',
      error: { code: 'validation_failed', fields: { 'plates.0.kg': 'must be a multiple of 0.25' } },
    });
    expect(await act(coach, 'gym-profiles.put', { id: anna.id, colour: 'red' })).toMatchObject({
      status: 'rejected',
      error: { code: 'unknown_field' },
    });
  });

  it('[P6][A13] a deleted client record takes its gym profile off the person’s devices', async () => {
    await act(coach, 'gym-profiles.put', { id: anna.id });
    const device = newId();
    const { cursor } = await pullAll(t.app, person.accessToken, device, null);
    expect(await act(coach, 'clients.delete', { id: anna.id })).toMatchObject({ status: 'applied' });
    const { pages } = await pullAll(t.app, person.accessToken, device, cursor);
    const changes: Change[] = pages.flatMap((page) => page.changes);
    expect(changes.filter((change) => change.entity === 'gym-profiles').map((change) => [change.id, change.deleted])).toEqual([
      [anna.id, true],
    ]);
  });
});
