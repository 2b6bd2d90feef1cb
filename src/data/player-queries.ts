import { useLiveQuery } from 'dexie-react-hooks';
import { useAtomValue } from 'jotai';
import { Dexie } from 'dexie';
import { useEffect, useMemo, useState } from 'react';
import { localized } from '@core/records/localized';
import type { RecordOf, ReferenceEntity } from '@core/records/index';
import { exerciseIdsOf } from '@core/training/block-exercises';
import { sessionState } from '@core/training/session-state';
import type { BestsBefore, PlayerState, UserDatabase } from './local/database';
import { setLogsOf } from './local/queries';
import { sessionBests, sessionPersonalBests, type SetRecord } from './player';
import { unlessClosed, useUserDatabase } from './user-database';
import { sessionAtom } from './session';

/**
 * Live reads for the workout player, each on an index so that a long history does not slow the
 * screen: the open session of a calendar entry, its set logs, the player's own state, and the
 * client's last performance of an exercise.
 */

/**
 * A live query's answer, the same object for as long as what it says is the same. A set logged
 * re-runs queries whose answers it rarely changes (the open sessions read the player's state; the
 * records are mostly the same), and a new object with the same content renders the whole session
 * again.
 */
function useUnchanged<T>(answer: T): T {
  // Once per answer, not per render: a rest renders the session four times a second.
  const json = useMemo(() => JSON.stringify(answer), [answer]);
  const [kept, setKept] = useState({ json, answer });
  if (kept.json !== json) setKept({ json, answer });
  return kept.json === json ? kept.answer : answer;
}

const newestFirst = (a: RecordOf<'workout-sessions'>, b: RecordOf<'workout-sessions'>) => b.started_at.localeCompare(a.started_at);

/** The client record of the signed-in person (a client's own, linked to their account). */
export function useMyClient(): RecordOf<'clients'> | null | undefined {
  const db = useUserDatabase();
  const userId = useAtomValue(sessionAtom)?.userId;
  return useLiveQuery(async () => {
    if (!db || !userId) return null;
    const all = await db.records('clients').toArray();
    return all.find((client) => client.user_id === userId) ?? null;
  }, [db, userId]);
}

/**
 * A client record by id, as the player reads it: on a coach's device, whom an in-person session is
 * for; on a client's, which holds none, null. Undefined while loading.
 */
export function useClientRecord(id: string | undefined): RecordOf<'clients'> | null | undefined {
  const db = useUserDatabase();
  return useLiveQuery(async () => (db && id ? ((await db.records('clients').get(id)) ?? null) : null), [db, id]);
}

/**
 * The client record the signed-in person trains under when nothing names it (a free workout): a
 * coach's own training record, or for a client, whose device never holds client records (sync/SPEC.md
 * A3), the one their newest calendar entry, session, plan, body measurement or gym profile names (one per coach, and
 * a client has one coach at a time). Null when nothing on the device names one: no coach yet.
 */
export function useTrainingClientId(wanted = true): string | null | undefined {
  const db = useUserDatabase();
  const mine = useMyClient();
  // Five whole tables: read only where it is needed (a free workout, logging body measurements), not on every player page.
  // The last answer on this device shows at once on the next screen that asks, while the tables are read again.
  const named = useLiveQuery(
    async () => {
      if (!db || !wanted) return null;
      const found = await namedClientId(db);
      lastNamed.set(db, found);
      return found;
    },
    [db, wanted],
    db && wanted ? lastNamed.get(db) : undefined,
  );
  if (mine === undefined) return undefined;
  return mine ? mine.id : named;
}

/** useTrainingClientId's last answer per database. */
const lastNamed = new WeakMap<UserDatabase, string | null>();

async function namedClientId(db: UserDatabase): Promise<string | null> {
  const newest = async (entity: 'calendar-entries' | 'workout-sessions' | 'plan-assignments' | 'body-metrics') =>
    (await db.records(entity).toArray()).map((record) => ({ id: record.client_id, at: record.updated_at }));
  const profiles = (await db.records('gym-profiles').toArray()).map((record) => ({ id: record.id, at: record.updated_at }));
  const all = [
    ...(await newest('calendar-entries')),
    ...(await newest('workout-sessions')),
    ...(await newest('plan-assignments')),
    ...(await newest('body-metrics')),
    ...profiles,
  ];
  return all.sort((a, b) => b.at.localeCompare(a.at))[0]?.id ?? null;
}

/** The unfinished session started for a calendar entry, or null. */
export function useOpenSession(calendarEntryId: string | undefined): RecordOf<'workout-sessions'> | null | undefined {
  const db = useUserDatabase();
  return useLiveQuery(async () => {
    if (!db || !calendarEntryId) return null;
    const sessions = await db.records('workout-sessions').where('calendar_entry_id').equals(calendarEntryId).toArray();
    const now = Date.now();
    return sessions.filter((session) => sessionState(session, now) === 'in_progress').sort(newestFirst)[0] ?? null;
  }, [db, calendarEntryId]);
}

export function useSessionLogs(sessionId: string | undefined): RecordOf<'set-logs'>[] | undefined {
  const db = useUserDatabase();
  return useLiveQuery(async () => {
    if (!db || !sessionId) return [];
    return db.records('set-logs').where('session_id').equals(sessionId).toArray();
  }, [db, sessionId]);
}

export function usePlayerState(sessionId: string | undefined): PlayerState | null | undefined {
  const db = useUserDatabase();
  return useLiveQuery(async () => (db && sessionId ? ((await db.player.get(sessionId)) ?? null) : null), [db, sessionId]);
}

/**
 * The client's most recent set of an exercise before this session: "Last time: 8 × 60 kg".
 * Undefined until it is known for these arguments: useLiveQuery keeps answering with the previous
 * arguments' result while the new query runs, and the set card, which starts its inputs from it,
 * would start the next exercise from the last one's weight.
 *
 * `since` is the session's start: the logs from then on (the session's own, and any other
 * session's logged meanwhile) are one read, and before it one step back finds the newest, instead
 * of a step for each of the session's own sets.
 */
export function useLastPerformance(
  clientId: string | undefined,
  exerciseId: string | undefined,
  sessionId: string | undefined,
  since: string | undefined,
): RecordOf<'set-logs'> | null | undefined {
  const db = useUserDatabase();
  const found = useLiveQuery(async () => {
    let log: RecordOf<'set-logs'> | null = null;
    if (db && clientId && exerciseId) {
      const recent = since ? await setLogsOf(db, clientId, exerciseId, since) : [];
      log = recent.filter((candidate) => candidate.session_id !== sessionId).at(-1) ?? null;
      if (!log) {
        const earlier = await db
          .records('set-logs')
          .where('[client_id+exercise_id+logged_at]')
          .between([clientId, exerciseId, Dexie.minKey], [clientId, exerciseId, since ?? Dexie.maxKey])
          .reverse()
          .filter((candidate) => candidate.session_id !== sessionId)
          .first();
        log = earlier ?? null;
      }
    }
    return { db, clientId, exerciseId, sessionId, since, log };
  }, [db, clientId, exerciseId, sessionId, since]);
  const current =
    found !== undefined &&
    found.db === db &&
    found.clientId === clientId &&
    found.exerciseId === exerciseId &&
    found.sessionId === sessionId &&
    found.since === since;
  return current ? found.log : undefined;
}

/** The exercises a workout names, by id (missing ones are left out). */
export function useExercisesById(ids: readonly string[]): Map<string, RecordOf<'exercises'>> | undefined {
  const db = useUserDatabase();
  const key = [...new Set(ids)].sort().join(',');
  return useLiveQuery(async () => {
    const map = new Map<string, RecordOf<'exercises'>>();
    if (!db || key === '') return map;
    const found = await db.records('exercises').bulkGet(key.split(','));
    for (const exercise of found) if (exercise) map.set(exercise.id, exercise);
    return map;
  }, [db, key]);
}

export interface EntryWorkout {
  entry: RecordOf<'calendar-entries'> | null;
  workout: RecordOf<'workouts'> | null;
}

/**
 * What /workout/{id} names, read together: a calendar entry and its workout, or else a workout
 * itself (an unscheduled session). Two separate live reads would, for one render, show the entry
 * with the previous (empty) workout and the page would say "not found".
 */
export function useEntryWorkout(id: string | undefined): EntryWorkout | undefined {
  const db = useUserDatabase();
  return useLiveQuery(async (): Promise<EntryWorkout> => {
    if (!db || !id) return { entry: null, workout: null };
    const entry = (await db.records('calendar-entries').get(id)) ?? null;
    const workoutId = entry ? entry.workout_id : id;
    const workout = workoutId ? ((await db.records('workouts').get(workoutId)) ?? null) : null;
    // A plan's entry prescribes its week's sets (sync/SPEC.md G4): that is what the client trains.
    const prescribed = entry?.prescription ?? null;
    return { entry, workout: workout && prescribed ? { ...workout, blocks: prescribed } : workout };
  }, [db, id]);
}

export interface OpenSessions {
  /** The unfinished session this device is training (it keeps the player's state for it). */
  here: RecordOf<'workout-sessions'> | null;
  /** Unfinished sessions of the same entry started on another device. */
  elsewhere: RecordOf<'workout-sessions'>[];
}

/**
 * The unfinished sessions of a calendar entry (on the entry index) or, for an unscheduled
 * workout or a free one, the one this device started (through the player's own small table: sessions elsewhere
 * of a workout without an entry are the other device's own business).
 */
export function useOpenSessions(
  target: { entryId: string } | { workoutId: string | null; clientId?: string | undefined } | undefined,
): OpenSessions | undefined {
  const db = useUserDatabase();
  const entryId = target && 'entryId' in target ? target.entryId : undefined;
  // null: a free workout, which has no workout record.
  const workoutId = target && 'workoutId' in target ? target.workoutId : undefined;
  // A coach's tablet runs unscheduled sessions for several clients: only this client's is theirs to resume.
  const clientId = target && 'clientId' in target ? target.clientId : undefined;
  const answer = useLiveQuery(async (): Promise<OpenSessions> => {
    if (!db || (!entryId && workoutId === undefined)) return { here: null, elsewhere: [] };
    const states = new Set(await db.player.toCollection().primaryKeys());
    const sessions = entryId
      ? await db.records('workout-sessions').where('calendar_entry_id').equals(entryId).toArray()
      : (await db.records('workout-sessions').bulkGet([...states])).filter(
          (session): session is RecordOf<'workout-sessions'> =>
            session !== undefined &&
            session.workout_id === workoutId &&
            session.calendar_entry_id === null &&
            (clientId === undefined || session.client_id === clientId),
        );
    // An abandoned session (core/training/session-state.ts) is history, not something to resume.
    const now = Date.now();
    const open = sessions.filter((session) => sessionState(session, now) === 'in_progress').sort(newestFirst);
    return { here: open.find((session) => states.has(session.id)) ?? null, elsewhere: open.filter((session) => !states.has(session.id)) };
  }, [db, entryId, workoutId, clientId]);
  // Every change of the player's state re-runs this (a set logged, a rest started): the same answer
  // must not render the session again.
  return useUnchanged(answer);
}

/**
 * The session's personal records, live: a set that beats a best shows at once. The bests from
 * before the session (sessionBests, kept in the player's state) are read once `ready` says the
 * screen's own reads are done, so a long history does not hold up the set card; after that a tap
 * reads only the logs since the session started. Undefined until the bests are known.
 */
export function useSessionRecords(
  session: Pick<RecordOf<'workout-sessions'>, 'id' | 'client_id' | 'started_at' | 'prescription'>,
  /** The session's logs as the screen holds them (useSessionLogs), so they are not read again. */
  logs: readonly RecordOf<'set-logs'>[] | undefined,
  ready = true,
): SetRecord[] | undefined {
  const db = useUserDatabase();
  const exercises = [...new Set(exerciseIdsOf(session.prescription.blocks))].join(',');
  // Once ready, for good: `ready` goes false for a moment between sets, which must not read them again.
  const [started, setStarted] = useState(ready);
  if (ready && !started) setStarted(true);
  const target = `${session.id}/${session.client_id}/${session.started_at}/${exercises}`;
  const [taken, setTaken] = useState<{ target: string; bests: Record<string, BestsBefore> }>();
  const { id, client_id, started_at } = session;
  useEffect(() => {
    if (!db || !started) return;
    let current = true;
    void sessionBests(db, { id, client_id, started_at }, exercises === '' ? [] : exercises.split(','))
      .catch((error: unknown) => {
        // Without them the records are still right, from the whole history on every change.
        console.error('reading the bests before the session failed', error);
        return {};
      })
      .then((bests) => {
        if (current) setTaken({ target, bests });
      });
    return () => {
      current = false;
    };
  }, [db, started, target, id, client_id, started_at, exercises]);
  const bests = taken?.target === target ? taken.bests : undefined;
  const records = useLiveQuery(
    async () => (db && bests && logs ? sessionPersonalBests(db, { id, client_id }, bests, logs) : undefined),
    [db, id, client_id, bests, logs],
  );
  return useUnchanged(records);
}

/**
 * Names of reference records (muscles, equipment, an exercise's type …) or of exercises by id, in
 * the reader's language, live; undefined while loading. It reads only those records; one this
 * device lacks is not in the map.
 */
export function useReferenceNamesById(
  entity: ReferenceEntity | 'exercises',
  ids: readonly string[],
  locale: string,
): ReadonlyMap<string, string> | undefined {
  const db = useUserDatabase();
  const key = ids.join(',');
  return useLiveQuery(
    () =>
      unlessClosed(async () => {
        if (!db || key === '') return new Map<string, string>();
        const found = await db.records(entity).bulkGet(key.split(','));
        return new Map(found.flatMap((record) => (record ? [[record.id, localized(record.name, locale)] as const] : [])));
      }, new Map<string, string>()),
    [db, key, entity, locale],
  );
}

/** The same names in the ids' order, leaving out those this device lacks. */
export function useReferenceNames(entity: ReferenceEntity | 'exercises', ids: readonly string[], locale: string): string[] | undefined {
  const names = useReferenceNamesById(entity, ids, locale);
  const key = ids.join(',');
  return useMemo(() => names && (key === '' ? [] : key.split(',')).flatMap((id) => names.get(id) ?? []), [names, key]);
}
