import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { v7 as uuidv7 } from 'uuid';
import { beforeEach, describe, expect, it } from 'vitest';
import { calendarEntryFields } from '@core/records/calendar';
import { exerciseFields } from '@core/records/exercises';
import type { RecordOf } from '@core/records/index';
import type { UserDatabase } from '@/data/local/database';
import PlayerPage from '@/features/player/PlayerPage';
import { renderScreen } from './render-client-page';
import { clientDevice } from './shown';

const USER = '0190a1b2-0000-7000-8000-000000700031';
const CLIENT = '0190a1b2-0000-7000-8000-000000900031';
const synced = { version: 1, updated_at: '2026-11-24T00:00:00.000Z' };
const exercise = (name: string): RecordOf<'exercises'> => ({
  ...exerciseFields.parse({ id: uuidv7(), name: { 'en-US': name } }),
  ...synced,
});
const squat = exercise('Back squat');
const press = exercise('Bench press');

const sessions = (db: UserDatabase) => db.records('workout-sessions').toArray();

/** Taps a player's button once the tap before it has settled (use-player-write.ts), as a person would. */
async function tap(name: string | RegExp) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  fireEvent.click(button);
}
const logSet = () => tap(/^Log set/);

/** Picks an exercise in the player's "Add an exercise" dialog by typing part of its name. */
async function addExercise(typed: string, name: string) {
  await tap('Add an exercise');
  const dialog = await screen.findByRole('dialog', { name: 'Add an exercise' });
  const search = within(dialog).getByRole('combobox', { name: 'Exercise' });
  fireEvent.keyDown(search, { key: typed.at(-1) });
  fireEvent.change(search, { target: { value: typed } });
  fireEvent.click(await screen.findByRole('option', { name }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('a free workout: started empty, built exercise by exercise, kept as the session it was', () => {
  let db: UserDatabase;

  beforeEach(async () => {
    db = await clientDevice(USER);
    await db.records('exercises').bulkPut([squat, press]);
    // A client's device holds no client records (sync/SPEC.md A3): their calendar names theirs.
    await db.records('clients').clear();
    await db.records('calendar-entries').put({
      ...calendarEntryFields.parse({ id: uuidv7(), client_id: CLIENT, date: '2026-11-20', title: 'Run' }),
      coach_id: uuidv7(),
      ...synced,
    });
  });

  it('starts with nothing planned, adds the exercises done, logs their sets and one more, and names no workout', async () => {
    renderScreen(<PlayerPage />, '/workout/:id', '/workout/free');
    await tap('Start an empty workout');
    expect(await screen.findByText(/Nothing is planned: add the first exercise/)).toBeTruthy();

    await addExercise('squ', 'Back squat');
    const [started] = await sessions(db);
    expect(started).toMatchObject({ client_id: CLIENT, workout_id: null, calendar_entry_id: null, prescription: { name: 'Free workout' } });
    await logSet();
    await waitFor(async () => expect(await db.records('set-logs').count()).toBe(1));
    await tap('One more set of Back squat');
    await logSet();
    await waitFor(async () => expect(await db.records('set-logs').count()).toBe(2));

    await addExercise('bench', 'Bench press');
    await logSet();
    await waitFor(async () => expect(await db.records('set-logs').count()).toBe(3));

    // Each exercise is a block of the session's own prescription, and each set a step of it.
    const [session] = await sessions(db);
    const blocks = session?.prescription.blocks ?? [];
    expect(blocks.map((block) => block.items.map((item) => item.exercise_id))).toEqual([[squat.id], [press.id]]);
    const logs = await db.records('set-logs').toArray();
    expect(logs.map((log) => [log.exercise_id, log.block_id, log.set_index]).sort()).toEqual(
      [
        [squat.id, blocks[0]?.id, 0],
        [squat.id, blocks[0]?.id, 1],
        [press.id, blocks[1]?.id, 0],
      ].sort(),
    );
    expect(screen.getByText('3 of 3 sets done')).toBeTruthy();
  });

  it('a free workout open on the device is the one the page opens again, not a second one', async () => {
    renderScreen(<PlayerPage />, '/workout/:id', '/workout/free');
    await tap('Start an empty workout');
    await screen.findByRole('button', { name: 'Add an exercise' });
    // The page is left and opened again (from the home page's "Resume your free workout").
    cleanup();
    renderScreen(<PlayerPage />, '/workout/:id', '/workout/free');
    expect(await screen.findByText(/Nothing is planned: add the first exercise/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start an empty workout' })).toBeNull();
    expect(await sessions(db)).toHaveLength(1);
  });
});
