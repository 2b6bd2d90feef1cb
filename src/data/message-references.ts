import { useLiveQuery } from 'dexie-react-hooks';
import { addDays, today } from '@core/dates';
import type { MessageReferenceEntity } from '@core/records/conversations';
import type { RecordOf } from '@core/records/index';
import type { UserDatabase } from './local/database';
import { sessionsOf } from './local/queries';
import { unlessClosed, useUserDatabase } from './user-database';

/**
 * What a message can point at (sync/SPEC.md A22): a workout done, one of its sets, or a workout on
 * the calendar, all of the conversation's client. Read from the device, so the card and the choice
 * work offline; the server refuses a reference to anything of another client.
 */

type Session = RecordOf<'workout-sessions'>;
type SetLog = RecordOf<'set-logs'>;
type Entry = RecordOf<'calendar-entries'>;

export type MessageReference =
  | { entity: 'workout-sessions'; session: Session }
  | { entity: 'set-logs'; log: SetLog; session: Session | undefined; exercise: RecordOf<'exercises'> | undefined }
  | { entity: 'calendar-entries'; entry: Entry; workoutName: string | null };

/** The id of the record `reference` is. */
export function referenceIdOf(reference: MessageReference): string {
  switch (reference.entity) {
    case 'workout-sessions':
      return reference.session.id;
    case 'set-logs':
      return reference.log.id;
    case 'calendar-entries':
      return reference.entry.id;
  }
}

/** How many of the latest workouts, and how many days ahead of the calendar, the choice offers. */
export const REFERENCE_CHOICES = { sessions: 10, daysAhead: 14 } as const;

async function workoutName(db: UserDatabase, entry: Entry): Promise<string | null> {
  if (entry.workout_id === null) return entry.title;
  return (await db.records('workouts').get(entry.workout_id))?.name ?? entry.title;
}

/** The record a message points at, as it is on this device; undefined when the device does not have it. */
export async function referenced(db: UserDatabase, entity: MessageReferenceEntity, id: string): Promise<MessageReference | undefined> {
  switch (entity) {
    case 'workout-sessions': {
      const session = await db.records('workout-sessions').get(id);
      return session && { entity, session };
    }
    case 'set-logs': {
      const log = await db.records('set-logs').get(id);
      if (!log) return undefined;
      const [session, exercise] = await Promise.all([
        db.records('workout-sessions').get(log.session_id),
        db.records('exercises').get(log.exercise_id),
      ]);
      return { entity, log, session, exercise };
    }
    case 'calendar-entries': {
      const entry = await db.records('calendar-entries').get(id);
      return entry && { entity, entry, workoutName: await workoutName(db, entry) };
    }
  }
}

/** `referenced`, live; null while it is read, undefined when the device does not have it. */
export function useReferenced(entity: MessageReferenceEntity, id: string): MessageReference | undefined | null {
  const db = useUserDatabase();
  return useLiveQuery(() => unlessClosed(async () => (db ? referenced(db, entity, id) : undefined), null), [db, entity, id], null);
}

export interface ReferenceChoices {
  /** The latest workouts done, newest first, each with its sets in the order they were logged. */
  sessions: { session: Session; logs: SetLog[] }[];
  /** What is planned from today, soonest first. */
  coming: { entry: Entry; workoutName: string | null }[];
  /** The exercises of those sets that are on this device. */
  exercises: ReadonlyMap<string, RecordOf<'exercises'>>;
}

/** What a message about client `clientId`'s training may point at, from this device. */
export async function referenceChoices(db: UserDatabase, clientId: string, now = new Date()): Promise<ReferenceChoices> {
  const from = today(now);
  const [sessions, entries] = await Promise.all([
    sessionsOf(db, clientId),
    db
      .records('calendar-entries')
      .where('[client_id+date]')
      .between([clientId, from], [clientId, addDays(from, REFERENCE_CHOICES.daysAhead)], true, true)
      .toArray(),
  ]);
  const latest = sessions
    .filter((session) => session.finished_at !== null)
    .reverse()
    .slice(0, REFERENCE_CHOICES.sessions);
  const done = await Promise.all(
    latest.map(async (session) => ({
      session,
      logs: (await db.records('set-logs').where('session_id').equals(session.id).toArray()).sort((a, b) =>
        a.logged_at.localeCompare(b.logged_at),
      ),
    })),
  );
  const exerciseIds = [...new Set(done.flatMap(({ logs }) => logs.map((log) => log.exercise_id)))];
  const exercises = (await db.records('exercises').bulkGet(exerciseIds)).filter((exercise) => exercise !== undefined);
  return {
    sessions: done,
    coming: await Promise.all(
      entries
        .filter((entry) => entry.status === 'planned')
        .sort((a, b) => a.date.localeCompare(b.date) || (a.time ?? '').localeCompare(b.time ?? ''))
        .map(async (entry) => ({ entry, workoutName: await workoutName(db, entry) })),
    ),
    exercises: new Map(exercises.map((exercise) => [exercise.id, exercise])),
  };
}

/** `referenceChoices`, live, read only while `wanted` (the choice is open). */
export function useReferenceChoices(clientId: string, wanted: boolean): ReferenceChoices | undefined {
  const db = useUserDatabase();
  return useLiveQuery(
    () => unlessClosed(async () => (db && wanted ? referenceChoices(db, clientId) : undefined), undefined),
    [db, clientId, wanted],
  );
}
