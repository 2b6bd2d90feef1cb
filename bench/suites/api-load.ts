import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { PROTOCOL_HEADER, PROTOCOL_VERSION } from '../../sync/protocol';
import { Device } from '../../tests/integration/sync-device';
import type { Measurement } from '../lib/report';
import { startServer } from '../lib/server';
import { pgliteTarget, postgresTarget, type Target } from '../lib/targets';

const SUITE = 'api load';
const COACH = { email: 'coach@example.com', password: 'Demo-pass-2026' };
/** Many devices behind few proxies: keep-alive connections, each one request at a time. */
const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;

interface Load {
  path: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

async function run(url: string, load: Load, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: `${url}${load.path}`,
    method: load.method,
    headers: load.headers,
    body: load.body,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: seconds,
  });
}

/**
 * The server under many devices (docs/performance.md): `GET /profile` (an authenticated read: the
 * token, the one query for the user and the sign-in, serialization) and an idle device's pull (the
 * server's hottest path: every device asks every minute), each at CONNECTIONS keep-alive
 * connections for SECONDS, after a warm-up.
 */
async function measure(kind: string, target: Target): Promise<Measurement[]> {
  // The production log level: what a real server pays per request.
  const server = await startServer({ ...target.env, SEED_DEMO: 'true', LOG_LEVEL: 'info' });
  const out: Measurement[] = [];
  const postgres = kind === 'PostgreSQL';
  try {
    const device = await new Device(server.url).signIn(COACH.email, COACH.password);
    const tab = device.tab();
    // A device with something pushed (so its sync_clients row exists) and its first download done.
    await tab.write('clients.put', { id: crypto.randomUUID(), name: 'Load test client', goals: 'Idle pulls' });
    const synced = await tab.engine.syncNow();
    if (!synced.ok) throw new Error(`the first sync failed: ${JSON.stringify(synced.failure)}`);
    const clientId = await tab.store.clientId();
    const cursor = await tab.store.cursor();
    tab.close();
    const authorization = `Bearer ${device.tokens.get() ?? ''}`;

    const loads: [string, Load, { rate: number; p99: number }][] = [
      ['GET /api/v1/profile', { path: '/api/v1/profile', method: 'GET', headers: { authorization } }, { rate: 1500, p99: 100 }],
      [
        'empty incremental pull',
        {
          path: '/api/v1/sync/pull',
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json', [PROTOCOL_HEADER]: String(PROTOCOL_VERSION) },
          body: JSON.stringify({ clientId, cursor }),
        },
        { rate: 800, p99: 100 },
      ],
      ['GET /api/v1/health (no auth, for scale)', { path: '/api/v1/health', method: 'GET', headers: {} }, { rate: 0, p99: 0 }],
    ];
    for (const [name, load, budget] of loads) {
      await run(server.url, load, WARM_UP_SECONDS);
      const load1 = loadavg()[0] ?? 0;
      const result = await run(server.url, load, SECONDS);
      const note = `${CONNECTIONS} connections, ${SECONDS} s, ${result.requests.total} requests, p50 ${result.latency.p50} ms, load average ${load1.toFixed(2)} on ${availableParallelism()} cores`;
      const budgeted = postgres && budget.rate > 0;
      out.push(
        {
          suite: SUITE,
          name: `${kind}: ${name}: throughput`,
          value: result.requests.average,
          unit: 'req/s',
          ...(budgeted ? { budget: budget.rate, higherIsBetter: true } : {}),
          note,
        },
        {
          suite: SUITE,
          name: `${kind}: ${name}: latency p99`,
          value: result.latency.p99,
          unit: 'ms',
          ...(budgeted ? { budget: budget.p99 } : {}),
        },
        {
          suite: SUITE,
          name: `${kind}: ${name}: errors and non-2xx`,
          value: result.errors + result.timeouts + result.non2xx,
          unit: 'responses',
          budget: 0,
        },
      );
    }
  } finally {
    await server.stop();
    await target.cleanup();
  }
  return out;
}

/** Both databases; the budgets are PostgreSQL's, the embedded database is reported beside them. */
export async function apiLoadSuite(postgresAdminUrl: string): Promise<Measurement[]> {
  const only = process.env.BENCH_LOAD_DATABASE;
  return [
    ...(only === 'postgresql' ? [] : await measure('PGlite', await pgliteTarget())),
    ...(only === 'pglite' ? [] : await measure('PostgreSQL', await postgresTarget(postgresAdminUrl)())),
  ];
}
