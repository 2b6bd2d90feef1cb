/**
 * What the Strong and Hevy parsers share: reading a row's cells against the set log's limits,
 * collecting problems, and gathering rows into workouts and exercises (docs/imports.md
 * "Reading the files").
 */
import type { CsvRecord } from './csv';
import {
  type ImportedExercise,
  type ImportedSet,
  type ImportedWorkout,
  type ImportProblem,
  type ImportProblemCode,
  type ImportSkipReason,
  type ImportSource,
  MAX_IMPORT_PROBLEMS,
  type ParsedHistory,
} from './types';
import { readNumber, readWallClock } from './values';
import { instantInZone } from './zone';

/** How a measured column is held to the set log's limits (core/records/sessions.ts). */
export interface Measure {
  max: number;
  /** Counts (reps) must be whole as written: 7.5 reps is a mistake, not a rounding. */
  integer?: boolean;
  /** Decimals kept after a unit conversion, so 135 lb is 61.235 kg and not 61.234869… */
  decimals: number;
}

export const REPS: Measure = { max: 1000, integer: true, decimals: 0 };
export const WEIGHT_KG: Measure = { max: 1000, decimals: 3 };
export const DISTANCE_M: Measure = { max: 1_000_000, decimals: 2 };
/** Fractions of a second from a timer are rounded: the set log keeps whole seconds. */
export const DURATION_S: Measure = { max: 86_400, decimals: 0 };

const MAX_VALUE_LENGTH = 80;

/** A cell as the file has it, for a problem; long notes are cut, by characters rather than UTF-16 halves. */
function shown(cell: string | undefined): string | null {
  if (cell === undefined || cell === '') return null;
  return cell.length <= MAX_VALUE_LENGTH ? cell : Array.from(cell).slice(0, MAX_VALUE_LENGTH).join('');
}

const round = (value: number, decimals: number) => {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
};

export interface Wall {
  /** 'yyyy-MM-ddTHH:mm:ss' as the file writes it. */
  wall: string;
  time: number;
}

/** What one parse shares across its rows. */
export class ParseState {
  readonly problems: ImportProblem[] = [];
  problemCount = 0;
  readonly skipped: Partial<Record<ImportSkipReason, number>> = {};
  // A history repeats each workout's start on every one of its rows: each text is read once.
  private readonly walls = new Map<string, Wall | null>();

  constructor(
    readonly header: readonly string[],
    readonly timeZone: string,
    readonly now: number,
    /** Whether a decimal comma can be meant: only when the file's delimiter is not the comma. */
    readonly decimalComma: boolean,
  ) {}

  report(problem: ImportProblem): void {
    this.problemCount++;
    if (this.problems.length < MAX_IMPORT_PROBLEMS) this.problems.push(problem);
  }

  skip(reason: ImportSkipReason): void {
    this.skipped[reason] = (this.skipped[reason] ?? 0) + 1;
  }

  wallOf(text: string): Wall | null {
    let read = this.walls.get(text);
    if (read === undefined) {
      const wall = readWallClock(text);
      read = wall === null ? null : { wall, time: instantInZone(wall, this.timeZone).getTime() };
      this.walls.set(text, read);
    }
    return read;
  }
}

/** One data row, read cell by cell; every problem found is reported, and any one drops the row. */
export class RowReader {
  failed = false;

  constructor(
    private readonly state: ParseState,
    readonly cells: readonly string[],
    readonly row: number,
  ) {}

  isEmpty(): boolean {
    return this.cells.every((cell) => cell.trim() === '');
  }

  /** The cell trimmed; '' for a column the file does not have or a row cut short. */
  text(column: number | undefined): string {
    return column === undefined ? '' : (this.cells[column] ?? '').trim();
  }

  optionalText(column: number | undefined): string | null {
    const text = this.text(column);
    return text === '' ? null : text;
  }

  problem(column: number | undefined, code: ImportProblemCode): void {
    this.failed = true;
    this.state.report({
      row: this.row,
      column: column === undefined ? null : (this.state.header[column] ?? '').trim(),
      message: code,
      value: column === undefined ? null : shown(this.cells[column]?.trim()),
    });
  }

  /**
   * A number in the set log's unit: `factor` converts the file's unit; null for an empty cell and,
   * with `zeroIsNone`, for 0 (what Strong writes in the columns a set does not use).
   */
  measure(column: number | undefined, measure: Measure, factor = 1, zeroIsNone = false): number | null {
    const value = this.number(column);
    if (value === null) return null;
    if (measure.integer === true && !Number.isInteger(value)) {
      this.problem(column, 'bad_number');
      return null;
    }
    if (value === 0 && zeroIsNone) return null;
    const converted = round(value * factor, measure.decimals);
    if (converted > measure.max) {
      this.problem(column, 'number_too_large');
      return null;
    }
    return converted;
  }

  /** A non-negative number as written, null when empty; reports what it cannot take. */
  number(column: number | undefined): number | null {
    if (column === undefined) return null;
    const value = readNumber(this.cells[column] ?? '', this.state.decimalComma);
    if (value === undefined) this.problem(column, 'bad_number');
    else if (value !== null && value < 0) this.problem(column, 'negative_number');
    else return value;
    return null;
  }

  /** RPE 1–10; 0 or empty is none (Strong writes 0 when none was given). */
  rpe(column: number | undefined): number | null {
    const value = this.number(column);
    if (value === null || value === 0) return null;
    if (value < 1 || value > 10) {
      this.problem(column, 'bad_number');
      return null;
    }
    return value;
  }

  /** When the row's workout started: it must be written, readable and not later than `now`. */
  start(column: number): Wall | null {
    const read = this.state.wallOf(this.text(column));
    if (read === null) this.problem(column, 'bad_date');
    else if (read.time > this.state.now) this.problem(column, 'future_date');
    else return read;
    return null;
  }

  /** A wall-clock time that may be left empty (null); one that is written must be readable. */
  optionalTime(column: number | undefined): Wall | null {
    const text = this.text(column);
    if (text === '') return null;
    const read = this.state.wallOf(text);
    if (read === null) this.problem(column, 'bad_date');
    return read;
  }
}

export interface WorkoutDraft {
  title: string;
  start: Wall | null;
  finish: number | null;
  notes: string | null;
  exercises: ImportedExercise[];
  /** The exercise the workout's last row with a name belonged to, to which the next row of that name adds. */
  current: ImportedExercise | null;
}

/** Gathers rows into workouts, in file order. */
export class HistoryBuilder {
  private readonly drafts = new Map<string, WorkoutDraft>();

  constructor(readonly source: ImportSource) {}

  /** The workout rows with this grouping key belong to, made on its first row. */
  workout(group: string, title: string): WorkoutDraft {
    let draft = this.drafts.get(group);
    if (draft === undefined) {
      draft = { title, start: null, finish: null, notes: null, exercises: [], current: null };
      this.drafts.set(group, draft);
    }
    return draft;
  }

  /**
   * The exercise a row names. Rows of one exercise follow each other; the same name after another
   * exercise is a second entry (Hevy and Strong write an exercise done twice in a workout that way,
   * and merging the two would reorder what was done).
   */
  exercise(draft: WorkoutDraft, name: string): ImportedExercise {
    if (draft.current?.name !== name) {
      draft.current = { name, notes: null, superset: null, sets: [] };
      draft.exercises.push(draft.current);
    }
    return draft.current;
  }

  /** Times from the workout's first set that was taken, which all its rows repeat. */
  timeWorkout(draft: WorkoutDraft, start: Wall, finish: number): void {
    if (draft.start !== null) return;
    draft.start = start;
    draft.finish = Math.max(finish, start.time);
  }

  /** The workouts with at least one set, by start time (file order for equal starts), exercises without sets left out. */
  workouts(): ImportedWorkout[] {
    const taken: { start: Wall; workout: ImportedWorkout }[] = [];
    for (const draft of this.drafts.values()) {
      const exercises = draft.exercises.filter((exercise) => exercise.sets.length > 0);
      if (draft.start === null || exercises.length === 0) continue;
      taken.push({
        start: draft.start,
        workout: {
          key: '',
          title: draft.title,
          started_at: new Date(draft.start.time).toISOString(),
          finished_at: new Date(draft.finish ?? draft.start.time).toISOString(),
          notes: draft.notes,
          exercises,
        },
      });
    }
    taken.sort((a, b) => a.start.time - b.start.time);
    const keys = new Map<string, number>();
    for (const { start, workout } of taken) {
      // The key is what the file says, not the instant: the same file read with another zone, or a
      // later export of the same history, gives each workout the same key, so it is imported once.
      // Minutes only, because Hevy writes none and Strong's seconds are noise a format change could drop.
      const key = `${this.source}:${start.wall.slice(0, 16)}:${workout.title}`;
      // Two workouts of one title started in the same minute (Strong numbers them apart) must not
      // share a key, or the second would be taken for the first; the order is the file's, so a
      // later export numbers them alike.
      const seen = (keys.get(key) ?? 0) + 1;
      keys.set(key, seen);
      workout.key = seen === 1 ? key : `${key}:${seen}`;
    }
    return taken.map(({ workout }) => workout);
  }
}

/** The parse's answer, once every row is read. */
export function historyOf(builder: HistoryBuilder, state: ParseState, variant: string, rows: number): ParsedHistory {
  return {
    source: builder.source,
    variant,
    workouts: builder.workouts(),
    problems: state.problems,
    problemCount: state.problemCount,
    skipped: state.skipped,
    rows,
  };
}

/** Header names compared as a person reads them: case and surrounding spaces do not matter. */
export function columnsOf(header: readonly string[]): (name: string) => number | undefined {
  const index = new Map<string, number>();
  header.forEach((name, column) => {
    const key = name.trim().toLowerCase();
    if (!index.has(key)) index.set(key, column);
  });
  return (name) => index.get(name.toLowerCase());
}

/** A header that is the source's, or what it lacks to be read; null when it is not the source's at all. */
export type HeaderMatch<Columns> = { columns: Columns; variant: string } | { missing: string[] } | null;

/**
 * A set row that measured nothing: no reps, weight, distance or time above zero. Such rows are
 * sets added and never filled in; a set of 0 kg × 0 reps is no record of anything.
 */
export function isEmptySet(set: Pick<ImportedSet, 'reps' | 'weight_kg' | 'distance_m' | 'duration_seconds'>): boolean {
  return !((set.reps ?? 0) > 0 || (set.weight_kg ?? 0) > 0 || (set.distance_m ?? 0) > 0 || (set.duration_seconds ?? 0) > 0);
}

/** A format's reader: given the data records one by one, then asked for the history. */
export interface HistoryReader {
  read(record: CsvRecord): void;
  finish(rows: number): ParsedHistory;
}
