import { v5 as uuidv5 } from 'uuid';
import type { ImportedSet, ImportedWorkout, ImportSource } from '@core/imports/types';
import type { PrescribedSet, WorkoutBlock } from '@core/records/workouts';

/** The namespace of every id an import makes (a fixed random UUID: ids depend on it, never change it). */
const IMPORT_NAMESPACE = '4b0f7c8e-2f5d-4a41-9a3c-8f1e6d2b7a90';

/** What a workout session holds at most (core/records/workouts.ts): the import splits or stops at these. */
const MAX_BLOCKS = 40;
const MAX_ITEMS = 50;
const MAX_SETS = 50;

/**
 * The session an imported workout becomes, for one client. Its id comes from the client and the
 * workout's key (core/imports/types.ts), so the same workout imported again, from the same file or
 * a later export that overlaps it, names the same session and is written once (docs/imports.md).
 */
export const importedSessionId = (clientId: string, workout: Pick<ImportedWorkout, 'key'>) =>
  uuidv5(`session|${clientId}|${workout.key}`, IMPORT_NAMESPACE);

export interface SessionRecords {
  session: Record<string, unknown>;
  sets: Record<string, unknown>[];
  /** Sets the session could not hold (over the limits above) and warm-ups, which are not kept. */
  left: { warmups: number; overLimit: number };
}

/** Text as a record holds it: at most `max` characters, an empty one none (core/records/common.ts). */
const cut = (text: string | null, max: number) => (text?.trim() ? text.trim().slice(0, max) : null);

/** An exercise's sets as a prescription would write them, so the history shows what was done. */
function prescribed(set: ImportedSet): PrescribedSet {
  return {
    reps: set.reps,
    reps_max: null,
    load_kg: set.weight_kg,
    duration_seconds: set.duration_seconds,
    distance_m: set.distance_m,
    rest_seconds: null,
    tempo: null,
    rpe: set.rpe === null ? null : Math.min(10, Math.max(1, Math.round(set.rpe * 2) / 2)),
  };
}

/**
 * One imported workout as a workout session and its set logs. Each exercise is a block of its own
 * (a straight set), exercises of one Hevy superset one block of kind superset; warm-ups are left
 * out (docs/decisions: an import keeps working sets only). `exerciseOf` gives the exercise a name
 * was mapped to, or null to leave that exercise out.
 */
export function sessionRecords(input: {
  clientId: string;
  source: ImportSource;
  fileName: string;
  workout: ImportedWorkout;
  exerciseOf: (name: string) => string | null;
}): SessionRecords {
  const { clientId, workout } = input;
  const sessionId = importedSessionId(clientId, workout);
  const id = (...parts: (string | number)[]) => uuidv5(`${sessionId}|${parts.join('|')}`, IMPORT_NAMESPACE);
  const blocks: WorkoutBlock[] = [];
  const sets: Record<string, unknown>[] = [];
  const left = { warmups: 0, overLimit: 0 };
  const start = Date.parse(workout.started_at);
  const end = Math.max(start, Date.parse(workout.finished_at));
  let order = 0;

  workout.exercises.forEach((exercise, exerciseIndex) => {
    const exerciseId = input.exerciseOf(exercise.name);
    const working = exercise.sets.filter((set) => set.kind !== 'warmup');
    left.warmups += exercise.sets.length - working.length;
    if (!exerciseId || working.length === 0) return;
    // More sets than an item holds continue in a block of their own.
    for (let from = 0; from < working.length; from += MAX_SETS) {
      const chunk = working.slice(from, from + MAX_SETS);
      const previous = blocks.at(-1);
      const joins = from === 0 && exercise.superset !== null && previous?.kind === 'superset' && previous.name === exercise.superset;
      if (!joins && blocks.length >= MAX_BLOCKS) {
        left.overLimit += chunk.length;
        continue;
      }
      if (joins && previous.items.length >= MAX_ITEMS) {
        left.overLimit += chunk.length;
        continue;
      }
      const item = {
        id: id('item', exerciseIndex, from),
        exercise_id: exerciseId,
        notes: cut(exercise.notes, 1000),
        sets: chunk.map(prescribed),
      };
      let block: WorkoutBlock;
      if (joins) {
        block = previous;
        block.items.push(item);
      } else {
        block = {
          id: id('block', exerciseIndex, from),
          kind: exercise.superset === null ? 'straight' : 'superset',
          // A superset's group as the file names it, so the next exercise of the group finds its block.
          name: exercise.superset,
          rounds: null,
          work_seconds: null,
          rest_seconds: null,
          items: [item],
        };
        blocks.push(block);
      }
      chunk.forEach((set, setIndex) => {
        // The files time workouts, not sets: each set is placed a second after the one before,
        // within the workout, so the history keeps the file's order.
        const loggedAt = new Date(Math.min(end, start + order * 1000)).toISOString();
        order += 1;
        sets.push({
          id: id('set', exerciseIndex, from + setIndex),
          session_id: sessionId,
          exercise_id: exerciseId,
          block_id: block.id,
          item_id: item.id,
          set_index: setIndex,
          reps: set.reps,
          weight_kg: set.weight_kg,
          duration_seconds: set.duration_seconds,
          distance_m: set.distance_m,
          rpe: set.rpe,
          logged_at: loggedAt,
          notes: cut(set.notes, 1000),
        });
      });
    }
  });
  // A superset's name was the file's group id, kept only to join its exercises; not a name to show.
  for (const block of blocks) block.name = null;

  return {
    session: {
      id: sessionId,
      client_id: clientId,
      calendar_entry_id: null,
      workout_id: null,
      prescription: { name: cut(workout.title, 200) ?? 'Workout', blocks },
      started_at: workout.started_at,
      finished_at: new Date(end).toISOString(),
      rating: null,
      notes: cut(workout.notes, 4000),
      import_source: input.source,
      import_file: input.fileName,
    },
    sets,
    left,
  };
}
