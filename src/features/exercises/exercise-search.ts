import { localized } from '@core/records/localized';
import type { RecordOf } from '@core/records/index';
import { fold } from '@core/text';

type Exercise = RecordOf<'exercises'>;

/** The list's filters, as the address names them (`/exercises?muscle=…`): Back returns to the same list. */
export const FILTER_NAMES = ['muscle', 'equipment', 'type', 'level', 'position', 'source'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];
/** A filter's value; '' or missing when it is not set. */
export type ExerciseFilters = Partial<Record<FilterName, string>>;

/** An exercise with its names folded once, so that each keystroke only compares strings. */
export interface SearchableExercise {
  exercise: Exercise;
  english: string;
  latvian: string;
}

export function searchable(exercises: readonly Exercise[]): SearchableExercise[] {
  return exercises.map((exercise) => ({ exercise, english: fold(exercise.name['en-US']), latvian: fold(exercise.name['lv-LV'] ?? '') }));
}

export interface ExerciseMatch {
  exercise: Exercise;
  /** The name in the other language, when only that one matched the search: it says why the row is here. */
  otherName?: string;
}

/** Each word somewhere in the name: "press bench" finds "Bench press", "spied" finds "Spiediens". */
const hasAll = (name: string, words: readonly string[]) => name !== '' && words.every((word) => name.includes(word));

/** 0: the name starts with what was typed; 1: a word of it does; 2: the words are in it somewhere. */
function rank(name: string, query: string): number {
  if (name.startsWith(query)) return 0;
  return name.includes(` ${query}`) ? 1 : 2;
}

function passes(exercise: Exercise, filters: ExerciseFilters): boolean {
  const { muscle, equipment, type, level, position, source } = filters;
  if (muscle && !exercise.primary_muscle_ids.includes(muscle) && !exercise.secondary_muscle_ids.includes(muscle)) return false;
  if (equipment && !exercise.inventory_ids.includes(equipment)) return false;
  if (type && exercise.type_id !== type) return false;
  if (level && exercise.level !== level) return false;
  if (position && !exercise.position_ids.includes(position)) return false;
  // A coach's device holds only the library and their own, a client's the library and their
  // coach's (sync/SPEC.md A2): any owner is "not the library".
  if (source === 'library' && exercise.owner_id !== null) return false;
  if (source === 'own' && exercise.owner_id === null) return false;
  return true;
}

/**
 * The exercises whose English or Latvian name has every word of `query` (case and diacritics
 * aside, as core/text.ts folds them) and that pass every filter. The best matches come first: a
 * name that starts with the query, then one with a word that does; with a muscle filter, the
 * exercises that work it most; then by name in the reader's language.
 */
export function findExercises(
  exercises: readonly SearchableExercise[],
  query: string,
  filters: ExerciseFilters,
  locale: string,
): ExerciseMatch[] {
  const wanted = fold(query);
  const words = wanted.split(' ').filter(Boolean);
  const latvianFirst = locale === 'lv-LV';
  const found: { match: ExerciseMatch; rank: number; secondary: boolean; name: string }[] = [];
  for (const { exercise, english, latvian } of exercises) {
    if (!passes(exercise, filters)) continue;
    const own = latvianFirst && latvian ? latvian : english;
    const other = own === english ? latvian : english;
    let order = 0;
    let otherName: string | undefined;
    if (words.length > 0) {
      if (hasAll(own, words)) {
        order = Math.min(rank(own, wanted), hasAll(other, words) ? rank(other, wanted) : 2);
      } else if (hasAll(other, words)) {
        order = rank(other, wanted);
        otherName = other === english ? exercise.name['en-US'] : exercise.name['lv-LV'];
      } else {
        continue;
      }
    }
    const secondary = filters.muscle ? !exercise.primary_muscle_ids.includes(filters.muscle) : false;
    found.push({
      match: otherName ? { exercise, otherName } : { exercise },
      rank: order,
      secondary,
      name: localized(exercise.name, locale),
    });
  }
  const collator = new Intl.Collator(locale);
  found.sort((a, b) => a.rank - b.rank || Number(a.secondary) - Number(b.secondary) || collator.compare(a.name, b.name));
  return found.map((entry) => entry.match);
}
