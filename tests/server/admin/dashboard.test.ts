import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@core/auth-constants';
import { clients } from '../../../server/db/schema/index';
import type { Dashboard } from '@core/admin-api';
import { addUser, bearer, signInAs, type SignedIn } from '../../helpers/auth';
import { client, newId, outbox, push } from '../../helpers/sync';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const riga = () => DateTime.now().setZone('Europe/Riga');
const day = (offset: number) => riga().plus({ days: offset }).toISODate() ?? '';
const at = (weeksAgo: number, hour = 9) =>
  riga().startOf('week').minus({ weeks: weeksAgo }).plus({ days: 1, hours: hour }).toUTC().toISO() ?? '';

describe('/api/v1/admin/users/{id}/dashboard on known data', () => {
  let t: TestApp;
  let admin: SignedIn;
  let coach: SignedIn;
  let person: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    for (const [email, roleId] of [
      ['admin@test.lv', ROLE.admin],
      ['coach@test.lv', ROLE.coach],
      ['person@test.lv', ROLE.client],
    ] as const) {
      await addUser(t.database.db, { email, roleId });
    }
    admin = await signInAs(t.app, 'admin@test.lv');
    coach = await signInAs(t.app, 'coach@test.lv');
    person = await signInAs(t.app, 'person@test.lv');
    const m = outbox();
    const device = newId();
    const marta = client('Marta');
    const other = client('Other', { status: 'paused' });
    const workout = { id: newId(), name: 'Legs' };
    const squat = { id: newId(), name: { 'en-US': 'Squat' } };
    await push(t.app, coach.accessToken, device, [
      m('clients.put', marta),
      m('clients.put', other),
      m('workouts.put', workout),
      m('exercises.put', squat),
    ]);
    await t.database.db.update(clients).set({ user_id: person.userId }).where(eq(clients.id, marta.id));
    const entry = (date: string, status: string, id = newId()) =>
      m('calendar-entries.put', { id, client_id: marta.id, workout_id: workout.id, date, status });
    // Past: 2 completed, 1 partial, 1 skipped, 1 still "planned" (so missed), 1 "planned" with a
    // session started for it (not missed: core/calendar-rules.ts); future: 3 planned.
    const begun = newId();
    await push(t.app, coach.accessToken, device, [
      entry(day(-10), 'completed'),
      entry(day(-8), 'completed'),
      entry(day(-6), 'partial'),
      entry(day(-4), 'skipped'),
      entry(day(-2), 'planned'),
      entry(day(-3), 'planned', begun),
      entry(day(1), 'planned'),
      entry(day(3), 'planned'),
      entry(day(15), 'planned'),
    ]);
    // Sessions: two this week, one three weeks ago; set logs with known volume.
    const p = outbox();
    const phone = newId();
    const session = (id: string, weeksAgo: number, hour: number, calendarEntryId: string | null = null) =>
      p('workout-sessions.put', {
        id,
        client_id: marta.id,
        calendar_entry_id: calendarEntryId,
        prescription: { name: 'Legs', blocks: [] },
        started_at: at(weeksAgo, hour),
        finished_at: at(weeksAgo, hour + 1),
      });
    const log = (sessionId: string, weeksAgo: number, reps: number, weight: number | null) =>
      p('set-logs.put', {
        id: newId(),
        session_id: sessionId,
        exercise_id: squat.id,
        set_index: 0,
        reps,
        weight_kg: weight,
        logged_at: at(weeksAgo, 10),
      });
    const [s1, s2, s3] = [newId(), newId(), newId()];
    await push(t.app, person.accessToken, phone, [
      // Long before the dashboard's twelve weeks, so only the totals and the entry's status see it.
      session(newId(), 20, 8, begun),
      session(s1, 0, 8),
      session(s2, 0, 12),
      session(s3, 3, 8),
      log(s1, 0, 10, 50),
      log(s1, 0, 8, 60),
      log(s2, 0, 12, null),
      log(s3, 3, 5, 100),
    ]);
  });
  afterAll(() => t.close());

  const dashboard = async (userId: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/users/${userId}/dashboard`,
      headers: bearer(admin.accessToken),
    });
    expect(response.statusCode).toBe(200);
    return response.json<Dashboard>();
  };

  it('a client: sessions and volume per Riga week, compliance, recent sessions, devices', async () => {
    const { user, client: part, coach: coachPart, devices } = await dashboard(person.userId);
    expect(user).toMatchObject({ email: 'person@test.lv', role_id: 3, status: 'active' });
    expect(coachPart).toBeNull();
    expect(devices).toHaveLength(1);
    expect(part?.weeks).toHaveLength(12);
    expect(part?.weeks.at(-1)).toEqual({ week: riga().startOf('week').toISODate(), sessions: 2, volume_kg: 980 });
    expect(part?.weeks.at(-4)).toMatchObject({ sessions: 1, volume_kg: 500 });
    expect(part?.weeks.slice(0, 8).every((week) => week.sessions === 0 && week.volume_kg === 0)).toBe(true);
    expect(part).toMatchObject({ total_sessions: 4, total_volume_kg: 1480 });
    expect(part?.compliance).toEqual({ past_entries: 5, completed: 2, partial: 1, skipped: 1, missed: 1, rate: 0.5 });
    expect(part?.recent_sessions.map((s) => [s.sets, s.volume_kg])).toEqual([
      [1, 0],
      [2, 980],
      [1, 500],
      [0, 0],
    ]);
  });

  it('a coach: clients and what is scheduled', async () => {
    const { coach: part, client: clientPart } = await dashboard(coach.userId);
    expect(clientPart).toBeNull();
    expect(part?.clients).toEqual({ total: 2, active: 1 });
    expect(part?.client_list.map((c) => c.name)).toEqual(['Marta', 'Other']);
    expect(part?.upcoming_planned).toBe(3);
    expect(part?.planned_per_week.reduce((sum, week) => sum + week.entries, 0)).toBe(3);
  });

  it('404 for an unknown user', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/users/${newId()}/dashboard`,
      headers: bearer(admin.accessToken),
    });
    expect(response.statusCode).toBe(404);
  });
});
