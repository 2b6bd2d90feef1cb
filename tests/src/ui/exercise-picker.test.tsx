import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { activateLocale, requireCatalogPart } from '@/i18n/activate';
import { ExercisePicker, type ExerciseOption } from '@/ui/workout-editor/ExercisePicker';
import { renderScreen } from '../features/render-client-page';

const option = (id: string, name: string): ExerciseOption => ({ id, name, defaultRest: null, jointIds: [] });
const EXERCISES = [option('squat', 'Back squat'), option('deadlift', 'Romanian deadlift'), option('press', 'Bench press')];

describe('the exercise search of the workout editor', () => {
  beforeEach(async () => {
    await activateLocale('en-US');
    await requireCatalogPart('app');
  });

  it('keeps every letter typed after an exercise was picked, so the next search finds what was typed', () => {
    const picked: string[] = [];
    renderScreen(<ExercisePicker label="Add an exercise" exercises={EXERCISES} onPick={(exercise) => picked.push(exercise.id)} />);
    const search = screen.getByRole<HTMLInputElement>('combobox', { name: 'Add an exercise' });
    // As a keyboard does it: the key press opens the list, the input event changes the text.
    const type = (value: string) => {
      fireEvent.keyDown(search, { key: value.at(-1) });
      fireEvent.change(search, { target: { value } });
    };

    type('squat');
    fireEvent.click(screen.getByRole('option', { name: 'Back squat' }));
    expect(picked).toEqual(['squat']);
    expect(search.value).toBe('');

    // No name starts with "d": the list took the letter for a change away from the last pick and
    // cleared that pick, and with it the search that had just begun.
    type('d');
    expect(search.value).toBe('d');
    type('de');
    expect(search.value).toBe('de');
    expect(screen.getAllByRole('option').map((shown) => shown.textContent)).toEqual(['Romanian deadlift']);
    fireEvent.click(screen.getByRole('option', { name: 'Romanian deadlift' }));
    expect(picked).toEqual(['squat', 'deadlift']);
  });

  it('opens its list on text typed without a key press, as a phone keyboard or a paste types it', () => {
    renderScreen(<ExercisePicker label="Add an exercise" exercises={EXERCISES} onPick={() => undefined} />);
    const search = screen.getByRole<HTMLInputElement>('combobox', { name: 'Add an exercise' });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    fireEvent.change(search, { target: { value: 'press' } });
    expect(screen.getAllByRole('option').map((shown) => shown.textContent)).toEqual(['Bench press']);
  });
});
