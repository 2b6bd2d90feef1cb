import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { request } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from '../../e2e/fixtures';
import { BrowserKeys, PushReceiver } from '../../tests/helpers/push-receiver';
import makeCertificate from '../../tests/setup/push-certificate';
import type { Measurement } from '../lib/report';
import { median, percentile, startServer } from '../lib/server';
import { postgresTarget } from '../lib/targets';

const SUITE = 'push';
/** A busy hour's reminders, all due at the same second. */
const DUE = 1000;
// docs/performance.md: every due push is with its push service within 10 s of its time.
const SENT_BUDGET_MS = 10_000;
// docs/performance.md: an API request is not held up by pushes being sent (the health budget of api-load).
const REQUEST_BUDGET_MS = 100;
const DUE_IN_MS = 3000;

/**
 * One server on PostgreSQL sends 1,000 pushes that fall due at the same moment to a push service on
 * this machine (https, its throwaway certificate trusted through NODE_EXTRA_CA_CERTS), while the
 * demo client's device keeps asking for its profile: when the last push arrived after its time, and
 * how long the requests took meanwhile.
 */
export async function pushSuite(postgresUrl: string): Promise<Measurement[]> {
  const removeCertificate = makeCertificate();
  const receiver = await PushReceiver.start();
  const target = await postgresTarget(postgresUrl)();
  const server = await startServer({
    ...target.env,
    SEED_DEMO: 'true',
    PUSH_ALLOWED_ORIGINS: receiver.origin,
    NODE_EXTRA_CA_CERTS: process.env.NODE_EXTRA_CA_CERTS ?? '',
  });
  const api = await request.newContext({ baseURL: server.url });
  const db = new pg.Client({ connectionString: target.env.DATABASE_URL });
  try {
    const login = await api.post('/api/v1/auth/login', { data: { email: DEMO.client, password: DEMO_PASSWORD } });
    const token = ((await login.json()) as { access_token: string }).access_token;
    const keys = new BrowserKeys();
    const subscribed = await api.post('/api/v1/push/subscriptions', {
      headers: { authorization: `Bearer ${token}` },
      data: keys.subscription(`${receiver.origin}/push/bench`),
    });
    if (subscribed.status() !== 204) throw new Error(`subscribing answered ${subscribed.status()}`);
    await db.connect();
    const { rows } = await db.query<{ id: string }>('select id from users where email = $1', [DEMO.client]);
    const userId = rows[0]?.id;
    if (!userId) throw new Error('no demo client');
    const due = new Date(Date.now() + DUE_IN_MS);
    const values = Array.from({ length: DUE }, (_, index) => [
      randomUUID(),
      userId,
      `bench:${index}`,
      JSON.stringify({ title: 'Workout at 18:00', body: `Legs ${index}`, tag: `bench-${index}`, url: '/' }),
    ]);
    await db.query(
      `insert into push_jobs (id, user_id, kind, key, payload, due_at)
       select id::uuid, user_id::uuid, 'reminder', key, payload::jsonb, $1 from unnest($2::text[], $3::text[], $4::text[], $5::text[]) as t(id, user_id, key, payload)`,
      [due, values.map((row) => row[0]), values.map((row) => row[1]), values.map((row) => row[2]), values.map((row) => row[3])],
    );
    const requestTimes: number[] = [];
    while (receiver.received.length < DUE && Date.now() < due.getTime() + 60_000) {
      const started = performance.now();
      const profile = await api.get('/api/v1/profile', { headers: { authorization: `Bearer ${token}` } });
      if (!profile.ok()) throw new Error(`profile answered ${profile.status()}`);
      requestTimes.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    // The demo client's own reminders may arrive too: only the bench's pushes are measured.
    const benchPushes = () =>
      receiver.received.filter((push) => (JSON.parse(keys.decrypt(push.body)) as { tag: string }).tag.startsWith('bench-'));
    let ours = benchPushes();
    while (ours.length < DUE && Date.now() < due.getTime() + 60_000) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      ours = benchPushes();
    }
    if (ours.length < DUE) throw new Error(`only ${ours.length} of ${DUE} pushes arrived within a minute`);
    const lastArrival = Math.max(...ours.map((push) => push.at));
    const decrypted = new Set(ours.map((push) => keys.decrypt(push.body)));
    return [
      {
        suite: SUITE,
        name: `${DUE.toLocaleString('en-US')} pushes due at once: the last at its push service after its time`,
        value: lastArrival - due.getTime(),
        unit: 'ms',
        budget: SENT_BUDGET_MS,
        note: `${decrypted.size} different pushes received, each signed and encrypted; one server on PostgreSQL`,
      },
      {
        suite: SUITE,
        name: 'GET /profile meanwhile (p95)',
        value: percentile(requestTimes, 95),
        unit: 'ms',
        budget: REQUEST_BUDGET_MS,
        note: `median ${Math.round(median(requestTimes))} ms, slowest ${Math.round(Math.max(...requestTimes))} ms, ${requestTimes.length} requests`,
      },
    ];
  } finally {
    await db.end().catch(() => undefined);
    await api.dispose();
    await server.stop();
    await receiver.stop();
    await target.cleanup();
    removeCertificate();
  }
}
