import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '@core/auth-constants';
import { ageGroups, clients, users } from '../../../server/db/schema/index';
import { seedReferenceData } from '../../../server/seed/reference';
import { addUser, bearer, signInAs, type SignedIn } from '../../helpers/auth';
import { client, newId, pull, push } from '../../helpers/sync';
import { createTestApp, type TestApp } from '../../helpers/test-app';

describe('/api/v1/admin/messages: communication', () => {
  let t: TestApp;
  let admin: SignedIn;
  let coach: SignedIn;
  let young: SignedIn;
  let senior: SignedIn;

  beforeEach(async () => {
    t = await createTestApp();
    await seedReferenceData(t.database.db);
    await addUser(t.database.db, { email: 'admin@test.lv', roleId: ROLE.admin });
    await addUser(t.database.db, { email: 'coach@test.lv', roleId: ROLE.coach });
    await addUser(t.database.db, { email: 'young@test.lv', roleId: ROLE.client });
    await addUser(t.database.db, { email: 'senior@test.lv', roleId: ROLE.client });
    await addUser(t.database.db, { email: 'gone@test.lv', roleId: ROLE.client });
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.email, 'gone@test.lv'));
    await t.database.db.update(users).set({ birthDate: '2001-03-01', preferredLanguage: 'lv-LV' }).where(eq(users.email, 'young@test.lv'));
    admin = await signInAs(t.app, 'admin@test.lv');
    coach = await signInAs(t.app, 'coach@test.lv');
    young = await signInAs(t.app, 'young@test.lv');
    senior = await signInAs(t.app, 'senior@test.lv');
    // The senior's age is known only from their coach's record of them.
    const record = client('Senior', { birth_date: '1950-05-05' });
    await push(t.app, coach.accessToken, newId(), [{ id: 1, name: 'clients.put', args: record }]);
    await t.database.db.update(clients).set({ user_id: senior.userId }).where(eq(clients.id, record.id));
  });
  afterEach(() => t.close());

  const call = (who: SignedIn, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/admin/${url}`, headers: bearer(who.accessToken), ...(payload ? { payload } : {}) });
  const groupFrom = async (minAge: number) =>
    (await t.database.db.select().from(ageGroups).where(eq(ageGroups.min_age, minAge)))[0]?.id ?? '';
  const preview = async (audience: object) =>
    (await call(admin, 'POST', 'messages/preview', { audience })).json<{ recipients: number; sample: { email: string }[] }>();

  it('resolves each audience to the active accounts it names', async () => {
    expect((await preview({ kind: 'everyone' })).recipients).toBe(4);
    expect((await preview({ kind: 'role', role_id: 3 })).sample.map((r) => r.email)).toEqual(['senior@test.lv', 'young@test.lv']);
    expect((await preview({ kind: 'users', user_ids: [coach.userId, young.userId] })).recipients).toBe(2);
    expect((await preview({ kind: 'age-group', age_group_id: await groupFrom(18) })).sample.map((r) => r.email)).toEqual(['young@test.lv']);
    expect((await preview({ kind: 'age-group', age_group_id: await groupFrom(75) })).sample.map((r) => r.email)).toEqual([
      'senior@test.lv',
    ]);
    expect((await call(admin, 'POST', 'messages/preview', { audience: { kind: 'users', user_ids: [] } })).statusCode).toBe(400);
  });

  it('sends in the app and by e-mail, counts deliveries, and recipients read it through sync', async () => {
    const sent = await call(admin, 'POST', 'messages', {
      subject: 'Gym closed on Monday',
      body: 'The gym is closed on 18 November.\n\nSee you on Tuesday!',
      audience: { kind: 'role', role_id: 3 },
      channels: { app: true, email: true },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ recipients: 2, app_delivered: 2, email_sent: 2, email_failed: 0, read: 0 });
    expect(t.mail.map((mail) => [mail.to, mail.subject])).toEqual([
      ['senior@test.lv', 'Gym closed on Monday — Treneris'],
      ['young@test.lv', 'Gym closed on Monday — Treneris'],
    ]);
    expect(t.mail[1]?.text).toContain('Sveiki');

    const inbox = await pull(t.app, young.accessToken, newId(), null);
    const note = inbox.changes.find((change) => change.entity === 'notifications');
    expect(note?.data).toMatchObject({ subject: 'Gym closed on Monday', read_at: null, user_id: young.userId, session_id: null });
    expect((await pull(t.app, coach.accessToken, newId(), null)).changes.filter((c) => c.entity === 'notifications')).toEqual([]);

    const read = await push(t.app, young.accessToken, newId(), [
      { id: 1, name: 'notifications.patch', args: { id: note?.id, changes: { read_at: new Date().toISOString() } } },
    ]);
    expect(read.results[0]?.status).toBe('applied');
    const changeBody = await push(t.app, young.accessToken, newId(), [
      { id: 1, name: 'notifications.patch', args: { id: note?.id, changes: { subject: 'Forged' } } },
    ]);
    expect(changeBody.results[0]?.status).toBe('rejected');
    const history = (await call(admin, 'GET', 'messages')).json<{ items: { subject: string; read: number }[] }>();
    expect(history.items).toMatchObject([{ subject: 'Gym closed on Monday', read: 1 }]);
  });

  it('needs a subject, a body and at least one channel; admins only', async () => {
    const bad = await call(admin, 'POST', 'messages', {
      subject: '',
      body: 'x',
      audience: { kind: 'everyone' },
      channels: { app: false, email: false },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { fields: { subject: 'is required', channels: 'choose at least one channel' } } });
    expect(
      (
        await call(coach, 'POST', 'messages', {
          subject: 'x',
          body: 'x',
          audience: { kind: 'everyone' },
          channels: { app: true, email: false },
        })
      ).statusCode,
    ).toBe(403);
  });
});
