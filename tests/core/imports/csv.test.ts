import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { delimiterOf, forEachRecord, readCsv } from '@core/imports/csv';

const cellsOf = (text: string) => readCsv(text).records.map((record) => record.cells);

describe('readCsv: RFC 4180 records', () => {
  it('takes quotes off, reads a doubled quote as one, and keeps delimiters and line breaks inside quotes', () => {
    const text = 'name,notes\n"Squat (Barbell)","said ""deep"", then\nwent, on"\n"a;b",plain';
    expect(cellsOf(text)).toEqual([
      ['name', 'notes'],
      ['Squat (Barbell)', 'said "deep", then\nwent, on'],
      ['a;b', 'plain'],
    ]);
  });

  it('numbers records as a spreadsheet does (header 1) and says which line each starts on', () => {
    const { records } = readCsv('a,b\n"one\ntwo\r\nthree",x\ny,z\n');
    expect(records.map(({ row, line }) => [row, line])).toEqual([
      [1, 1],
      [2, 2],
      [3, 5],
    ]);
  });

  it('ends a record at CRLF, LF or a lone CR alike, and a final line break starts no record', () => {
    const expected = [
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ];
    expect(cellsOf('a,b\r\n1,2\r\n3,4\r\n')).toEqual(expected);
    expect(cellsOf('a,b\n1,2\n3,4\n')).toEqual(expected);
    expect(cellsOf('a,b\r1,2\r3,4')).toEqual(expected);
  });

  it('keeps empty fields, a trailing delimiter and a blank line in the middle as what they are', () => {
    expect(cellsOf('a,b,c\n,,\n\n1,,')).toEqual([['a', 'b', 'c'], ['', '', ''], [''], ['1', '', '']]);
  });

  it('drops a UTF-8 byte-order mark, so the first column is named as written', () => {
    expect(cellsOf('\uFEFFDate,Reps\n2024-01-01,5')[0]).toEqual(['Date', 'Reps']);
    expect(cellsOf('\uFEFF"Workout #";"Date"')[0]).toEqual(['Workout #', 'Date']);
  });

  it('keeps fields untrimmed, and a quote after a space is a character, as in a spreadsheet', () => {
    expect(cellsOf(' a , "b" ,"c" ')[0]).toEqual([' a ', ' "b" ', 'c ']);
  });

  it('reads a quote inside an unquoted field, and text after a closing quote, as characters', () => {
    expect(cellsOf('5\'10" tall,"quoted"tail,x')[0]).toEqual(['5\'10" tall', 'quotedtail', 'x']);
  });

  it('reads a quote that never closes as a character, so the rows after it are not swallowed', () => {
    const text = 'a,b\n"open,1\n2,3\n4,5';
    expect(cellsOf(text)).toEqual([
      ['a', 'b'],
      ['"open', '1'],
      ['2', '3'],
      ['4', '5'],
    ]);
  });

  it('stops after maxRecords and says there was more', () => {
    const table = readCsv('h\n1\n2\n3', { maxRecords: 2 });
    expect(table.records.map((record) => record.cells[0])).toEqual(['h', '1']);
    expect(table.truncated).toBe(true);
    expect(readCsv('h\n1', { maxRecords: 2 }).truncated).toBe(false);
  });

  it('reads back any table written by the RFC’s rules', () => {
    const cell = fc.stringMatching(/^[a-z ",;\r\n]{0,8}$/);
    const quoted = (value: string) => (value === '' || /[",;\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
    fc.assert(
      fc.property(
        fc.constantFrom(',' as const, ';' as const),
        fc.array(fc.array(cell, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 8 }),
        fc.constantFrom('\n', '\r\n'),
        (delimiter, table, lineBreak) => {
          const text = table.map((cells) => cells.map(quoted).join(delimiter)).join(lineBreak);
          expect(readCsv(text, { delimiter }).records.map((record) => record.cells)).toEqual(table);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('reads 200,000 rows', () => {
    const line = '"1";"2024-03-31 18:30:00";"Push";"3600";"Bench Press (Barbell)";"1";"62,5";"8";"";"";"";"";""';
    const text = ['"Workout #";"Date"', ...Array.from({ length: 200_000 }, () => line)].join('\n');
    const { records } = readCsv(text);
    expect(records).toHaveLength(200_001);
    expect(records[200_000]?.cells[6]).toBe('62,5');
    expect(records[200_000]?.row).toBe(200_001);
  });
});

describe('forEachRecord: the records one by one', () => {
  it('hands over each record as readCsv reads it, and stops when told', () => {
    const seen: [number, number, string[]][] = [];
    const { delimiter } = forEachRecord('a;b\n"1\n2";3\n4;5\n6;7', (record) => {
      seen.push([record.row, record.line, record.cells]);
      return record.row < 3;
    });
    expect(delimiter).toBe(';');
    expect(seen).toEqual([
      [1, 1, ['a', 'b']],
      [2, 2, ['1\n2', '3']],
      [3, 4, ['4', '5']],
    ]);
  });
});

describe('delimiterOf: the delimiter the header uses', () => {
  it('is the semicolon of a semicolon header, whatever commas the data holds', () => {
    expect(delimiterOf('"Workout #";"Date";"Weight (kg)"\n"1";"2024-03-31";"62,5"')).toBe(';');
    expect(readCsv('Date;Weight\n2024-03-31;62,5').records[1]?.cells).toEqual(['2024-03-31', '62,5']);
  });

  it('is the comma of a comma header, not swayed by semicolons inside quoted names', () => {
    expect(delimiterOf('"a;b;c","d"\n1;2;3;4;5')).toBe(',');
    expect(delimiterOf('title,start_time,exercise_title')).toBe(',');
  });

  it('is the comma for a header of one column', () => {
    expect(delimiterOf('Date')).toBe(',');
  });
});
