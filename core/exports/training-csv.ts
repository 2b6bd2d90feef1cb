import { wallClockIn } from '../imports/zone';

/**
 * A training history written in Strong's and Hevy's own CSV layouts (docs/imports.md,
 * "Writing the files"), so that a person can take their Treneris history into either app, and
 * back: what these write, core/imports reads as the same workouts, sets and numbers.
 */

export interface ExportedSet {
  reps: number | null;
  weight_kg: number | null;
  distance_m: number | null;
  duration_seconds: number | null;
  rpe: number | null;
  notes: string | null;
}

export interface ExportedExercise {
  name: string;
  notes: string | null;
  /** The superset group within the workout (Hevy keeps it); null when not in one. */
  superset: string | null;
  sets: ExportedSet[];
}

export interface ExportedWorkout {
  title: string;
  /** ISO instants. */
  started_at: string;
  finished_at: string | null;
  notes: string | null;
  exercises: ExportedExercise[];
}

/** What a spreadsheet would run as a formula when a cell starts with it (OWASP, "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell, quoted. A text a spreadsheet would take for a formula ("=HYPERLINK(…)", "+1", "@SUM")
 * is written with a leading apostrophe, which spreadsheets show as text and do not run; numbers
 * are written as numbers.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '""';
  const text = typeof value === 'number' ? numberText(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * A number as the apps write it: a point for decimals, no more digits than it has. Five decimals
 * keep a distance in kilometres to the centimetre and drop the float noise of a division.
 */
function numberText(value: number): string {
  return String(Math.round(value * 100_000) / 100_000);
}

const line = (cells: readonly (string | number | null)[], delimiter: string) => cells.map(csvCell).join(delimiter);

/** 'yyyy-MM-dd HH:mm:ss' in the zone: Strong's way of writing a time. */
const strongTime = (iso: string, timeZone: string) => wallClockIn(new Date(iso), timeZone).replace('T', ' ');

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '15 Sep 2025, 07:48' in the zone: Hevy's way. */
function hevyTime(iso: string, timeZone: string): string {
  const clock = wallClockIn(new Date(iso), timeZone);
  const [year, month, day] = clock.slice(0, 10).split('-').map(Number);
  return `${day ?? 1} ${MONTHS[(month ?? 1) - 1] ?? 'Jan'} ${year ?? 1970}, ${clock.slice(11, 16)}`;
}

const seconds = (workout: ExportedWorkout) =>
  workout.finished_at === null ? 0 : Math.max(0, Math.round((Date.parse(workout.finished_at) - Date.parse(workout.started_at)) / 1000));

const STRONG_HEADER = [
  'Workout #',
  'Date',
  'Workout Name',
  'Duration (sec)',
  'Exercise Name',
  'Set Order',
  'Weight (kg)',
  'Reps',
  'RPE',
  'Distance (meters)',
  'Seconds',
  'Notes',
  'Workout Notes',
] as const;

/** A CSV layout: its header line, and the lines of one workout (the `number`th, from 1). */
export interface CsvLayout {
  header: string;
  lines(workout: ExportedWorkout, number: number, timeZone: string): string[];
}

/** Strong's current layout: semicolons, every cell quoted, one row per set, sets numbered from 1 per exercise. */
export const STRONG_CSV: CsvLayout = {
  header: line(STRONG_HEADER, ';'),
  lines(workout, number, timeZone) {
    const date = strongTime(workout.started_at, timeZone);
    return workout.exercises.flatMap((exercise) =>
      exercise.sets.map((set, index) =>
        line(
          [
            number,
            date,
            workout.title,
            seconds(workout),
            exercise.name,
            index + 1,
            set.weight_kg ?? 0,
            set.reps ?? 0,
            set.rpe,
            set.distance_m ?? 0,
            set.duration_seconds ?? 0,
            set.notes,
            workout.notes,
          ],
          ';',
        ),
      ),
    );
  },
};

const HEVY_HEADER = [
  'title',
  'start_time',
  'end_time',
  'description',
  'exercise_title',
  'superset_id',
  'exercise_notes',
  'set_index',
  'set_type',
  'weight_kg',
  'reps',
  'distance_km',
  'duration_seconds',
  'rpe',
] as const;

/** Hevy's layout in kilograms: commas, every cell quoted, sets numbered from 0 per exercise, all of them normal sets. */
export const HEVY_CSV: CsvLayout = {
  header: line(HEVY_HEADER, ','),
  lines(workout, _number, timeZone) {
    const start = hevyTime(workout.started_at, timeZone);
    const end = hevyTime(workout.finished_at ?? workout.started_at, timeZone);
    return workout.exercises.flatMap((exercise) =>
      exercise.sets.map((set, index) =>
        line(
          [
            workout.title,
            start,
            end,
            workout.notes,
            exercise.name,
            exercise.superset,
            exercise.notes,
            index,
            'normal',
            set.weight_kg,
            set.reps,
            set.distance_m === null ? null : set.distance_m / 1000,
            set.duration_seconds,
            set.rpe,
          ],
          ',',
        ),
      ),
    );
  },
};

/** A whole history in `layout`, a line at a time. */
export function* csvLines(layout: CsvLayout, workouts: Iterable<ExportedWorkout>, timeZone: string): Generator<string> {
  yield layout.header;
  let number = 0;
  for (const workout of workouts) {
    number += 1;
    yield* layout.lines(workout, number, timeZone);
  }
}
