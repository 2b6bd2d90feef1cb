import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { v7 as uuidv7 } from 'uuid';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RecordOf } from '@core/records/index';
import { workoutFields } from '@core/records/workouts';
import { userDatabase } from '@/data/local/registry';
import { recordWrites } from '@/data/record-writes';
import { readSession } from '@/data/session';
import { PlanPreview } from '@/features/plans/PlanPreview';
import type { PlanDraft } from '@/features/plans/plan-draft';
import { activateLocale, requireCatalogPart } from '@/i18n/activate';
import { exerciseNames } from '@/ui/ExerciseLink';
import { storeSession } from '../fake-session';
import { renderScreen } from './render-client-page';

const BARBELL = uuidv7();
const DUMBBELL = uuidv7();
const SQUAT = uuidv7();
const PRESS = uuidv7();
const stored = <T extends object>(fields: T) => ({ ...fields, version: 1, updated_at: '2026-11-24T00:00:00.000Z' });

const workout = stored(
  workoutFields.parse({
    id: uuidv7(),
    name: 'Legs A',
    blocks: [
      {
        id: uuidv7(),
        kind: 'straight',
        items: [
          { id: uuidv7(), exercise_id: SQUAT, sets: [{ reps: 5, load_kg: 67.5 }] },
          { id: uuidv7(), exercise_id: PRESS, sets: [{ reps: 8, load_kg: 20 }] },
        ],
      },
    ],
  }),
) as RecordOf<'workouts'>;

/** Two weeks; the second a 60 % deload: 67.5 kg → 40.5 kg on the bar, 20 kg → 12 kg dumbbells. */
const draft: PlanDraft = {
  name: 'Strength',
  description: '',
  weeks: 2,
  days: [
    { week: 1, day: 1, workout_id: workout.id, time: null },
    { week: 2, day: 1, workout_id: workout.id, time: null },
  ],
  progressions: [],
  deload: { every_weeks: 2, percent: 60 },
};

async function coachWithClient(): Promise<string> {
  storeSession(2);
  const session = readSession();
  if (!session) throw new Error('no session');
  const db = userDatabase(session.userId);
  await db
    .anyRecords('inventory')
    .bulkPut([
      stored({ id: BARBELL, key: 'barbell', name: { 'en-US': 'Barbell' } }),
      stored({ id: DUMBBELL, key: 'dumbbell', name: { 'en-US': 'Dumbbell' } }),
    ]);
  const client = uuidv7();
  await recordWrites(db).put('clients', { id: client, name: 'Anna Ozola' });
  // Her gym: a 15 kg bar, and dumbbells in steps of 5 kg.
  await recordWrites(db).put('gym-profiles', { id: client, bar_kg: 15, dumbbell_step_kg: 5, dumbbell_max_kg: 40 });
  return client;
}

describe('the plan preview says each load as the gym can load it, as the player will start the set', () => {
  beforeEach(async () => {
    await activateLocale('en-US');
    await requireCatalogPart('app');
  });

  it('a deload week rounds to what a bar and plates make, and to the chosen client’s own bar and dumbbells', async () => {
    const client = await coachWithClient();
    renderScreen(
      <PlanPreview
        draft={draft}
        workouts={new Map([[workout.id, workout]])}
        exercises={
          new Map([
            [SQUAT, { inventory_ids: [BARBELL] }],
            [PRESS, { inventory_ids: [DUMBBELL] }],
          ])
        }
        exerciseName={exerciseNames(
          new Map([
            [SQUAT, 'Back squat'],
            [PRESS, 'Dumbbell press'],
          ]),
          'Unknown exercise',
        )}
        newTab
      />,
    );
    const items = () =>
      within(screen.getByRole('region', { name: /^Monday/ }))
        .getAllByRole('listitem')
        .map((item) => item.textContent.replace(' :', ':'));
    // (The new-tab link leaves a space before the colon.)
    expect(await screen.findByText('Back squat')).toBeTruthy();
    // Week 1 is as written, and loadable.
    expect(items()).toEqual(['Back squat: 5 × 67.5 kg', 'Dumbbell press: 8 × 20 kg']);

    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    // The usual gym: a 20 kg bar and plates make 40 kg (a tie rounds down); nobody said which dumbbells.
    await waitFor(() => expect(items()).toEqual(['Back squat: 5 × 40 kg', 'Dumbbell press: 8 × 12 kg']));

    const gym = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Whose gym the loads are rounded to' });
    fireEvent.change(gym, { target: { value: client } });
    // Her 15 kg bar makes 40 kg too (15 + 2 × 12.5); her dumbbells come in fives: 12 kg is a 10.
    await waitFor(() => expect(items()).toEqual(['Back squat: 5 × 40 kg', 'Dumbbell press: 8 × 10 kg']));
  });
});
