import { useLiveQuery } from 'dexie-react-hooks';
import { GROUP_MAX_CLIENTS } from '@core/training/in-person';
import type { RecordOf } from '@core/records/index';
import { sessionState } from '@core/training/session-state';
import type { UserDatabase } from './local/database';
import { continueHere, startSession } from './player';
import { recordWrites } from './record-writes';
import { unlessClosed, useUserDatabase } from './user-database';

/**
 * A group session on the coach's device (sync/SPEC.md A7): the calendar entries that share a
 * `group_id`, each client with their own session, set logs and player state. Nothing else is
 * stored for the group: its screen is these entries and their sessions, so an app killed
 * mid-class finds every client where they were.
 */

type Entry = RecordOf<'calendar-entries'>;
type Workout = RecordOf<'workouts'>;

export interface GroupMember {
  entry: Entry;
  client: RecordOf<'clients'> | null;
  /** What this client trains: the entry's own sets (their plan's week) or else the workout's. */
  workout: Workout | null;
  /** Their session of this entry in progress, or the one finished, or null before it starts. */
  session: RecordOf<'workout-sessions'> | null;
  /** Whether this device runs the session in progress (it holds its player state). */
  here: boolean;
}

/** A group's members in the order they joined it (the entries' ids are UUIDv7). */
export async function groupMembers(db: UserDatabase, groupId: string): Promise<GroupMember[]> {
  const entries = (await db.records('calendar-entries').where('group_id').equals(groupId).toArray()).sort((a, b) =>
    a.id.localeCompare(b.id),
  );
  const now = Date.now();
  return Promise.all(
    entries.map(async (entry): Promise<GroupMember> => {
      const client = (await db.records('clients').get(entry.client_id)) ?? null;
      const found = entry.workout_id ? await db.records('workouts').get(entry.workout_id) : undefined;
      const workout = found ? (entry.prescription ? { ...found, blocks: entry.prescription } : found) : null;
      const sessions = await db.records('workout-sessions').where('calendar_entry_id').equals(entry.id).toArray();
      const open = sessions.filter((session) => sessionState(session, now) === 'in_progress');
      const newest = (list: RecordOf<'workout-sessions'>[]) => [...list].sort((a, b) => b.started_at.localeCompare(a.started_at))[0];
      const running = newest(open);
      const session = running ?? newest(sessions.filter((one) => one.finished_at !== null)) ?? null;
      const here = running ? (await db.player.get(running.id)) !== undefined : false;
      return { entry, client, workout, session, here };
    }),
  );
}

/** groupMembers, live; undefined while loading. */
export function useGroupMembers(groupId: string | undefined): GroupMember[] | undefined {
  const db = useUserDatabase();
  return useLiveQuery(() => unlessClosed(async () => (db && groupId ? groupMembers(db, groupId) : []), []), [db, groupId]);
}

/**
 * Starts the sessions of a group's members that have none yet, and continues here those started on
 * another device (the client's phone, sync/SPEC.md R12): one tap for the whole class.
 */
export async function startGroup(db: UserDatabase, members: readonly GroupMember[], now: number, locale: string): Promise<void> {
  for (const member of members) {
    if (!member.workout || (member.session && member.session.finished_at !== null)) continue;
    if (member.session) {
      if (!member.here) await continueHere(db, member.session.id, now);
      continue;
    }
    await startSession(db, {
      client_id: member.entry.client_id,
      workout: member.workout,
      calendar_entry_id: member.entry.id,
      now,
      locale,
    });
  }
}

/** Why a group cannot be made as asked; null when it can. */
export function groupProblem(clientCount: number): 'too-few' | 'too-many' | null {
  if (clientCount < 2) return 'too-few';
  if (clientCount > GROUP_MAX_CLIENTS) return 'too-many';
  return null;
}

/**
 * Makes entries that already exist (a calendar day's, at one time) one group: each gets the
 * group's id. Entries already in another group keep theirs.
 */
export async function groupEntries(db: UserDatabase, entries: readonly Entry[], groupId: string): Promise<void> {
  if (groupProblem(entries.length) === 'too-many') throw new RangeError(`a group has at most ${GROUP_MAX_CLIENTS} clients`);
  const writes = recordWrites(db);
  for (const entry of entries) if (entry.group_id === null) await writes.patch('calendar-entries', entry.id, { group_id: groupId });
}

export interface NewGroup {
  groupId: string;
  /** One entry id per client, fixed by the caller so a second tap writes the same entries. */
  entries: readonly { id: string; clientId: string }[];
  workoutId: string;
  date: string;
  time: string;
}

/**
 * A group the coach puts together at the gym: today's entry for each client, with the workout,
 * in one group. They are on the calendar like any class, and count for each client's schedule.
 */
export async function createGroup(db: UserDatabase, group: NewGroup): Promise<void> {
  if (groupProblem(group.entries.length)) throw new RangeError(`a group has 2 to ${GROUP_MAX_CLIENTS} clients`);
  const writes = recordWrites(db);
  for (const entry of group.entries) {
    if (await db.records('calendar-entries').get(entry.id)) continue;
    await writes.put('calendar-entries', {
      id: entry.id,
      client_id: entry.clientId,
      workout_id: group.workoutId,
      date: group.date,
      time: group.time,
      group_id: group.groupId,
    });
  }
}

/** Takes a client out of their group: their session goes on alone, from the entry (/workout/{entry}). */
export async function leaveGroup(db: UserDatabase, entry: Pick<Entry, 'id'>): Promise<void> {
  await recordWrites(db).patch('calendar-entries', entry.id, { group_id: null });
}

/** The entries of a day with each group session's first entry standing for the whole group. */
export function oneBlockPerGroup<T extends Pick<Entry, 'group_id'>>(entries: readonly T[]): T[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    if (entry.group_id === null) return true;
    if (seen.has(entry.group_id)) return false;
    seen.add(entry.group_id);
    return true;
  });
}
