import { screen, within } from '@testing-library/react';
import { v7 as uuidv7 } from 'uuid';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RecordOf } from '@core/records/index';
import { workoutFields } from '@core/records/workouts';
import { PlanPreview } from '@/features/plans/PlanPreview';
import { activateLocale, requireCatalogPart } from '@/i18n/activate';
import { exerciseNames } from '@/ui/ExerciseLink';
import { WorkoutEditor } from '@/ui/workout-editor/WorkoutEditor';
import type { WorkoutDraft } from '@/ui/workout-editor/draft';
import { emptySet } from '@/ui/workout-editor/draft';
import { renderScreen } from '../features/render-client-page';

describe('an exercise named in the workout editor', () => {
  beforeEach(async () => {
    await activateLocale('en-US');
    await requireCatalogPart('app');
  });

  it('opens its page in a new tab, and says so, so that the unsaved workout stays; one not on this device is not a link', () => {
    const squat = uuidv7();
    const gone = uuidv7();
    const draft: WorkoutDraft = {
      name: 'Legs A',
      description: '',
      blocks: [
        {
          id: uuidv7(),
          kind: 'straight',
          name: null,
          rounds: null,
          work_seconds: null,
          rest_seconds: null,
          items: [
            { id: uuidv7(), exercise_id: squat, notes: null, sets: [{ ...emptySet(), reps: 5 }] },
            { id: uuidv7(), exercise_id: gone, notes: null, sets: [{ ...emptySet(), reps: 8 }] },
          ],
        },
      ],
    };
    renderScreen(
      <WorkoutEditor
        draft={draft}
        onChange={() => undefined}
        exercises={[{ id: squat, name: 'Back squat', defaultRest: 120, jointIds: [] }]}
      />,
    );

    const items = within(screen.getByRole('list', { name: 'Exercises of block 1' })).getAllByRole('listitem');
    const link = within(items[0] as HTMLElement).getByRole('link', { name: 'Back squat (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe(`/exercise/${squat}`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(within(items[1] as HTMLElement).queryByRole('link')).toBeNull();
    expect(within(items[1] as HTMLElement).getByText('Unknown exercise')).toBeTruthy();
  });
});

describe("an exercise named in a plan's week-by-week preview", () => {
  beforeEach(async () => {
    await activateLocale('en-US');
    await requireCatalogPart('app');
  });

  const planWith = (newTab: boolean) => {
    const squat = uuidv7();
    const workout: RecordOf<'workouts'> = {
      ...workoutFields.parse({
        id: uuidv7(),
        name: 'Legs A',
        blocks: [{ id: uuidv7(), kind: 'straight', items: [{ id: uuidv7(), exercise_id: squat, sets: [{ reps: 5, load_kg: 100 }] }] }],
      }),
      version: 1,
      updated_at: '2026-11-24T00:00:00.000Z',
    };
    renderScreen(
      <PlanPreview
        draft={{
          name: 'Strength',
          description: '',
          weeks: 1,
          days: [{ week: 1, day: 1, workout_id: workout.id, time: null }],
          progressions: [],
          deload: null,
        }}
        workouts={new Map([[workout.id, workout]])}
        exercises={new Map()}
        exerciseName={exerciseNames(new Map([[squat, 'Back squat']]), 'Unknown exercise')}
        newTab={newTab}
      />,
    );
    return squat;
  };

  it('opens its page in a new tab while the plan is edited', () => {
    const squat = planWith(true);
    const link = screen.getByRole('link', { name: 'Back squat (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe(`/exercise/${squat}`);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('opens its page in place in a plan only read', () => {
    const squat = planWith(false);
    const link = screen.getByRole('link', { name: 'Back squat' });
    expect(link.getAttribute('href')).toBe(`/exercise/${squat}`);
    expect(link.getAttribute('target')).toBeNull();
  });
});
