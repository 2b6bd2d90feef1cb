import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { IMPORT_PROBLEMS_SHOWN, type ImportPreview, type ImportResult } from '@core/imports/api';
import { parseHistory } from '@core/imports/parse';
import { isTimeZone } from '@core/imports/zone';
import { ImportFileError, type ImportedWorkout, type ParsedHistory } from '@core/imports/types';
import { TIME_ZONE } from '@core/dates';
import { ENTITY_FIELDS } from '@core/records/index';
import { clients, historyImports, workoutSessions } from '../../db/schema/index';
import type { Db, Tx } from '../../db/types';
import { ApiError, badRequest, notFound } from '../../lib/api-error';
import type { AuthUser } from '../../plugins/auth';
import { clientAccess, type ClientAccess } from '../../sync/access';
import { applyPrimitive, effectsOf } from '../../sync/apply';
import { createRecords } from '../../sync/new-records';
import { MutationRejected } from '../../sync/rejections';
import { nameResolver, rememberChoices } from './exercise-choices';
import { importedSessionId, sessionRecords } from './records';

/** What an import takes (docs/imports.md): a file far larger than any real export is refused unread. */
export const IMPORT_LIMITS = {
  fileBytes: 25 * 1024 * 1024,
  /** Distinct exercise names a file may hold: each is matched and shown for review. */
  exerciseNames: 2000,
  /** Workouts shown as they will look. */
  sampleWorkouts: 3,
  /** An unconfirmed preview is dropped after this long. */
  keptMs: 24 * 3600_000,
} as const;

/** Records per createRecords call (its check of taken ids is one statement). */
const WRITE_SLICE = 5000;

/** An exercise's id, `new` (a custom exercise of the file's name) or `skip`. */
export type ExerciseChoice = string;

/** The client the history is for: the one named, which the user coaches or is; else the user's own record. */
async function targetClient(tx: Db | Tx, user: AuthUser, clientId: string | undefined): Promise<ClientAccess> {
  if (clientId) {
    try {
      return await clientAccess(tx, user, clientId);
    } catch (error) {
      if (error instanceof MutationRejected) throw notFound('There is no such client');
      throw error;
    }
  }
  const [own] = await tx
    .select({ id: clients.id, coach_id: clients.coach_id, user_id: clients.user_id })
    .from(clients)
    .where(and(eq(clients.user_id, user.id), eq(clients.deleted, false)))
    .orderBy(desc(clients.updated_at))
    .limit(1);
  if (!own) throw new ApiError(409, 'no_client_record', 'Your training is kept with a coach: join a coach before importing a history');
  return { ...own, as: 'self' };
}

function read(content: string, timeZone: string, now: Date): ParsedHistory {
  try {
    return parseHistory(content, { timeZone, now });
  } catch (error) {
    if (error instanceof ImportFileError) throw new ApiError(422, error.code, error.message);
    throw error;
  }
}

const distinctNames = (parsed: ParsedHistory) => {
  const sets = new Map<string, number>();
  for (const workout of parsed.workouts)
    for (const exercise of workout.exercises) sets.set(exercise.name, (sets.get(exercise.name) ?? 0) + exercise.sets.length);
  return sets;
};

/** The sessions of these workouts the client already has (imported before), deleted ones too: a removed one stays removed. */
async function existingSessions(tx: Db | Tx, clientId: string, workouts: readonly ImportedWorkout[]) {
  const ids = workouts.map((workout) => importedSessionId(clientId, workout));
  const found = new Set<string>();
  for (let from = 0; from < ids.length; from += 1000) {
    const rows = await tx
      .select({ id: workoutSessions.id })
      .from(workoutSessions)
      .where(inArray(workoutSessions.id, ids.slice(from, from + 1000)));
    for (const row of rows) found.add(row.id);
  }
  return found;
}

async function preview(
  db: Db,
  user: AuthUser,
  row: typeof historyImports.$inferSelect,
  parsed: ParsedHistory,
  access: ClientAccess,
): Promise<ImportPreview> {
  const names = distinctNames(parsed);
  if (names.size > IMPORT_LIMITS.exerciseNames) {
    throw new ApiError(
      422,
      'too_many_exercises',
      `The file names ${names.size} different exercises; an import takes at most ${IMPORT_LIMITS.exerciseNames}. Is it a training history?`,
    );
  }
  const { matcher, names: exerciseNames, resolve } = await nameResolver(db, access.coach_id, user.id, [...names.keys()]);
  const existing = await existingSessions(db, access.id, parsed.workouts);
  const shownName = (id: string | null) => (id ? (exerciseNames.get(id) ?? null) : null);
  const exercises = [...names].map(([name, sets]) => {
    const alternatives = matcher.alternatives(name, 5).map((one) => ({ id: one.exercise_id, name: shownName(one.exercise_id) ?? '' }));
    const { exercise_id, confidence } = resolve(name);
    return { name, sets, exercise_id, exercise_name: shownName(exercise_id), confidence, alternatives };
  });
  const allSets = parsed.workouts.flatMap((workout) => workout.exercises.flatMap((exercise) => exercise.sets));
  const starts = parsed.workouts.map((workout) => workout.started_at).sort();
  return {
    id: row.id,
    client_id: access.id,
    file_name: row.file_name,
    source: parsed.source,
    variant: parsed.variant,
    time_zone: row.time_zone,
    workouts: parsed.workouts.length,
    sets: allSets.filter((set) => set.kind !== 'warmup').length,
    first_started_at: starts[0] ?? null,
    last_started_at: starts.at(-1) ?? null,
    already_imported: parsed.workouts.filter((workout) => existing.has(importedSessionId(access.id, workout))).length,
    warmup_sets: allSets.filter((set) => set.kind === 'warmup').length,
    skipped: parsed.skipped,
    problem_count: parsed.problemCount,
    problems: parsed.problems.slice(0, IMPORT_PROBLEMS_SHOWN),
    exercises,
    sample: parsed.workouts
      .slice(-IMPORT_LIMITS.sampleWorkouts)
      .reverse()
      .map((workout) => ({
        title: workout.title,
        started_at: workout.started_at,
        finished_at: workout.finished_at,
        exercises: workout.exercises.map((exercise) => ({
          name: exercise.name,
          sets: exercise.sets.map(({ kind, reps, weight_kg, distance_m, duration_seconds, rpe }) => ({
            kind,
            reps,
            weight_kg,
            distance_m,
            duration_seconds,
            rpe,
          })),
        })),
      })),
  };
}

/**
 * Reads an uploaded export and keeps it for its commit; answers what it holds and how each
 * exercise name is matched. Nothing of the client's is written.
 */
export async function createImport(
  db: Db,
  user: AuthUser,
  input: { fileName: string; content: string; clientId?: string; timeZone?: string },
  now = new Date(),
): Promise<ImportPreview> {
  const timeZone = input.timeZone ?? TIME_ZONE;
  if (!isTimeZone(timeZone)) throw badRequest('Choose a time zone such as Europe/Riga', { time_zone: 'is not a time zone' });
  const access = await targetClient(db, user, input.clientId);
  const parsed = read(input.content, timeZone, now);
  // Unconfirmed previews are not kept past their day.
  await db.delete(historyImports).where(lt(historyImports.created_at, new Date(now.getTime() - IMPORT_LIMITS.keptMs)));
  const [row] = await db
    .insert(historyImports)
    .values({
      id: uuidv7(),
      user_id: user.id,
      client_id: access.id,
      file_name: input.fileName.slice(0, 200) || 'export.csv',
      time_zone: timeZone,
      content: input.content,
      created_at: now,
    })
    .returning();
  if (!row) throw new Error('the import was not stored');
  return preview(db, user, row, parsed, access);
}

async function ownImport(db: Db | Tx, user: AuthUser, id: string, lock = false) {
  const query = db
    .select()
    .from(historyImports)
    .where(and(eq(historyImports.id, id), eq(historyImports.user_id, user.id)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound('There is no such import; upload the file again');
  return row;
}

/** The preview of an import already uploaded, read again (after choosing exercises elsewhere, say). */
export async function readImport(db: Db, user: AuthUser, id: string, now = new Date()): Promise<ImportPreview> {
  const row = await ownImport(db, user, id);
  if (row.committed_at) throw new ApiError(409, 'import_committed', 'This import is done; its workouts are in the history');
  const access = await targetClient(db, user, row.client_id);
  return preview(db, user, row, read(row.content, row.time_zone, now), access);
}

/**
 * Writes the import's workouts as the client's sessions and set logs, through the same rules as
 * any write of them (server/sync/new-records.ts: access, references, versions, history), in one
 * transaction. `choices` override the matcher per name: an exercise's id, `new` (a custom
 * exercise of that name, the coach's own) or `skip`. A name left unmatched must be chosen.
 * Committing twice (a double tap) writes once and answers the same.
 */
export async function commitImport(
  db: Db,
  user: AuthUser,
  id: string,
  choices: Readonly<Record<string, ExerciseChoice>>,
  now = new Date(),
): Promise<ImportResult> {
  return db.transaction(async (tx) => {
    const row = await ownImport(tx, user, id, true);
    if (row.committed_at && row.result) return row.result;
    const access = await targetClient(tx, user, row.client_id);
    // One import into a client at a time: two files holding the same workouts, committed at once,
    // would both find them new and the second would fail on the first's ids.
    await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, access.id)).for('update');
    const parsed = read(row.content, row.time_zone, now);
    const names = distinctNames(parsed);
    const { ids, resolve } = await nameResolver(tx, access.coach_id, user.id, [...names.keys()]);

    const mapped = new Map<string, string | null>();
    const unmatched: Record<string, string> = {};
    const chosen = new Map<string, string>();
    for (const name of names.keys()) {
      const choice = choices[name];
      if (choice === 'skip') mapped.set(name, null);
      else if (choice === 'new') {
        const made = await createOwnExercise(tx, access, name);
        mapped.set(name, made);
        chosen.set(name, made);
      } else if (choice !== undefined) {
        if (!ids.has(choice)) unmatched[name] = 'is not an exercise of the library or the coach';
        else {
          mapped.set(name, choice);
          chosen.set(name, choice);
        }
      } else {
        const found = resolve(name).exercise_id;
        if (found) mapped.set(name, found);
        else unmatched[name] = 'needs an exercise, a new one or skip';
      }
    }
    if (Object.keys(unmatched).length > 0) throw new ApiError(422, 'exercises_unmatched', 'Choose an exercise for each name', unmatched);

    const existing = await existingSessions(tx, access.id, parsed.workouts);
    const sessions: Record<string, unknown>[] = [];
    const sets: Record<string, unknown>[] = [];
    for (const workout of parsed.workouts) {
      if (existing.has(importedSessionId(access.id, workout))) continue;
      const records = sessionRecords({
        clientId: access.id,
        source: parsed.source,
        fileName: row.file_name,
        workout,
        exerciseOf: (name) => mapped.get(name) ?? null,
      });
      if (records.sets.length === 0) continue;
      sessions.push(ENTITY_FIELDS['workout-sessions'].parse(records.session));
      sets.push(...records.sets.map((set) => ENTITY_FIELDS['set-logs'].parse(set)));
    }
    const actor = { user };
    const put = (entity: 'workout-sessions' | 'set-logs') => (record: Record<string, unknown>) => ({
      kind: 'put' as const,
      entity,
      id: String(record.id),
      record,
    });
    // In slices: a statement holds at most 65,535 parameters, and a history may hold 200,000 sets.
    for (const [entity, records] of [
      ['workout-sessions', sessions],
      ['set-logs', sets],
    ] as const) {
      for (let from = 0; from < records.length; from += WRITE_SLICE) {
        const slice = records.slice(from, from + WRITE_SLICE).map(put(entity));
        if (!(await createRecords(tx, actor, slice, effectsOf(tx))))
          throw new Error(`an imported ${entity} record was taken while the import ran`);
      }
    }
    await rememberChoices(tx, user.id, chosen);
    const result = { sessions_created: sessions.length, sets_created: sets.length, sessions_existing: existing.size };
    await tx.update(historyImports).set({ committed_at: now, result, content: '' }).where(eq(historyImports.id, row.id));
    return result;
  });
}

/** A custom exercise for a name the library lacks: the coach's own, as the coach would make it (A12). */
async function createOwnExercise(tx: Tx, access: ClientAccess, name: string): Promise<string> {
  const id = uuidv7();
  const record = ENTITY_FIELDS.exercises.parse({ id, name: { 'en-US': name.trim().slice(0, 200) }, owner_id: access.coach_id });
  // The coach's, whoever imports: a client cannot own exercises, and their coach sees what their history names.
  await applyPrimitive(tx, { system: true }, { kind: 'put', entity: 'exercises', id, record });
  return id;
}
