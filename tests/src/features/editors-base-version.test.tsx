import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { v7 as uuidv7 } from 'uuid';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '@core/auth-constants';
import type { RecordOf } from '@core/records/index';
import { type userDatabase } from '@/data/local/registry';
import { PlanBuilder } from '@/features/plans/PlanBuilder';
import { activateLocale, requireCatalogPart } from '@/i18n/activate';
import { GymEquipmentSection } from '@/ui/gym/GymEquipmentSection';
import { WorkoutEditorPanel } from '@/ui/workout-editor/WorkoutEditorPanel';
import { shown, signedIn } from './shown';

const pulled = (version: number) => ({ version, updated_at: '2026-11-20T10:00:00.000Z' });
const block = (name: string) => ({
  id: uuidv7(),
  kind: 'straight' as const,
  name,
  rounds: null,
  work_seconds: null,
  rest_seconds: null,
  items: [],
});

/** The one patch of `id` the device queued. */
async function patchOf(db: ReturnType<typeof userDatabase>, id: string) {
  const patches = (await db.outbox.toArray()).filter((entry) => entry.name.endsWith('.patch') && entry.args.id === id);
  expect(patches).toHaveLength(1);
  return patches[0]?.args;
}

beforeEach(async () => {
  await activateLocale('en-US');
  await requireCatalogPart('app');
});

/**
 * [R9] An editor that was open while a sync brought another device's change neither reverts that
 * change nor hides it: it sends only what was edited in it, against the version it opened with.
 */
describe('[R9] editors save against the version they opened with', () => {
  it('the workout editor', async () => {
    const { db, userId } = signedIn(ROLE.coach);
    const workout = { id: uuidv7(), owner_id: userId, name: 'Full body', description: null, blocks: [block('Warm-up')], ...pulled(3) };
    await db.anyRecords('workouts').put(workout);
    shown(
      <WorkoutEditorPanel
        workout={workout as unknown as RecordOf<'workouts'>}
        exercisesOf="library-and-own"
        deleteNote=""
        onDone={() => {}}
      />,
    );
    const name = await screen.findByRole('textbox', { name: /^Workout name/ });
    // Another tablet's new blocks arrive while the editor is open.
    await db.anyRecords('workouts').put({ ...workout, blocks: [block('Strength')], ...pulled(5) });
    fireEvent.change(name, { target: { value: 'Full body A' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save workout' }));
    await waitFor(async () => expect(await db.outbox.count()).toBeGreaterThan(0));
    expect(await patchOf(db, workout.id)).toEqual({ id: workout.id, changes: { name: 'Full body A' }, base_version: 3 });
    expect(await db.records('workouts').get(workout.id)).toMatchObject({ name: 'Full body A', blocks: [{ name: 'Strength' }] });
  });

  it('the plan builder, which stays open and saves again', async () => {
    const { db, userId } = signedIn(ROLE.coach);
    const plan = {
      id: uuidv7(),
      owner_id: userId,
      name: 'Base',
      description: null,
      weeks: 4,
      days: [],
      progressions: [],
      deload: null,
      ...pulled(6),
    };
    await db.anyRecords('workout-plans').put(plan);
    shown(
      <PlanBuilder
        plan={plan as unknown as RecordOf<'workout-plans'>}
        readOnly={false}
        libraryOnly={false}
        canAssign={false}
        onSaved={() => {}}
        onDone={() => {}}
      />,
    );
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await db.anyRecords('workout-plans').put({ ...plan, description: 'From the other tablet', ...pulled(8) });
    fireEvent.change(name, { target: { value: 'Base block' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    await screen.findByText('The plan was saved.');
    // Saved again: only what changed since the last save, still against the version it opened with.
    fireEvent.change(screen.getByRole('spinbutton', { name: /^Weeks/ }), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    await waitFor(async () => expect((await db.outbox.toArray()).filter((entry) => entry.args.id === plan.id)).toHaveLength(2));
    expect((await db.outbox.toArray()).filter((entry) => entry.args.id === plan.id).map((entry) => entry.args)).toEqual([
      { id: plan.id, changes: { name: 'Base block' }, base_version: 6 },
      { id: plan.id, changes: { weeks: 5 }, base_version: 6 },
    ]);
    expect(await db.records('workout-plans').get(plan.id)).toMatchObject({
      name: 'Base block',
      weeks: 5,
      description: 'From the other tablet',
    });
  });

  it('the gym profile', async () => {
    const { db, userId } = signedIn(ROLE.coach);
    const clientId = uuidv7();
    const profile = {
      id: clientId,
      coach_id: userId,
      bar_kg: 20,
      plates: [{ kg: 20, pairs: 4 }],
      dumbbells_kg: [],
      dumbbell_step_kg: null,
      dumbbell_max_kg: null,
      ...pulled(2),
    };
    await db.records('gym-profiles').put(profile);
    shown(<GymEquipmentSection clientId={clientId} />);
    const edit = await screen.findByRole('button', { name: 'Edit gym equipment' });
    await waitFor(() => expect(edit.hasAttribute('disabled')).toBe(false));
    fireEvent.click(edit);
    const bar = await screen.findByLabelText('Bar (kg)', undefined, { timeout: 5000 });
    await db.records('gym-profiles').put({ ...profile, dumbbell_step_kg: 2, ...pulled(4) });
    fireEvent.change(bar, { target: { value: '15' } });
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await patchOf(db, clientId)).toEqual({ id: clientId, changes: { bar_kg: 15 }, base_version: 2 });
    expect(await db.records('gym-profiles').get(clientId)).toMatchObject({ bar_kg: 15, dumbbell_step_kg: 2 });
  });

  it('a notice on the record shows there, and restoring puts the other value into the open editor', async () => {
    const { db, userId } = signedIn(ROLE.coach);
    const workout = { id: uuidv7(), owner_id: userId, name: 'Legs day', description: null, blocks: [], ...pulled(3) };
    await db.anyRecords('workouts').put(workout);
    await db.conflicts.add({
      entity: 'workouts',
      record_id: workout.id,
      field: 'name',
      replaced: 'Leg day (heavy)',
      written: 'Legs day',
      mutation_id: 1,
      at: '2026-11-21T10:00:00.000Z',
    });
    shown(
      <WorkoutEditorPanel
        workout={workout as unknown as RecordOf<'workouts'>}
        exercisesOf="library-and-own"
        deleteNote=""
        onDone={() => {}}
      />,
    );
    const notice = await screen.findByRole('status', { name: 'Change replaced on another device' });
    expect(notice.textContent).toContain('Name on the other device: Leg day (heavy)');
    fireEvent.click(within(notice).getByRole('button', { name: 'Restore the other device’s Name' }));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Change replaced on another device' })).toBeNull());
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Workout name/ }).value).toBe('Leg day (heavy)');
    expect(await db.records('workouts').get(workout.id)).toMatchObject({ name: 'Leg day (heavy)' });
  });
});
