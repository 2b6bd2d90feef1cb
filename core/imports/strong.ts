/**
 * Strong's CSV export, in the shapes its versions have written (docs/imports.md "Reading the
 * files"): the current one (semicolons, `Workout #`, units in the header: `Weight (kg)`), older
 * ones with `Weight Unit` and `Distance Unit` columns, and older ones still with no units at all.
 */
import type { CsvDelimiter } from './csv';
import {
  columnsOf,
  DISTANCE_M,
  DURATION_S,
  type HeaderMatch,
  type Measure,
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
import { DISTANCE_UNITS, readDurationText, unitKey, WEIGHT_UNITS } from './values';

/** The columns without which a Strong file cannot be read, as its header writes them. */
export const STRONG_REQUIRED_COLUMNS = ['Date', 'Workout Name', 'Exercise Name', 'Set Order', 'Reps'] as const;

/**
 * A workout's length is taken as Strong wrote it, however long: Strong writes a workout left
 * running for days as it was ('264h 1m' is in real files). Only a length over a year, which no
 * workout has, is refused.
 */
const MAX_WORKOUT_SECONDS = 366 * 86_400;

/** Where a measured value's unit comes from: fixed by the header, or a unit column on each row. */
interface UnitSource {
  column: number;
  /** Metres or kilograms per unit the header names; null: the unit column says, row by row. */
  factor: number | null;
  unitColumn: number | undefined;
}

export interface StrongColumns {
  workoutNumber: number | undefined;
  date: number;
  workoutName: number;
  duration: number | undefined;
  /** The current export's `Duration (sec)`; older ones write text ('1h 5m'). */
  durationInSeconds: boolean;
  exercise: number;
  setOrder: number;
  weight: UnitSource | undefined;
  reps: number;
  rpe: number | undefined;
  distance: UnitSource | undefined;
  seconds: number | undefined;
  notes: number | undefined;
  workoutNotes: number | undefined;
}

/**
 * The column of a weight or distance and where its unit comes from: `Weight (kg)` names it;
 * `Weight` takes it from `Weight Unit` on each row when there is one, and is otherwise in the
 * metric unit (kilograms, kilometres: the file cannot say); the oldest exports name the column by
 * its unit (`lbs`, `mi.`). Undefined when there is no such column, 'unknown' for a unit not understood.
 */
function unitSource(
  header: readonly string[],
  kind: 'weight' | 'distance',
  units: ReadonlyMap<string, number>,
  unitless: number,
): UnitSource | undefined | 'unknown' {
  const unitColumn = columnsOf(header)(`${kind} unit`);
  for (const [column, written] of header.entries()) {
    const name = written.trim().toLowerCase();
    if (name === kind) return { column, factor: unitColumn === undefined ? unitless : null, unitColumn };
    const named = new RegExp(`^${kind} \\((.+)\\)$`).exec(name);
    if (named !== null) {
      const factor = units.get(unitKey(named[1] ?? ''));
      return factor === undefined ? 'unknown' : { column, factor, unitColumn: undefined };
    }
    // 'm' alone is too short a column name to be taken for metres.
    const bare = units.get(unitKey(name));
    if (bare !== undefined && name !== 'm') return { column, factor: bare, unitColumn: undefined };
  }
  return undefined;
}

/** Whether `header` is a Strong export's, and which of its columns hold what. */
export function strongHeader(header: readonly string[]): HeaderMatch<StrongColumns> {
  const at = columnsOf(header);
  if (at('exercise name') === undefined && at('set order') === undefined) return null;
  const missing: string[] = STRONG_REQUIRED_COLUMNS.filter((name) => at(name) === undefined);
  const weight = unitSource(header, 'weight', WEIGHT_UNITS, 1);
  const distance = unitSource(header, 'distance', DISTANCE_UNITS, 1000);
  if (weight === 'unknown') missing.push('Weight (kg) or Weight (lbs)');
  if (distance === 'unknown') missing.push('Distance (meters), Distance (km) or Distance (miles)');
  const [date, workoutName, exercise, setOrder, reps] = STRONG_REQUIRED_COLUMNS.map(at);
  if (
    missing.length > 0 ||
    weight === 'unknown' ||
    distance === 'unknown' ||
    date === undefined ||
    workoutName === undefined ||
    exercise === undefined ||
    setOrder === undefined ||
    reps === undefined
  )
    return { missing };
  const inSeconds = at('duration (sec)') ?? at('duration (seconds)');
  const columns: StrongColumns = {
    workoutNumber: at('workout #'),
    date,
    workoutName,
    duration: inSeconds ?? at('duration') ?? at('workout duration'),
    durationInSeconds: inSeconds !== undefined,
    exercise,
    setOrder,
    weight,
    reps,
    rpe: at('rpe'),
    distance,
    seconds: at('seconds'),
    notes: at('notes'),
    workoutNotes: at('workout notes'),
  };
  const variant =
    columns.workoutNumber !== undefined
      ? 'strong-2024'
      : weight?.unitColumn !== undefined || distance?.unitColumn !== undefined
        ? 'strong-unit-columns'
        : 'strong-legacy';
  return { columns, variant };
}

const SET_TAGS: Readonly<Record<string, ImportedSetKind>> = { W: 'warmup', D: 'drop', F: 'failure' };

/** Set Order: a set's number, or the tag Strong writes in its place. */
function setKind(order: string): ImportedSetKind | null {
  if (/^\d+$/.test(order) && Number(order) > 0) return 'normal';
  return SET_TAGS[order.toUpperCase()] ?? null;
}

/** A weight or distance in kilograms or metres, with the row's own unit when the file has a unit column. */
function measured(row: RowReader, source: UnitSource | undefined, measure: Measure, units: ReadonlyMap<string, number>) {
  if (source === undefined) return null;
  if (source.factor !== null || source.unitColumn === undefined) return row.measure(source.column, measure, source.factor ?? 1, true);
  const unit = row.text(source.unitColumn);
  const factor = unit === '' ? null : units.get(unitKey(unit));
  if (factor === undefined) {
    row.problem(source.unitColumn, 'bad_unit');
    return null;
  }
  const value = row.measure(source.column, measure, factor ?? 1, true);
  // An empty unit is Strong's for a set without weight (a pull-up); with a weight it cannot be read.
  if (value !== null && factor === null) {
    row.problem(source.unitColumn, 'bad_unit');
    return null;
  }
  return value;
}

/** The workout's length in seconds from a row, null when not written. */
function workoutSeconds(row: RowReader, columns: StrongColumns): number | null {
  const column = columns.duration;
  if (column === undefined) return null;
  let seconds: number | null;
  if (columns.durationInSeconds) seconds = row.number(column);
  else {
    const read = readDurationText(row.text(column));
    if (read === undefined) {
      row.problem(column, 'bad_number');
      return null;
    }
    seconds = read;
    if (seconds !== null && seconds < 0) {
      row.problem(column, 'negative_number');
      return null;
    }
  }
  if (seconds !== null && seconds > MAX_WORKOUT_SECONDS) {
    row.problem(column, 'number_too_large');
    return null;
  }
  return seconds;
}

/**
 * The reader of a Strong export's rows. Rows are gathered into workouts by `Workout #`, or where
 * the file has none by date and workout name. Strong writes 0 in every measured column a set does
 * not use (a squat's distance, a run's reps), so 0 there is read as nothing.
 */
export function strongReader(
  match: { columns: StrongColumns; variant: string },
  header: readonly string[],
  delimiter: CsvDelimiter,
  timeZone: string,
  now: Date,
): HistoryReader {
  const { columns } = match;
  const state = new ParseState(header, timeZone, now.getTime(), delimiter !== ',');
  const builder = new HistoryBuilder('strong');
  return {
    read(record) {
      const row = new RowReader(state, record.cells, record.row);
      if (row.isEmpty()) {
        state.skip('empty_row');
        return;
      }
      const title = row.text(columns.workoutName);
      const number = row.text(columns.workoutNumber);
      const workout = builder.workout(number !== '' ? `#${number}` : `${row.text(columns.date)}\u0000${title}`, title);
      workout.notes ??= row.optionalText(columns.workoutNotes);
      const name = row.text(columns.exercise);
      const order = row.text(columns.setOrder);
      const tag = order.toLowerCase();
      if (tag === 'rest timer') {
        state.skip('rest_timer');
        return;
      }
      if (tag === 'note') {
        // Not a set, but the exercise's note, kept with the exercise it names.
        state.skip('note_row');
        if (name !== '') {
          const exercise = builder.exercise(workout, name);
          exercise.notes ??= row.optionalText(columns.notes);
        }
        return;
      }

      const exercise = name === '' ? null : builder.exercise(workout, name);
      if (exercise === null) row.problem(columns.exercise, 'missing_exercise');
      const start = row.start(columns.date);
      const length = workoutSeconds(row, columns);
      const kind = setKind(order);
      if (kind === null) row.problem(columns.setOrder, 'bad_set_order');
      const weight_kg = measured(row, columns.weight, WEIGHT_KG, WEIGHT_UNITS);
      const reps = row.measure(columns.reps, REPS, 1, true);
      const distance_m = measured(row, columns.distance, DISTANCE_M, DISTANCE_UNITS);
      const duration_seconds = row.measure(columns.seconds, DURATION_S, 1, true);
      const rpe = row.rpe(columns.rpe);
      if (row.failed || exercise === null || start === null || kind === null) return;
      const set = { row: record.row, kind, reps, weight_kg, distance_m, duration_seconds, rpe, notes: row.optionalText(columns.notes) };
      if (isEmptySet(set)) {
        state.skip('empty_set');
        return;
      }
      builder.timeWorkout(workout, start, start.time + (length ?? 0) * 1000);
      exercise.sets.push(set);
    },
    finish: (rows) => historyOf(builder, state, match.variant, rows),
  };
}
