import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { v7 as uuidv7 } from 'uuid';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '@core/auth-constants';
import { clientFields } from '@core/records/clients';
import type { RecordOf } from '@core/records/index';
import { type userDatabase } from '@/data/local/registry';
import { ScheduleDialog } from '@/features/calendar/ScheduleDialog';
import { NewClientDialog } from '@/features/clients/NewClientDialog';
import { ExerciseEditor } from '@/features/exercises/ExerciseEditor';
import { PlanBuilder } from '@/features/plans/PlanBuilder';
import { activateLocale, requireCatalogPart } from '@/i18n/activate';
import { exerciseNames } from '@/ui/ExerciseLink';
import { SessionComments } from '@/ui/training-history/SessionComments';
import { WorkoutEditorPanel } from '@/ui/workout-editor/WorkoutEditorPanel';
import { shown, signedIn } from './shown';

/**
 * Nothing is created twice (docs/decisions/0122-nothing-is-created-twice.md): every create action
 * activated twice, at once and again after the first write finished with its dialog still open,
 * leaves one record.
 */

type Db = ReturnType<typeof userDatabase>;

/** Two activations before the first write can finish, then a third once it has. */
async function activateTwiceThenAgain(db: Db, button: () => HTMLElement) {
  fireEvent.click(button());
  fireEvent.click(button());
  await waitFor(async () => expect(await db.outbox.count()).toBeGreaterThan(0));
  await waitFor(() => expect(button().hasAttribute('disabled')).toBe(false));
  fireEvent.click(button());
  // The third activation's write, if any, has landed once the button is usable again.
  await waitFor(() => expect(button().hasAttribute('disabled')).toBe(false));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

// A delete removes the row: the device keeps no tombstones.
const count = (db: Db, entity: Parameters<Db['records']>[0]) => db.records(entity).count();

const pulled = { version: 1, updated_at: '2026-11-20T10:00:00.000Z' };

beforeEach(async () => {
  await activateLocale('en-US');
  await requireCatalogPart('app');
  const { db } = signedIn(ROLE.coach);
  await Promise.all([
    db.outbox.clear(),
    db.records('clients').clear(),
    db.records('calendar-entries').clear(),
    db.records('workouts').clear(),
    db.records('exercises').clear(),
    db.records('workout-plans').clear(),
    db.records('comments').clear(),
  ]);
});

describe('every create action, activated twice, makes one record', () => {
  it('"Add client"', async () => {
    const { db } = signedIn(ROLE.coach);
    shown(<NewClientDialog onClose={() => {}} />);
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), { target: { value: 'Anna Bērziņa' } });
    await activateTwiceThenAgain(db, () => screen.getByRole('button', { name: 'Add client' }));
    expect(await count(db, 'clients')).toBe(1);
  });

  it('"Schedule" for two clients over two weeks: four entries, not eight or twelve', async () => {
    const { db, userId } = signedIn(ROLE.coach);
    const clients = ['Anna', 'Jānis'].map((name) => ({ ...clientFields.parse({ id: uuidv7(), name }), coach_id: userId, ...pulled }));
    const workout = { id: uuidv7(), owner_id: userId, name: 'Strength A', description: null, blocks: [], ...pulled };
    await db.anyRecords('workouts').put(workout);
    shown(
      <ScheduleDialog
        target={{ kind: 'new', date: '2026-12-01', clientIds: clients.map((client) => client.id), workoutId: workout.id }}
        clients={clients}
        onDone={() => {}}
        onClose={() => {}}
      />,
    );
    fireEvent.change(await screen.findByRole('spinbutton', { name: /Weeks in a row/ }), { target: { value: '2' } });
    await activateTwiceThenAgain(db, () => screen.getByRole('button', { name: 'Schedule' }));
    expect(await count(db, 'calendar-entries')).toBe(4);
  });

  it('"Save workout" of a new workout', async () => {
    const { db } = signedIn(ROLE.coach);
    shown(<WorkoutEditorPanel workout={null} exercisesOf="library-and-own" deleteNote="" onDone={() => {}} />);
    fireEvent.change(await screen.findByRole('textbox', { name: /^Workout name/ }), { target: { value: 'Full body' } });
    await activateTwiceThenAgain(db, () => screen.getByRole('button', { name: 'Save workout' }));
    expect(await count(db, 'workouts')).toBe(1);
  });

  it('saving a new plan', async () => {
    const { db } = signedIn(ROLE.coach);
    shown(<PlanBuilder plan={null} readOnly={false} libraryOnly={false} canAssign={false} onSaved={() => {}} onDone={() => {}} />);
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), { target: { value: 'Base' } });
    await activateTwiceThenAgain(db, () => screen.getByRole('button', { name: /^Save plan/ }));
    expect(await count(db, 'workout-plans')).toBe(1);
  });

  it('saving a new exercise', async () => {
    const { db } = signedIn(ROLE.coach);
    shown(<ExerciseEditor exercise={null} onSaved={() => {}} onCancel={() => {}} />);
    // The English name (the Latvian one beside it is optional).
    fireEvent.change((await screen.findAllByRole('textbox', { name: /^Name/ }))[0] as HTMLElement, { target: { value: 'Goblet squat' } });
    // The editor stays disabled once it saved (the page then opens the exercise): two clicks at once.
    const save = screen.getByRole('button', { name: 'Save exercise' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(async () => expect(await count(db, 'exercises')).toBe(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(await count(db, 'exercises')).toBe(1);
  });

  it('"Send" of a comment, and the next comment is a new one', async () => {
    const { db, userId } = signedIn(ROLE.coach);
    const session = {
      id: uuidv7(),
      client_id: uuidv7(),
      calendar_entry_id: null,
      workout_id: null,
      prescription: { name: 'Strength A', blocks: [] },
      started_at: '2026-11-20T10:00:00.000Z',
      finished_at: null,
      ...pulled,
    } as unknown as RecordOf<'workout-sessions'>;
    shown(
      <SessionComments
        session={session}
        logs={[]}
        comments={[]}
        userId={userId}
        viewer="coach"
        exerciseName={exerciseNames(new Map(), 'Back squat')}
      />,
    );
    const box = await screen.findByRole('textbox', { name: 'Your comment' });
    fireEvent.change(box, { target: { value: 'Great depth today' } });
    const send = () => screen.getByRole('button', { name: 'Send comment' });
    fireEvent.click(send());
    fireEvent.click(send());
    await waitFor(async () => expect(await count(db, 'comments')).toBe(1));
    await waitFor(() => expect(send().hasAttribute('disabled')).toBe(false));
    fireEvent.change(box, { target: { value: 'And keep the chest up' } });
    fireEvent.click(send());
    await waitFor(async () => expect(await count(db, 'comments')).toBe(2));
  });
});
