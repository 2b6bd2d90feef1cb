import type { SyncTransport } from '../../sync/engine/transport';
import { PROTOCOL_HEADER, PROTOCOL_VERSION } from '../../sync/protocol';
import { Device } from '../../tests/integration/sync-device';
import type { Measurement } from '../lib/report';
import { median, percentile, startServer } from '../lib/server';
import { pgliteTarget, postgresTarget, type Target } from '../lib/targets';

const SUITE = 'sync';
const COACH = { email: 'coach@example.com', password: 'Demo-pass-2026' };
const QUEUED = 1_000;
const FIRST_PULL_RECORDS = 10_000;
const CONCURRENT_CLIENTS = 20;
const PER_CLIENT = 100;
const PUSH_BATCH = 25;

const clientRecord = (i: number) => ({ id: crypto.randomUUID(), name: `Bench client ${i}`, goals: 'Measured, not guessed' });

/** Counts and times the pushes a tab makes. */
function countingPushes(stats: { calls: number; ms: number }) {
  return (inner: SyncTransport): SyncTransport => ({
    async push(request) {
      const started = performance.now();
      try {
        return await inner.push(request);
      } finally {
        stats.calls++;
        stats.ms += performance.now() - started;
      }
    },
    pull: (request) => inner.pull(request),
  });
}

async function measure(kind: string, target: Target): Promise<Measurement[]> {
  const server = await startServer({ ...target.env, SEED_DEMO: 'true' });
  const out: Measurement[] = [];
  const m = (name: string, value: number, unit: string, extra: Partial<Measurement> = {}) =>
    out.push({ suite: SUITE, name: `${kind}: ${name}`, value, unit, ...extra });
  try {
    // 1. A device that was offline for a while pushes its queue.
    const stats = { calls: 0, ms: 0 };
    const phone = await new Device(server.url).signIn(COACH.email, COACH.password);
    const queued = phone.tab({ transport: countingPushes(stats) });
    for (let i = 0; i < QUEUED; i++) await queued.write('clients.put', clientRecord(i));
    await queued.sync();
    m(`push ${QUEUED} queued mutations: round trips`, stats.calls, 'requests', { budget: 5 });
    m(`push ${QUEUED} queued mutations: time`, stats.ms / 1000, 's', kind === 'PostgreSQL' ? { budget: 3 } : {});
    m(`push ${QUEUED} queued mutations: rate`, QUEUED / (stats.ms / 1000), 'mutations/s');

    // 2. Enough records for a big first download, then a new device downloads them all.
    for (let i = QUEUED; i < FIRST_PULL_RECORDS; i++) await queued.write('clients.put', clientRecord(i));
    await queued.sync();
    queued.close();
    const tablet = await new Device(server.url).signIn(COACH.email, COACH.password);
    const fresh = tablet.tab();
    const baseline = process.memoryUsage().heapUsed;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 10);
    const started = performance.now();
    const result = await fresh.engine.syncNow();
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    if (!result.ok) throw new Error(`first pull failed: ${JSON.stringify(result.failure)}`);
    m(`first full pull of ${result.received} records`, seconds, 's', { budget: 5 });
    m('first full pull: peak heap growth', (peak - baseline) / 1024 / 1024, 'MB');

    // 3. Nothing changed: what an idle device costs the server every minute.
    const clientId = await fresh.store.clientId();
    const cursor = await fresh.store.cursor();
    const times: number[] = [];
    for (let i = 0; i < 50; i++) {
      const response = await tablet.fetch(`${server.url}/api/v1/sync/pull`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${tablet.tokens.get() ?? ''}`,
          [PROTOCOL_HEADER]: String(PROTOCOL_VERSION),
        },
        body: JSON.stringify({ clientId, cursor }),
      });
      const body = (await response.json()) as { changes: unknown[] };
      if (!response.ok || body.changes.length > 0) throw new Error('the incremental pull was not empty');
      times.push(Number(/dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1]));
    }
    m('empty incremental pull: server time (median)', median(times), 'ms', { budget: 20 });
    m('empty incremental pull: server time (p95)', percentile(times, 95), 'ms');
    fresh.close();

    // 4. Many devices pushing at once: the server's push throughput (what autocannon would measure).
    const devices = await Promise.all(
      Array.from({ length: CONCURRENT_CLIENTS }, () => new Device(server.url).signIn(COACH.email, COACH.password)),
    );
    const pushAll = async (device: Device, n: number) => {
      const clientId = crypto.randomUUID();
      for (let first = 1; first <= PER_CLIENT; first += PUSH_BATCH) {
        const mutations = Array.from({ length: Math.min(PUSH_BATCH, PER_CLIENT - first + 1) }, (_, i) => ({
          id: first + i,
          name: 'clients.put',
          args: clientRecord(n * 1000 + first + i),
        }));
        const response = await device.fetch(`${server.url}/api/v1/sync/push`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${device.tokens.get() ?? ''}`,
            [PROTOCOL_HEADER]: String(PROTOCOL_VERSION),
          },
          body: JSON.stringify({ clientId, mutations }),
        });
        if (!response.ok) throw new Error(`push answered ${response.status}`);
      }
    };
    const concurrentStart = performance.now();
    await Promise.all(devices.map((device, n) => pushAll(device, n)));
    const concurrentSeconds = (performance.now() - concurrentStart) / 1000;
    m(`${CONCURRENT_CLIENTS} devices pushing at once: throughput`, (CONCURRENT_CLIENTS * PER_CLIENT) / concurrentSeconds, 'mutations/s', {
      note: `${CONCURRENT_CLIENTS * PER_CLIENT} mutations in batches of ${PUSH_BATCH} in ${concurrentSeconds.toFixed(2)} s`,
    });
  } finally {
    await server.stop();
    await target.cleanup();
  }
  return out;
}

/** The sync bench: push, first pull, idle pull and concurrent pushes, on both databases. */
export async function syncSuite(postgresAdminUrl: string): Promise<Measurement[]> {
  return [...(await measure('PGlite', await pgliteTarget())), ...(await measure('PostgreSQL', await postgresTarget(postgresAdminUrl)()))];
}
