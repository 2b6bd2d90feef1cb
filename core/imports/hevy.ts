/**
 * Hevy's CSV export (docs/imports.md "Reading the files"): one row per set, the workout repeated
 * on each; an account in pounds writes `weight_lbs` and `distance_miles` where one in kilograms
 * writes `weight_kg` and `distance_km`.
 */
import type { CsvDelimiter } from './csv';
import {
  columnsOf,
  DISTANCE_M,
  DURATION_S,
  type HeaderMatch,
  HistoryBuilder,
  type HistoryReader,
  historyOf,
  isEmptySet,
  ParseState,
  REPS,
  RowReader,
  WEIGHT_KG,
} from './history';
import type { ImportedSetKind } from './types';
import { MILE_M, POUND_KG } from './values';

/** The columns without which a Hevy file cannot be read, as its header writes them. */
export const HEVY_REQUIRED_COLUMNS = ['title', 'start_time', 'exercise_title', 'reps'] as const;

export interface HevyColumns {
  title: number;
  start: number;
  end: number | undefined;
  description: number | undefined;
  exercise: number;
  superset: number | undefined;
  exerciseNotes: number | undefined;
  setType: number | undefined;
  weight: { column: number; factor: number } | undefined;
  reps: number;
  distance: { column: number; factor: number } | undefined;
  duration: number | undefined;
  rpe: number | undefined;
}

/** Whether `header` is a Hevy export's, and which of its columns hold what. */
export function hevyHeader(header: readonly string[]): HeaderMatch<HevyColumns> {
  const at = columnsOf(header);
  if (at('exercise_title') === undefined && at('start_time') === undefined) return null;
  const [title, start, exercise, reps] = HEVY_REQUIRED_COLUMNS.map(at);
  if (title === undefined || start === undefined || exercise === undefined || reps === undefined)
    return { missing: HEVY_REQUIRED_COLUMNS.filter((name) => at(name) === undefined) };
  const kilograms = at('weight_kg');
  const pounds = at('weight_lbs');
  const kilometres = at('distance_km');
  const miles = at('distance_miles');
  const columns: HevyColumns = {
    title,
    start,
    end: at('end_time'),
    description: at('description'),
    exercise,
    superset: at('superset_id'),
    exerciseNotes: at('exercise_notes'),
    setType: at('set_type'),
    weight:
      kilograms !== undefined ? { column: kilograms, factor: 1 } : pounds !== undefined ? { column: pounds, factor: POUND_KG } : undefined,
    reps,
    distance:
      kilometres !== undefined ? { column: kilometres, factor: 1000 } : miles !== undefined ? { column: miles, factor: MILE_M } : undefined,
    duration: at('duration_seconds'),
    rpe: at('rpe'),
  };
  return { columns, variant: kilograms === undefined && pounds !== undefined ? 'hevy-lbs' : 'hevy-kg' };
}

const SET_TYPES: Readonly<Record<string, ImportedSetKind>> = { normal: 'normal', warmup: 'warmup', dropset: 'drop', failure: 'failure' };

/**
 * The reader of a Hevy export's rows. Rows are gathered into workouts by title and start time;
 * zeros are kept as written, since Hevy leaves a column empty when a set does not use it.
 */
export function hevyReader(
  match: { columns: HevyColumns; variant: string },
  header: readonly string[],
  delimiter: CsvDelimiter,
  timeZone: string,
  now: Date,
): HistoryReader {
  const { columns } = match;
  const state = new ParseState(header, timeZone, now.getTime(), delimiter !== ',');
  const builder = new HistoryBuilder('hevy');
  return {
    read(record) {
      const row = new RowReader(state, record.cells, record.row);
      if (row.isEmpty()) {
        state.skip('empty_row');
        return;
      }
      const title = row.text(columns.title);
      const workout = builder.workout(`${title}\u0000${row.text(columns.start)}`, title);
      workout.notes ??= row.optionalText(columns.description);
      const name = row.text(columns.exercise);
      const exercise = name === '' ? null : builder.exercise(workout, name);
      if (exercise === null) row.problem(columns.exercise, 'missing_exercise');
      else {
        exercise.notes ??= row.optionalText(columns.exerciseNotes);
        exercise.superset ??= row.optionalText(columns.superset);
      }
      const start = row.start(columns.start);
      const end = row.optionalTime(columns.end);
      const type = row.text(columns.setType).toLowerCase();
      const kind = type === '' ? 'normal' : (SET_TYPES[type] ?? null);
      if (kind === null) row.problem(columns.setType, 'bad_set_order');
      const weight_kg = columns.weight === undefined ? null : row.measure(columns.weight.column, WEIGHT_KG, columns.weight.factor);
      const reps = row.measure(columns.reps, REPS);
      const distance_m = columns.distance === undefined ? null : row.measure(columns.distance.column, DISTANCE_M, columns.distance.factor);
      const duration_seconds = row.measure(columns.duration, DURATION_S);
      const rpe = row.rpe(columns.rpe);
      if (row.failed || exercise === null || start === null || kind === null) return;
      const set = { row: record.row, kind, reps, weight_kg, distance_m, duration_seconds, rpe, notes: null };
      if (isEmptySet(set)) {
        state.skip('empty_set');
        return;
      }
      // An end before the start (a clock changed mid-workout) says nothing usable: the start stands for both.
      builder.timeWorkout(workout, start, end?.time ?? start.time);
      exercise.sets.push(set);
    },
    finish: (rows) => historyOf(builder, state, match.variant, rows),
  };
}
