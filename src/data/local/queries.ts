import { Dexie } from 'dexie';
import type { RecordOf } from '@core/records/index';
import type { UserDatabase } from './database';

/** A calendar date, `YYYY-MM-DD` (Europe/Riga, as calendar entries store it). */
export type IsoDate = string;
/**
 * An instant as the server and this app write it: `toISOString()`, in UTC with a `Z`. Index ranges
 * compare the stored text, so a bound in another offset would not compare as the instant it names.
 */
export type IsoInstant = string;

/*
 * Range queries on the compound indexes of src/data/local/database.ts, so a screen reads one
 * client's slice of a history table instead of every row on the device. The client comes first in
 * each index: a range never steps through other clients' rows. Every index sorts its entries with
 * the same value by the primary key (the id), so the order below is total.
 *
 * A row whose client_id is null is in none of these indexes (IndexedDB leaves out entries whose key
 * is not a valid key). Set logs get client_id from the server (sync/SPEC.md A9, R5), so a set log
 * is found here once the device has it from the server or was written with its session's client.
 */

/**
 * The calendar entries of some clients (or of every client on the device) dated from `from` to
 * `to`, both days included, in the order a day runs: by date, then those with no time (any time
 * that day) first, then by the hour. Entries at the same time come by client id, then id; for
 * 'all' by id, so a group's first entry stays first.
 */
export async function calendarEntriesBetween(
  db: UserDatabase,
  clientIds: readonly string[] | 'all',
  from: IsoDate,
  to: IsoDate,
): Promise<RecordOf<'calendar-entries'>[]> {
  const table = db.records('calendar-entries');
  if (clientIds === 'all') return inDayOrder(await table.where('date').between(from, to, true, true).toArray());
  const perClient = await Promise.all(
    [...new Set(clientIds)]
      .sort()
      .map((clientId) => table.where('[client_id+date]').between([clientId, from], [clientId, to], true, true).toArray()),
  );
  // The sort is stable: within a day and an hour, client, then id, as the slices came.
  return inDayOrder(perClient.flat());
}

function inDayOrder(entries: RecordOf<'calendar-entries'>[]): RecordOf<'calendar-entries'>[] {
  const key = (entry: RecordOf<'calendar-entries'>) => `${entry.date} ${entry.time ?? ''}`;
  return entries.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/**
 * One client's workout sessions that started at or after `from` and before `to` (either open when
 * left out), in order of start.
 */
export async function sessionsOf(
  db: UserDatabase,
  clientId: string,
  from?: IsoInstant,
  to?: IsoInstant,
): Promise<RecordOf<'workout-sessions'>[]> {
  return db
    .records('workout-sessions')
    .where('[client_id+started_at]')
    .between([clientId, from ?? Dexie.minKey], [clientId, to ?? Dexie.maxKey], true, false)
    .toArray();
}

/** When one client's earliest workout session started, or null when they have none. */
export async function firstSessionStart(db: UserDatabase, clientId: string): Promise<IsoInstant | null> {
  const first = await db
    .records('workout-sessions')
    .where('[client_id+started_at]')
    .between([clientId, Dexie.minKey], [clientId, Dexie.maxKey])
    .first();
  return first?.started_at ?? null;
}

/**
 * One client's set logs of one exercise logged at or after `from` and before `to` (either open
 * when left out), in the order they were logged: an exercise's history for progress and records.
 */
export async function setLogsOf(
  db: UserDatabase,
  clientId: string,
  exerciseId: string,
  from?: IsoInstant,
  to?: IsoInstant,
): Promise<RecordOf<'set-logs'>[]> {
  return db
    .records('set-logs')
    .where('[client_id+exercise_id+logged_at]')
    .between([clientId, exerciseId, from ?? Dexie.minKey], [clientId, exerciseId, to ?? Dexie.maxKey], true, false)
    .toArray();
}
