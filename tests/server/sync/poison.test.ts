import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '@core/auth-constants';
import { clients, calendarEntries, syncRejections } from '../../../server/db/schema/index';
import { addUser, signInAs, type SignedIn } from '../../helpers/auth';
import { client, newId, outbox, push } from '../../helpers/sync';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/** Runs on the embedded database and on PostgreSQL: the queue must never stall on either. */
describe('[W5][R8] a poisoned mutation between two good ones cannot stall the queue', () => {
  let t: TestApp;
  let coach: SignedIn;

  beforeEach(async () => {
    t = await createTestApp();
    await addUser(t.database.db, { email: 'coach@test.lv', roleId: ROLE.coach });
    coach = await signInAs(t.app, 'coach@test.lv');
  });
  afterEach(() => t.close());

  async function sandwich(poison: (m: ReturnType<typeof outbox>) => { id: number; name: string; args: Record<string, unknown> }) {
    const m = outbox();
    const first = client('First');
    const before = m('clients.put', first);
    const bad = poison(m);
    const third = client('Third');
    const answer = await push(t.app, coach.accessToken, newId(), [before, bad, m('clients.put', third)]);
    const names = (await t.database.db.select({ name: clients.name }).from(clients)).map((row) => row.name).sort();
    return { answer, names };
  }

  it('a NUL character in text: the first and third apply, the second is rejected with its field', async () => {
    const { answer, names } = await sandwich((m) => m('clients.put', client('Poison\u0000ed')));
    expect(answer.lastMutationId).toBe(3);
    expect(answer.results.map((r) => r.status)).toEqual(['applied', 'rejected', 'applied']);
    expect(answer.results[1]?.error).toEqual({
      code: 'validation_failed',
      message: 'Some fields are not valid',
      fields: { name: 'contains a character that cannot be stored' },
    });
    expect(names).toEqual(['First', 'Third']);
  });

  it('a lone surrogate in a JSON document and a NUL in a key: rejected, and the rejection itself is recorded', async () => {
    const { answer, names } = await sandwich((m) => m('clients.put', { ...client('Surrogate'), goals: 'strong \uD83D', ['x\u0000']: 1 }));
    expect(answer.results.map((r) => r.status)).toEqual(['applied', 'rejected', 'applied']);
    expect(answer.results[1]?.error?.fields).toEqual({
      goals: 'contains a character that cannot be stored',
      'x\uFFFD': 'contains a character that cannot be stored',
    });
    expect(names).toEqual(['First', 'Third']);
    expect(await t.database.db.select().from(syncRejections)).toHaveLength(1);
  });

  it('a date in year 0000: rejected as out of range', async () => {
    const anna = client('Anna');
    const m = outbox();
    await push(t.app, coach.accessToken, newId(), [m('clients.put', anna)]);
    const { answer } = await sandwich((next) => next('calendar-entries.put', { id: newId(), client_id: anna.id, date: '0000-01-01' }));
    expect(answer.results[1]).toMatchObject({
      status: 'rejected',
      error: { code: 'validation_failed', fields: { date: 'must be between the years 1 and 9999' } },
    });
    expect(await t.database.db.select().from(calendarEntries)).toHaveLength(0);
  });

  it('a value the database itself refuses (SQLSTATE class 22) is rejected, not retried forever', async () => {
    // A check the schemas do not know about, raised by the real database as a data exception.
    await t.database.db.execute(
      sql.raw(`create function refuse_poison() returns trigger language plpgsql as $$
        begin
          if new.name = 'Poison' then raise exception 'cannot store' using errcode = '22021'; end if;
          return new;
        end $$`),
    );
    await t.database.db.execute(
      sql.raw('create trigger refuse_poison before insert on clients for each row execute function refuse_poison()'),
    );
    const { answer, names } = await sandwich((m) => m('clients.put', client('Poison')));
    expect(answer.results.map((r) => r.status)).toEqual(['applied', 'rejected', 'applied']);
    expect(answer.results[1]?.error?.code).toBe('invalid_value');
    expect(names).toEqual(['First', 'Third']);
  });
});
