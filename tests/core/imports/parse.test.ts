import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_ROWS, parseHistory } from '@core/imports/parse';
import { ImportFileError, MAX_IMPORT_PROBLEMS } from '@core/imports/types';

const NOW = new Date('2025-06-01T00:00:00Z');
const RIGA = { timeZone: 'Europe/Riga', now: NOW };

const STRONG_CURRENT =
  '"Workout #";"Date";"Workout Name";"Duration (sec)";"Exercise Name";"Set Order";"Weight (kg)";"Reps";"RPE";"Distance (meters)";"Seconds";"Notes";"Workout Notes"';
const STRONG_LEGACY = 'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE';
const STRONG_UNITS =
  'Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes;Workout Duration';
const HEVY_KG =
  '"title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"';
const HEVY_LBS = HEVY_KG.replace('weight_kg', 'weight_lbs').replace('distance_km', 'distance_miles');

const strongRow = (number: number, date: string) =>
  `"${number}";"${date}";"Push";"3600";"Bench Press (Barbell)";"1";"60";"8";"";"";"";"";""`;

/** parseHistory's ImportFileError, for its code and message. */
function fileError(text: string): ImportFileError {
  try {
    parseHistory(text, RIGA);
  } catch (error) {
    if (error instanceof ImportFileError) return error;
    throw error;
  }
  throw new Error('The file was read');
}

describe('parseHistory: which export a file is, from its header alone', () => {
  it.each([
    ['strong', 'strong-2024', `${STRONG_CURRENT}\n${strongRow(1, '2024-03-30 18:30:00')}`],
    ['strong', 'strong-legacy', `${STRONG_LEGACY}\n2024-03-30 18:30:00,Push,1h,Bench Press (Barbell),1,60,8,0,0,,,`],
    ['strong', 'strong-unit-columns', `${STRONG_UNITS}\n2024-03-30 18:30:00;Push;Bench Press (Barbell);1;60;kg;8;;;;0;;;53m`],
    ['hevy', 'hevy-kg', `${HEVY_KG}\n"Push","15 Sep 2024, 07:48","15 Sep 2024, 08:52","","Bench Press (Barbell)",,"",0,"normal",60,8,,,`],
    [
      'hevy',
      'hevy-lbs',
      `${HEVY_LBS}\n"Push","15 Sep 2024, 07:48","15 Sep 2024, 08:52","","Bench Press (Barbell)",,"",0,"normal",135,8,,,`,
    ],
  ])('reads a %s file (%s)', (source, variant, text) => {
    const history = parseHistory(text, RIGA);
    expect(history).toMatchObject({ source, variant, problems: [] });
    expect(history.workouts[0]?.exercises[0]?.sets).toHaveLength(1);
  });

  it('finds the columns by name, not by place, whatever their case and surrounding spaces', () => {
    const text = ['Reps,  exercise name ,WEIGHT,Set Order,Workout Name,Date', '8,Squat (Barbell),100,1,Legs,2024-03-30 18:30:00'].join(
      '\n',
    );
    const history = parseHistory(text, RIGA);
    expect(history.source).toBe('strong');
    expect(history.workouts[0]?.exercises[0]).toMatchObject({ name: 'Squat (Barbell)', sets: [{ reps: 8, weight_kg: 100 }] });
  });

  it('reads a file with a byte-order mark and CRLF line ends, as Excel saves it', () => {
    const history = parseHistory(`\uFEFF${STRONG_CURRENT}\r\n${strongRow(1, '2024-03-30 18:30:00')}\r\n`, RIGA);
    expect(history.workouts).toHaveLength(1);
    expect(history.rows).toBe(1);
  });

  it('reads a header without rows as an export with no workouts, not as a broken file', () => {
    expect(parseHistory(`${HEVY_KG}\n`, RIGA)).toEqual({
      source: 'hevy',
      variant: 'hevy-kg',
      workouts: [],
      problems: [],
      problemCount: 0,
      skipped: {},
      rows: 0,
    });
  });

  it('refuses a file with nothing in it as empty_file', () => {
    for (const text of ['', '  \n\t\r\n', '\uFEFF']) expect(fileError(text).code).toBe('empty_file');
  });

  it('refuses binary content as not_text: NUL bytes, or control characters in place of text', () => {
    expect(fileError(`PK\u0003\u0004\u0014\u0000\u0006\u0000${STRONG_CURRENT}`).code).toBe('not_text');
    const controls = Array.from({ length: 400 }, (_, index) => String.fromCharCode(1 + (index % 8))).join('');
    expect(fileError(`${controls}abc,def\n`).code).toBe('not_text');
  });

  it('reads a text with a stray control character or two as text', () => {
    const history = parseHistory(`${STRONG_CURRENT}\n${strongRow(1, '2024-03-30 18:30:00').replace('Push', 'Push\u0007')}`, RIGA);
    expect(history.workouts[0]?.title).toBe('Push\u0007');
  });

  it('refuses another app’s export as unknown_format, saying which columns were expected', () => {
    const error = fileError('Date,Exercise,Category,Weight (kgs),Reps,Distance,Distance Unit,Time\n2024-03-30,Squat,Legs,100,5,,,');
    expect(error.code).toBe('unknown_format');
    expect(error.message).toContain('Set Order');
    expect(error.message).toContain('exercise_title');
    expect(error.message).toContain('Weight (kgs)');
  });

  it('refuses a Strong or Hevy header that lacks a column it needs, naming the column', () => {
    const strong = fileError('Date,Workout Name,Exercise Name,Set Order,Weight\n2024-03-30 18:30:00,Push,Squat,1,100');
    expect(strong.code).toBe('unknown_format');
    expect(strong.message).toMatch(/Strong export's but lacks Reps/);
    const hevy = fileError('"title","exercise_title","reps"\n"Push","Squat",5');
    expect(hevy.message).toMatch(/Hevy export's but lacks start_time/);
  });

  it('refuses a weight or distance column in a unit it does not know rather than drop the weights', () => {
    const error = fileError('Date,Workout Name,Exercise Name,Set Order,Weight (stone),Reps\n2024-03-30 18:30:00,Push,Squat,1,10,5');
    expect(error.code).toBe('unknown_format');
    expect(error.message).toContain('Weight (kg) or Weight (lbs)');
  });

  it(`refuses more than ${MAX_IMPORT_ROWS} data rows as too_many_rows, and reads exactly that many`, () => {
    const header = 'Date,Workout Name,Exercise Name,Set Order,Reps';
    const rows = (count: number) => `${header}\n${',,,,\n'.repeat(count)}`;
    expect(fileError(rows(MAX_IMPORT_ROWS + 1)).code).toBe('too_many_rows');
    const history = parseHistory(rows(MAX_IMPORT_ROWS), RIGA);
    expect(history.rows).toBe(MAX_IMPORT_ROWS);
    expect(history.skipped).toEqual({ empty_row: MAX_IMPORT_ROWS });
  });

  it('refuses a time zone Intl does not know: the caller’s mistake, not the file’s', () => {
    expect(() => parseHistory(`${STRONG_CURRENT}\n${strongRow(1, '2024-03-30 18:30:00')}`, { timeZone: 'Riga', now: NOW })).toThrow(
      RangeError,
    );
  });

  it(`keeps the first ${MAX_IMPORT_PROBLEMS} problems and counts them all`, () => {
    const rows = Array.from({ length: 1500 }, (_, index) => strongRow(index + 1, 'not a date'));
    const history = parseHistory([STRONG_CURRENT, ...rows].join('\n'), RIGA);
    expect(history.problems).toHaveLength(MAX_IMPORT_PROBLEMS);
    expect(history.problemCount).toBe(1500);
    expect(history.problems[0]?.row).toBe(2);
    expect(history.problems.at(-1)?.row).toBe(MAX_IMPORT_PROBLEMS + 1);
  });

  it('reads a history of 20,000 rows', () => {
    // Four workouts a week for ten years, ten sets each.
    const rows: string[] = [];
    for (let workout = 0; workout < 2000; workout++) {
      const date = new Date(Date.UTC(2014, 0, 1) + workout * 1.75 * 86_400_000).toISOString().slice(0, 10);
      for (let set = 1; set <= 10; set++) {
        const exercise = set <= 5 ? 'Squat (Barbell)' : 'Bench Press (Barbell)';
        rows.push(
          `"${workout + 1}";"${date} 18:00:00";"Day ${workout % 3}";"3600";"${exercise}";"${set}";"${60 + set},5";"5";"8";"";"";"";""`,
        );
      }
    }
    const history = parseHistory([STRONG_CURRENT, ...rows].join('\n'), RIGA);
    expect(history.rows).toBe(20_000);
    expect(history.problemCount).toBe(0);
    expect(history.workouts).toHaveLength(2000);
    expect(history.workouts.every((workout) => workout.exercises.length === 2)).toBe(true);
    expect(new Set(history.workouts.map((workout) => workout.key)).size).toBe(2000);
  });
});
