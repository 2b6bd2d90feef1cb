import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, today } from '@core/dates';
import { ROLE } from '@core/auth-constants';
import { clients, users } from '../../server/db/schema/index';
import { addUser, bearer, signInAs, type SignedIn } from '../helpers/auth';
import { client, newId, outbox, push } from '../helpers/sync';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** The feed's events by UID, each as its lines (unfolded). */
function events(text: string): Map<string, string[]> {
  const lines = text.replace(/\r\n /g, '').split('\r\n');
  const found = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = [];
    else if (line === 'END:VEVENT' && current) {
      const uid = current.find((l) => l.startsWith('UID:'))?.slice(4) ?? '';
      found.set(uid, current);
      current = undefined;
    } else current?.push(line);
  }
  return found;
}

describe('/api/v1/calendar/feed: a private iCalendar address', () => {
  let t: TestApp;
  let coach: SignedIn;
  let other: SignedIn;
  let person: SignedIn;
  const marta = client('Marta');
  const strangersClient = client('Stranger');
  const legs = { id: newId(), name: 'Legs, heavy; day' };
  const timed = newId();
  const allDay = newId();
  const strangers = newId();
  const tomorrow = addDays(today(), 1);

  beforeAll(async () => {
    t = await createTestApp();
    await addUser(t.database.db, { email: 'coach@test.lv', roleId: ROLE.coach });
    await addUser(t.database.db, { email: 'other@test.lv', roleId: ROLE.coach });
    await addUser(t.database.db, { email: 'person@test.lv', roleId: ROLE.client });
    coach = await signInAs(t.app, 'coach@test.lv');
    other = await signInAs(t.app, 'other@test.lv');
    person = await signInAs(t.app, 'person@test.lv');
    const m = outbox();
    await push(t.app, coach.accessToken, newId(), [
      m('clients.put', marta),
      m('workouts.put', legs),
      m('calendar-entries.put', {
        id: timed,
        client_id: marta.id,
        workout_id: legs.id,
        date: tomorrow,
        time: '18:00',
        duration_minutes: 45,
        notes: 'Bring\nshoes',
      }),
      m('calendar-entries.put', { id: allDay, client_id: marta.id, title: 'Mobility', date: tomorrow, status: 'skipped' }),
    ]);
    const o = outbox();
    await push(t.app, other.accessToken, newId(), [
      o('clients.put', strangersClient),
      o('calendar-entries.put', { id: strangers, client_id: strangersClient.id, title: 'Not yours', date: tomorrow }),
    ]);
    await t.database.db.update(clients).set({ user_id: person.userId }).where(eq(clients.id, marta.id));
  });
  afterAll(() => t.close());

  const create = async (who: SignedIn) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/calendar/feed', headers: bearer(who.accessToken) });
    expect(response.statusCode, response.body).toBe(200);
    return new URL(response.json<{ url: string }>().url).pathname;
  };
  const read = (path: string) => t.app.inject({ method: 'GET', url: path });

  it('needs a signed-in user to make an address; the address itself needs none', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/calendar/feed' })).statusCode).toBe(401);
    const path = await create(coach);
    expect(path).toMatch(/^\/api\/v1\/calendar\/feed\/[\w-]{43}\.ics$/);
    const feed = await read(path);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(feed.body).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Riga\r\n');
  });

  it("a coach's feed has their clients' entries with Riga times, stable UIDs and escaped text, and no one else's", async () => {
    const feed = events((await read(await create(coach))).body);
    expect([...feed.keys()].sort()).toEqual([`${allDay}@treneris`, `${timed}@treneris`].sort());
    expect(feed.get(`${timed}@treneris`)).toEqual(
      expect.arrayContaining([
        `DTSTART;TZID=Europe/Riga:${tomorrow.replaceAll('-', '')}T180000`,
        'DURATION:PT45M',
        'SUMMARY:Marta: Legs\\, heavy\\; day',
        'DESCRIPTION:Bring\\nshoes',
        'STATUS:CONFIRMED',
      ]),
    );
    expect(feed.get(`${allDay}@treneris`)).toEqual(
      expect.arrayContaining([
        `DTSTART;VALUE=DATE:${tomorrow.replaceAll('-', '')}`,
        `DTEND;VALUE=DATE:${addDays(tomorrow, 1).replaceAll('-', '')}`,
        'SUMMARY:Marta: Mobility',
        'STATUS:CANCELLED',
      ]),
    );
  });

  it("a client's feed has their own entries, named without their own name", async () => {
    const feed = events((await read(await create(person))).body);
    expect([...feed.keys()].sort()).toEqual([`${allDay}@treneris`, `${timed}@treneris`].sort());
    expect(feed.get(`${timed}@treneris`)).toContain('SUMMARY:Legs\\, heavy\\; day');
  });

  it('follows changes: a moved entry keeps its UID with a new time and a higher SEQUENCE; a deleted one leaves', async () => {
    const path = await create(other);
    const before = events((await read(path)).body).get(`${strangers}@treneris`) ?? [];
    const sequence = (lines: string[]) => Number(lines.find((line) => line.startsWith('SEQUENCE:'))?.slice(9));
    const m = outbox();
    const tablet = newId();
    await push(t.app, other.accessToken, tablet, [m('calendar-entries.patch', { id: strangers, changes: { time: '07:30' } })]);
    const after = events((await read(path)).body).get(`${strangers}@treneris`) ?? [];
    expect(after).toContain(`DTSTART;TZID=Europe/Riga:${tomorrow.replaceAll('-', '')}T073000`);
    expect(sequence(after)).toBeGreaterThan(sequence(before));
    await push(t.app, other.accessToken, tablet, [m('calendar-entries.delete', { id: strangers })]);
    expect(events((await read(path)).body).size).toBe(0);
  });

  it('a new address replaces the old one, which then answers 404 like any unknown address', async () => {
    const first = await create(coach);
    const second = await create(coach);
    expect(second).not.toBe(first);
    expect((await read(first)).statusCode).toBe(404);
    expect((await read(second)).statusCode).toBe(200);
    expect((await read(`/api/v1/calendar/feed/${'A'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await read('/api/v1/calendar/feed/short.ics')).statusCode).toBe(400);
    const stopped = await t.app.inject({ method: 'DELETE', url: '/api/v1/calendar/feed', headers: bearer(coach.accessToken) });
    expect(stopped.statusCode).toBe(204);
    expect((await read(second)).statusCode).toBe(404);
  });

  it('a disabled account has no feed', async () => {
    const path = await create(person);
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, person.userId));
    try {
      expect((await read(path)).statusCode).toBe(404);
    } finally {
      await t.database.db.update(users).set({ status: 'active' }).where(eq(users.id, person.userId));
    }
  });

  it('is rate-limited per address', async () => {
    const path = await create(other);
    const answers: number[] = [];
    for (let i = 0; i < 121; i++) answers.push((await read(path)).statusCode);
    expect(answers.filter((status) => status === 200)).toHaveLength(120);
    expect(answers.at(-1)).toBe(429);
  });
});
