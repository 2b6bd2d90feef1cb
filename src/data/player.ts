import { v7 as uuidv7 } from 'uuid';
import type { CalendarStatus } from '@core/records/calendar';
import type { RecordOf } from '@core/records/index';
import { shownText } from '@core/records/shown-text';
import { adjustRest, pauseRest, resumeRest, startRest, type RestTimer } from '@core/training/rest-timer';
import { carryKey, carryOf } from '@core/training/carry';
import { NO_BESTS, personalBestsOf, withSet, type NewPersonalBest } from '@core/training/personal-bests';
import { EMPTY_SET, type Step } from '@core/training/sequence';
import type { WorkoutBlock } from '@core/records/workouts';
import type { BestsBefore, PlayerState, UserDatabase } from './local/database';
import { setLogsOf } from './local/queries';
import { localWriteTables } from './local/write-tables';
import { recordWrites } from './record-writes';
import { loadWritePath } from './write-path';

/**
 * The workout player's writes (docs/decisions/0078-what-the-player-stores-where.md). What the coach must see
 * is a record (the session, its set logs, the calendar entry's status) written through the outbox
 * like every other change; what only the player needs (skipped sets, the rest timer) is kept per
 * session in the device's database, never only in memory.
 */

type Session = RecordOf<'workout-sessions'>;
/** What a session is started from; a free workout has no workout record (`id` null) and starts empty. */
type Workout = Pick<RecordOf<'workouts'>, 'name' | 'blocks'> & Partial<Pick<RecordOf<'workouts'>, 'translations'>> & { id: string | null };

const iso = (ms: number) => new Date(ms).toISOString();

const emptyState = (sessionId: string, now: number): PlayerState => ({
  session_id: sessionId,
  skipped: [],
  rest: null,
  rest_after: null,
  updated_at: now,
});

export interface StartSession {
  client_id: string;
  workout: Workout;
  calendar_entry_id: string | null;
  now: number;
  /** The client's language: the session keeps the workout's name as they saw it (its translation). */
  locale: string;
}

/**
 * Starts a session with the prescription as it is now: later edits of the workout do not rewrite it.
 * An entry's first session has the id every device gives it, so a phone and a tablet starting it
 * offline make one (sync/SPEC.md R12); a second one on purpose, or one after the first ended, a new id.
 */
export async function startSession(db: UserDatabase, start: StartSession): Promise<string> {
  // Loaded when a session starts: the player's first screen does without it.
  const shared =
    start.calendar_entry_id === null ? undefined : await (await import('@core/training/in-person')).entrySessionId(start.calendar_entry_id);
  const id = shared && !(await db.records('workout-sessions').get(shared)) ? shared : uuidv7();
  await recordWrites(db).put('workout-sessions', {
    id,
    client_id: start.client_id,
    calendar_entry_id: start.calendar_entry_id,
    workout_id: start.workout.id,
    prescription: { name: shownText(start.workout, start.locale), blocks: start.workout.blocks },
    started_at: iso(start.now),
  });
  await db.player.put(emptyState(id, start.now));
  return id;
}

/**
 * Adds an exercise to a session under way: a free workout is built this way as the client goes, and
 * a planned one gets what the client did beyond it. It joins the session's prescription as a block
 * of its own with one set (more are "one more set"), so its sets are steps like any other and count
 * once (sync/SPEC.md R10). Read and written here, from the session as the device holds it, so an
 * exercise added a moment before is kept.
 */
export async function addExercise(
  db: UserDatabase,
  sessionId: string,
  exercise: { id: string; defaultRest: number | null },
): Promise<void> {
  const session = await db.records('workout-sessions').get(sessionId);
  if (!session) throw new Error(`session ${sessionId} is not on this device`);
  const block: WorkoutBlock = {
    id: uuidv7(),
    kind: 'straight',
    name: null,
    rounds: null,
    work_seconds: null,
    rest_seconds: null,
    items: [{ id: uuidv7(), exercise_id: exercise.id, notes: null, sets: [{ ...EMPTY_SET, rest_seconds: exercise.defaultRest }] }],
  };
  await recordWrites(db).patch('workout-sessions', sessionId, {
    prescription: { ...session.prescription, blocks: [...session.prescription.blocks, block] },
  });
}

/** Trains here a session started on another device: its sets count once wherever they are logged (sync/SPEC.md R10). */
export async function continueHere(db: UserDatabase, sessionId: string, now: number): Promise<void> {
  if (!(await db.player.get(sessionId))) await db.player.put(emptyState(sessionId, now));
}

/**
 * A scheduled workout the client will not do: the entry is marked skipped and the reason joins its
 * note (the note is the one field of an entry that the client and the coach both write).
 */
export async function skipWorkout(
  db: UserDatabase,
  entry: Pick<RecordOf<'calendar-entries'>, 'id' | 'notes'>,
  reason: string,
): Promise<void> {
  const said = reason.trim();
  const notes = said === '' ? entry.notes : entry.notes ? `${entry.notes}\n\n${said}` : said;
  await recordWrites(db).patch('calendar-entries', entry.id, { status: 'skipped', notes });
}

export interface SetValues {
  reps: number | null;
  weight_kg: number | null;
  duration_seconds: number | null;
  distance_m: number | null;
  rpe: number | null;
}

/** The tables a set log and the player state are written in, together (C1). */
export const setLogTables = (db: UserDatabase) => [db.player, ...localWriteTables(db, ['set-logs'])];

type LoggedStep = Pick<Step, 'key' | 'block_id' | 'item_id' | 'exercise_id' | 'set_index' | 'rest_after_seconds' | 'prescribed'>;

/** The set log record of a step, as performed at `at`. */
export function setLogRecord(session: Pick<Session, 'id' | 'client_id'>, step: LoggedStep, values: SetValues, at: number) {
  return {
    id: uuidv7(),
    session_id: session.id,
    // The server derives it too; written here so the device finds the set in the client's history at once.
    client_id: session.client_id,
    exercise_id: step.exercise_id,
    block_id: step.block_id,
    item_id: step.item_id,
    set_index: step.set_index,
    ...values,
    logged_at: iso(at),
  };
}

/**
 * Logs one set as performed and starts the rest that follows it, in one transaction: a page
 * killed at that moment keeps both or neither. What was lifted is kept as what the item's next
 * sets start from (core/training/carry.ts), in the same transaction. Returns the set log's id.
 */
export async function logSet(
  db: UserDatabase,
  session: Pick<Session, 'id' | 'client_id'>,
  step: LoggedStep,
  values: SetValues,
  now: number,
): Promise<string> {
  return (await logSetRecord(db, session, step, values, now)).id;
}

/**
 * logSet, answering the set log as the device now holds it (as the write stored it): a screen can
 * show it at once, before its live read of the session's logs answers.
 */
export async function logSetRecord(
  db: UserDatabase,
  session: Pick<Session, 'id' | 'client_id'>,
  step: LoggedStep,
  values: SetValues,
  now: number,
): Promise<RecordOf<'set-logs'>> {
  const record = setLogRecord(session, step, values, now);
  const { writeLocalRecords } = await loadWritePath();
  return db.transaction('rw', setLogTables(db), async () => {
    const { records } = await writeLocalRecords(db, 'set-logs.put', record);
    await updateState(db, session.id, now, (state) => ({
      ...state,
      skipped: state.skipped.filter((key) => key !== step.key),
      work: null,
      rest: step.rest_after_seconds > 0 ? startRest(now, step.rest_after_seconds) : null,
      rest_after: step.rest_after_seconds > 0 ? step.key : null,
      carried: { ...state.carried, [carryKey(step)]: carryOf(step, values) },
    }));
    const written = records[0];
    if (!written) throw new Error(`set log ${record.id} was not written`);
    // The write answers records of any entity untyped (AnyRecord); this one is what the validated
    // `set-logs.put` stored.
    return written as RecordOf<'set-logs'>;
  });
}

/** Logs are append-only: a correction withdraws the log, and the set is logged again. */
export async function withdrawSet(db: UserDatabase, setLogId: string): Promise<void> {
  await recordWrites(db).remove('set-logs', setLogId);
}

export async function skipStep(db: UserDatabase, sessionId: string, stepKey: string, now: number): Promise<void> {
  await updateState(db, sessionId, now, (state) => ({
    ...state,
    skipped: state.skipped.includes(stepKey) ? state.skipped : [...state.skipped, stepKey],
  }));
}

export type RestAction = { kind: 'adjust'; deltaMs: number } | { kind: 'pause' } | { kind: 'resume' } | { kind: 'skip' };

export async function changeRest(db: UserDatabase, sessionId: string, action: RestAction, now: number): Promise<void> {
  await updateState(db, sessionId, now, (state) => {
    if (!state.rest || action.kind === 'skip') return { ...state, rest: null, rest_after: null };
    const rest: RestTimer =
      action.kind === 'adjust'
        ? adjustRest(state.rest, now, action.deltaMs)
        : action.kind === 'pause'
          ? pauseRest(state.rest, now)
          : resumeRest(state.rest, now);
    return { ...state, rest };
  });
}

export async function playerState(db: UserDatabase, sessionId: string): Promise<PlayerState | undefined> {
  return db.player.get(sessionId);
}

export async function updateState(
  db: UserDatabase,
  sessionId: string,
  now: number,
  change: (state: PlayerState) => PlayerState,
): Promise<void> {
  await db.transaction('rw', db.player, async () => {
    const state = (await db.player.get(sessionId)) ?? emptyState(sessionId, now);
    await db.player.put({ ...change(state), updated_at: now });
  });
}

export interface Finish {
  rating: number | null;
  notes: string | null;
  /** What was done against the prescription: every set, or some. */
  status: Extract<CalendarStatus, 'completed' | 'partial'>;
  now: number;
}

/** Ends the session and marks its calendar entry from what was done. */
export async function finishSession(db: UserDatabase, session: Pick<Session, 'id' | 'calendar_entry_id'>, finish: Finish): Promise<void> {
  const writes = recordWrites(db);
  await writes.patch('workout-sessions', session.id, { finished_at: iso(finish.now), rating: finish.rating, notes: finish.notes });
  if (session.calendar_entry_id) await writes.patch('calendar-entries', session.calendar_entry_id, { status: finish.status });
  await db.player.delete(session.id);
}

/** Completed when every prescribed set was logged; partial when some were. */
export function finishedStatus(stepCount: number, doneCount: number): Finish['status'] {
  return doneCount >= stepCount ? 'completed' : 'partial';
}

export interface SetRecord {
  log_id: string;
  exercise_id: string;
  record: NewPersonalBest;
}

/** The client's bests of one exercise from the logs dated before `before`, on the client + exercise + time index. */
export async function bestsBefore(db: UserDatabase, clientId: string, exerciseId: string, before: string): Promise<BestsBefore> {
  let bests = NO_BESTS;
  let seen = false;
  for (const log of await setLogsOf(db, clientId, exerciseId, undefined, before)) {
    bests = withSet(bests, log);
    seen = true;
  }
  return { before, seen, bests };
}

/**
 * The bests a session's sets are compared with, for each of `exerciseIds`: the client's history
 * dated before the session started, read once per session and exercise and kept in the player's
 * state, so neither a tap nor opening the session again reads the history
 * (docs/decisions/0088-personal-records.md). A log dated before the session that reaches the
 * device after they were read counts from the next session on.
 */
export async function sessionBests(
  db: UserDatabase,
  session: Pick<Session, 'id' | 'client_id' | 'started_at'>,
  exerciseIds: readonly string[],
): Promise<Record<string, BestsBefore>> {
  const known: Record<string, BestsBefore> = {};
  for (const [exerciseId, bests] of Object.entries((await db.player.get(session.id))?.bests ?? {}))
    if (bests.before === session.started_at) known[exerciseId] = bests;
  const missing = [...new Set(exerciseIds)].filter((exerciseId) => !(exerciseId in known));
  if (missing.length === 0) return known;
  const read: Record<string, BestsBefore> = {};
  // One exercise at a time: each is a long read, and the screen's own reads should not wait for all.
  for (const exerciseId of missing) read[exerciseId] = await bestsBefore(db, session.client_id, exerciseId, session.started_at);
  await db.transaction('rw', db.player, async () => {
    const state = await db.player.get(session.id);
    // A session finished meanwhile has no state to keep them in, and must not get one back.
    if (state) await db.player.put({ ...state, bests: { ...state.bests, ...read } });
  });
  return { ...known, ...read };
}

/**
 * The personal records the session's sets set, each against the client's history of that exercise
 * before it (read on the client + exercise + time index). A first ever set of an exercise sets
 * bests but is no record.
 *
 * With `before` (sessionBests) an exercise's history is read only from the moment its bests were
 * taken, the session's start, and folded over them: the same logs in the same order, so the same
 * records, as long as none of the session's own logs is dated earlier (a device whose clock was
 * behind continued it), in which case the whole history is read as without.
 */
export async function sessionPersonalBests(
  db: UserDatabase,
  session: Pick<Session, 'id' | 'client_id'>,
  before: Readonly<Record<string, BestsBefore>> = {},
  known?: readonly RecordOf<'set-logs'>[],
): Promise<SetRecord[]> {
  // `known`: the session's logs as the screen already holds them, so they are not read again.
  const logs = known ?? (await db.records('set-logs').where('session_id').equals(session.id).toArray());
  // The logs since the bests were taken, for the exercises the session has logged, read at once:
  // on every set logged they are what the records wait for.
  const logged = new Set(logs.map((log) => log.exercise_id));
  const since = await Promise.all(
    Object.entries(before)
      .filter(([exerciseId]) => logged.has(exerciseId))
      .map(async ([exerciseId, taken]) => [exerciseId, await setLogsOf(db, session.client_id, exerciseId, taken.before)] as const),
  );
  const recent = new Map(since);
  const perExercise = await Promise.all(
    [...new Set(logs.map((log) => log.exercise_id))].map(async (exerciseId) => {
      const taken = before[exerciseId];
      const from = taken && logs.every((log) => log.exercise_id !== exerciseId || log.logged_at >= taken.before) ? taken : undefined;
      let bests = from?.bests ?? NO_BESTS;
      let seen = from?.seen ?? false;
      const found: SetRecord[] = [];
      for (const log of (from && recent.get(exerciseId)) || (await setLogsOf(db, session.client_id, exerciseId))) {
        if (log.session_id === session.id)
          for (const record of personalBestsOf(log, bests, !seen)) found.push({ log_id: log.id, exercise_id: exerciseId, record });
        bests = withSet(bests, log);
        seen = true;
      }
      return found;
    }),
  );
  return perExercise.flat();
}
