import type { RecordOf } from '@core/records/index';
import { itemKey } from '@core/training/extra-sets';
import { advanceIntervals, startWork } from '@core/training/intervals';
import { elapsedMs, pauseRest, resumeRest } from '@core/training/rest-timer';
import type { Step } from '@core/training/sequence';
import type { UserDatabase } from './local/database';
import { logSet, setLogRecord, setLogTables, updateState } from './player';
import { recordWrites } from './record-writes';
import { loadWritePath } from './write-path';

/**
 * The player's clock-driven writes: interval work periods (core/training/intervals.ts) and sets
 * added beyond the prescription. Like the rest timer, everything is stored as timestamps in the
 * device's database, so the clock carries on across reloads and killed pages.
 */

type Session = Pick<RecordOf<'workout-sessions'>, 'id' | 'client_id'>;

/** What an interval logs: the seconds worked, and the load when the coach prescribed one. */
const workValues = (step: Step, seconds: number) => ({
  reps: null,
  weight_kg: step.prescribed.load_kg,
  duration_seconds: seconds,
  distance_m: null,
  rpe: null,
});

export async function startIntervalWork(db: UserDatabase, sessionId: string, step: Step, now: number): Promise<void> {
  await updateState(db, sessionId, now, (state) => ({ ...state, work: startWork(step, now), rest: null, rest_after: null }));
}

export async function pauseWork(db: UserDatabase, sessionId: string, paused: boolean, now: number): Promise<void> {
  await updateState(db, sessionId, now, (state) =>
    state.work
      ? { ...state, work: { ...state.work, timer: paused ? pauseRest(state.work.timer, now) : resumeRest(state.work.timer, now) } }
      : state,
  );
}

/** "Done": the interval ends now, logged with the seconds actually worked, and its rest starts. */
export async function endWorkNow(db: UserDatabase, session: Session, step: Step, now: number): Promise<void> {
  const state = await db.player.get(session.id);
  const seconds = state?.work?.step === step.key ? Math.round(elapsedMs(state.work.timer, now) / 1000) : (step.work_seconds ?? 0);
  await logSet(db, session, step, workValues(step, seconds), now);
}

/**
 * Runs the interval clock up to `now` and stores what it did: every work period that ended is
 * logged at the moment it ended, and the next period or rest is stored. The state is read again
 * inside the transaction, so two tabs ticking at once log a period once.
 */
export async function runIntervalClock(
  db: UserDatabase,
  session: Session,
  steps: readonly Step[],
  finished: ReadonlySet<string>,
  now: number,
): Promise<number> {
  // Its writes happen inside the transaction, which must not wait for the write path to load.
  await loadWritePath();
  return db.transaction('rw', setLogTables(db), async () => {
    const state = await db.player.get(session.id);
    if (!state?.work && !state?.rest) return 0;
    const { ended, clock } = advanceIntervals(
      steps,
      { work: state.work ?? null, rest: state.rest, rest_after: state.rest_after },
      finished,
      now,
    );
    if (ended.length === 0 && clock.work === (state.work ?? null)) return 0;
    const writes = recordWrites(db);
    for (const period of ended)
      await writes.put('set-logs', setLogRecord(session, period.step, workValues(period.step, period.seconds), period.at));
    await db.player.put({ ...state, ...clock, updated_at: now });
    return ended.length;
  });
}

/**
 * "One more set" of an exercise: a step after its last one, asking for the same. `count` is how
 * many extra sets the item shows now (some may come from another device's logs).
 */
export async function addExtraSet(
  db: UserDatabase,
  sessionId: string,
  step: Pick<Step, 'block_id' | 'item_id'>,
  count: number,
  now: number,
): Promise<void> {
  const key = itemKey(step.block_id, step.item_id);
  await updateState(db, sessionId, now, (state) => ({
    ...state,
    extras: [...(state.extras ?? []).filter((entry) => entry !== key), ...Array.from({ length: count + 1 }, () => key)],
  }));
}
