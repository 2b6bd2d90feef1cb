import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exerciseFields } from '@core/records/exercises';
import type { RecordOf } from '@core/records/index';
import { EMPTY_SET } from '@core/training/sequence';
import type { UserDatabase } from '@/data/local/database';
import { startSession } from '@/data/player';
import { SessionView } from '@/features/player/SessionView';
import { SETTLE_MS } from '@/features/player/use-player-write';
import { clientDevice, shown } from './shown';

const USER = '0190a1b2-0000-7000-8000-000000700003';
const CLIENT = '0190a1b2-0000-7000-8000-000000900003';
const squat: RecordOf<'exercises'> = {
  ...exerciseFields.parse({ id: uuidv7(), name: { 'en-US': 'Back squat' } }),
  version: 1,
  updated_at: '2026-11-24T00:00:00.000Z',
};
const workout = {
  id: uuidv7(),
  name: 'Strength A',
  blocks: [
    {
      id: uuidv7(),
      kind: 'straight' as const,
      name: null,
      rounds: null,
      work_seconds: null,
      rest_seconds: null,
      items: [
        {
          id: uuidv7(),
          exercise_id: squat.id,
          notes: null,
          sets: [
            { ...EMPTY_SET, reps: 5, load_kg: 60 },
            { ...EMPTY_SET, reps: 5, load_kg: 60 },
          ],
        },
      ],
    },
  ],
};

const rows = () => within(screen.getByRole('region', { name: 'All sets' })).getAllByRole('listitem');
const texts = () => rows().map((row) => row.textContent);

describe('the session view: every set’s row, from the set just written and then from the device’s live read', () => {
  let db: UserDatabase;
  let session: RecordOf<'workout-sessions'>;

  /** The session's screen, as a page opened (again) shows it. */
  const openView = () => shown(<SessionView db={db} session={session} onFinished={() => undefined} />);

  beforeEach(async () => {
    db = await clientDevice(USER);
    await db.records('exercises').put(squat);
    const id = await startSession(db, { client_id: CLIENT, workout, calendar_entry_id: null, now: Date.now(), locale: 'en-US' });
    session = (await db.records('workout-sessions').get(id))!;
  });

  afterEach(() => vi.restoreAllMocks());

  it('a set logged shows done with its correction, once; a correction makes it the set to do again', async () => {
    openView();
    fireEvent.click(await screen.findByRole('button', { name: 'Log set 1 of 2: 5 × 60 kg' }));
    await waitFor(() => expect(texts()).toEqual(['Set 1 of 2 · Back squat — 5 × 60 kgCorrect', 'Set 2 of 2 · Back squat — now']));
    expect(await screen.findByRole('button', { name: 'Log set 2 of 2: 5 × 60 kg' })).toBeTruthy();
    // The write committed one log, and once it is done the set's correction can be used, with the
    // row still showing the set done (the rows come from the steps, so a set is never shown twice).
    await waitFor(async () => expect(await db.records('set-logs').count()).toBe(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Correct Back squat, Set 1 of 2' }).hasAttribute('disabled')).toBe(false),
    );
    expect(texts()).toEqual(['Set 1 of 2 · Back squat — 5 × 60 kgCorrect', 'Set 2 of 2 · Back squat — now']);

    fireEvent.click(screen.getByRole('button', { name: 'Correct Back squat, Set 1 of 2' }));
    await waitFor(() => expect(texts()).toEqual(['Set 1 of 2 · Back squat — now', 'Set 2 of 2 · Back squat — to do']));
    expect(await db.records('set-logs').count()).toBe(0);
  });

  it('a weight changed on the first set is where the second starts, with the coach’s 60 kg still shown, also after a reload', async () => {
    const first = openView();
    fireEvent.click(await screen.findByRole('button', { name: 'Weight (kg): more' }));
    fireEvent.click(screen.getByRole('button', { name: 'Log set 1 of 2: 5 × 62.5 kg' }));
    expect(await screen.findByRole('button', { name: 'Log set 2 of 2: 5 × 62.5 kg' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Weight (kg)').value).toBe('62.5');
    expect(screen.getByText('5 × 60 kg')).toBeTruthy();
    expect(screen.getByText('Starts from your previous set: 5 × 62.5 kg')).toBeTruthy();

    // The page is reloaded before the second set: it still starts from 62.5 kg.
    await waitFor(async () => expect(await db.records('set-logs').count()).toBe(1));
    first.unmount();
    openView();
    expect(await screen.findByRole('button', { name: 'Log set 2 of 2: 5 × 62.5 kg' })).toBeTruthy();
    expect(screen.getByText('5 × 60 kg')).toBeTruthy();
  });
  /**
   * Nothing is logged twice (docs/decisions/0122-nothing-is-created-twice.md): the next set's button
   * appears under the finger that logged one, so a double tap must not log it too.
   */
  it('"Log set" tapped twice logs one set; the next set can be logged once the tap has settled', async () => {
    openView();
    const logButton = () => screen.getByRole('button', { name: /^Log set/ });
    await screen.findByRole('button', { name: /^Log set/ });
    // A set logged by the test before may still be settling (the player's settle is per device).
    await waitFor(() => expect(logButton().hasAttribute('disabled')).toBe(false));
    // The device's clock stands still through the double tap, however slow this machine draws.
    let clock = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => clock);
    const first = logButton();
    fireEvent.click(first);
    fireEvent.click(first);
    // The second set's card replaces the first one's under the same finger, and waits.
    await screen.findByText(/1 of 2 sets done/);
    fireEvent.click(logButton());
    await waitFor(async () => expect(await db.records('set-logs').count()).toBe(1));
    expect(await db.records('set-logs').count()).toBe(1);

    clock += SETTLE_MS;
    await waitFor(() => expect(logButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(logButton());
    await waitFor(async () => expect(await db.records('set-logs').count()).toBe(2));
  });

  it('a set that takes the device long to store still waits out a double tap once its next set is drawn', async () => {
    openView();
    const logButton = () => screen.getByRole('button', { name: /^Log set/ });
    await screen.findByRole('button', { name: /^Log set/ });
    await waitFor(() => expect(logButton().hasAttribute('disabled')).toBe(false));
    let clock = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => clock);
    fireEvent.click(logButton());
    // Storing the set outlasts the whole settle: a slow phone, or one busy with something else.
    clock += SETTLE_MS * 3;
    await screen.findByText(/1 of 2 sets done/);
    await waitFor(async () => expect(await db.records('set-logs').count()).toBe(1));
    // The double tap's second half lands just after the next set appears: it is still the same tap.
    clock += 100;
    fireEvent.click(logButton());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await db.records('set-logs').count()).toBe(1);

    clock += SETTLE_MS;
    await waitFor(() => expect(logButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(logButton());
    await waitFor(async () => expect(await db.records('set-logs').count()).toBe(2));
  });
});
