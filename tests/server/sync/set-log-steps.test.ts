import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '@core/auth-constants';
import { clients, setLogs } from '../../../server/db/schema/index';
import { addUser, signInAs, type SignedIn } from '../../helpers/auth';
import { client, newId, TestDevices } from '../../helpers/sync';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/**
 * [R10] One set counts once: the client's phone and the coach's tablet (or the client's second
 * device) logging the same step of the same session keep one log, on PGlite and on PostgreSQL,
 * where the two writes really can meet.
 */
describe('[R10] a step of a session is logged once', () => {
  let t: TestApp;
  let coach: SignedIn;
  let person: SignedIn;
  let sessionId: string;
  const squat = newId();
  const block = newId();
  const item = newId();
  const devices = new TestDevices(() => t.app);
  const act = (user: SignedIn, device: string, name: string, args: Record<string, unknown>) => devices.act(user, name, args, device);

  const setLog = (setIndex: number, reps: number) => ({
    id: newId(),
    session_id: sessionId,
    exercise_id: squat,
    block_id: block,
    item_id: item,
    set_index: setIndex,
    reps,
    weight_kg: 60,
    logged_at: '2026-12-01T08:05:00.000Z',
  });

  const liveLogs = (setIndex: number) =>
    t.database.db
      .select({ id: setLogs.id, reps: setLogs.reps })
      .from(setLogs)
      .where(and(eq(setLogs.session_id, sessionId), eq(setLogs.set_index, setIndex), eq(setLogs.deleted, false)));

  beforeEach(async () => {
    devices.clear();
    t = await createTestApp();
    await addUser(t.database.db, { email: 'admin@test.lv', roleId: ROLE.admin });
    await addUser(t.database.db, { email: 'coach@test.lv', roleId: ROLE.coach });
    await addUser(t.database.db, { email: 'person@test.lv', roleId: ROLE.client });
    const admin = await signInAs(t.app, 'admin@test.lv');
    coach = await signInAs(t.app, 'coach@test.lv');
    person = await signInAs(t.app, 'person@test.lv');
    const anna = client('Anna');
    expect(await act(coach, 'tablet', 'clients.put', anna)).toMatchObject({ status: 'applied' });
    await t.database.db.update(clients).set({ user_id: person.userId }).where(eq(clients.id, anna.id));
    expect(await act(admin, 'admin', 'exercises.put', { id: squat, name: { 'en-US': 'Squat' } })).toMatchObject({ status: 'applied' });
    sessionId = newId();
    const session = {
      id: sessionId,
      client_id: anna.id,
      prescription: { name: 'Legs', blocks: [] },
      started_at: '2026-12-01T08:00:00.000Z',
    };
    expect(await act(person, 'phone', 'workout-sessions.put', session)).toMatchObject({ status: 'applied' });
  });
  afterEach(() => t.close());

  it('a second log of the same step is rejected and the first one counts; the same log again is a harmless repeat (R6)', async () => {
    const first = setLog(0, 8);
    expect(await act(person, 'phone', 'set-logs.put', first)).toMatchObject({ status: 'applied' });
    expect(await act(person, 'phone', 'set-logs.put', first)).toMatchObject({ status: 'applied' });
    expect(await act(coach, 'tablet', 'set-logs.put', setLog(0, 10))).toMatchObject({
      status: 'rejected',
      error: { code: 'set_already_logged' },
    });
    expect(await act(person, 'second-phone', 'set-logs.put', setLog(0, 9))).toMatchObject({
      status: 'rejected',
      error: { code: 'set_already_logged' },
    });
    expect(await liveLogs(0)).toEqual([{ id: first.id, reps: 8 }]);
    // Other steps are free.
    expect(await act(coach, 'tablet', 'set-logs.put', setLog(1, 8))).toMatchObject({ status: 'applied' });
  });

  it('withdrawing the log frees the step: a correction is logged again', async () => {
    const first = setLog(0, 8);
    expect(await act(person, 'phone', 'set-logs.put', first)).toMatchObject({ status: 'applied' });
    expect(await act(person, 'phone', 'set-logs.delete', { id: first.id })).toMatchObject({ status: 'applied' });
    const corrected = setLog(0, 7);
    expect(await act(coach, 'tablet', 'set-logs.put', corrected)).toMatchObject({ status: 'applied' });
    expect(await liveLogs(0)).toEqual([{ id: corrected.id, reps: 7 }]);
  });

  it('a set outside any prescription (no block, no item) is not a step and may repeat', async () => {
    const free = (reps: number) => ({ ...setLog(0, reps), block_id: null, item_id: null });
    expect(await act(person, 'phone', 'set-logs.put', free(8))).toMatchObject({ status: 'applied' });
    expect(await act(coach, 'tablet', 'set-logs.put', free(8))).toMatchObject({ status: 'applied' });
    expect(await liveLogs(0)).toHaveLength(2);
  });

  it('two devices logging the same steps at the same moment keep exactly one log per step, and the other is told why', async () => {
    const steps = Array.from({ length: 12 }, (_, index) => index);
    const answers = await Promise.all(
      steps.flatMap((setIndex) => [
        act(person, `phone-${setIndex}`, 'set-logs.put', setLog(setIndex, 8)),
        act(coach, `tablet-${setIndex}`, 'set-logs.put', setLog(setIndex, 10)),
      ]),
    );
    for (const setIndex of steps) {
      const pair = answers.slice(setIndex * 2, setIndex * 2 + 2);
      expect(pair.map((answer) => answer?.status).sort()).toEqual(['applied', 'rejected']);
      expect(pair.find((answer) => answer?.status === 'rejected')).toMatchObject({ error: { code: 'set_already_logged' } });
      expect(await liveLogs(setIndex)).toHaveLength(1);
    }
  });
});
