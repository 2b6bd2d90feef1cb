import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '@core/auth-constants';
import { addUser, signInAs, type SignedIn } from '../../helpers/auth';
import { client, newId, pull, push } from '../../helpers/sync';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/**
 * [P4] A pull answers lastMutationId from the same snapshot as its changes: a device must never
 * be told a mutation is done (and drop it, C3) before it has received its effect. Only PostgreSQL
 * runs a pull and pushes at once, so the race is real only here (server-postgres project alone).
 */
describe('[P4] lastMutationId and changes come from one snapshot, under concurrent pushes', () => {
  let t: TestApp;
  let coach: SignedIn;

  beforeEach(async () => {
    t = await createTestApp();
    await addUser(t.database.db, { email: 'coach@test.lv', roleId: ROLE.coach });
    coach = await signInAs(t.app, 'coach@test.lv');
  });
  afterEach(() => t.close());

  it('every mutation a pull reports done has its record in what the device received', async () => {
    const device = newId();
    const created = new Map<number, string>();
    const total = 150;
    let pushed = 0;
    const pushing = (async () => {
      for (let id = 1; id <= total; id++) {
        const record = client(`Client ${id}`);
        created.set(id, record.id);
        await push(t.app, coach.accessToken, device, [{ id, name: 'clients.put', args: record }]);
        pushed = id;
      }
    })();

    const received = new Set<string>();
    let cursor: string | null = null;
    let pulls = 0;
    let sawProgress = 0;
    while (pushed < total || pulls === 0) {
      const page = await pull(t.app, coach.accessToken, device, cursor, 5000);
      pulls++;
      for (const change of page.changes) received.add(change.id);
      cursor = page.cursor;
      for (let id = 1; id <= page.lastMutationId; id++)
        expect(received.has(created.get(id) ?? ''), `mutation ${id} reported done in pull ${pulls}`).toBe(true);
      if (page.lastMutationId > 0 && page.lastMutationId < total) sawProgress++;
    }
    await pushing;
    // The pulls really ran while the pushes were committing.
    expect(sawProgress).toBeGreaterThan(3);
  });
});
