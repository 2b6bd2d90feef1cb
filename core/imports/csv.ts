/**
 * A CSV reader for the exports of other training apps (RFC 4180: quoted fields, doubled quotes,
 * line breaks inside quotes, CRLF or LF), written for speed: a history of years is a few hundred
 * thousand rows, read on a phone.
 */

export type CsvDelimiter = ',' | ';';

export interface CsvRecord {
  /** The record's number, 1 for the header: what a spreadsheet shows, since it also counts records, not lines. */
  row: number;
  /** The line of the text the record starts on (1-based); a quoted line break makes a record span lines. */
  line: number;
  /** The fields as written, quotes taken off, not trimmed. */
  cells: string[];
}

export interface CsvTable {
  delimiter: CsvDelimiter;
  /** Every record, the header first; a line break ending the text starts no record. */
  records: CsvRecord[];
  /** Records were left unread because there were more than `maxRecords`. */
  truncated: boolean;
}

const QUOTE = 34;
const LF = 10;
const CR = 13;
const COMMA = 44;
const SEMICOLON = 59;

/**
 * The delimiter the header uses: Strong writes `;` in its current export and in some older ones,
 * `,` in others, Hevy `,`. Counted outside quotes, so a header naming "Weight (kg, lbs)" cannot sway it.
 */
export function delimiterOf(text: string): CsvDelimiter {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === QUOTE) quoted = !quoted;
    else if (quoted) continue;
    else if (code === LF || code === CR) break;
    else if (code === COMMA) commas++;
    else if (code === SEMICOLON) semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

/**
 * Reads `text` into records. A leading UTF-8 byte-order mark is dropped (Excel writes one).
 *
 * Lenient where files in the wild are not RFC 4180: a quote inside an unquoted field is a
 * character, and text after a closing quote joins the field. A quote that opens a field and is
 * never closed would swallow the rest of the file into one cell and lose every row after it
 * without a word; such a quote is read as a character instead, so only its own row can go wrong.
 */
export function readCsv(text: string, options: { delimiter?: CsvDelimiter; maxRecords?: number } = {}): CsvTable {
  const maxRecords = options.maxRecords ?? Infinity;
  const records: CsvRecord[] = [];
  let truncated = false;
  const { delimiter } = forEachRecord(
    text,
    (record) => {
      if (records.length >= maxRecords) {
        truncated = true;
        return false;
      }
      records.push(record);
    },
    options,
  );
  return { delimiter, records, truncated };
}

/**
 * Hands each record of `text` to `visit` as it is read, as `readCsv` reads them, until `visit`
 * answers false. A history of a few hundred thousand rows is read this way without holding
 * every cell at once: the rows' cells are garbage as soon as they are read, which is most of the
 * memory, and most of the time, a whole table would cost.
 */
export function forEachRecord(
  text: string,
  visit: (record: CsvRecord) => unknown,
  options: { delimiter?: CsvDelimiter } = {},
): { delimiter: CsvDelimiter } {
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const body = start === 0 ? text : text.slice(start);
  const delimiter = options.delimiter ?? delimiterOf(body);
  const separator = delimiter.charCodeAt(0);
  const length = body.length;

  let index = 0;
  let line = 1;
  let row = 0;
  // Once a quote was found that never closes, no later quote can close either (every quote after
  // it pairs up as a doubled quote), so later fields are not searched to the end of the text again.
  let quotesUnreliable = false;

  while (index < length) {
    const cells: string[] = [];
    const recordLine = line;
    // One pass per field; the field ends at a delimiter (another field follows) or a line break.
    for (;;) {
      let value: string;
      if (body.charCodeAt(index) === QUOTE && !quotesUnreliable) {
        const end = readQuoted(body, index + 1);
        if (end === -1) {
          quotesUnreliable = true;
          continue;
        }
        value = quoted.value;
        line += quoted.lineBreaks;
        index = end;
        // Text between the closing quote and the delimiter, if any, is kept rather than lost.
        const tail = index;
        while (index < length) {
          const code = body.charCodeAt(index);
          if (code === separator || code === LF || code === CR) break;
          index++;
        }
        if (index > tail) value += body.slice(tail, index);
      } else {
        const from = index;
        while (index < length) {
          const code = body.charCodeAt(index);
          if (code === separator || code === LF || code === CR) break;
          index++;
        }
        value = body.slice(from, index);
      }
      cells.push(value);
      if (index < length && body.charCodeAt(index) === separator) {
        index++;
        continue;
      }
      break;
    }
    // At a line break or the end of the text: CRLF, LF and a lone CR each end one record.
    if (index < length) {
      if (body.charCodeAt(index) === CR && body.charCodeAt(index + 1) === LF) index++;
      index++;
      line++;
    }
    row++;
    if (visit({ row, line: recordLine, cells }) === false) break;
  }
  return { delimiter };
}

/** The last quoted field read; one object reused rather than one made for each of a million fields. */
const quoted = { value: '', lineBreaks: 0 };

/**
 * Reads the quoted field whose content starts at `from` into `quoted` and answers the index after
 * its closing quote, or -1 when the closing quote never comes.
 */
function readQuoted(body: string, from: number): number {
  let value = '';
  let segment = from;
  for (;;) {
    const quote = body.indexOf('"', segment);
    if (quote === -1) return -1;
    if (body.charCodeAt(quote + 1) === QUOTE) {
      value += body.slice(segment, quote + 1);
      segment = quote + 2;
      continue;
    }
    quoted.value = value + body.slice(segment, quote);
    quoted.lineBreaks = lineBreaksIn(body, from, quote);
    return quote + 1;
  }
}

/** Line breaks in body[from, to), counted the way the reader counts lines: CRLF once, a lone CR once. */
function lineBreaksIn(body: string, from: number, to: number): number {
  let count = 0;
  for (let index = from; index < to; index++) {
    const code = body.charCodeAt(index);
    if (code === LF) count++;
    else if (code === CR && body.charCodeAt(index + 1) !== LF) count++;
  }
  return count;
}
