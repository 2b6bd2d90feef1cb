/**
 * A training history read from another logger's export (Strong or Hevy), before it is matched to
 * exercises and written: what the file says, in the file's own terms, with the person's time zone
 * applied (docs/imports.md). The parsers (core/imports/strong.ts, hevy.ts) make it; the server's
 * import turns it into workout sessions and set logs.
 */

export const IMPORT_SOURCES = ['strong', 'hevy'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/** The apps' own names, the same in every language. */
export const IMPORT_SOURCE_NAMES: Record<ImportSource, string> = { strong: 'Strong', hevy: 'Hevy' };

/** What kind of set a row was; warm-ups are kept but count for no record. */
export const IMPORTED_SET_KINDS = ['normal', 'warmup', 'drop', 'failure'] as const;
export type ImportedSetKind = (typeof IMPORTED_SET_KINDS)[number];

export interface ImportedSet {
  /** The file's row (1 = the header), for messages about it. */
  row: number;
  kind: ImportedSetKind;
  reps: number | null;
  weight_kg: number | null;
  distance_m: number | null;
  duration_seconds: number | null;
  /** 1–10 in half steps as the file has it; null when absent. */
  rpe: number | null;
  notes: string | null;
}

export interface ImportedExercise {
  /** The name exactly as the file writes it ("Squat (Barbell)"). */
  name: string;
  notes: string | null;
  /** Hevy's superset group within the workout; null when not in one. */
  superset: string | null;
  sets: ImportedSet[];
}

export interface ImportedWorkout {
  /**
   * Who this workout is across exports of the same history: the source, its start as the file
   * writes it (wall clock) and its title. A later export that overlaps an earlier one repeats the
   * same key, so importing both adds each workout once.
   */
  key: string;
  title: string;
  /** ISO instants (UTC) from the file's wall-clock times read in the chosen zone. */
  started_at: string;
  finished_at: string;
  notes: string | null;
  exercises: ImportedExercise[];
}

/** A row or cell the import cannot use, named so the person can find it in the file. */
export interface ImportProblem {
  row: number;
  /** The header's name of the column, null for the whole row. */
  column: string | null;
  message: ImportProblemCode;
  /** The cell as the file has it, cut short. */
  value: string | null;
}

/**
 * Why a row or cell was not taken. Codes, not sentences: the app and the API's callers word them
 * (the app in the person's language).
 */
export const IMPORT_PROBLEM_CODES = [
  'bad_number',
  'negative_number',
  'number_too_large',
  'bad_date',
  'future_date',
  'missing_exercise',
  'bad_unit',
  'bad_set_order',
] as const;
export type ImportProblemCode = (typeof IMPORT_PROBLEM_CODES)[number];

/** More problems than this are counted, not kept: a file read with the wrong format has one on every row. */
export const MAX_IMPORT_PROBLEMS = 1000;

/** Rows that are not sets and are left out on purpose, counted by reason. */
export const IMPORT_SKIP_REASONS = ['rest_timer', 'note_row', 'empty_row', 'empty_set'] as const;
export type ImportSkipReason = (typeof IMPORT_SKIP_REASONS)[number];

export interface ParsedHistory {
  source: ImportSource;
  /** Which variant of the source's export the header was ('strong-2024', 'hevy-lbs', …). */
  variant: string;
  workouts: ImportedWorkout[];
  /** The first MAX_IMPORT_PROBLEMS problems in file order; `problemCount` counts them all. */
  problems: ImportProblem[];
  problemCount: number;
  skipped: Partial<Record<ImportSkipReason, number>>;
  /** Data rows read, the header not counted. */
  rows: number;
}

/** A file the import cannot read at all. */
export class ImportFileError extends Error {
  constructor(
    readonly code: 'empty_file' | 'not_text' | 'unknown_format' | 'too_many_rows',
    message: string,
  ) {
    super(message);
    this.name = 'ImportFileError';
  }
}
