import { describe, expect, it } from 'vitest';
import { parseHistory } from '@core/imports/parse';

const NOW = new Date('2025-06-01T00:00:00Z');
const RIGA = { timeZone: 'Europe/Riga', now: NOW };

const CURRENT = [
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
];

const BENCH = 'Bench Press (Barbell)';
const SQUAT = 'Squat (Barbell)';

/** A set of the current export, every column written unless overridden. */
const current = (cells: Partial<Record<string, string>> = {}): Record<string, string> => ({
  'Workout #': '1',
  Date: '2024-03-30 18:30:00',
  'Workout Name': 'Push',
  'Duration (sec)': '3600',
  'Exercise Name': BENCH,
  'Set Order': '1',
  'Weight (kg)': '60',
  Reps: '8',
  RPE: '',
  'Distance (meters)': '',
  Seconds: '',
  Notes: '',
  'Workout Notes': '',
  ...cells,
});

/** The file as Strong writes it now: semicolons, every field quoted. */
function currentFile(rows: Record<string, string>[]): string {
  const quoted = (value: string) => `"${value.replace(/"/g, '""')}"`;
  return [CURRENT.map(quoted).join(';'), ...rows.map((row) => CURRENT.map((name) => quoted(row[name] ?? '')).join(';'))].join('\n');
}

/** A file of an older shape: the header as given, fields quoted only where needed, commas unless told. */
function olderFile(header: string[], rows: Record<string, string>[], delimiter = ','): string {
  const field = (value: string) => (/[",;\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return [header.join(delimiter), ...rows.map((row) => header.map((name) => field(row[name] ?? '')).join(delimiter))].join('\n');
}

const LEGACY = [
  'Date',
  'Workout Name',
  'Duration',
  'Exercise Name',
  'Set Order',
  'Weight',
  'Reps',
  'Distance',
  'Seconds',
  'Notes',
  'Workout Notes',
  'RPE',
];
const UNIT_COLUMNS = [
  'Date',
  'Workout Name',
  'Exercise Name',
  'Set Order',
  'Weight',
  'Weight Unit',
  'Reps',
  'RPE',
  'Distance',
  'Distance Unit',
  'Seconds',
  'Notes',
  'Workout Notes',
  'Workout Duration',
];

const legacy = (cells: Partial<Record<string, string>> = {}): Record<string, string> => ({
  Date: '2024-03-30 18:30:00',
  'Workout Name': 'Push',
  Duration: '1h 5m',
  'Exercise Name': BENCH,
  'Set Order': '1',
  Weight: '60',
  Reps: '8',
  Distance: '0',
  Seconds: '0',
  ...cells,
});

const setsOf = (text: string) =>
  parseHistory(text, RIGA).workouts.flatMap((workout) => workout.exercises.flatMap((exercise) => exercise.sets));

describe('Strong’s current export: semicolons, every field quoted, units in the header', () => {
  it('reads a workout: its start in the chosen zone, its end Duration (sec) later, its exercises and sets in file order', () => {
    const history = parseHistory(
      currentFile([
        current({ 'Workout Notes': 'Felt strong', Notes: 'paused' }),
        current({ 'Set Order': '2', 'Weight (kg)': '62.5', Reps: '6', RPE: '8.5', 'Workout Notes': 'Felt strong' }),
        current({ 'Exercise Name': 'Plank', 'Weight (kg)': '', Reps: '', Seconds: '60' }),
        current({ 'Exercise Name': 'Running (Treadmill)', 'Weight (kg)': '', Reps: '', 'Distance (meters)': '5000', Seconds: '1500' }),
      ]),
      RIGA,
    );
    expect(history).toMatchObject({ source: 'strong', variant: 'strong-2024', rows: 4, problems: [], problemCount: 0, skipped: {} });
    expect(history.workouts).toEqual([
      {
        key: 'strong:2024-03-30T18:30:Push',
        title: 'Push',
        started_at: '2024-03-30T16:30:00.000Z',
        finished_at: '2024-03-30T17:30:00.000Z',
        notes: 'Felt strong',
        exercises: [
          {
            name: BENCH,
            notes: null,
            superset: null,
            sets: [
              { row: 2, kind: 'normal', reps: 8, weight_kg: 60, distance_m: null, duration_seconds: null, rpe: null, notes: 'paused' },
              { row: 3, kind: 'normal', reps: 6, weight_kg: 62.5, distance_m: null, duration_seconds: null, rpe: 8.5, notes: null },
            ],
          },
          {
            name: 'Plank',
            notes: null,
            superset: null,
            sets: [{ row: 4, kind: 'normal', reps: null, weight_kg: null, distance_m: null, duration_seconds: 60, rpe: null, notes: null }],
          },
          {
            name: 'Running (Treadmill)',
            notes: null,
            superset: null,
            sets: [
              { row: 5, kind: 'normal', reps: null, weight_kg: null, distance_m: 5000, duration_seconds: 1500, rpe: null, notes: null },
            ],
          },
        ],
      },
    ]);
  });

  it('reads the wall-clock start in the zone asked for: summer time in Riga begins on 31 March 2024', () => {
    const file = currentFile([current({ Date: '2024-03-31 18:30:00' })]);
    expect(parseHistory(file, RIGA).workouts[0]?.started_at).toBe('2024-03-31T15:30:00.000Z');
    expect(parseHistory(file, { timeZone: 'America/New_York', now: NOW }).workouts[0]?.started_at).toBe('2024-03-31T22:30:00.000Z');
  });

  it('reads W, D and F in Set Order as warm-up, drop and failure sets, and a set number as a normal set', () => {
    const sets = setsOf(
      currentFile([
        current({ 'Set Order': 'W' }),
        current({ 'Set Order': '1' }),
        current({ 'Set Order': 'D' }),
        current({ 'Set Order': 'F' }),
        current({ 'Set Order': '12' }),
      ]),
    );
    expect(sets.map((set) => set.kind)).toEqual(['warmup', 'normal', 'drop', 'failure', 'normal']);
  });

  it('skips Rest Timer and Note rows and counts them; a Note row’s text becomes its exercise’s note', () => {
    const history = parseHistory(
      currentFile([
        current({ 'Set Order': 'Note', 'Weight (kg)': '', Reps: '', Notes: 'Grip one finger wider' }),
        current(),
        current({ 'Set Order': 'Rest Timer', 'Weight (kg)': '', Reps: '', Seconds: '120' }),
        current({ 'Set Order': '2' }),
        current({ 'Set Order': 'Rest Timer', 'Weight (kg)': '', Reps: '', Seconds: '120' }),
      ]),
      RIGA,
    );
    expect(history.skipped).toEqual({ note_row: 1, rest_timer: 2 });
    expect(history.problems).toEqual([]);
    expect(history.workouts[0]?.exercises).toHaveLength(1);
    expect(history.workouts[0]?.exercises[0]).toMatchObject({ name: BENCH, notes: 'Grip one finger wider' });
    expect(history.workouts[0]?.exercises[0]?.sets.map((set) => set.row)).toEqual([3, 5]);
  });

  it('reads a decimal comma, as Strong writes it in a semicolon file', () => {
    const [set] = setsOf(currentFile([current({ 'Weight (kg)': '62,5', RPE: '7,5', 'Distance (meters)': '0,0' })]));
    expect(set).toMatchObject({ weight_kg: 62.5, rpe: 7.5, distance_m: null });
  });

  it('reads 0 as nothing in the columns a set does not use, and skips a set with nothing at all as empty_set', () => {
    const history = parseHistory(
      currentFile([
        current({ 'Weight (kg)': '0', Reps: '12', 'Distance (meters)': '0', Seconds: '0', RPE: '0' }),
        current({ 'Set Order': '2', 'Weight (kg)': '0', Reps: '0', 'Distance (meters)': '0', Seconds: '0' }),
        current({ 'Set Order': '3', 'Weight (kg)': '', Reps: '', 'Distance (meters)': '', Seconds: '' }),
      ]),
      RIGA,
    );
    expect(history.workouts[0]?.exercises[0]?.sets).toEqual([
      { row: 2, kind: 'normal', reps: 12, weight_kg: null, distance_m: null, duration_seconds: null, rpe: null, notes: null },
    ]);
    expect(history.skipped).toEqual({ empty_set: 2 });
  });

  it('groups rows into workouts by Workout #: two workouts of one name in the same minute stay two, with distinct keys', () => {
    const history = parseHistory(
      currentFile([current({ 'Workout #': '7' }), current({ 'Workout #': '8' }), current({ 'Workout #': '7' })]),
      RIGA,
    );
    expect(history.workouts.map((workout) => [workout.key, workout.exercises[0]?.sets.length])).toEqual([
      ['strong:2024-03-30T18:30:Push', 2],
      ['strong:2024-03-30T18:30:Push:2', 1],
    ]);
  });

  it('makes an exercise of each run of rows naming it: the same exercise after another is a second entry', () => {
    const history = parseHistory(
      currentFile([
        current({ 'Exercise Name': SQUAT }),
        current({ 'Exercise Name': SQUAT, 'Set Order': '2' }),
        current({ 'Exercise Name': BENCH }),
        current({ 'Exercise Name': SQUAT, 'Set Order': '3' }),
      ]),
      RIGA,
    );
    expect(history.workouts[0]?.exercises.map((exercise) => [exercise.name, exercise.sets.length])).toEqual([
      [SQUAT, 2],
      [BENCH, 1],
      [SQUAT, 1],
    ]);
  });

  it('keeps a row that cannot be taken in its run, so it neither splits nor joins exercises', () => {
    const history = parseHistory(
      currentFile([current(), current({ Reps: 'many' }), current({ 'Set Order': '3' }), current({ 'Exercise Name': SQUAT, Reps: 'x' })]),
      RIGA,
    );
    expect(history.workouts[0]?.exercises.map((exercise) => [exercise.name, exercise.sets.map((set) => set.row)])).toEqual([
      [BENCH, [2, 4]],
    ]);
  });

  it('sorts workouts by start, whatever order the file has them in', () => {
    const history = parseHistory(
      currentFile([
        current({ 'Workout #': '3', Date: '2024-05-01 09:00:00', 'Workout Name': 'Legs' }),
        current({ 'Workout #': '1', Date: '2024-01-01 09:00:00', 'Workout Name': 'Pull' }),
        current({ 'Workout #': '2', Date: '2024-03-01 09:00:00' }),
      ]),
      RIGA,
    );
    expect(history.workouts.map((workout) => workout.title)).toEqual(['Pull', 'Push', 'Legs']);
  });

  it('ends a workout at its start when its duration is 0 or not written', () => {
    for (const duration of ['0', '']) {
      const [workout] = parseHistory(currentFile([current({ 'Duration (sec)': duration })]), RIGA).workouts;
      expect(workout?.finished_at).toBe(workout?.started_at);
    }
  });
});

describe('Strong’s older exports: commas, durations as text, units in columns or none', () => {
  it('reads Duration as text (1h 5m, 35m, 45s, 1h, 38min), a weight without a unit in kg and a distance without one in km', () => {
    const durations = ['1h 5m', '35m', '45s', '1h', '38min'];
    const rows = durations.map((duration, index) =>
      legacy({ Date: `2024-03-0${index + 1} 18:00:00`, Duration: duration, Weight: '60.5', Distance: index === 0 ? '5.2' : '0' }),
    );
    const history = parseHistory(olderFile(LEGACY, rows), RIGA);
    expect(history.variant).toBe('strong-legacy');
    expect(history.problems).toEqual([]);
    expect(history.workouts.map((workout) => (Date.parse(workout.finished_at) - Date.parse(workout.started_at)) / 1000)).toEqual([
      3900, 2100, 45, 3600, 2280,
    ]);
    expect(history.workouts[0]?.exercises[0]?.sets[0]).toMatchObject({ weight_kg: 60.5, distance_m: 5200 });
  });

  it('keeps a workout left running for days as long as Strong says it was', () => {
    const [workout] = parseHistory(olderFile(LEGACY, [legacy({ Duration: '264h 1m' })]), RIGA).workouts;
    expect(Date.parse(workout?.finished_at ?? '') - Date.parse(workout?.started_at ?? '')).toBe((264 * 3600 + 60) * 1000);
  });

  it('reads files without the notes columns', () => {
    const header = LEGACY.filter((name) => name !== 'Notes' && name !== 'Workout Notes');
    const history = parseHistory(olderFile(header, [legacy({ RPE: '8' })]), RIGA);
    expect(history.workouts[0]?.notes).toBeNull();
    expect(history.workouts[0]?.exercises[0]?.sets[0]).toMatchObject({ reps: 8, weight_kg: 60, rpe: 8, notes: null });
  });

  it('groups by date and workout name where there is no Workout #', () => {
    const history = parseHistory(
      olderFile(LEGACY, [legacy(), legacy({ 'Workout Name': 'Pull', 'Exercise Name': 'Pull Up' }), legacy({ 'Set Order': '2' })]),
      RIGA,
    );
    expect(history.workouts.map((workout) => [workout.title, workout.exercises[0]?.sets.length])).toEqual([
      ['Push', 2],
      ['Pull', 1],
    ]);
  });

  it('converts each row by its own Weight Unit and Distance Unit: pounds, miles, feet, kilometres, metres', () => {
    const rows = [
      { Weight: '135', 'Weight Unit': 'lbs' },
      { Weight: '60', 'Weight Unit': 'kg' },
      { Weight: '', 'Weight Unit': '', Reps: '', Distance: '2.4', 'Distance Unit': 'mi.', Seconds: '1200' },
      { Weight: '', 'Weight Unit': '', Reps: '', Distance: '5', 'Distance Unit': 'km' },
      { Weight: '', 'Weight Unit': '', Reps: '', Distance: '400', 'Distance Unit': 'm' },
      { Weight: '', 'Weight Unit': '', Reps: '', Distance: '100', 'Distance Unit': 'ft' },
    ].map((cells, index) => ({ ...legacy({ 'Set Order': String(index + 1), ...cells }), 'Workout Duration': '53m' }));
    const history = parseHistory(olderFile(UNIT_COLUMNS, rows, ';'), RIGA);
    expect(history.variant).toBe('strong-unit-columns');
    expect(history.problems).toEqual([]);
    expect(setsOf(olderFile(UNIT_COLUMNS, rows, ';')).map((set) => [set.weight_kg, set.distance_m])).toEqual([
      [61.235, null],
      [60, null],
      [null, 3862.43],
      [null, 5000],
      [null, 400],
      [null, 30.48],
    ]);
    expect(Date.parse(history.workouts[0]?.finished_at ?? '') - Date.parse(history.workouts[0]?.started_at ?? '')).toBe(53 * 60_000);
  });

  it('reports a unit it does not know, or a weight with no unit, as bad_unit, naming the row and the unit’s column', () => {
    const rows = [
      legacy({ Weight: '10', 'Weight Unit': 'stone' }),
      legacy({ 'Set Order': '2', Weight: '60', 'Weight Unit': '' }),
      legacy({ 'Set Order': '3', Weight: '', 'Weight Unit': '', Reps: '10' }),
      legacy({ 'Set Order': '4', Weight: '', Reps: '', Distance: '3', 'Distance Unit': 'leagues' }),
    ];
    const history = parseHistory(olderFile(UNIT_COLUMNS, rows, ';'), RIGA);
    expect(history.problems).toEqual([
      { row: 2, column: 'Weight Unit', message: 'bad_unit', value: 'stone' },
      { row: 3, column: 'Weight Unit', message: 'bad_unit', value: null },
      { row: 5, column: 'Distance Unit', message: 'bad_unit', value: 'leagues' },
    ]);
    expect(setsOf(olderFile(UNIT_COLUMNS, rows, ';')).map((set) => set.row)).toEqual([4]);
  });

  it('reads units named in the header (Weight (lbs), Distance (miles))', () => {
    const header = CURRENT.map((name) =>
      name === 'Weight (kg)' ? 'Weight (lbs)' : name === 'Distance (meters)' ? 'Distance (miles)' : name,
    );
    const rows = [{ ...current(), 'Weight (lbs)': '100', 'Distance (miles)': '1' }];
    expect(setsOf(olderFile(header, rows, ';'))[0]).toMatchObject({ weight_kg: 45.359, distance_m: 1609.34 });
  });
});

describe('Strong rows that cannot be taken: problems, each dropping its row and no other', () => {
  it('reports numbers that cannot be read, are negative or are beyond a set log’s limits, with row, column and value', () => {
    const history = parseHistory(
      currentFile([
        current({ Reps: 'eight' }),
        current({ 'Set Order': '2', 'Weight (kg)': '-5' }),
        current({ 'Set Order': '3', Reps: '7.5' }),
        current({ 'Set Order': '4', Reps: '1001' }),
        current({ 'Set Order': '5', 'Weight (kg)': '1000.5' }),
        current({ 'Set Order': '6', Seconds: '86401' }),
        current({ 'Set Order': '7', 'Distance (meters)': '1000001' }),
        current({ 'Set Order': '8', 'Weight (kg)': '1e2' }),
        current({ 'Set Order': '9', Reps: '1000', 'Weight (kg)': '1000', Seconds: '86400', 'Distance (meters)': '1000000' }),
      ]),
      RIGA,
    );
    expect(history.problems).toEqual([
      { row: 2, column: 'Reps', message: 'bad_number', value: 'eight' },
      { row: 3, column: 'Weight (kg)', message: 'negative_number', value: '-5' },
      { row: 4, column: 'Reps', message: 'bad_number', value: '7.5' },
      { row: 5, column: 'Reps', message: 'number_too_large', value: '1001' },
      { row: 6, column: 'Weight (kg)', message: 'number_too_large', value: '1000.5' },
      { row: 7, column: 'Seconds', message: 'number_too_large', value: '86401' },
      { row: 8, column: 'Distance (meters)', message: 'number_too_large', value: '1000001' },
      { row: 9, column: 'Weight (kg)', message: 'bad_number', value: '1e2' },
    ]);
    expect(history.problemCount).toBe(8);
    expect(
      setsOf(currentFile([current({ Reps: '1000', 'Weight (kg)': '1000', Seconds: '86400', 'Distance (meters)': '1000000' })])),
    ).toHaveLength(1);
    expect(history.workouts[0]?.exercises[0]?.sets.map((set) => set.row)).toEqual([10]);
  });

  it('reads RPE 1–10 in half steps, 0 or empty as none, and anything else as bad_number', () => {
    const rpes = ['9.5', '1', '10', '0', '', '11', '0.5'];
    const history = parseHistory(currentFile(rpes.map((rpe, index) => current({ 'Set Order': String(index + 1), RPE: rpe }))), RIGA);
    expect(history.workouts[0]?.exercises[0]?.sets.map((set) => set.rpe)).toEqual([9.5, 1, 10, null, null]);
    expect(history.problems.map((problem) => [problem.row, problem.column, problem.message])).toEqual([
      [7, 'RPE', 'bad_number'],
      [8, 'RPE', 'bad_number'],
    ]);
  });

  it('reports a date it cannot read as bad_date and a start later than now as future_date', () => {
    const history = parseHistory(
      currentFile([
        current({ 'Workout #': '1', Date: '31/03/2024 18:30' }),
        current({ 'Workout #': '2', Date: '2024-02-30 18:30:00' }),
        current({ 'Workout #': '3', Date: '2025-06-01 12:00:00' }),
        current({ 'Workout #': '4', Date: '2025-05-31 12:00:00' }),
      ]),
      RIGA,
    );
    expect(history.problems).toEqual([
      { row: 2, column: 'Date', message: 'bad_date', value: '31/03/2024 18:30' },
      { row: 3, column: 'Date', message: 'bad_date', value: '2024-02-30 18:30:00' },
      { row: 4, column: 'Date', message: 'future_date', value: '2025-06-01 12:00:00' },
    ]);
    expect(history.workouts.map((workout) => workout.started_at)).toEqual(['2025-05-31T09:00:00.000Z']);
  });

  it('reads a 12-hour time as some Strong versions write it', () => {
    const [workout] = parseHistory(currentFile([current({ Date: '2024-03-30 6:30:00\u202FPM' })]), RIGA).workouts;
    expect(workout?.key).toBe('strong:2024-03-30T18:30:Push');
  });

  it('reports a row without an exercise as missing_exercise, an unknown Set Order as bad_set_order, and skips an empty row', () => {
    const history = parseHistory(
      currentFile([
        current({ 'Exercise Name': '  ' }),
        current({ 'Set Order': 'X' }),
        Object.fromEntries(CURRENT.map((name) => [name, ''])),
        current({ 'Set Order': '' }),
        current({ 'Set Order': '0' }),
        current({ 'Set Order': '3' }),
      ]),
      RIGA,
    );
    expect(history.problems).toEqual([
      { row: 2, column: 'Exercise Name', message: 'missing_exercise', value: null },
      { row: 3, column: 'Set Order', message: 'bad_set_order', value: 'X' },
      { row: 5, column: 'Set Order', message: 'bad_set_order', value: null },
      { row: 6, column: 'Set Order', message: 'bad_set_order', value: '0' },
    ]);
    expect(history.skipped).toEqual({ empty_row: 1 });
    expect(setsOf(currentFile([current({ 'Set Order': '3' })]))).toHaveLength(1);
    expect(history.workouts[0]?.exercises[0]?.sets.map((set) => set.row)).toEqual([7]);
  });

  it('reports every problem of a row, so one look at the list shows all there is to fix', () => {
    const history = parseHistory(currentFile([current({ Date: 'yesterday', Reps: '-1', RPE: '12' })]), RIGA);
    expect(history.problems.map((problem) => [problem.column, problem.message])).toEqual([
      ['Date', 'bad_date'],
      ['Reps', 'negative_number'],
      ['RPE', 'bad_number'],
    ]);
    expect(history.workouts).toEqual([]);
  });

  it('cuts a problem’s value to 80 characters', () => {
    const long = `${'7'.repeat(100)}x`;
    expect(parseHistory(currentFile([current({ Reps: long })]), RIGA).problems[0]?.value).toBe('7'.repeat(80));
  });

  it('keeps names and notes verbatim: a spreadsheet formula in a name is text, not a problem', () => {
    const name = '=HYPERLINK("http://example.com","Squat")';
    const history = parseHistory(currentFile([current({ 'Exercise Name': name, Notes: '  +1 rep "next time"  ' })]), RIGA);
    expect(history.problems).toEqual([]);
    expect(history.workouts[0]?.exercises[0]?.name).toBe(name);
    expect(history.workouts[0]?.exercises[0]?.sets[0]?.notes).toBe('+1 rep "next time"');
  });
});

describe('a Strong workout’s key', () => {
  it('is the source, the start as the file writes it to the minute, and the title, whatever zone the file is read in', () => {
    const file = currentFile([current({ Date: '2024-03-30 18:30:59', 'Workout Name': 'Push: Day A' })]);
    const inRiga = parseHistory(file, RIGA).workouts[0];
    const inNewYork = parseHistory(file, { timeZone: 'America/New_York', now: NOW }).workouts[0];
    expect(inRiga?.key).toBe('strong:2024-03-30T18:30:Push: Day A');
    expect(inNewYork?.key).toBe(inRiga?.key);
    expect(inNewYork?.started_at).not.toBe(inRiga?.started_at);
  });

  it('is the same in the current and the older shapes of the same workout', () => {
    const older = parseHistory(olderFile(LEGACY, [legacy()]), RIGA).workouts[0];
    const newer = parseHistory(currentFile([current()]), RIGA).workouts[0];
    expect(older?.key).toBe(newer?.key);
  });
});
