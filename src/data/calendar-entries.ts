import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { copiedEntries, type CopiedEntry } from '@core/calendar-rules';
import type { RecordOf } from '@core/records/index';
import { exerciseIdsOf } from '@core/training/block-exercises';
import type { UserDatabase } from './local/database';
import type { CalendarCheckIn } from './calendar-check-ins';
import { calendarEntriesBetween, type IsoDate } from './local/queries';
import { unlessClosed, useUserDatabase } from './user-database';
import { recordWrites, type RecordWrites } from './record-writes';

export type CalendarEntry = RecordOf<'calendar-entries'>;
export type { CalendarCheckIn } from './calendar-check-ins';

/** What a calendar screen shows for a range of days: the entries and what they name. */
export interface CalendarRange {
  entries: CalendarEntry[];
  clients: Map<string, RecordOf<'clients'>>;
  workouts: Map<string, RecordOf<'workouts'>>;
  /** Entries a session was started for: their day may have ended without them being missed. */
  withSession: Set<string>;
  /** Per entry, the joints its workout loads that its client spares. */
  sparedJoints: Map<string, string[]>;
  /** The check-ins due on the range's days (sync/SPEC.md A19), by day. */
  checkIns: Map<IsoDate, CalendarCheckIn[]>;
}

/** What an entry has its client do: its own prescription (a plan's week, substitutes) or else its workout's blocks. */
export function blocksOf(entry: CalendarEntry, workouts: Map<string, RecordOf<'workouts'>>): RecordOf<'workouts'>['blocks'] | undefined {
  return entry.prescription ?? (entry.workout_id ? workouts.get(entry.workout_id)?.blocks : undefined);
}

/**
 * The spared joints each entry loads: the client's joints_to_spare against the joints of the
 * exercises it prescribes, so an entry whose coach chose substitutes is not flagged.
 */
function sparedJointsOf(
  entries: CalendarEntry[],
  clients: Map<string, RecordOf<'clients'>>,
  workouts: Map<string, RecordOf<'workouts'>>,
  exercises: Map<string, RecordOf<'exercises'>>,
): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const entry of entries) {
    const spared = clients.get(entry.client_id)?.joints_to_spare ?? [];
    const blocks = blocksOf(entry, workouts);
    if (spared.length === 0 || !blocks) continue;
    const loaded = new Set(exerciseIdsOf(blocks).flatMap((id) => exercises.get(id)?.joint_ids ?? []));
    const joints = spared.filter((joint) => loaded.has(joint));
    if (joints.length > 0) found.set(entry.id, joints);
  }
  return found;
}

const byId = <T extends { id: string }>(rows: (T | undefined)[]) =>
  new Map(rows.filter((row): row is T => row !== undefined).map((row) => [row.id, row]));

/**
 * The range's entries on the [client_id+date] or date index, and only the workouts, sessions and
 * exercises those entries name, so a month of a busy coach reads what it shows and no more.
 */
export async function calendarRange(
  db: UserDatabase,
  clientIds: readonly string[] | 'all',
  from: IsoDate,
  to: IsoDate,
): Promise<CalendarRange> {
  const entries = await calendarEntriesBetween(db, clientIds, from, to);
  const workoutIds = [...new Set(entries.flatMap((entry) => (entry.workout_id ? [entry.workout_id] : [])))];
  const [clientRows, workoutRows, sessionRows] = await Promise.all([
    db.records('clients').toArray(),
    db.records('workouts').bulkGet(workoutIds),
    db
      .records('workout-sessions')
      .where('calendar_entry_id')
      .anyOf(entries.map((entry) => entry.id))
      .primaryKeys(),
  ]);
  const clients = byId(clientRows);
  const workouts = byId(workoutRows);
  const sparing = entries.some((entry) => (clients.get(entry.client_id)?.joints_to_spare.length ?? 0) > 0);
  const exerciseIds = sparing ? [...new Set(entries.flatMap((entry) => exerciseIdsOf(blocksOf(entry, workouts) ?? [])))] : [];
  const exercises = byId(await db.records('exercises').bulkGet(exerciseIds));
  const sessions = sessionRows.length ? await db.records('workout-sessions').bulkGet(sessionRows) : [];
  const withSession = new Set(sessions.flatMap((session) => (session?.calendar_entry_id ? [session.calendar_entry_id] : [])));
  return {
    entries,
    clients,
    workouts,
    withSession,
    sparedJoints: sparedJointsOf(entries, clients, workouts, exercises),
    // Loaded apart: this module is on the first screen's path (exercise photos kept offline use
    // blocksOf), and the schedule code brings a hash function the first screen does not need.
    checkIns: await (await import('./calendar-check-ins')).checkInsBetween(db, clientIds, from, to),
  };
}

/**
 * The entries as the last answer had them where nothing changed, so a screen that draws each entry
 * once (memoized) redraws only the one a write touched, not the whole week of a busy coach.
 */
function keepUnchanged(entries: CalendarEntry[], kept: Map<string, { json: string; entry: CalendarEntry }>): CalendarEntry[] {
  const seen = new Map<string, { json: string; entry: CalendarEntry }>();
  const answer = entries.map((entry) => {
    const json = JSON.stringify(entry);
    const before = kept.get(entry.id);
    const same = before?.json === json ? before.entry : entry;
    seen.set(entry.id, { json, entry: same });
    return same;
  });
  kept.clear();
  for (const [id, value] of seen) kept.set(id, value);
  return answer;
}

/** calendarRange, live: a write on this device, in another tab or from a sync shows at once. */
export function useCalendarRange(clientIds: readonly string[] | 'all', from: IsoDate, to: IsoDate): CalendarRange | undefined {
  const db = useUserDatabase();
  const [kept] = useState(() => new Map<string, { json: string; entry: CalendarEntry }>());
  // A screen passes a new array each render; the query depends on the ids, not on the array.
  const key = clientIds === 'all' ? 'all' : clientIds.join(',');
  return useLiveQuery(
    () =>
      unlessClosed(async () => {
        if (!db) return undefined;
        const range = await calendarRange(db, clientIds, from, to);
        return { ...range, entries: keepUnchanged(range.entries, kept) };
      }, undefined),
    [db, key, from, to],
  );
}

/** A change that can be taken back: the writes that put the entries back as they were. */
export interface CalendarChange {
  undo: () => Promise<void>;
}

/**
 * Moves entries to another day, time or client: one local write each, nothing waits for the
 * network; undo moves them back.
 */
export async function moveEntries(
  db: UserDatabase,
  moves: { entry: CalendarEntry; to: Partial<Pick<CalendarEntry, 'date' | 'client_id' | 'time'>> }[],
): Promise<CalendarChange> {
  const changes: CalendarChange[] = [];
  for (const { entry, to } of moves) changes.push(await updateEntry(db, entry, to));
  return {
    undo: async () => {
      for (const change of changes.reverse()) await change.undo();
    },
  };
}

/**
 * New planned entries (a schedule, a repeat or a paste); undo deletes them. An entry that comes
 * with its id (fixed when its dialog opened) is written under it, so the same schedule twice is
 * the same entries (docs/decisions/0122-nothing-is-created-twice.md).
 */
export async function addEntries(db: UserDatabase, entries: readonly (CopiedEntry & { id?: string })[]): Promise<CalendarChange> {
  const writes = recordWrites(db);
  const ids: string[] = [];
  for (const { id: given, ...entry } of entries) {
    const id = given ?? uuidv7();
    await writes.put('calendar-entries', { id, ...entry, status: 'planned' });
    ids.push(id);
  }
  return {
    undo: async () => {
      for (const id of ids) await writes.remove('calendar-entries', id);
    },
  };
}

/** Copies of entries `days` later (and onto another client when named); undo deletes the copies. */
export function pasteEntries(
  db: UserDatabase,
  entries: readonly CalendarEntry[],
  days: number,
  clientId?: string,
): Promise<CalendarChange> {
  return addEntries(db, copiedEntries(entries, days, clientId));
}

/**
 * Deletes entries; undo plans them again as new entries with the same date, workout, status and
 * notes. They cannot come back under their old ids: a deleted record is never written again
 * (sync/SPEC.md R3), since another device may already have acted on the delete.
 */
export async function deleteEntries(db: UserDatabase, entries: readonly CalendarEntry[]): Promise<CalendarChange> {
  const writes = recordWrites(db);
  for (const entry of entries) await writes.remove('calendar-entries', entry.id);
  return {
    undo: async () => {
      for (const [index, copy] of copiedEntries(entries, 0).entries())
        await writes.put('calendar-entries', {
          id: uuidv7(),
          ...copy,
          status: entries[index]?.status ?? 'planned',
          assignment_id: entries[index]?.assignment_id ?? null,
        });
    },
  };
}

type PlannedFields = Pick<
  CalendarEntry,
  'client_id' | 'workout_id' | 'date' | 'time' | 'duration_minutes' | 'title' | 'notes' | 'prescription'
>;

/**
 * Changes what an entry plans (one patch of the fields that differ from `entry`, the entry as the
 * person saw it: its version is what the change was made against, sync/SPEC.md R9); undo sets
 * them back.
 */
export async function updateEntry(db: UserDatabase, entry: CalendarEntry, changes: Partial<PlannedFields>): Promise<CalendarChange> {
  const writes = recordWrites(db);
  const fields = (Object.keys(changes) as (keyof PlannedFields)[]).filter(
    (field) => changes[field] !== undefined && changes[field] !== entry[field],
  );
  if (fields.length === 0) return { undo: async () => {} };
  await writes.patch('calendar-entries', entry.id, Object.fromEntries(fields.map((field) => [field, changes[field]])), entry);
  const along = await moveGroupAlong(db, writes, entry, changes);
  return {
    undo: async () => {
      await writes.patch('calendar-entries', entry.id, Object.fromEntries(fields.map((field) => [field, entry[field]])));
      await along.undo();
    },
  };
}

/**
 * A group session is one class at one time (docs/decisions/0142-the-coach-at-the-session.md): the
 * other members of `entry`'s group on its day, which go where it goes, so the class never splits
 * across days. Only the members still where the entry was go along, so moving two members of one
 * group (a selection) moves the group once.
 */
export function classmates<T extends Pick<CalendarEntry, 'id' | 'group_id' | 'date'>>(entry: T, entries: readonly T[]): T[] {
  return entry.group_id === null
    ? []
    : entries.filter((other) => other.id !== entry.id && other.group_id === entry.group_id && other.date === entry.date);
}

/** Moves an entry's classmates to its new day or time; a changed client or workout stays the entry's alone. */
async function moveGroupAlong(
  db: UserDatabase,
  writes: RecordWrites,
  entry: CalendarEntry,
  changes: Partial<PlannedFields>,
): Promise<CalendarChange> {
  const date = changes.date !== undefined && changes.date !== entry.date ? changes.date : undefined;
  const time = changes.time !== undefined && changes.time !== entry.time ? changes.time : undefined;
  if (entry.group_id === null || (date === undefined && time === undefined)) return { undo: async () => {} };
  const moved = classmates(entry, await db.records('calendar-entries').where('group_id').equals(entry.group_id).toArray());
  for (const member of moved)
    await writes.patch(
      'calendar-entries',
      member.id,
      { ...(date === undefined ? {} : { date }), ...(time === undefined ? {} : { time }) },
      member,
    );
  return {
    undo: async () => {
      for (const member of moved) await writes.patch('calendar-entries', member.id, { date: member.date, time: member.time });
    },
  };
}

/** What happened on a scheduled workout: its newest session and the sets logged in it. */
export interface EntryResult {
  session: RecordOf<'workout-sessions'>;
  sets: number;
}

/** The newest session started for an entry and its count of sets, live; null before any. */
export function useEntryResult(entryId: string): EntryResult | null | undefined {
  const db = useUserDatabase();
  return useLiveQuery(
    () =>
      unlessClosed(async () => {
        if (!db) return null;
        const sessions = await db.records('workout-sessions').where('calendar_entry_id').equals(entryId).toArray();
        const session = sessions.sort((a, b) => b.started_at.localeCompare(a.started_at))[0];
        if (!session) return null;
        return { session, sets: await db.records('set-logs').where('session_id').equals(session.id).count() };
      }, null),
    [db, entryId],
  );
}
