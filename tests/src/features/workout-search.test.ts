import { describe, expect, it } from 'vitest';
import { exercisesSafeFor, type WorkoutListing } from '@/data/workouts';
import { findWorkouts } from '@/features/workouts/workout-search';

const COACH = '0190a0b0-0000-7000-8000-0000000000c1';
const listing = (name: string, owner: string | null, exerciseNames: string[], muscleIds: string[], shown = name): WorkoutListing => ({
  workout: { id: name, owner_id: owner, name, description: null, translations: {}, blocks: [], version: 1, updated_at: '' },
  name: shown,
  exerciseNames,
  muscleIds,
});

const all = [
  listing('Full body A', null, ['Back squat', 'Pietupiens ar stieni'], ['quads'], 'Viss ķermenis A'),
  listing('Arms', COACH, ['Biceps curl'], ['biceps']),
  listing('Legs', COACH, ['Lunge', 'Izklupiens'], ['quads', 'glutes']),
];
const names = (found: WorkoutListing[]) => found.map((one) => one.workout.name);

describe('finding a workout', () => {
  it('by any word of its name in either language, case and diacritics aside', () => {
    expect(names(findWorkouts(all, { text: 'KERMENIS', muscleId: null, shelf: 'all' }, COACH))).toEqual(['Full body A']);
    expect(names(findWorkouts(all, { text: 'full a', muscleId: null, shelf: 'all' }, COACH))).toEqual(['Full body A']);
  });

  it('by an exercise it uses, and by a muscle it works', () => {
    expect(names(findWorkouts(all, { text: 'izklupiens', muscleId: null, shelf: 'all' }, COACH))).toEqual(['Legs']);
    expect(names(findWorkouts(all, { text: '', muscleId: 'quads', shelf: 'all' }, COACH))).toEqual(['Full body A', 'Legs']);
  });

  it('on the coach’s own shelf or the library’s', () => {
    expect(names(findWorkouts(all, { text: '', muscleId: null, shelf: 'mine' }, COACH))).toEqual(['Arms', 'Legs']);
    expect(names(findWorkouts(all, { text: '', muscleId: null, shelf: 'library' }, COACH))).toEqual(['Full body A']);
    expect(names(findWorkouts(all, { text: '', muscleId: null, shelf: 'mine' }, undefined))).toEqual([]);
  });
});

describe('[G7] exercises safe for a client', () => {
  const squat = { id: 'squat', jointIds: ['knee', 'hip'] };
  const bridge = { id: 'bridge', jointIds: ['hip'] };
  const plank = { id: 'plank', jointIds: [] };

  it('leaves out what loads a spared joint, and nothing when none is spared', () => {
    expect(exercisesSafeFor([squat, bridge, plank], ['knee']).map((exercise) => exercise.id)).toEqual(['bridge', 'plank']);
    expect(exercisesSafeFor([squat, bridge, plank], ['knee', 'hip']).map((exercise) => exercise.id)).toEqual(['plank']);
    expect(exercisesSafeFor([squat, bridge, plank], [])).toHaveLength(3);
  });
});
