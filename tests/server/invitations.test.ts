import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, today } from '@core/dates';
import { ROLE } from '@core/auth-constants';
import { clientInvitations, clients, users } from '../../server/db/schema/index';
import { addUser, bearer, signInAs, type SignedIn } from '../helpers/auth';
import { client, newId, outbox, pull, pullAll, push } from '../helpers/sync';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('a coach invites a client, who links their own account (docs/product.md, "Invitations")', () => {
  let t: TestApp;
  let coach: SignedIn;
  let second: SignedIn;
  let stranger: SignedIn;
  const marta = client('Marta', { email: 'marta@test.lv' });
  const janis = client('Jānis');
  const martaWithSecond = client('Marta at the second coach');
  const legs = { id: newId(), name: 'Legs' };
  const entry = newId();

  beforeAll(async () => {
    t = await createTestApp();
    await addUser(t.database.db, { email: 'coach@test.lv', roleId: ROLE.coach, name: 'Kārlis Treneris' });
    await addUser(t.database.db, { email: 'second@test.lv', roleId: ROLE.coach, name: 'Second Coach' });
    await addUser(t.database.db, { email: 'stranger@test.lv', roleId: ROLE.coach });
    coach = await signInAs(t.app, 'coach@test.lv');
    second = await signInAs(t.app, 'second@test.lv');
    stranger = await signInAs(t.app, 'stranger@test.lv');
    const m = outbox();
    await push(t.app, coach.accessToken, newId(), [
      m('clients.put', marta),
      m('clients.put', janis),
      m('workouts.put', legs),
      m('calendar-entries.put', { id: entry, client_id: marta.id, workout_id: legs.id, date: addDays(today(), 1) }),
    ]);
    await push(t.app, second.accessToken, newId(), [outbox()('clients.put', martaWithSecond)]);
  });
  afterAll(() => t.close());

  const invite = (who: SignedIn, clientId: string, email = 'marta@test.lv', language = 'lv-LV') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/clients/${clientId}/invitation`,
      headers: bearer(who.accessToken),
      payload: { email, language },
    });
  const linkIn = (mailIndex: number) => {
    const token = /\/invitation\/([\w-]+)/.exec(t.mail[mailIndex]?.text ?? '')?.[1];
    if (!token) throw new Error(`no invitation link in ${t.mail[mailIndex]?.text}`);
    return token;
  };
  const register = (token: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email, password: 'three quiet rivers', name: 'Marta Kliente', invitation: token },
    });
  const clientRow = async (id: string) => (await t.database.db.select().from(clients).where(eq(clients.id, id)))[0];

  let firstToken = '';
  let token = '';

  it('mails a single-use link in the chosen language; the client record says until when it is open', async () => {
    const response = await invite(coach, marta.id);
    expect(response.statusCode, response.body).toBe(201);
    const mail = t.mail.at(-1);
    expect(mail).toMatchObject({ to: 'marta@test.lv', subject: 'Kārlis Treneris aicina trenēties Treneris' });
    firstToken = linkIn(t.mail.length - 1);
    const { invited_until } = response.json<{ invited_until: string }>();
    expect(Date.parse(invited_until) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);
    expect((await clientRow(marta.id))?.invited_until).not.toBeNull();
    // The coach's devices learn it through sync.
    const { pages } = await pullAll(t.app, coach.accessToken, newId(), null);
    const synced = pages.flatMap((page) => page.changes).find((change) => change.id === marta.id);
    expect(typeof synced?.data?.invited_until).toBe('string');
  });

  it('only the client’s own coach invites, revokes or unlinks', async () => {
    expect((await invite(stranger, marta.id)).statusCode).toBe(404);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/clients/${marta.id}/invitation`,
      headers: bearer(stranger.accessToken),
    });
    expect(revoke.statusCode).toBe(404);
    const person = await addUser(t.database.db, { email: 'client-role@test.lv', roleId: ROLE.client });
    const asClient = await signInAs(t.app, person.email);
    expect((await invite(asClient, marta.id)).statusCode).toBe(403);
  });

  it('resending replaces the link: the first one no longer opens anything', async () => {
    expect((await invite(coach, marta.id)).statusCode).toBe(201);
    token = linkIn(t.mail.length - 1);
    const old = await t.app.inject({ url: `/api/v1/invitations/${firstToken}` });
    expect(old.statusCode).toBe(404);
    expect(old.json()).toMatchObject({ error: { code: 'invitation_invalid' } });
    const current = await t.app.inject({ url: `/api/v1/invitations/${token}` });
    expect(current.json()).toMatchObject({ coach_name: 'Kārlis Treneris', email: 'marta@test.lv', current_coach_name: null });
  });

  it('registering through the link takes the invited address only; an account made by it is a linked client, signed in', async () => {
    const wrong = await register(token, 'someone.else@test.lv');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ error: { fields: { email: string } } }>().error.fields.email).toContain('marta@test.lv');
    expect(await t.database.db.select().from(users).where(eq(users.email, 'someone.else@test.lv'))).toHaveLength(0);

    const registered = await register(token, 'Marta@Test.lv');
    expect(registered.statusCode, registered.body).toBe(201);
    const body = registered.json<{ access_token: string; user: { id: string; role_id: number } }>();
    expect(body.user.role_id).toBe(ROLE.client);
    expect(await clientRow(marta.id)).toMatchObject({ user_id: body.user.id, invited_until: null });
    // No confirmation mail: the invitation proved the address.
    expect(t.mail.at(-1)?.to).toBe('marta@test.lv');
    expect(t.mail.at(-1)?.subject).toContain('aicina');

    // Her first pull brings the coach's plan for her; the link was used once.
    const { pages } = await pullAll(t.app, body.access_token, newId(), null);
    expect(pages.flatMap((page) => page.changes).map((change) => change.id)).toEqual(expect.arrayContaining([entry, legs.id]));
    expect((await t.app.inject({ url: `/api/v1/invitations/${token}` })).statusCode).toBe(404);
    expect((await register(token, 'marta@test.lv')).statusCode).toBe(404);
  });

  it('a linked client cannot be invited again; a revoked invitation no longer opens', async () => {
    expect((await invite(coach, marta.id)).json()).toMatchObject({ error: { code: 'already_linked' } });
    expect((await invite(coach, janis.id, 'janis@test.lv', 'en-US')).statusCode).toBe(201);
    expect(t.mail.at(-1)?.subject).toBe('Kārlis Treneris invites you to train on Treneris');
    const janisToken = linkIn(t.mail.length - 1);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/clients/${janis.id}/invitation`,
      headers: bearer(coach.accessToken),
    });
    expect(revoked.statusCode).toBe(204);
    expect((await clientRow(janis.id))?.invited_until).toBeNull();
    expect((await t.app.inject({ url: `/api/v1/invitations/${janisToken}` })).statusCode).toBe(404);
  });

  it('an expired link no longer opens', async () => {
    expect((await invite(coach, janis.id, 'janis@test.lv', 'en-US')).statusCode).toBe(201);
    const expiring = linkIn(t.mail.length - 1);
    await t.database.db
      .update(clientInvitations)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(clientInvitations.client_id, janis.id));
    expect((await t.app.inject({ url: `/api/v1/invitations/${expiring}` })).statusCode).toBe(404);
  });

  it('a client has one coach at a time: accepting a second coach’s invitation ends the first link, and its records leave her devices', async () => {
    const martaSignedIn = await signInAs(t.app, 'marta@test.lv', 'three quiet rivers');
    const device = newId();
    const before = await pullAll(t.app, martaSignedIn.accessToken, device, null);

    expect((await invite(second, martaWithSecond.id)).statusCode).toBe(201);
    const secondToken = linkIn(t.mail.length - 1);
    const preview = await t.app.inject({ url: `/api/v1/invitations/${secondToken}`, headers: bearer(martaSignedIn.accessToken) });
    expect(preview.json()).toMatchObject({ coach_name: 'Second Coach', current_coach_name: 'Kārlis Treneris' });
    // Anonymous, the page says nothing about who she trains with now.
    expect((await t.app.inject({ url: `/api/v1/invitations/${secondToken}` })).json()).toMatchObject({ current_coach_name: null });

    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/v1/invitations/${secondToken}/accept`,
      headers: bearer(martaSignedIn.accessToken),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ coach_name: 'Second Coach' });
    expect((await clientRow(marta.id))?.user_id).toBeNull();
    expect((await clientRow(martaWithSecond.id))?.user_id).toBe(martaSignedIn.userId);
    const after = await pull(t.app, martaSignedIn.accessToken, device, before.cursor);
    expect(after.reset).toBe(true);
    expect(after.changes.map((change) => change.id)).not.toContain(entry);
  });

  it('a coach cannot accept an invitation to their own client; the coach unlinks a client’s account', async () => {
    expect((await invite(coach, janis.id, 'coach@test.lv', 'en-US')).statusCode).toBe(201);
    const own = await t.app.inject({
      method: 'POST',
      url: `/api/v1/invitations/${linkIn(t.mail.length - 1)}/accept`,
      headers: bearer(coach.accessToken),
    });
    expect(own.json()).toMatchObject({ error: { code: 'own_client' } });

    const unlinked = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/clients/${martaWithSecond.id}/account`,
      headers: bearer(second.accessToken),
    });
    expect(unlinked.statusCode).toBe(204);
    expect((await clientRow(martaWithSecond.id))?.user_id).toBeNull();
  });

  it('two people accepting one link at once: one links, the other is told it is no longer valid', async () => {
    expect((await invite(coach, janis.id, 'janis@test.lv', 'en-US')).statusCode).toBe(201);
    const shared = linkIn(t.mail.length - 1);
    const people = await Promise.all(
      ['one@test.lv', 'two@test.lv'].map(async (email) => signInAs(t.app, (await addUser(t.database.db, { email })).email)),
    );
    const answers = await Promise.all(
      people.map((person) =>
        t.app.inject({ method: 'POST', url: `/api/v1/invitations/${shared}/accept`, headers: bearer(person.accessToken) }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
    const winner = people[answers.findIndex((answer) => answer.statusCode === 200)];
    expect((await clientRow(janis.id))?.user_id).toBe(winner?.userId);
    expect(
      (await t.database.db.select().from(clients).where(eq(clients.coach_id, coach.userId))).filter((row) => row.user_id !== null),
    ).toHaveLength(1);
  });

  it('an open invitation survives the coach’s writes of the client record, which cannot set it', async () => {
    const pauls = client('Pauls');
    await push(t.app, coach.accessToken, newId(), [outbox()('clients.put', pauls)]);
    expect((await invite(coach, pauls.id, 'pauls@test.lv', 'en-US')).statusCode).toBe(201);
    const open = (await clientRow(pauls.id))?.invited_until;
    const response = await push(t.app, coach.accessToken, newId(), [
      outbox()('clients.patch', { id: pauls.id, changes: { invited_until: null } }),
    ]);
    expect(response.results[0]?.error).toMatchObject({ code: 'field_not_writable' });
    await push(t.app, coach.accessToken, newId(), [outbox()('clients.put', { ...pauls, name: 'Pauls Bērziņš' })]);
    expect((await clientRow(pauls.id))?.invited_until).toBe(open);
  });

  it('“I train too”: a coach’s own client record, linked to their own account, made once even when asked twice at once', async () => {
    const solo = await signInAs(
      t.app,
      (await addUser(t.database.db, { email: 'solo@test.lv', roleId: ROLE.coach, name: 'Solo Lifter' })).email,
    );
    const trainToo = () => t.app.inject({ method: 'POST', url: '/api/v1/clients/self', headers: bearer(solo.accessToken) });
    const answers = await Promise.all([trainToo(), trainToo()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const [first, second] = answers.map((answer) => answer.json<{ id: string }>().id);
    expect(second).toBe(first);
    expect(await clientRow(first ?? '')).toMatchObject({
      coach_id: solo.userId,
      user_id: solo.userId,
      name: 'Solo Lifter',
      email: 'solo@test.lv',
    });
    // Their calendar for themselves works like any client's: they write it as the coach.
    const own = newId();
    const written = await push(t.app, solo.accessToken, newId(), [
      outbox()('calendar-entries.put', { id: own, client_id: first, title: 'Run', date: addDays(today(), 1) }),
    ]);
    expect(written.results[0]?.status).toBe('applied');

    // One coach at a time: accepting a coach’s invitation ends training alone.
    const pauls = client('Solo at a real coach');
    await push(t.app, coach.accessToken, newId(), [outbox()('clients.put', pauls)]);
    expect((await invite(coach, pauls.id, 'solo@test.lv', 'en-US')).statusCode).toBe(201);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/v1/invitations/${linkIn(t.mail.length - 1)}/accept`,
      headers: bearer(solo.accessToken),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await clientRow(first ?? ''))?.user_id).toBeNull();
    const again = await trainToo();
    expect(again.json()).toMatchObject({ error: { code: 'has_coach' } });
  });

  it('only coaches have a training record of their own', async () => {
    const person = await signInAs(t.app, (await addUser(t.database.db, { email: 'just-client@test.lv', roleId: ROLE.client })).email);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/clients/self', headers: bearer(person.accessToken) })).statusCode).toBe(403);
  });
});
