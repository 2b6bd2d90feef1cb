import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '@core/auth-constants';
import { users } from '../../../server/db/schema/index';
import { addUser, signInAs, type SignedIn } from '../../helpers/auth';
import { client, newId, TestDevices } from '../../helpers/sync';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/**
 * [A1] Reference data still in use is not deleted: for every kind, by every kind of record that
 * names it, the refusal counts the users by entity; once nothing uses it, it goes.
 */
describe('reference data in use (sync/SPEC.md A1)', () => {
  let t: TestApp;
  let admin: SignedIn;
  let coach: SignedIn;
  const devices = new TestDevices(() => t.app);
  const act = (user: SignedIn, name: string, args: Record<string, unknown>) => devices.act(user, name, args);
  const named = (en: string) => ({ 'en-US': en });

  beforeEach(async () => {
    devices.clear();
    t = await createTestApp();
    await addUser(t.database.db, { email: 'admin@test.lv', roleId: ROLE.admin });
    await addUser(t.database.db, { email: 'coach@test.lv', roleId: ROLE.coach });
    admin = await signInAs(t.app, 'admin@test.lv');
    coach = await signInAs(t.app, 'coach@test.lv');
  });
  afterEach(() => t.close());

  const inUse = (fields: Record<string, string>) => ({ status: 'rejected', error: { code: 'in_use', fields } });
  const exercise = (fields: Record<string, unknown>) => ({ id: newId(), name: named(`Exercise ${newId()}`), ...fields });

  it('muscles: as a primary or a secondary muscle of an exercise', async () => {
    const chest = { id: newId(), name: named('Chest'), group: 'chest', region: 'upper' };
    const back = { id: newId(), name: named('Back'), group: 'back', region: 'upper' };
    for (const muscle of [chest, back]) expect(await act(admin, 'muscles.put', muscle)).toMatchObject({ status: 'applied' });
    const press = exercise({ primary_muscle_ids: [chest.id] });
    const row = exercise({ secondary_muscle_ids: [back.id, chest.id] });
    await act(admin, 'exercises.put', press);
    await act(admin, 'exercises.put', row);
    expect(await act(admin, 'muscles.delete', { id: chest.id })).toMatchObject(inUse({ exercises: '2' }));
    expect(await act(admin, 'muscles.delete', { id: back.id })).toMatchObject(inUse({ exercises: '1' }));
    await act(admin, 'exercises.delete', { id: row.id });
    expect(await act(admin, 'muscles.delete', { id: back.id })).toMatchObject({ status: 'applied' });
    expect(await act(admin, 'muscles.delete', { id: chest.id })).toMatchObject(inUse({ exercises: '1' }));
  });

  it('joints: by an exercise that loads them and by a client who spares them', async () => {
    const knee = { id: newId(), name: named('Knee') };
    await act(admin, 'joints.put', knee);
    const squat = exercise({ joint_ids: [knee.id] });
    await act(admin, 'exercises.put', squat);
    const anna = client('Anna', { joints_to_spare: [knee.id] });
    await act(coach, 'clients.put', anna);
    expect(await act(admin, 'joints.delete', { id: knee.id })).toMatchObject(inUse({ exercises: '1', clients: '1' }));
    await act(admin, 'exercises.delete', { id: squat.id });
    expect(await act(admin, 'joints.delete', { id: knee.id })).toMatchObject(inUse({ clients: '1' }));
    await act(coach, 'clients.patch', { id: anna.id, changes: { joints_to_spare: [] } });
    expect(await act(admin, 'joints.delete', { id: knee.id })).toMatchObject({ status: 'applied' });
  });

  it('positions, equipment and exercise types: by the exercises that name them', async () => {
    const standing = { id: newId(), name: named('Standing') };
    const barbell = { id: newId(), name: named('Barbell'), load_type: 'free_weight' };
    const strength = { id: newId(), name: named('Strength'), metrics: ['reps', 'weight'] };
    await act(admin, 'positions.put', standing);
    await act(admin, 'inventory.put', barbell);
    await act(admin, 'exercise-types.put', strength);
    const lift = exercise({ position_ids: [standing.id], inventory_ids: [barbell.id], type_id: strength.id });
    await act(admin, 'exercises.put', lift);
    expect(await act(admin, 'positions.delete', { id: standing.id })).toMatchObject(inUse({ exercises: '1' }));
    expect(await act(admin, 'inventory.delete', { id: barbell.id })).toMatchObject(inUse({ exercises: '1' }));
    expect(await act(admin, 'exercise-types.delete', { id: strength.id })).toMatchObject(inUse({ exercises: '1' }));
    await act(admin, 'exercises.delete', { id: lift.id });
    for (const [entity, id] of [
      ['positions', standing.id],
      ['inventory', barbell.id],
      ['exercise-types', strength.id],
    ]) {
      expect(await act(admin, `${entity}.delete`, { id })).toMatchObject({ status: 'applied' });
    }
  });

  it('age groups by clients; country codes by clients and by people’s phone numbers', async () => {
    const adults = { id: newId(), name: named('Adults'), min_age: 18, max_age: 64 };
    const kosovo = { id: newId(), code: 'XK', dial_code: '+383', name: named('Kosovo') };
    await act(admin, 'age-groups.put', adults);
    await act(admin, 'country-codes.put', kosovo);
    const anna = client('Anna', { age_group_id: adults.id, phone_country: 'XK', phone: '+38344123456' });
    await act(coach, 'clients.put', anna);
    await t.database.db.update(users).set({ phoneCountry: 'XK' }).where(eq(users.id, coach.userId));
    expect(await act(admin, 'age-groups.delete', { id: adults.id })).toMatchObject(inUse({ clients: '1' }));
    expect(await act(admin, 'country-codes.delete', { id: kosovo.id })).toMatchObject(inUse({ clients: '1', users: '1' }));
    await act(coach, 'clients.delete', { id: anna.id });
    expect(await act(admin, 'age-groups.delete', { id: adults.id })).toMatchObject({ status: 'applied' });
    expect(await act(admin, 'country-codes.delete', { id: kosovo.id })).toMatchObject(inUse({ users: '1' }));
    await t.database.db.update(users).set({ phoneCountry: null }).where(eq(users.id, coach.userId));
    expect(await act(admin, 'country-codes.delete', { id: kosovo.id })).toMatchObject({ status: 'applied' });
  });

  it('the refusal says in words what uses it; a tombstoned user of it does not count', async () => {
    const knee = { id: newId(), name: named('Knee') };
    await act(admin, 'joints.put', knee);
    const squat = exercise({ joint_ids: [knee.id] });
    const lunge = exercise({ joint_ids: [knee.id] });
    await act(admin, 'exercises.put', squat);
    await act(admin, 'exercises.put', lunge);
    await act(admin, 'exercises.delete', { id: lunge.id });
    await act(coach, 'clients.put', client('Anna', { joints_to_spare: [knee.id] }));
    await act(coach, 'clients.put', client('Berta', { joints_to_spare: [knee.id] }));
    expect(await act(admin, 'joints.delete', { id: knee.id })).toMatchObject({
      error: { message: 'Still used by 1 exercises, 2 clients' },
    });
  });
});
