import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkInAnswerId } from '@core/records/check-ins';
import type { Change } from '@sync/protocol';
import { checkInAnswers } from '../../../server/db/schema/index';
import { signInCast, type SignedIn } from '../../helpers/auth';
import { type client, linkedClient, newId, pull, pullAll, TestDevices } from '../../helpers/sync';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/** sync/SPEC.md A18–A20, through the same push and pull devices use, on both databases. */
describe('check-ins (sync/SPEC.md A18–A20)', () => {
  let t: TestApp;
  let admin: SignedIn;
  let coach: SignedIn;
  let rival: SignedIn;
  let person: SignedIn;
  let anna: ReturnType<typeof client>;
  const devices = new TestDevices(() => t.app);
  const act = (user: SignedIn, name: string, args: Record<string, unknown>, device?: string) => devices.act(user, name, args, device);
  const sleep = { id: newId(), kind: 'scale', text: 'How did you sleep this week?', low_label: 'Badly', high_label: 'Very well' };
  const meals = { id: newId(), kind: 'number', text: 'Meals on plan', unit: 'meals' };
  const form = () => ({ id: newId(), name: 'Weekly check-in', questions: [sleep, meals] });
  const seenBy = async (user: SignedIn, entity: string) =>
    (await pull(t.app, user.accessToken, newId(), null)).changes.filter((change) => change.entity === entity);
  const stored = async (id: string) => (await t.database.db.select().from(checkInAnswers).where(eq(checkInAnswers.id, id)))[0];

  /** A form the coach wrote, assigned to Anna for Sundays. */
  async function assigned() {
    const weekly = form();
    expect(await act(coach, 'check-in-forms.put', weekly)).toMatchObject({ status: 'applied' });
    const schedule = { id: newId(), client_id: anna.id, form_id: weekly.id, weekday: 7, start_date: '2026-11-23' };
    expect(await act(coach, 'check-in-assignments.put', schedule)).toMatchObject({ status: 'applied' });
    return { weekly, schedule };
  }
  const answers = (assignmentId: string, due = '2026-11-29', sleepValue: unknown = 4) => ({
    id: checkInAnswerId(assignmentId, due),
    assignment_id: assignmentId,
    client_id: anna.id,
    due_date: due,
    answers: [
      { question_id: sleep.id, kind: 'scale', question: sleep.text, value: sleepValue },
      { question_id: meals.id, kind: 'number', question: meals.text, unit: 'meals', value: 18 },
    ],
  });

  beforeEach(async () => {
    devices.clear();
    t = await createTestApp();
    ({ admin, coach, rival, person } = await signInCast(t.app, t.database.db));
    anna = await linkedClient(t.database.db, devices, coach, person);
  });
  afterEach(() => t.close());

  it('[T12][A18][A19] the coach writes a form and assigns it; the client reads both, nobody else does', async () => {
    const { weekly, schedule } = await assigned();
    for (const user of [coach, person]) {
      expect((await seenBy(user, 'check-in-forms')).map((change) => change.id)).toEqual([weekly.id]);
      expect((await seenBy(user, 'check-in-assignments')).map((change) => change.data?.coach_id)).toEqual([coach.userId]);
    }
    for (const user of [rival, admin]) {
      expect(await seenBy(user, 'check-in-forms')).toEqual([]);
      expect(await seenBy(user, 'check-in-assignments')).toEqual([]);
    }
    // The client reads the form but does not write forms or schedules.
    expect(await act(person, 'check-in-forms.patch', { id: weekly.id, changes: { name: 'Mine' } })).toMatchObject({
      status: 'rejected',
      error: { code: 'forbidden' },
    });
    expect(await act(person, 'check-in-assignments.patch', { id: schedule.id, changes: { weekday: 1 } })).toMatchObject({
      status: 'rejected',
      error: { code: 'forbidden' },
    });
    // Another coach can neither assign this coach's form nor schedule for this client.
    const theirs = form();
    expect(await act(rival, 'check-in-forms.put', theirs)).toMatchObject({ status: 'applied' });
    expect(await act(coach, 'check-in-assignments.put', { ...schedule, id: newId(), form_id: theirs.id })).toMatchObject({
      status: 'rejected',
      error: { code: 'invalid_reference', fields: { form_id: expect.any(String) as unknown } },
    });
    expect(await act(rival, 'check-in-assignments.put', { ...schedule, id: newId(), form_id: theirs.id })).toMatchObject({
      status: 'rejected',
      error: { code: 'not_found' },
    });
    // A form a client still answers is not deleted until its schedule ends.
    expect(await act(coach, 'check-in-forms.delete', { id: weekly.id })).toMatchObject({ status: 'rejected', error: { code: 'in_use' } });
    expect(await act(coach, 'check-in-assignments.patch', { id: schedule.id, changes: { ended_on: '2026-12-06' } })).toMatchObject({
      status: 'applied',
    });
    expect(await act(coach, 'check-in-forms.delete', { id: weekly.id })).toMatchObject({ status: 'applied' });
  });

  it('[T12][A20] the client answers, the coach replies and the client is told; neither writes the other’s part', async () => {
    const { schedule } = await assigned();
    const given = answers(schedule.id);
    expect(await act(person, 'check-in-answers.put', given)).toMatchObject({ status: 'applied' });
    expect((await stored(given.id))?.submitted_at).not.toBeNull();
    expect((await seenBy(coach, 'check-in-answers')).map((change) => change.data?.answers)).toEqual([
      [expect.objectContaining({ value: 4 }), expect.objectContaining({ value: 18, unit: 'meals' })],
    ]);
    for (const user of [rival, admin]) expect(await seenBy(user, 'check-in-answers')).toEqual([]);

    expect(await act(coach, 'check-in-answers.patch', { id: given.id, changes: { answers: [] } })).toMatchObject({
      status: 'rejected',
      error: { code: 'field_not_writable', fields: { answers: 'cannot be changed' } },
    });
    expect(await act(person, 'check-in-answers.patch', { id: given.id, changes: { reply: 'Great week' } })).toMatchObject({
      status: 'rejected',
      error: { code: 'field_not_writable', fields: { reply: 'cannot be changed' } },
    });
    expect(await act(coach, 'check-in-answers.patch', { id: given.id, changes: { reply: 'Great week, sleep is up.' } })).toMatchObject({
      status: 'applied',
    });
    expect((await stored(given.id))?.replied_at).not.toBeNull();
    expect((await seenBy(person, 'notifications')).map((change) => [change.data?.subject, change.data?.body])).toEqual([
      ['Your coach replied to your check-in', 'Great week, sleep is up.'],
    ]);
    // The client saving their answers again keeps the reply.
    expect(await act(person, 'check-in-answers.put', answers(schedule.id, '2026-11-29', 5))).toMatchObject({ status: 'applied' });
    expect(await stored(given.id)).toMatchObject({ reply: 'Great week, sleep is up.' });
    expect(await act(person, 'check-in-answers.delete', { id: given.id })).toMatchObject({
      status: 'rejected',
      error: { code: 'forbidden' },
    });
    expect(await act(coach, 'check-in-answers.put', answers(schedule.id, '2026-12-06'))).toMatchObject({
      status: 'rejected',
      error: { code: 'forbidden' },
    });
  });

  it('[T12][A20] one answer per due day from every device, and an answer to a removed schedule is kept', async () => {
    const { schedule } = await assigned();
    const results = await Promise.all([
      act(person, 'check-in-answers.put', answers(schedule.id, '2026-11-29', 3), 'phone'),
      act(person, 'check-in-answers.put', answers(schedule.id, '2026-11-29', 4), 'tablet'),
    ]);
    expect(results.map((result) => result?.status)).toEqual(['applied', 'applied']);
    expect(await act(person, 'check-in-answers.put', { ...answers(schedule.id), id: newId() })).toMatchObject({
      status: 'rejected',
      error: { code: 'validation_failed', fields: { id: 'must be the id of this assignment and due day' } },
    });
    expect(await act(coach, 'check-in-assignments.delete', { id: schedule.id })).toMatchObject({ status: 'applied' });
    expect(await act(person, 'check-in-answers.put', answers(schedule.id, '2026-12-06'))).toMatchObject({ status: 'applied' });
  });

  it('[T12][A18][A20][R8] refuses a form of 500 questions, a question of 100,000 characters and an answer of the wrong kind, naming the field', async () => {
    const many = Array.from({ length: 500 }, () => ({ ...sleep, id: newId() }));
    expect(await act(coach, 'check-in-forms.put', { ...form(), questions: many })).toMatchObject({
      status: 'rejected',
      error: { code: 'validation_failed', fields: { questions: 'at most 50 questions' } },
    });
    expect(await act(coach, 'check-in-forms.put', { ...form(), questions: [{ ...sleep, text: 'x'.repeat(100_000) }] })).toMatchObject({
      status: 'rejected',
      error: { code: 'validation_failed', fields: { 'questions.0.text': 'is too long' } },
    });
    expect(
      await act(coach, 'check-in-forms.put', { ...form(), questions: [{ id: newId(), kind: 'choice', text: 'Which?', choices: ['One'] }] }),
    ).toMatchObject({
      status: 'rejected',
      error: { code: 'validation_failed', fields: { 'questions.0.choices': 'a choice needs at least 2 options' } },
    });
    const { schedule } = await assigned();
    expect(await act(person, 'check-in-answers.put', answers(schedule.id, '2026-11-29', 9))).toMatchObject({
      status: 'rejected',
      error: { code: 'validation_failed', fields: { 'answers.0.value': 'must be a whole number from 1 to 5' } },
    });
  });

  it('[P6][A18][A19][A20] a deleted client record takes its check-ins and their form off the person’s devices', async () => {
    const { weekly, schedule } = await assigned();
    await act(person, 'check-in-answers.put', answers(schedule.id));
    const device = newId();
    const { cursor } = await pullAll(t.app, person.accessToken, device, null);
    expect(await act(coach, 'clients.delete', { id: anna.id })).toMatchObject({ status: 'applied' });
    const { pages } = await pullAll(t.app, person.accessToken, device, cursor);
    const gone = (entity: string) =>
      pages
        .flatMap((page): Change[] => page.changes)
        .filter((change) => change.entity === entity)
        .map((change) => [change.id, change.deleted]);
    expect(gone('check-in-forms')).toEqual([[weekly.id, true]]);
    expect(gone('check-in-assignments')).toEqual([[schedule.id, true]]);
    expect(gone('check-in-answers')).toEqual([[checkInAnswerId(schedule.id, '2026-11-29'), true]]);
  });
});
