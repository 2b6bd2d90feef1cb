import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { exerciseFields } from '@core/records/exercises';
import type { RecordOf } from '@core/records/index';
import { findExercises, searchable, type ExerciseFilters } from '@/features/exercises/exercise-search';

const CHEST = uuidv7();
const TRICEPS = uuidv7();
const QUADS = uuidv7();
const BARBELL = uuidv7();
const DUMBBELL = uuidv7();
const STRENGTH = uuidv7();
const STRETCHING = uuidv7();
const LYING = uuidv7();
const STANDING = uuidv7();
const COACH = uuidv7();

function exercise(fields: Partial<Omit<RecordOf<'exercises'>, 'name'>> & { name: RecordOf<'exercises'>['name'] }): RecordOf<'exercises'> {
  return { ...exerciseFields.parse({ id: uuidv7(), ...fields }), version: 1, updated_at: '2026-11-24T00:00:00.000Z' };
}

const bench = exercise({
  name: { 'en-US': 'Barbell bench press', 'lv-LV': 'Spiediens guļus ar stieni' },
  type_id: STRENGTH,
  level: 'intermediate',
  primary_muscle_ids: [CHEST],
  secondary_muscle_ids: [TRICEPS],
  inventory_ids: [BARBELL],
  position_ids: [LYING],
});
const dips = exercise({
  name: { 'en-US': 'Bench dips', 'lv-LV': 'Atspiešanās no sola' },
  type_id: STRENGTH,
  level: 'beginner',
  primary_muscle_ids: [TRICEPS],
  secondary_muscle_ids: [CHEST],
});
const squat = exercise({
  name: { 'en-US': 'Goblet squat' },
  type_id: STRENGTH,
  level: 'beginner',
  primary_muscle_ids: [QUADS],
  inventory_ids: [DUMBBELL],
  position_ids: [STANDING],
});
const stretch = exercise({
  name: { 'en-US': 'Chest stretch', 'lv-LV': 'Krūšu stiepšana' },
  type_id: STRETCHING,
  level: 'beginner',
  primary_muscle_ids: [CHEST],
  position_ids: [STANDING],
  owner_id: COACH,
});
const ALL = searchable([squat, stretch, dips, bench]);

const names = (query: string, filters: ExerciseFilters = {}, locale = 'en-US') =>
  findExercises(ALL, query, filters, locale).map((match) => match.exercise.name['en-US']);

describe('searching the exercises by name, in English and Latvian', () => {
  it('finds a Latvian name whatever the case and diacritics', () => {
    expect(names('spiediens')).toEqual(['Barbell bench press']);
    expect(names('SPIEDIENS GULUS')).toEqual(['Barbell bench press']);
    expect(names('guļus spied')).toEqual(['Barbell bench press']);
    expect(names('atspiesanas')).toEqual(['Bench dips']);
  });

  it('finds an English name, a name that starts with the words first', () => {
    expect(names('bench')).toEqual(['Bench dips', 'Barbell bench press']);
    expect(names('Press BENCH')).toEqual(['Barbell bench press']);
  });

  it('in Latvian, finds the English name too', () => {
    expect(names('goblet', {}, 'lv-LV')).toEqual(['Goblet squat']);
  });

  it('says which other-language name matched, so the row shows why it is there', () => {
    const [match] = findExercises(ALL, 'stiepšana', {}, 'en-US');
    expect(match?.otherName).toBe('Krūšu stiepšana');
    const [english] = findExercises(ALL, 'stretch', {}, 'lv-LV');
    expect(english?.otherName).toBe('Chest stretch');
    expect(findExercises(ALL, 'stretch', {}, 'en-US')[0]?.otherName).toBeUndefined();
  });

  it('with nothing typed lists everything, by name in the reader’s language', () => {
    expect(names('')).toEqual(['Barbell bench press', 'Bench dips', 'Chest stretch', 'Goblet squat']);
    expect(findExercises(ALL, '  ', {}, 'lv-LV').map((match) => match.exercise.name['lv-LV'] ?? match.exercise.name['en-US'])).toEqual([
      'Atspiešanās no sola',
      'Goblet squat',
      'Krūšu stiepšana',
      'Spiediens guļus ar stieni',
    ]);
  });

  it('finds nothing for words no name has', () => {
    expect(names('deadlift')).toEqual([]);
    expect(names('bench squat')).toEqual([]);
  });
});

describe('filtering the exercises', () => {
  it('by muscle: the ones that work it most first, then those that also work it', () => {
    expect(names('', { muscle: CHEST })).toEqual(['Barbell bench press', 'Chest stretch', 'Bench dips']);
    expect(names('', { muscle: QUADS })).toEqual(['Goblet squat']);
  });

  it('by equipment', () => {
    expect(names('', { equipment: BARBELL })).toEqual(['Barbell bench press']);
    expect(names('', { equipment: DUMBBELL })).toEqual(['Goblet squat']);
  });

  it('by type', () => {
    expect(names('', { type: STRETCHING })).toEqual(['Chest stretch']);
  });

  it('by level', () => {
    expect(names('', { level: 'intermediate' })).toEqual(['Barbell bench press']);
    expect(names('', { level: 'expert' })).toEqual([]);
  });

  it('by position', () => {
    expect(names('', { position: STANDING })).toEqual(['Chest stretch', 'Goblet squat']);
  });

  it('by source: the library, or the coach’s own', () => {
    expect(names('', { source: 'own' })).toEqual(['Chest stretch']);
    expect(names('', { source: 'library' })).toEqual(['Barbell bench press', 'Bench dips', 'Goblet squat']);
  });

  it('all filters and the search together', () => {
    expect(names('bench', { muscle: CHEST, level: 'beginner' })).toEqual(['Bench dips']);
    expect(names('bench', { muscle: CHEST, level: 'beginner', equipment: BARBELL })).toEqual([]);
    // An unset filter is an empty string in the address: it filters nothing.
    expect(names('', { muscle: '', equipment: '', type: '', level: '', position: '', source: '' })).toHaveLength(4);
  });
});
