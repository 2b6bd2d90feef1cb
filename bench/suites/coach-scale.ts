import { complianceOver, complianceWindows } from '../../core/compliance';
import { addDays, instantOf, startOfWeek, today } from '../../core/dates';
import { PROTOCOL_HEADER, PROTOCOL_VERSION, PUSH_BATCH_MAX } from '../../sync/protocol';
import { recentPersonalBests } from '../../core/training/training-history';
import { calendarEntriesBetween, sessionsOf } from '../../src/data/local/queries';
import type { UserDatabase } from '../../src/data/local/database';
import { Device } from '../../tests/integration/sync-device';
import type { Measurement } from '../lib/report';
import { median, percentile, startServer } from '../lib/server';
import { postgresTarget } from '../lib/targets';

const SUITE = 'coach-scale';
const COACH = { email: 'coach@example.com', password: 'Demo-pass-2026' };
const CLIENTS = 50;
/** A year of three sessions a week. */
const SESSIONS_PER_CLIENT = 150;
const SETS_PER_SESSION = 20;
const COMING_WEEKS = 4;
const WRITE_EVERY_MS = 100;
const PARALLEL_PUSHERS = 4;

type Mutation = { name: string; args: Record<string, unknown> };

/** The coach's clients, written first: everything after names one. */
function coachClients(): { mutations: Mutation[]; clientIds: string[] } {
  const clientIds = Array.from({ length: CLIENTS }, () => crypto.randomUUID());
  const mutations: Mutation[] = clientIds.map((id, n) => ({
    name: 'clients.put',
    args: { id, name: `Scale client ${String(n).padStart(2, '0')}`, sessions_per_week: 3 },
  }));
  return { mutations, clientIds };
}

/**
 * A year of the clients' training, week by week as it was written: entries, sessions and their
 * sets; then the coming weeks. One unit per client and week, whole in one push, so pushes sent in
 * parallel never carry a set before its session.
 */
function history(day: string, clientIds: readonly string[], exerciseIds: readonly string[]): Mutation[][] {
  const units: Mutation[][] = [];
  const monday = startOfWeek(day);
  const weeks = SESSIONS_PER_CLIENT / 3;
  for (let week = weeks; week >= 1; week--) {
    for (const clientId of clientIds) {
      const mutations: Mutation[] = [];
      units.push(mutations);
      for (const offset of [0, 2, 4]) {
        const date = addDays(monday, -7 * week + offset);
        const entryId = crypto.randomUUID();
        const sessionId = crypto.randomUUID();
        const started = instantOf(date, '18:00').getTime();
        mutations.push({
          name: 'calendar-entries.put',
          args: { id: entryId, client_id: clientId, title: 'Strength', date, time: '18:00', status: 'completed' },
        });
        mutations.push({
          name: 'workout-sessions.put',
          args: {
            id: sessionId,
            client_id: clientId,
            calendar_entry_id: entryId,
            prescription: { name: 'Strength', blocks: [] },
            started_at: new Date(started).toISOString(),
            finished_at: new Date(started + 3600_000).toISOString(),
            rating: 4,
          },
        });
        for (let set = 0; set < SETS_PER_SESSION; set++) {
          mutations.push({
            name: 'set-logs.put',
            args: {
              id: crypto.randomUUID(),
              session_id: sessionId,
              exercise_id: exerciseIds[set % exerciseIds.length],
              set_index: set,
              reps: 5 + (set % 5),
              weight_kg: 40 + (weeks - week) + (set % 4) * 5,
              logged_at: new Date(started + set * 150_000).toISOString(),
            },
          });
        }
      }
    }
  }
  // The coming weeks, planned last, as a coach plans ahead.
  for (const clientId of clientIds) {
    const mutations: Mutation[] = [];
    units.push(mutations);
    for (let week = 0; week < COMING_WEEKS; week++) {
      for (const offset of [0, 2, 4])
        mutations.push({
          name: 'calendar-entries.put',
          args: {
            id: crypto.randomUUID(),
            client_id: clientId,
            title: 'Strength',
            date: addDays(monday, 7 * week + offset),
            time: '18:00',
          },
        });
    }
  }
  return units;
}

/** What the client page's overview reads and computes for one client (src/features/clients/ClientOverview.tsx). */
async function overviewOf(db: UserDatabase, clientId: string, day: string): Promise<number> {
  const windows = complianceWindows(day);
  const from = windows[windows.length - 1]?.from ?? day;
  const [entries, sessions, logs] = await Promise.all([
    calendarEntriesBetween(db, [clientId], from, addDays(day, 42)),
    sessionsOf(db, clientId),
    db.records('set-logs').where('client_id').equals(clientId).toArray(),
  ]);
  const started = new Set(sessions.flatMap((session) => (session.calendar_entry_id ? [session.calendar_entry_id] : [])));
  const splits = windows.map((window) =>
    complianceOver(entries, { from: window.from, to: window.to, today: day, sessionsPerWeek: 3, started }),
  );
  const records = recentPersonalBests(logs, 5);
  return splits.length + records.length;
}

/**
 * A coach with 50 clients and a year of their training (7,500 sessions, 150,000 set logs) signs
 * in on a new tablet: when the clients list and this week's calendar are on it, when the whole
 * history is, whether a set logged meanwhile waits, and how long the client page's overview takes
 * to compute (docs/decisions/0116-a-coachs-history-on-the-device.md). PostgreSQL.
 */
export async function coachScaleSuite(postgresAdminUrl: string): Promise<Measurement[]> {
  const target = await postgresTarget(postgresAdminUrl)();
  const server = await startServer({ ...target.env, SEED_DEMO: 'true' });
  const out: Measurement[] = [];
  const m = (name: string, value: number, unit: string, extra: Partial<Measurement> = {}) =>
    out.push({ suite: SUITE, name, value, unit, ...extra });
  try {
    const day = today();
    const seeder = await new Device(server.url).signIn(COACH.email, COACH.password);
    const pull = await seeder.fetch(`${server.url}/api/v1/sync/pull`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${seeder.tokens.get() ?? ''}`,
        [PROTOCOL_HEADER]: String(PROTOCOL_VERSION),
      },
      body: JSON.stringify({ clientId: crypto.randomUUID(), cursor: null, limit: 5000 }),
    });
    const library = ((await pull.json()) as { changes: { entity: string; id: string; data?: { owner_id?: unknown } }[] }).changes
      .filter((change) => change.entity === 'exercises' && change.data?.owner_id === null)
      .slice(0, 8);
    const year = coachClients();
    const units = history(
      day,
      year.clientIds,
      library.map((exercise) => exercise.id),
    );
    const mutations = [...year.mutations, ...units.flat()];

    // Written as the coach's devices would have, over the year: several pushing at once to seed it faster.
    const seedStart = performance.now();
    const rest: Mutation[][] = [];
    for (const unit of units) {
      const last = rest.at(-1);
      if (last && last.length + unit.length <= PUSH_BATCH_MAX) last.push(...unit);
      else rest.push([...unit]);
    }
    // The clients first: every later write names one.
    const first = year.mutations;
    const push = async (clientId: string, batch: Mutation[], firstId: number) => {
      const response = await seeder.fetch(`${server.url}/api/v1/sync/push`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${seeder.tokens.get() ?? ''}`,
          [PROTOCOL_HEADER]: String(PROTOCOL_VERSION),
        },
        body: JSON.stringify({ clientId, mutations: batch.map((mutation, i) => ({ id: firstId + i, ...mutation })) }),
      });
      const body = (await response.json()) as { results?: { status: string }[] };
      if (!response.ok || body.results?.some((result) => result.status !== 'applied'))
        throw new Error(`seeding push failed: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
    };
    await push(crypto.randomUUID(), first, 1);
    await Promise.all(
      Array.from({ length: PARALLEL_PUSHERS }, async (_, lane) => {
        const clientId = crypto.randomUUID();
        let next = 1;
        for (let i = lane; i < rest.length; i += PARALLEL_PUSHERS) {
          const batch = rest[i] ?? [];
          await push(clientId, batch, next);
          next += batch.length;
        }
      }),
    );
    const seedSeconds = (performance.now() - seedStart) / 1000;
    m('seeding: mutations pushed', mutations.length, 'mutations', {
      note: `${(mutations.length / seedSeconds).toFixed(0)} mutations/s over ${seedSeconds.toFixed(0)} s`,
    });

    // A new tablet: the first sync, with a set logged every 100 ms meanwhile.
    const tablet = await new Device(server.url).signIn(COACH.email, COACH.password);
    const tab = tablet.tab();
    const thisMonday = startOfWeek(day);
    const thisWeek = Array.from({ length: 7 }, (_, i) => addDays(thisMonday, i));
    const expectedThisWeek = CLIENTS * 3;
    const baseline = process.memoryUsage().heapUsed;
    let peak = baseline;
    const marks: { clients?: number; calendar?: number } = {};
    const latencies: number[] = [];
    const started = performance.now();
    const download = { running: true };
    const watching = (async () => {
      while (download.running) {
        peak = Math.max(peak, process.memoryUsage().heapUsed);
        const elapsed = (performance.now() - started) / 1000;
        if (marks.clients === undefined && (await tab.db.records('clients').count()) >= CLIENTS) marks.clients = elapsed;
        if (
          marks.calendar === undefined &&
          (await calendarEntriesBetween(tab.db, 'all', thisWeek[0] ?? day, thisWeek[6] ?? day)).length >= expectedThisWeek
        )
          marks.calendar = elapsed;
        const write = performance.now();
        await tab.write('clients.put', { id: crypto.randomUUID(), name: `Walk-in at ${elapsed.toFixed(1)} s` });
        latencies.push(performance.now() - write);
        await new Promise((resolve) => setTimeout(resolve, WRITE_EVERY_MS));
      }
    })();
    const result = await tab.engine.syncNow();
    const fullSeconds = (performance.now() - started) / 1000;
    download.running = false;
    await watching;
    if (!result.ok) throw new Error(`first sync failed: ${JSON.stringify(result.failure)}`);
    m('first sync: the 50 clients on the tablet', marks.clients ?? fullSeconds, 's', { budget: 10 });
    m('first sync: this week’s calendar on the tablet', marks.calendar ?? fullSeconds, 's', { budget: 10 });
    m(`first sync: the whole history (${result.received} records)`, fullSeconds, 's', { budget: 60 });
    m('first sync: peak heap growth', (peak - baseline) / 1024 / 1024, 'MB');
    m('a write during the first sync: p95', percentile(latencies, 95), 'ms', {
      note: `${latencies.length} writes, median ${median(latencies).toFixed(1)} ms, slowest ${Math.max(...latencies).toFixed(0)} ms`,
    });

    // The client page's overview of one client, from the full copy.
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const clientId = year.clientIds[i % CLIENTS] ?? '';
      const begin = performance.now();
      await overviewOf(tab.db, clientId, day);
      times.push(performance.now() - begin);
    }
    m('client overview (schedule, records) of one client: p95', percentile(times, 95), 'ms', {
      budget: 200,
      note: `median ${median(times).toFixed(0)} ms over 20 clients, each ${SESSIONS_PER_CLIENT} sessions and ${SESSIONS_PER_CLIENT * SETS_PER_SESSION} set logs`,
    });
    tab.close();
  } finally {
    await server.stop();
    await target.cleanup();
  }
  return out;
}
