import { describe, expect, it } from 'vitest';
import { csvCell, csvLines, HEVY_CSV, STRONG_CSV, type ExportedWorkout } from '@core/exports/training-csv';
import { parseHistory } from '@core/imports/parse';

const NOW = new Date('2026-01-01T00:00:00Z');

/** Two workouts, one in Riga's summer time and one in its winter time, with every kind of set. */
const HISTORY: ExportedWorkout[] = [
  {
    title: 'Legs; "heavy"',
    started_at: '2025-07-14T15:30:00.000Z',
    finished_at: '2025-07-14T16:45:00.000Z',
    notes: 'Felt strong, knees fine',
    exercises: [
      {
        name: 'Squat (Barbell)',
        notes: null,
        superset: null,
        sets: [
          { reps: 5, weight_kg: 102.5, distance_m: null, duration_seconds: null, rpe: 8.5, notes: 'belt on' },
          { reps: 5, weight_kg: 102.5, distance_m: null, duration_seconds: null, rpe: 9, notes: null },
        ],
      },
      {
        name: 'Plank',
        notes: null,
        superset: null,
        sets: [{ reps: null, weight_kg: null, distance_m: null, duration_seconds: 75, rpe: null, notes: null }],
      },
    ],
  },
  {
    title: 'Run',
    started_at: '2025-11-20T05:00:00.000Z',
    finished_at: '2025-11-20T05:31:00.000Z',
    notes: null,
    exercises: [
      {
        name: 'Running',
        notes: null,
        superset: null,
        sets: [{ reps: null, weight_kg: null, distance_m: 5230.5, duration_seconds: 1860, rpe: null, notes: null }],
      },
    ],
  },
];

/** What an import keeps of a history, to compare a round trip by. */
function shape(workouts: readonly Pick<ExportedWorkout, 'title' | 'started_at' | 'finished_at' | 'exercises'>[]) {
  return workouts.map((workout) => ({
    title: workout.title,
    started_at: new Date(workout.started_at).toISOString(),
    finished_at: new Date(workout.finished_at ?? workout.started_at).toISOString(),
    exercises: workout.exercises.map((exercise) => ({
      name: exercise.name,
      sets: exercise.sets.map(({ reps, weight_kg, distance_m, duration_seconds, rpe }) => ({
        reps,
        weight_kg,
        distance_m,
        duration_seconds,
        rpe,
      })),
    })),
  }));
}

describe('a history written as Strong and Hevy write it', () => {
  it.each([
    ['Strong', STRONG_CSV, 'strong'],
    ['Hevy', HEVY_CSV, 'hevy'],
  ] as const)('%s: read back, it is the same workouts, sets and numbers, across summer and winter time', (_name, layout, source) => {
    const text = [...csvLines(layout, HISTORY, 'Europe/Riga')].join('\n');
    const read = parseHistory(text, { timeZone: 'Europe/Riga', now: NOW });
    expect(read.source).toBe(source);
    expect(read.problems).toEqual([]);
    expect(shape(read.workouts)).toEqual(shape(HISTORY));
  });

  it('writes the wall clock of the zone asked for, as each app writes times', () => {
    const strong = [...csvLines(STRONG_CSV, HISTORY, 'Europe/Riga')];
    // 15:30 UTC in July is 18:30 in Riga (summer time); 05:00 UTC in November is 07:00 (winter time).
    expect(strong[1]).toContain('"2025-07-14 18:30:00"');
    expect(strong.at(-1)).toContain('"2025-11-20 07:00:00"');
    const hevy = [...csvLines(HEVY_CSV, HISTORY, 'America/New_York')];
    expect(hevy[1]).toContain('"14 Jul 2025, 11:30","14 Jul 2025, 12:45"');
  });

  it('never writes a cell a spreadsheet would run as a formula, and reads back what it wrote otherwise', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","Click")')).toBe('"\'=HYPERLINK(""http://evil.example"",""Click"")"');
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
    expect(csvCell('Bench Press (Barbell)')).toBe('"Bench Press (Barbell)"');
    expect(csvCell(-2.5)).toBe('"-2.5"');
    expect(csvCell(null)).toBe('""');
    const named = [{ ...HISTORY[1], title: '=cmd|calc', exercises: [] } as ExportedWorkout];
    expect([...csvLines(HEVY_CSV, named, 'Europe/Riga')].join('\n')).not.toMatch(/(^|,)"=/m);
  });
});
