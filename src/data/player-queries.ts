import { useLiveQuery } from 'dexie-react-hooks';
import { useAtomValue } from 'jotai';
import { Dexie } from 'dexie';
import type { RecordOf } from '@sync/records/index';
import type { PlayerState } from './local/database';
import { sessionRecords, type SetRecord } from './player';
import { useUserDatabase } from './records';
import { sessionAtom } from './session';

/**
 * Live reads for the workout player, each on an index so that a long history does not slow the
 * screen: the open session of a calendar entry, its set logs, the player's own state, and the
 * client's last performance of an exercise.
 */

/** The client record of the signed-in person (a client's own, linked to their account). */
export function useMyClient(): RecordOf<'clients'> | null | undefined {
  const db = useUserDatabase();
  const userId = useAtomValue(sessionAtom)?.userId;
  return useLiveQuery(async () => {
    if (!db || !userId) return null;
    const all = (await db.records('clients').toArray()) as unknown as RecordOf<'clients'>[];
    return all.find((client) => client.user_id === userId) ?? null;
  }, [db, userId]);
}

/** The unfinished session started for a calendar entry, or null. */
export function useOpenSession(calendarEntryId: string | undefined): RecordOf<'workout-sessions'> | null | undefined {
  const db = useUserDatabase();
  return useLiveQuery(async () => {
    if (!db || !calendarEntryId) return null;
    const sessions = (await db.records('workout-sessions').where('calendar_entry_id').equals(calendarEntryId).toArray()) as unknown as RecordOf<'workout-sessions'>[];
    return sessions.filter((session) => !session.finished_at).sort((a, b) => b.started_at.localeCompare(a.started_at))[0] ?? null;
  }, [db, calendarEntryId]);
}

export function useSessionLogs(sessionId: string | undefined): RecordOf<'set-logs'>[] | undefined {
  const db = useUserDatabase();
  return useLiveQuery(async () => {
    if (!db || !sessionId) return [];
    return (await db.records('set-logs').where('session_id').equals(sessionId).toArray()) as unknown as RecordOf<'set-logs'>[];
  }, [db, sessionId]);
}

export function usePlayerState(sessionId: string | undefined): PlayerState | null | undefined {
  const db = useUserDatabase();
  return useLiveQuery(async () => (db && sessionId ? ((await db.player.get(sessionId)) ?? null) : null), [db, sessionId]);
}

/** The client's most recent set of an exercise before this session: "Last time: 8 × 60 kg". */
export function useLastPerformance(clientId: string | undefined, exerciseId: string | undefined, sessionId: string | undefined): RecordOf<'set-logs'> | null | undefined {
  const db = useUserDatabase();
  return useLiveQuery(async () => {
    if (!db || !clientId || !exerciseId) return null;
    const earlier = await db
      .records('set-logs')
      .where('[client_id+exercise_id+logged_at]')
      .between([clientId, exerciseId, Dexie.minKey], [clientId, exerciseId, Dexie.maxKey])
      .reverse()
      .filter((log) => (log as unknown as RecordOf<'set-logs'>).session_id !== sessionId)
      .first();
    return (earlier as unknown as RecordOf<'set-logs'> | undefined) ?? null;
  }, [db, clientId, exerciseId, sessionId]);
}

/** The exercises a workout names, by id (missing ones are left out). */
export function useExercisesById(ids: readonly string[]): Map<string, RecordOf<'exercises'>> | undefined {
  const db = useUserDatabase();
  const key = [...new Set(ids)].sort().join(',');
  return useLiveQuery(async () => {
    const map = new Map<string, RecordOf<'exercises'>>();
    if (!db || key === '') return map;
    const found = (await db.records('exercises').bulkGet(key.split(','))) as unknown as (RecordOf<'exercises'> | undefined)[];
    for (const exercise of found) if (exercise) map.set(exercise.id, exercise);
    return map;
  }, [db, key]);
}

export interface EntryWorkout {
  entry: RecordOf<'calendar-entries'> | null;
  workout: RecordOf<'workouts'> | null;
}

/**
 * A calendar entry and its workout, read together: two separate live reads would, for one render,
 * show the entry with the previous (empty) workout and the page would say "not found".
 */
export function useEntryWorkout(entryId: string | undefined): EntryWorkout | undefined {
  const db = useUserDatabase();
  return useLiveQuery(async (): Promise<EntryWorkout> => {
    if (!db || !entryId) return { entry: null, workout: null };
    const entry = ((await db.records('calendar-entries').get(entryId)) as unknown as RecordOf<'calendar-entries'> | undefined) ?? null;
    const workout = entry?.workout_id ? (((await db.records('workouts').get(entry.workout_id)) as unknown as RecordOf<'workouts'> | undefined) ?? null) : null;
    return { entry, workout };
  }, [db, entryId]);
}

/** The session's personal records, live: a set that beats a best shows at once. */
export function useSessionRecords(session: Pick<RecordOf<'workout-sessions'>, 'id' | 'client_id'>): SetRecord[] | undefined {
  const db = useUserDatabase();
  return useLiveQuery(async () => (db ? sessionRecords(db, session) : []), [db, session.id, session.client_id]);
}
