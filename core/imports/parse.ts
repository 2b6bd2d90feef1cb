/**
 * Reading a training history exported from Strong or Hevy (docs/imports.md "Reading the files").
 * The format is told by the file's header alone: people rename files, and the same app has written
 * several shapes under one name.
 */
import { type CsvDelimiter, delimiterOf, forEachRecord } from './csv';
import { HEVY_REQUIRED_COLUMNS, hevyHeader, hevyReader } from './hevy';
import type { HistoryReader } from './history';
import { STRONG_REQUIRED_COLUMNS, strongHeader, strongReader } from './strong';
import { ImportFileError, type ParsedHistory } from './types';
import { isTimeZone } from './zone';

/** Data rows one file may hold: one row a set, 25 sets every day for 27 years. */
export const MAX_IMPORT_ROWS = 250_000;

export interface ParseOptions {
  /** The IANA zone whose wall clock the file's times are written in (neither app writes one). */
  timeZone: string;
  /** Workouts that start after this are refused, row by row, as `future_date`. */
  now: Date;
}

/** How much of the file's start is looked at to tell text from binary. */
const SAMPLE_LENGTH = 65_536;
/** Text has no control characters but tabs and line breaks; a decoded binary file is full of them. */
const MAX_CONTROL_SHARE = 0.05;

function isText(text: string): boolean {
  // Text never holds NUL, and a binary file (an .xlsx, an image) almost always does.
  if (text.includes('\u0000')) return false;
  const sample = Math.min(text.length, SAMPLE_LENGTH);
  let controls = 0;
  for (let index = 0; index < sample; index++) {
    const code = text.charCodeAt(index);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || (code >= 0x7f && code <= 0x9f)) controls++;
  }
  return controls <= sample * MAX_CONTROL_SHARE;
}

const EXPECTED =
  `a Strong export's header has the columns ${STRONG_REQUIRED_COLUMNS.join(', ')} (with Weight, Distance, Seconds, RPE and notes), ` +
  `a Hevy export's has ${HEVY_REQUIRED_COLUMNS.join(', ')} (with weight_kg or weight_lbs, set_type, rpe and the rest)`;

/**
 * The workouts of a Strong or Hevy CSV export, with the rows it could not take as problems.
 * Throws ImportFileError when the file cannot be read at all, and RangeError for a `timeZone`
 * Intl does not know (the caller's mistake, not the file's).
 */
export function parseHistory(text: string, options: ParseOptions): ParsedHistory {
  if (!isTimeZone(options.timeZone)) throw new RangeError(`Not a time zone: ${options.timeZone}`);
  if (/^[\s\uFEFF]*$/.test(text)) throw new ImportFileError('empty_file', 'The file is empty.');
  if (!isText(text)) throw new ImportFileError('not_text', 'The file is not text: it holds binary data, not a CSV export.');
  const delimiter = delimiterOf(text);
  let reader: HistoryReader | undefined;
  let rows = 0;
  forEachRecord(
    text,
    (record) => {
      if (reader === undefined) {
        reader = readerFor(record.cells, delimiter, options);
        return;
      }
      // Past the limit the file is refused whole, so a file far over it is not read to its end.
      if (++rows > MAX_IMPORT_ROWS)
        throw new ImportFileError('too_many_rows', `The file has more than ${MAX_IMPORT_ROWS} rows; export a shorter period.`);
      reader.read(record);
    },
    { delimiter },
  );
  // A text that is not blank has a header, so this is only for the type checker.
  if (reader === undefined) throw new ImportFileError('empty_file', 'The file is empty.');
  return reader.finish(rows);
}

/** The reader for the export `header` belongs to; ImportFileError when it is neither's. */
function readerFor(header: readonly string[], delimiter: CsvDelimiter, options: ParseOptions): HistoryReader {
  const strong = strongHeader(header);
  if (strong !== null && 'columns' in strong) return strongReader(strong, header, delimiter, options.timeZone, options.now);
  const hevy = hevyHeader(header);
  if (hevy !== null && 'columns' in hevy) return hevyReader(hevy, header, delimiter, options.timeZone, options.now);
  const lacking = strong ?? hevy;
  if (lacking !== null)
    throw new ImportFileError(
      'unknown_format',
      `The header looks like a ${strong === null ? 'Hevy' : 'Strong'} export's but lacks ${lacking.missing.join(', ')}: ${EXPECTED}.`,
    );
  const named = header
    .map((name) => name.trim())
    .slice(0, 20)
    .join(', ')
    .slice(0, 300);
  throw new ImportFileError('unknown_format', `The header (${named}) is not a Strong or Hevy export's: ${EXPECTED}.`);
}
