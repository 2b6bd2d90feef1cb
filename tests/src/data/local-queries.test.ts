import { act, renderHook, waitFor } from '@testing-library/react';
import type { DBCore, DBCoreTable } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AnyRecord } from '@core/records/index';
import { UserDatabase } from '@/data/local/database';
import { calendarEntriesBetween, sessionsOf, setLogsOf } from '@/data/local/queries';
import { userDatabase } from '@/data/local/registry';
import { useCalendarEntries, useSessions, useSetLogs } from '@/data/record-reads';
import { fakeToken } from '../fake-session';

/** Ids that sort as the test reads them: `id(3)` < `id(12)`, as UUIDv7s made in order do. */
const id = (n: number) => `0190a1b2-0000-7000-8000-${n.toString().padStart(12, '0')}`;
const ANNA = id(900_001);
const BERTA = id(900_002);
const CARL = id(900_003);
const SQUAT = id(800_001);
const PRESS = id(800_002);
const OTHERS = [BERTA, CARL];

const meta = { version: 1, updated_at: '2026-11-01T00:00:00.000Z' };
const day = (n: number) => `2026-11-${String(n).padStart(2, '0')}`;
const at = (dayOfMonth: number, hour: number) => `${day(dayOfMonth)}T${String(hour).padStart(2, '0')}:00:00.000Z`;

let next = 0;
const entry = (client_id: string, date: string): AnyRecord => ({
  id: id(++next),
  client_id,
  date,
  coach_id: null,
  workout_id: null,
  assignment_id: null,
  time: null,
  status: 'planned',
  ...meta,
});
const session = (client_id: string, started_at: string): AnyRecord => ({
  id: id(++next),
  client_id,
  started_at,
  coach_id: null,
  prescription: { name: 'W', blocks: [] },
  ...meta,
});
const setLog = (client_id: string | null, exercise_id: string, logged_at: string): AnyRecord => ({
  id: id(++next),
  session_id: id(1),
  client_id,
  exercise_id,
  logged_at,
  set_index: 0,
  reps: 5,
  ...meta,
});

/** Every read a query makes of a table: which index, and how many rows came back. */
interface Read {
  table: string;
  index: string | null;
  rows: number;
}

/** Counts the rows each query reads, below Dexie's API: what IndexedDB was asked for, not what the caller kept. */
function watchReads(db: UserDatabase): Read[] {
  const reads: Read[] = [];
  db.use({
    stack: 'dbcore',
    name: 'watch-reads',
    create: (down: DBCore) => ({
      ...down,
      table: (name: string): DBCoreTable => {
        const table = down.table(name);
        return {
          ...table,
          query: async (request) => {
            const response = await table.query(request);
            reads.push({ table: name, index: request.query.index.name, rows: response.result.length });
            return response;
          },
          openCursor: (request) => {
            // Dexie answers an empty range with a cursor over the key '' that no row has; any
            // other cursor would walk rows one by one, which none of these queries needs.
            const range: { lower: unknown; upper: unknown } = request.query.range;
            reads.push({ table: name, index: request.query.index.name, rows: range.lower === '' && range.upper === '' ? 0 : Number.NaN });
            return table.openCursor(request);
          },
        };
      },
    }),
  });
  return reads;
}

const dates = (records: { date: string }[]) => records.map((record) => record.date);

describe('range queries read one client’s slice of an index, never the other clients’ rows', () => {
  let db: UserDatabase;
  let reads: Read[];
  const mine = { entries: [] as AnyRecord[], sessions: [] as AnyRecord[], squats: [] as AnyRecord[] };

  beforeAll(async () => {
    db = new UserDatabase('local-queries-test', { indexedDB: new IDBFactory(), IDBKeyRange });
    reads = watchReads(db);
    const others: Record<'entries' | 'sessions' | 'logs', AnyRecord[]> = { entries: [], sessions: [], logs: [] };
    // Many rows of other clients on every day, before, inside and after the ranges asked for.
    for (let d = 1; d <= 30; d++) {
      for (const client of OTHERS) {
        for (let k = 0; k < 5; k++) others.entries.push(entry(client, day(d)));
        others.sessions.push(session(client, at(d, 9)), session(client, at(d, 18)));
        for (const exercise of [SQUAT, PRESS]) others.logs.push(setLog(client, exercise, at(d, 10)), setLog(client, exercise, at(d, 11)));
      }
    }
    // Anna's own rows, written out of order so the index, not the insertion, orders them.
    for (const d of [20, 3, 10, 9, 11, 30, 1, 10]) mine.entries.push(entry(ANNA, day(d)));
    for (const [d, h] of [
      [12, 8],
      [2, 7],
      [12, 7],
      [20, 23],
      [1, 0],
    ] as const)
      mine.sessions.push(session(ANNA, at(d, h)));
    for (const [d, h] of [
      [5, 10],
      [1, 10],
      [5, 9],
      [20, 10],
      [12, 10],
    ] as const)
      mine.squats.push(setLog(ANNA, SQUAT, at(d, h)));
    const press = [setLog(ANNA, PRESS, at(5, 10)), setLog(ANNA, PRESS, at(6, 10))];
    await db.anyRecords('calendar-entries').bulkPut([...others.entries, ...mine.entries]);
    await db.anyRecords('workout-sessions').bulkPut([...others.sessions, ...mine.sessions]);
    await db.anyRecords('set-logs').bulkPut([...others.logs, ...mine.squats, ...press]);
  });
  afterAll(() => db.close());
  beforeEach(() => {
    reads.length = 0;
  });

  it('calendar entries of one client from one day to another, both days included, in date order', async () => {
    const found = await calendarEntriesBetween(db, [ANNA], day(3), day(11));
    expect(dates(found)).toEqual([day(3), day(9), day(10), day(10), day(11)]);
    expect(found.every((record) => record.client_id === ANNA)).toBe(true);
    // Two entries on one day come in index order: by id.
    expect(found.filter((record) => record.date === day(10)).map((record) => record.id)).toEqual(
      mine.entries.filter((record) => record.date === day(10)).map((record) => record.id),
    );
    expect(reads).toEqual([{ table: 'calendar_entries', index: '[client_id+date]', rows: 5 }]);
  });

  it('calendar entries: one day is a range of its own; an empty or reversed range is nothing', async () => {
    expect(dates(await calendarEntriesBetween(db, [ANNA], day(10), day(10)))).toEqual([day(10), day(10)]);
    expect(await calendarEntriesBetween(db, [ANNA], day(12), day(19))).toEqual([]);
    expect(await calendarEntriesBetween(db, [ANNA], day(11), day(3))).toEqual([]);
    expect(await calendarEntriesBetween(db, [], day(1), day(30))).toEqual([]);
    expect(reads.every((read) => read.rows === 0 || read.rows === 2)).toBe(true);
  });

  it('calendar entries of several clients come in date order, each client read through its own range', async () => {
    const found = await calendarEntriesBetween(db, [BERTA, ANNA, BERTA], day(9), day(10));
    expect(dates(found)).toEqual([
      day(9),
      day(9),
      day(9),
      day(9),
      day(9),
      day(9),
      day(10),
      day(10),
      day(10),
      day(10),
      day(10),
      day(10),
      day(10),
    ]);
    // Within a day: Anna (the lower id) first, then Berta; asked twice, Berta is read once.
    expect(found.slice(0, 6).map((record) => record.client_id)).toEqual([ANNA, BERTA, BERTA, BERTA, BERTA, BERTA]);
    expect(new Set(found.map((record) => record.client_id))).toEqual(new Set([ANNA, BERTA]));
    expect(reads.map((read) => read.rows).sort()).toEqual([10, 3]);
    expect(reads.every((read) => read.index === '[client_id+date]')).toBe(true);
  });

  it("calendar entries of 'all' clients read only the days asked for, through the date index", async () => {
    const found = await calendarEntriesBetween(db, 'all', day(30), day(30));
    expect(found).toHaveLength(11);
    expect(dates(found).every((date) => date === day(30))).toBe(true);
    expect(reads).toEqual([{ table: 'calendar_entries', index: 'date', rows: 11 }]);
  });

  it('sessions of one client, by start; `from` included, `to` excluded, either end open', async () => {
    const starts = async (from?: string, to?: string) => (await sessionsOf(db, ANNA, from, to)).map((record) => record.started_at);
    expect(await starts()).toEqual([at(1, 0), at(2, 7), at(12, 7), at(12, 8), at(20, 23)]);
    expect(await starts(at(2, 7), at(12, 8))).toEqual([at(2, 7), at(12, 7)]);
    expect(await starts(at(12, 0))).toEqual([at(12, 7), at(12, 8), at(20, 23)]);
    expect(await starts(undefined, at(2, 7))).toEqual([at(1, 0)]);
    expect(await starts(at(12, 7), at(12, 7))).toEqual([]);
    expect(reads.map((read) => read.rows)).toEqual([5, 2, 3, 1, 0]);
    expect(reads.every((read) => read.table === 'workout_sessions' && read.index === '[client_id+started_at]')).toBe(true);
    expect((await sessionsOf(db, BERTA)).every((record) => record.client_id === BERTA)).toBe(true);
  });

  it('set logs of one client and one exercise, in the order logged; `from` included, `to` excluded', async () => {
    const logged = async (exercise: string, from?: string, to?: string) =>
      (await setLogsOf(db, ANNA, exercise, from, to)).map((record) => record.logged_at);
    expect(await logged(SQUAT)).toEqual([at(1, 10), at(5, 9), at(5, 10), at(12, 10), at(20, 10)]);
    expect(await logged(SQUAT, at(5, 9), at(12, 10))).toEqual([at(5, 9), at(5, 10)]);
    expect(await logged(SQUAT, at(5, 10))).toEqual([at(5, 10), at(12, 10), at(20, 10)]);
    expect(await logged(PRESS)).toEqual([at(5, 10), at(6, 10)]);
    expect(await logged(id(1))).toEqual([]);
    expect(reads.map((read) => read.rows)).toEqual([5, 2, 3, 2, 0]);
    expect(reads.every((read) => read.table === 'set_logs' && read.index === '[client_id+exercise_id+logged_at]')).toBe(true);
  });

  it('a set log without its client (the server fills it in, A9) is in no client’s history until it has one', async () => {
    const orphan = setLog(null, SQUAT, at(7, 10));
    await db.anyRecords('set-logs').put(orphan);
    expect((await setLogsOf(db, ANNA, SQUAT)).map((record) => record.id)).not.toContain(orphan.id);
    await db.anyRecords('set-logs').put({ ...orphan, client_id: ANNA });
    expect((await setLogsOf(db, ANNA, SQUAT)).map((record) => record.logged_at)).toContain(at(7, 10));
    await db.records('set-logs').delete(orphan.id);
  });
});

describe('the range hooks are live', () => {
  const userId = '0190a1b2-0000-7000-8000-0000000000aa';
  let db: UserDatabase;

  beforeEach(async () => {
    window.localStorage.setItem('access_token', fakeToken({ sub: userId, roleId: 2 }));
    window.localStorage.setItem('role_id', '2');
    db = userDatabase(userId);
    await Promise.all((['calendar-entries', 'workout-sessions', 'set-logs'] as const).map((entity) => db.records(entity).clear()));
  });

  it('useCalendarEntries, useSessions and useSetLogs show what is in range and follow a write into it', async () => {
    await db.anyRecords('calendar-entries').bulkPut([entry(ANNA, day(2)), entry(BERTA, day(2)), entry(ANNA, day(9))]);
    await db.anyRecords('workout-sessions').bulkPut([session(ANNA, at(2, 8)), session(BERTA, at(2, 8))]);
    await db.anyRecords('set-logs').bulkPut([setLog(ANNA, SQUAT, at(2, 9)), setLog(ANNA, PRESS, at(2, 9))]);
    const { result } = renderHook(() => ({
      calendar: useCalendarEntries([ANNA], day(1), day(7)),
      sessions: useSessions(ANNA, at(1, 0), at(8, 0)),
      squats: useSetLogs(ANNA, SQUAT),
    }));
    await waitFor(() => expect(result.current.squats).toHaveLength(1));
    expect(dates(result.current.calendar ?? [])).toEqual([day(2)]);
    expect(result.current.sessions).toHaveLength(1);

    await act(async () => {
      await db.anyRecords('calendar-entries').put(entry(ANNA, day(5)));
      await db.anyRecords('set-logs').put(setLog(ANNA, SQUAT, at(3, 9)));
    });
    await waitFor(() => expect(dates(result.current.calendar ?? [])).toEqual([day(2), day(5)]));
    await waitFor(() => expect(result.current.squats?.map((record) => record.logged_at)).toEqual([at(2, 9), at(3, 9)]));
    expect(result.current.sessions).toHaveLength(1);
  });
});
