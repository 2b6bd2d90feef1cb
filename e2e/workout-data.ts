import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { DEMO } from './fixtures';
import type { SyncApiDevice } from './sync-api';

/** Today in the product's zone, as calendar entries are dated. */
export const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Riga' }).format(new Date());

const set = (fields: Record<string, unknown>) => ({
  reps: null,
  reps_max: null,
  load_kg: null,
  duration_seconds: null,
  distance_m: null,
  rest_seconds: null,
  tempo: null,
  rpe: null,
  ...fields,
});

export interface ScheduledWorkout {
  entryId: string;
  name: string;
  /** The demo client's client record, and its coach. */
  clientId: string;
  coachId: string;
  /** The workout's exercises: A (superset, 8 × 40 kg), B (superset, 10 reps), C (circuit, 15 reps). */
  exerciseIds: [string, string, string];
  /** The workout's blocks, as a session started from it copies them. */
  blocks: unknown[];
}

/** One item of a block: an exercise and its prescribed sets (fields left out are null). */
export const blockItem = (exerciseId: string, sets: Record<string, unknown>[]) => ({
  id: randomUUID(),
  exercise_id: exerciseId,
  notes: null,
  sets: sets.map(set),
});

/** A block of the given kind with its items; the other fields as a coach leaves them. */
export const block = (kind: 'straight' | 'superset' | 'circuit' | 'interval', items: unknown[], fields: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  kind,
  name: null,
  rounds: null,
  work_seconds: null,
  rest_seconds: null,
  items,
  ...fields,
});

/**
 * The coach puts a workout on the demo client's calendar for today, through the sync API as the
 * coach's device would. `blocks` builds its blocks from three library exercises.
 */
export async function scheduleWorkoutToday(
  coach: SyncApiDevice,
  name: string,
  blocks: (exerciseIds: [string, string, string]) => unknown[],
): Promise<ScheduledWorkout> {
  const records = await coach.pullAll();
  const client = records.find((change) => change.entity === 'clients' && change.data?.email === DEMO.client);
  const exercises = records.filter((change) => change.entity === 'exercises' && change.data?.owner_id === null).slice(0, 3);
  expect(client).toBeDefined();
  expect(exercises).toHaveLength(3);
  const [a, b, c] = exercises.map((exercise) => exercise.id);
  if (!client || !a || !b || !c) throw new Error('the demo client or three library exercises are missing');
  const workoutId = randomUUID();
  const entryId = randomUUID();
  const made = blocks([a, b, c]);
  await coach.push([
    { name: 'workouts.put', args: { id: workoutId, name, blocks: made } },
    { name: 'calendar-entries.put', args: { id: entryId, client_id: client.id, workout_id: workoutId, date: today(), status: 'planned' } },
  ]);
  return { entryId, name, clientId: client.id, coachId: String(client.data?.coach_id), exerciseIds: [a, b, c], blocks: made };
}

/**
 * A superset and a circuit for today. `sets` is the sets of each superset exercise and the rounds
 * of the circuit, so the workout has 3 × `sets` sets; the Chromium test trains two each, the bench
 * (bench/suites/player.ts) enough taps for a percentile.
 */
export async function scheduleToday(coach: SyncApiDevice, { sets = 2 }: { sets?: number } = {}): Promise<ScheduledWorkout> {
  const times = (fields: Record<string, unknown>) => Array.from({ length: sets }, () => fields);
  return scheduleWorkoutToday(coach, `Phone day ${Date.now()}`, ([a, b, c]) => [
    block('superset', [blockItem(a, times({ reps: 8, load_kg: 40, rest_seconds: 60 })), blockItem(b, times({ reps: 10 }))]),
    block('circuit', [blockItem(c, [{ reps: 15 }])], { rounds: sets, rest_seconds: 30 }),
  ]);
}

type PulledRecord = Awaited<ReturnType<SyncApiDevice['pullAll']>>[number];

/** What the coach's device has of a calendar entry after a full pull: the entry, its session and that session's set logs. */
export async function entryAsCoachSees(
  coach: SyncApiDevice,
  entryId: string,
): Promise<{ entry?: PulledRecord; session?: PulledRecord; logs: PulledRecord[] }> {
  const records = await coach.pullAll();
  const session = records.find((change) => change.entity === 'workout-sessions' && change.data?.calendar_entry_id === entryId);
  const logs = records.filter((change) => change.entity === 'set-logs' && session !== undefined && change.data?.session_id === session.id);
  return { entry: records.find((change) => change.entity === 'calendar-entries' && change.id === entryId), session, logs };
}
