import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, instantOf, localDateOf, localTimeOf } from '@core/dates';
import { checkInAnswerId } from '@core/check-in-schedule';
import { checkInAnswers, notifications, pushJobs } from '../../server/db/schema/index';
import { bearer, type SignedIn } from '../helpers/auth';
import { pushCast, subscribeBrowser } from '../helpers/push-cast';
import { BrowserKeys, PushReceiver } from '../helpers/push-receiver';
import { client, newId, TestDevices } from '../helpers/sync';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** A workout's reminder (docs/api.md, "Notifications"): before it, as its client chose, once. */
describe('workout reminders', () => {
  let receiver: PushReceiver;
  let t: TestApp;
  let coach: SignedIn;
  let person: SignedIn;
  let anna: ReturnType<typeof client>;
  const phone = new BrowserKeys();
  const devices = new TestDevices(() => t.app);
  const entry = (date: string, time: string | null, extra: object = {}) => ({
    id: newId(),
    client_id: anna.id,
    date,
    time,
    title: 'Legs',
    ...extra,
  });
  const pushes = () =>
    receiver.received.map((push) => JSON.parse(phone.decrypt(push.body)) as { title: string; body: string; url: string });

  beforeAll(async () => {
    receiver = await PushReceiver.start();
  });
  afterAll(() => receiver.stop());
  beforeEach(async () => {
    devices.clear();
    receiver.received.length = 0;
    ({ t, coach, person, anna } = await pushCast(receiver));
    await subscribeBrowser(t, person, phone, `${receiver.origin}/push/phone`);
  });
  afterEach(() => t.close());

  it('an hour before a timed workout by default, once, with two servers looking; opening the workout', async () => {
    const starts = new Date(Math.ceil((Date.now() + 2 * 3_600_000) / 60_000) * 60_000);
    const planned = entry(localDateOf(starts), localTimeOf(starts));
    expect(await devices.act(coach, 'calendar-entries.put', planned)).toMatchObject({ status: 'applied' });
    const second = await createTestApp({ env: { PUSH_ALLOWED_ORIGINS: receiver.origin }, database: t.database });
    try {
      // Not yet, a minute before its reminder.
      expect(await t.app.pushDispatcher.runOnce(new Date(starts.getTime() - 61 * 60_000))).toBe(0);
      const due = new Date(starts.getTime() - 60 * 60_000 + 5_000);
      const [a, b] = await Promise.all([t.app.pushDispatcher.runOnce(due), second.app.pushDispatcher.runOnce(due)]);
      expect(a + b).toBe(1);
      expect(await second.app.pushDispatcher.runOnce(new Date(due.getTime() + 60_000))).toBe(0);
    } finally {
      await second.close();
    }
    expect(pushes()).toEqual([
      { title: `Workout at ${localTimeOf(starts)}`, body: 'Legs', tag: `reminder-${planned.id}`, url: `/workout/${planned.id}` },
    ]);
  });

  it('a workout with no time at 08:00 on its day; none for a skipped one, a client without an account or one who turned reminders off', async () => {
    const tomorrow = addDays(localDateOf(new Date()), 1);
    const untimed = entry(tomorrow, null, { title: null });
    expect(await devices.act(coach, 'calendar-entries.put', untimed)).toMatchObject({ status: 'applied' });
    expect(await devices.act(coach, 'calendar-entries.put', entry(tomorrow, null, { status: 'skipped' }))).toMatchObject({
      status: 'applied',
    });
    const lone = client('Lone');
    await devices.act(coach, 'clients.put', lone);
    expect(await devices.act(coach, 'calendar-entries.put', { ...entry(tomorrow, null), client_id: lone.id })).toMatchObject({
      status: 'applied',
    });
    const eight = instantOf(tomorrow, '08:00');
    expect(await t.app.pushDispatcher.runOnce(new Date(eight.getTime() + 30_000))).toBe(1);
    expect(pushes()).toEqual([{ title: 'Workout today', body: 'Workout', tag: `reminder-${untimed.id}`, url: `/workout/${untimed.id}` }]);

    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/profile',
      headers: bearer(person.accessToken),
      payload: { name: 'Marta', notifications: { workout_reminders: false } },
    });
    expect(off.statusCode).toBe(200);
    const later = addDays(tomorrow, 1);
    const unpushed = entry(later, null);
    expect(await devices.act(coach, 'calendar-entries.put', unpushed)).toMatchObject({ status: 'applied' });
    await t.app.pushDispatcher.runOnce(new Date(instantOf(later, '08:00').getTime() + 30_000));
    const waiting = await t.database.db
      .select()
      .from(pushJobs)
      .where(and(eq(pushJobs.user_id, person.userId), isNull(pushJobs.taken_at)));
    expect([receiver.received.length, waiting]).toEqual([1, []]);
    // Both are in the app's notifications, the one not pushed too, each once.
    await t.app.pushDispatcher.runOnce(new Date(instantOf(later, '08:00').getTime() + 60_000));
    const notices = await t.database.db
      .select({ subject: notifications.subject, path: notifications.path, read: notifications.read_at })
      .from(notifications)
      .where(eq(notifications.user_id, person.userId));
    expect(notices.sort((a, b) => String(a.path).localeCompare(String(b.path)))).toEqual(
      [untimed.id, unpushed.id].sort().map((id) => ({ subject: 'Workout today', path: `/workout/${id}`, read: null })),
    );
  });

  it('a check-in due today at 08:00, unless it is answered already', async () => {
    const day = addDays(localDateOf(new Date()), 2);
    const weekday = ((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
    const schedule = async (name: string) => {
      const form = newId();
      const assignment = newId();
      const question = { id: newId(), kind: 'long_text', text: 'How was the week?' };
      expect(await devices.act(coach, 'check-in-forms.put', { id: form, name, questions: [question] })).toMatchObject({
        status: 'applied',
      });
      expect(
        await devices.act(coach, 'check-in-assignments.put', {
          id: assignment,
          client_id: anna.id,
          form_id: form,
          weekday,
          start_date: day,
        }),
      ).toMatchObject({ status: 'applied' });
      return assignment;
    };
    const open = await schedule('Weekly check-in');
    const answered = await schedule('Injury check');
    await t.database.db.insert(checkInAnswers).values({
      id: checkInAnswerId(answered, day),
      version: 1,
      assignment_id: answered,
      client_id: anna.id,
      due_date: day,
      answers: [],
      coach_id: coach.userId,
    });
    expect(await t.app.pushDispatcher.runOnce(new Date(instantOf(day, '08:00').getTime() + 30_000))).toBe(1);
    expect(pushes()).toEqual([
      { title: 'Check-in due today', body: 'Weekly check-in: your coach waits for your answers', tag: `check-in-${open}`, url: '/' },
    ]);
  });

  it('in the client’s language, as many minutes ahead as they chose', async () => {
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/profile',
      headers: bearer(person.accessToken),
      payload: { name: 'Marta', preferred_language: 'lv-LV', notifications: { reminder_minutes: 30 } },
    });
    expect(profile.statusCode).toBe(200);
    const starts = new Date(Math.ceil((Date.now() + 3 * 3_600_000) / 60_000) * 60_000);
    expect(await devices.act(coach, 'calendar-entries.put', entry(localDateOf(starts), localTimeOf(starts)))).toMatchObject({
      status: 'applied',
    });
    expect(await t.app.pushDispatcher.runOnce(new Date(starts.getTime() - 31 * 60_000))).toBe(0);
    expect(await t.app.pushDispatcher.runOnce(new Date(starts.getTime() - 30 * 60_000 + 1_000))).toBe(1);
    expect(pushes().map((push) => push.title)).toEqual([`Treniņš ${localTimeOf(starts)}`]);
  });
});
