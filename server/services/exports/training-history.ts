import { and, asc, eq, gt, inArray, or, type SQL } from 'drizzle-orm';
import type { ExportedExercise, ExportedWorkout } from '@core/exports/training-csv';
import { exercises, setLogs, workoutSessions } from '../../db/schema/index';
import type { Db } from '../../db/types';

/**
 * Sessions read per query. A page's sets are one more query, so 200,000 sets in 10,000 sessions
 * are 40 round trips, and what is held at once is one page, whatever the history's length.
 */
const SESSION_PAGE = 250;

interface SessionRow {
  id: string;
  started_at: string;
  finished_at: string | null;
  notes: string | null;
  prescription: { name: string };
}

type SetRow = typeof setLogs.$inferSelect;

/**
 * The training history of the client records `ofClients` admits, oldest workout first, as the
 * CSV writers take it (core/exports/training-csv.ts): read a page of sessions at a time, so an
 * export streams however long the history is. Deleted sessions and sets are not in it.
 */
export async function* exportedWorkouts(db: Db, ofClients: SQL): AsyncGenerator<ExportedWorkout> {
  const names = new Map<string, string>();
  let after: { started_at: string; id: string } | undefined;
  for (;;) {
    const page: SessionRow[] = await db
      .select({
        id: workoutSessions.id,
        started_at: workoutSessions.started_at,
        finished_at: workoutSessions.finished_at,
        notes: workoutSessions.notes,
        prescription: workoutSessions.prescription,
      })
      .from(workoutSessions)
      .where(
        and(
          ofClients,
          eq(workoutSessions.deleted, false),
          after
            ? or(
                gt(workoutSessions.started_at, after.started_at),
                and(eq(workoutSessions.started_at, after.started_at), gt(workoutSessions.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(workoutSessions.started_at), asc(workoutSessions.id))
      .limit(SESSION_PAGE);
    if (page.length === 0) return;
    const sets = await db
      .select()
      .from(setLogs)
      .where(
        and(
          inArray(
            setLogs.session_id,
            page.map((session) => session.id),
          ),
          eq(setLogs.deleted, false),
        ),
      )
      .orderBy(asc(setLogs.session_id), asc(setLogs.logged_at), asc(setLogs.set_index));
    await learnNames(db, names, sets);
    const bySession = groupBy(sets, (set) => set.session_id);
    for (const session of page) yield workoutOf(session, bySession.get(session.id) ?? [], names);
    const last = page.at(-1);
    if (!last || page.length < SESSION_PAGE) return;
    after = { started_at: last.started_at, id: last.id };
  }
}

/** Looks up the names of the exercises of `sets` not known yet: the English name, as both apps' own exercises are named. */
async function learnNames(db: Db, names: Map<string, string>, sets: readonly SetRow[]): Promise<void> {
  const unknown = [...new Set(sets.map((set) => set.exercise_id))].filter((id) => !names.has(id));
  if (unknown.length === 0) return;
  const rows = await db.select({ id: exercises.id, name: exercises.name }).from(exercises).where(inArray(exercises.id, unknown));
  for (const row of rows) names.set(row.id, row.name['en-US']);
}

/**
 * One session as a workout: its sets grouped by the exercise of the plan they were logged
 * against (block and item), in the order each was first logged. A block with more than one
 * exercise is a superset, numbered in the workout as Hevy numbers them.
 */
function workoutOf(session: SessionRow, sets: readonly SetRow[], names: ReadonlyMap<string, string>): ExportedWorkout {
  const groups = groupBy(sets, (set) => `${set.block_id ?? ''}|${set.item_id ?? ''}|${set.exercise_id}`);
  const exercisesPerBlock = new Map<string, number>();
  for (const [first] of groups.values()) {
    const block = first?.block_id ?? '';
    exercisesPerBlock.set(block, (exercisesPerBlock.get(block) ?? 0) + 1);
  }
  const supersets = new Map<string, string>();
  const list: ExportedExercise[] = [];
  for (const group of groups.values()) {
    const first = group[0];
    if (!first) continue;
    let superset: string | null = null;
    if (first.block_id && (exercisesPerBlock.get(first.block_id) ?? 0) > 1) {
      superset = supersets.get(first.block_id) ?? String(supersets.size);
      supersets.set(first.block_id, superset);
    }
    list.push({
      name: names.get(first.exercise_id) ?? 'Exercise',
      notes: null,
      superset,
      sets: group.map((set) => ({
        reps: set.reps,
        weight_kg: set.weight_kg,
        distance_m: set.distance_m,
        duration_seconds: set.duration_seconds,
        rpe: set.rpe,
        notes: set.notes,
      })),
    });
  }
  return {
    title: session.prescription.name,
    started_at: new Date(session.started_at).toISOString(),
    finished_at: session.finished_at === null ? null : new Date(session.finished_at).toISOString(),
    notes: session.notes,
    exercises: list,
  };
}

/** Items by key, keys in the order first met (Map.groupBy, which Node 20 does not have). */
function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
