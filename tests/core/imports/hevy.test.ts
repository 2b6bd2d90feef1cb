import { describe, expect, it } from 'vitest';
import { parseHistory } from '@core/imports/parse';

const NOW = new Date('2025-12-31T00:00:00Z');
const RIGA = { timeZone: 'Europe/Riga', now: NOW };

const KG = [
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
];
const LBS = KG.map((name) => (name === 'weight_kg' ? 'weight_lbs' : name === 'distance_km' ? 'distance_miles' : name));

const BENCH = 'Bench Press (Barbell)';

/** A set as Hevy writes it, every column given unless overridden. */
const set = (cells: Partial<Record<string, string>> = {}): Record<string, string> => ({
  title: 'Morning Push',
  start_time: '15 Sep 2025, 07:48',
  end_time: '15 Sep 2025, 08:52',
  description: '',
  exercise_title: BENCH,
  superset_id: '',
  exercise_notes: '',
  set_index: '0',
  set_type: 'normal',
  weight_kg: '60',
  reps: '8',
  distance_km: '',
  duration_seconds: '',
  rpe: '',
  ...cells,
});

/** Hevy's file: commas, header and text quoted, numbers bare. */
function hevyFile(rows: Record<string, string>[], header = KG): string {
  const text = new Set(['title', 'start_time', 'end_time', 'description', 'exercise_title', 'exercise_notes', 'set_type']);
  const field = (name: string, value: string) => (text.has(name) || /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return [
    header.map((name) => `"${name}"`).join(','),
    ...rows.map((row) => header.map((name) => field(name, row[name] ?? '')).join(',')),
  ].join('\n');
}

const setsOf = (text: string) =>
  parseHistory(text, RIGA).workouts.flatMap((workout) => workout.exercises.flatMap((exercise) => exercise.sets));

describe('Hevy’s export', () => {
  it('reads a workout: title, description, start and end in the chosen zone, exercises with notes and supersets', () => {
    const history = parseHistory(
      hevyFile([
        set({ description: 'Gym by the river', exercise_notes: 'Elbows in', superset_id: '0' }),
        set({ set_index: '1', weight_kg: '62.5', reps: '6', rpe: '8.5', superset_id: '0' }),
        set({ exercise_title: 'Plank', set_index: '0', weight_kg: '', reps: '', duration_seconds: '60' }),
      ]),
      RIGA,
    );
    expect(history).toMatchObject({ source: 'hevy', variant: 'hevy-kg', rows: 3, problems: [], problemCount: 0, skipped: {} });
    expect(history.workouts).toEqual([
      {
        key: 'hevy:2025-09-15T07:48:Morning Push',
        title: 'Morning Push',
        started_at: '2025-09-15T04:48:00.000Z',
        finished_at: '2025-09-15T05:52:00.000Z',
        notes: 'Gym by the river',
        exercises: [
          {
            name: BENCH,
            notes: 'Elbows in',
            superset: '0',
            sets: [
              { row: 2, kind: 'normal', reps: 8, weight_kg: 60, distance_m: null, duration_seconds: null, rpe: null, notes: null },
              { row: 3, kind: 'normal', reps: 6, weight_kg: 62.5, distance_m: null, duration_seconds: null, rpe: 8.5, notes: null },
            ],
          },
          {
            name: 'Plank',
            notes: null,
            superset: null,
            sets: [{ row: 4, kind: 'normal', reps: null, weight_kg: null, distance_m: null, duration_seconds: 60, rpe: null, notes: null }],
          },
        ],
      },
    ]);
  });

  it('reads its times with or without a padded day, and ISO-like ones', () => {
    const history = parseHistory(
      hevyFile([
        set({ title: 'A', start_time: '1 Dec 2024, 10:53', end_time: '1 Dec 2024, 11:40' }),
        set({ title: 'B', start_time: '02 Jul 2025, 17:56', end_time: '02 Jul 2025, 18:30' }),
        set({ title: 'C', start_time: '2025-09-16 07:48:00', end_time: '2025-09-16 08:30:00' }),
      ]),
      RIGA,
    );
    expect(history.problems).toEqual([]);
    expect(history.workouts.map((workout) => [workout.key, workout.started_at])).toEqual([
      ['hevy:2024-12-01T10:53:A', '2024-12-01T08:53:00.000Z'],
      ['hevy:2025-07-02T17:56:B', '2025-07-02T14:56:00.000Z'],
      ['hevy:2025-09-16T07:48:C', '2025-09-16T04:48:00.000Z'],
    ]);
  });

  it('ends a workout at end_time, or at its start when end_time is missing or earlier', () => {
    const history = parseHistory(
      hevyFile([
        set({ title: 'A', start_time: '1 Sep 2025, 07:00', end_time: '1 Sep 2025, 08:15' }),
        set({ title: 'B', start_time: '2 Sep 2025, 07:00', end_time: '' }),
        set({ title: 'C', start_time: '3 Sep 2025, 07:00', end_time: '3 Sep 2025, 06:00' }),
      ]),
      RIGA,
    );
    expect(history.workouts.map((workout) => (Date.parse(workout.finished_at) - Date.parse(workout.started_at)) / 60_000)).toEqual([
      75, 0, 0,
    ]);
  });

  it('reads set_type normal, warmup, dropset and failure; another is bad_set_order', () => {
    const history = parseHistory(
      hevyFile(
        ['warmup', 'normal', 'dropset', 'failure', 'WARMUP', 'superset'].map((type, index) =>
          set({ set_index: String(index), set_type: type }),
        ),
      ),
      RIGA,
    );
    expect(history.workouts[0]?.exercises[0]?.sets.map((one) => one.kind)).toEqual(['warmup', 'normal', 'drop', 'failure', 'warmup']);
    expect(history.problems).toEqual([{ row: 7, column: 'set_type', message: 'bad_set_order', value: 'superset' }]);
  });

  it('converts an account in pounds: weight_lbs to kg, distance_miles to metres', () => {
    const history = parseHistory(
      hevyFile(
        [
          set({ weight_lbs: '88.18', reps: '14' }),
          set({ exercise_title: 'Running', weight_lbs: '', reps: '', distance_miles: '3.1', duration_seconds: '1680' }),
        ],
        LBS,
      ),
      RIGA,
    );
    expect(history.variant).toBe('hevy-lbs');
    expect(setsOf(hevyFile([set({ weight_lbs: '88.18' })], LBS))[0]?.weight_kg).toBe(39.998);
    expect(history.workouts[0]?.exercises[1]?.sets[0]).toMatchObject({ distance_m: 4988.97, duration_seconds: 1680 });
  });

  it('reads distance_km in metres', () => {
    expect(setsOf(hevyFile([set({ weight_kg: '', reps: '', distance_km: '5.123', duration_seconds: '1500' })]))[0]?.distance_m).toBe(5123);
  });

  it('groups rows by title and start time, and makes a second entry of an exercise done again after another', () => {
    const history = parseHistory(
      hevyFile([
        set({ exercise_title: 'Running', weight_kg: '', reps: '', duration_seconds: '240' }),
        set(),
        set({ title: 'Evening Pull', start_time: '15 Sep 2025, 18:00', end_time: '15 Sep 2025, 19:00', exercise_title: 'Pull Up' }),
        set({ set_index: '1' }),
        set({ exercise_title: 'Running', weight_kg: '', reps: '', duration_seconds: '240' }),
      ]),
      RIGA,
    );
    expect(
      history.workouts.map((workout) => [
        workout.title,
        workout.exercises.map((exercise) => [exercise.name, exercise.sets.map((one) => one.row)]),
      ]),
    ).toEqual([
      [
        'Morning Push',
        [
          ['Running', [2]],
          [BENCH, [3, 5]],
          ['Running', [6]],
        ],
      ],
      ['Evening Pull', [['Pull Up', [4]]]],
    ]);
  });

  it('keeps zeros as written, since Hevy leaves unused columns empty, but skips a set of nothing but zeros', () => {
    const history = parseHistory(hevyFile([set({ weight_kg: '0', reps: '12' }), set({ set_index: '1', weight_kg: '0', reps: '0' })]), RIGA);
    expect(history.workouts[0]?.exercises[0]?.sets.map((one) => [one.weight_kg, one.reps])).toEqual([[0, 12]]);
    expect(history.skipped).toEqual({ empty_set: 1 });
  });

  it('reports what it cannot take and keeps the rest: dates, numbers, RPE, a missing exercise', () => {
    const history = parseHistory(
      hevyFile([
        set({ title: 'A', start_time: 'Sep 15 2025' }),
        set({ title: 'B', start_time: '1 Jan 2026, 07:00', end_time: '1 Jan 2026, 08:00' }),
        set({ title: 'C', end_time: 'later' }),
        set({ exercise_title: '' }),
        set({ reps: '8.5' }),
        set({ rpe: '10.5' }),
        // A decimal comma is a comma file's delimiter: quoted, it is still not a number there.
        set({ weight_kg: '62,5' }),
        set({ duration_seconds: '-30' }),
        set({ set_index: '1', rpe: '6.5' }),
      ]),
      RIGA,
    );
    expect(history.problems).toEqual([
      { row: 2, column: 'start_time', message: 'bad_date', value: 'Sep 15 2025' },
      { row: 3, column: 'start_time', message: 'future_date', value: '1 Jan 2026, 07:00' },
      { row: 4, column: 'end_time', message: 'bad_date', value: 'later' },
      { row: 5, column: 'exercise_title', message: 'missing_exercise', value: null },
      { row: 6, column: 'reps', message: 'bad_number', value: '8.5' },
      { row: 7, column: 'rpe', message: 'bad_number', value: '10.5' },
      { row: 8, column: 'weight_kg', message: 'bad_number', value: '62,5' },
      { row: 9, column: 'duration_seconds', message: 'negative_number', value: '-30' },
    ]);
    expect(setsOf(hevyFile([set({ rpe: '6.5' })]))[0]?.rpe).toBe(6.5);
    expect(history.workouts.flatMap((workout) => workout.exercises.flatMap((exercise) => exercise.sets.map((one) => one.row)))).toEqual([
      10,
    ]);
  });

  it('gives a workout the same key in a later export and whatever zone is chosen', () => {
    const earlier = parseHistory(hevyFile([set()]), RIGA).workouts[0];
    const later = parseHistory(hevyFile([set(), set({ title: 'Next', start_time: '20 Sep 2025, 07:00' })]), {
      timeZone: 'Asia/Tokyo',
      now: NOW,
    }).workouts[0];
    expect(later?.key).toBe(earlier?.key);
    expect(later?.started_at).not.toBe(earlier?.started_at);
  });
});
