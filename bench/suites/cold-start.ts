import type { Measurement } from '../lib/report';
import { median, startServer } from '../lib/server';
import { pgliteTarget, postgresTarget } from '../lib/targets';

const SUITE = 'cold start';
const RUNS = 3;

async function timeStarts(
  env: () => Promise<{ env: Record<string, string>; cleanup(): Promise<void> }>,
  reuse: boolean,
): Promise<number[]> {
  const times: number[] = [];
  let shared = reuse ? await env() : undefined;
  for (let run = 0; run < RUNS; run++) {
    const target = shared ?? (await env());
    const server = await startServer(target.env);
    times.push(server.startMs);
    await server.stop();
    if (!shared) await target.cleanup();
  }
  await shared?.cleanup();
  shared = undefined;
  return times;
}

export async function coldStartSuite(postgresAdminUrl: string): Promise<Measurement[]> {
  const results: Measurement[] = [];
  const record = (name: string, times: number[]) =>
    results.push({
      suite: SUITE,
      name,
      value: median(times),
      unit: 'ms',
      note: `median of ${RUNS}: ${times.map((t) => t.toFixed(0)).join(', ')}`,
    });
  record('PGlite, new data directory', await timeStarts(pgliteTarget, false));
  record('PGlite, restart', await timeStarts(pgliteTarget, true));
  const postgres = postgresTarget(postgresAdminUrl);
  record('PostgreSQL, empty database', await timeStarts(postgres, false));
  record('PostgreSQL, restart', await timeStarts(postgres, true));
  return results;
}
