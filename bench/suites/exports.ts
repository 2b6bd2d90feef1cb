import type { APIRequestContext } from '@playwright/test';
import { onBothDatabases, type Headers } from '../lib/demo-client';
import type { Measurement } from '../lib/report';
import { hevyFile } from './imports';

const SUITE = 'exports';
/** docs/performance.md: a client with 200,000 sets exports "in seconds": each format within 15 s. */
const SETS = 200_000;
const FILE_ROWS = 20_000;
const BUDGET_MS = 15_000;

/** The demo client's history grown to SETS sets, imported a file of FILE_ROWS at a time. */
async function grow(api: APIRequestContext, headers: Headers): Promise<void> {
  for (let file = 0; file < SETS / FILE_ROWS; file++) {
    // 20 sets a workout: each file starts where the last one ended.
    const content = Buffer.from(hevyFile(FILE_ROWS, (file * FILE_ROWS) / 20));
    const uploaded = await api.post('/api/v1/imports', {
      headers,
      multipart: { time_zone: 'Europe/Riga', file: { name: `hevy-${file}.csv`, mimeType: 'text/csv', buffer: content } },
      timeout: 120_000,
    });
    if (uploaded.status() !== 201) throw new Error(`the upload answered ${uploaded.status()}: ${await uploaded.text()}`);
    const { id } = (await uploaded.json()) as { id: string };
    const committed = await api.post(`/api/v1/imports/${id}/commit`, { headers, data: { exercises: {} }, timeout: 120_000 });
    if (committed.status() !== 200) throw new Error(`the commit answered ${committed.status()}: ${await committed.text()}`);
  }
}

async function measure(api: APIRequestContext, headers: Headers, label: string): Promise<Measurement[]> {
  await grow(api, headers);
  const measurements: Measurement[] = [];
  for (const format of ['strong-csv', 'hevy-csv', 'archive']) {
    const started = performance.now();
    const answer = await api.get(`/api/v1/exports/${format}`, { headers, timeout: 300_000 });
    const body = await answer.body();
    const took = performance.now() - started;
    if (answer.status() !== 200) throw new Error(`${format} answered ${answer.status()}: ${body.toString('utf8', 0, 500)}`);
    if (format !== 'archive' && body.toString('utf8').split('\n').length < SETS) throw new Error(`${format} holds fewer than ${SETS} sets`);
    measurements.push(
      { suite: SUITE, name: `${label}: ${format} of ${SETS} sets`, value: Math.round(took), unit: 'ms', budget: BUDGET_MS },
      { suite: SUITE, name: `${label}: ${format} size`, value: Math.round(body.length / 1024), unit: 'KB' },
    );
  }
  return measurements;
}

/** The demo client's 200,000 sets downloaded in each format, on the embedded database and on PostgreSQL. */
export function exportsSuite(postgresUrl: string): Promise<Measurement[]> {
  return onBothDatabases(postgresUrl, measure);
}
