import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { bodyMetricId, type BodyMetric } from '../../core/body-metrics';
import { addDays, today } from '../../core/dates';
import type { RecordOf } from '../../core/records/index';
import { ENTITY_TABLES } from '../../src/data/local/database';
import { launchProfile, PHONE } from '../lib/browser';
import { storeOnDevice } from '../lib/device-tables';
import type { Measurement } from '../lib/report';
import { median, percentile, startServer, tempDir } from '../lib/server';
import { scheduleForDemoClient, signInDemoClient } from '../lib/signed-in';

const SUITE = 'body-metrics';
/** Three years of daily weigh-ins, and the measurements a coach asks for weekly. */
const DAYS = 3 * 365;
const WEEKLY: BodyMetric[] = ['waist', 'hips', 'chest', 'arm', 'thigh', 'neck', 'body_fat'];
const RUNS = 10;
// docs/performance.md: the client's progress, with years of weigh-ins, is usable at once.
const PROGRESS_BUDGET_MS = 300;

/** The body measurements of a client who weighed in every morning for three years. */
function measurements(clientId: string, coachId: string, userId: string): RecordOf<'body-metrics'>[] {
  const day = today();
  const rows: RecordOf<'body-metrics'>[] = [];
  let version = 1;
  const row = (metric: BodyMetric, date: string, value: number): RecordOf<'body-metrics'> => ({
    id: bodyMetricId(clientId, metric, date),
    client_id: clientId,
    metric,
    date,
    value,
    logged_by: userId,
    coach_id: coachId,
    version: version++,
    updated_at: `${date}T06:30:00.000Z`,
  });
  for (let index = 0; index < DAYS; index++) {
    const date = addDays(day, index - DAYS);
    // A slow cut with a morning's noise: what a real scale shows.
    rows.push(row('weight', date, Math.round((92 - index * 0.01 + Math.sin(index) * 0.6) * 100) / 100));
    if (index % 7 === 0) for (const metric of WEEKLY) rows.push(row(metric, date, metric === 'body_fat' ? 20 : 40 + (index % 50) / 10));
  }
  return rows;
}

/**
 * Clicks My Workouts' Progress tab and times, in the page, until the body measurements are usable:
 * the weigh-in's value can be typed and the weight chart is drawn.
 */
async function openProgress(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const tab = [...document.querySelectorAll('[role="tab"]')].find((element) => element.textContent.trim().startsWith('Progress'));
    if (!(tab instanceof HTMLElement)) throw new Error('no Progress tab');
    const start = performance.now();
    tab.click();
    // No named function in here: tsx would wrap it in a helper the page does not have.
    for (;;) {
      const section = document.querySelector('section[aria-labelledby="body-metrics-title"]');
      const ready =
        section?.querySelector('input[inputmode="decimal"]') &&
        [...section.querySelectorAll('figcaption')].some((caption) => caption.textContent === 'Body weight (kg)') &&
        section.querySelector('svg path[role="img"]');
      if (ready) break;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    return performance.now() - start;
  });
}

async function backToHistory(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'History' }).click();
  await page.locator('section[aria-labelledby="body-metrics-title"]').waitFor({ state: 'detached' });
}

/**
 * A client's progress with three years of daily weigh-ins on the phone (docs/performance.md): the
 * first open of the Progress tab (its code loads then) and the opens after it.
 */
export async function bodyMetricsSuite(): Promise<Measurement[]> {
  const data = tempDir('treneris-bench-body-metrics-');
  const profile = tempDir('treneris-bench-body-metrics-profile-');
  const server = await startServer({ DATA_DIR: data.path });
  let context: BrowserContext | undefined;
  try {
    const workout = await scheduleForDemoClient(server.url, 3);
    context = await launchProfile(profile.path, { ...PHONE, baseURL: server.url });
    const page = await signInDemoClient(context, '/workouts', (opened) => opened.getByRole('tab', { name: 'Progress' }).waitFor());
    const rows = measurements(workout.clientId, workout.coachId, randomUUID());
    await storeOnDevice(page, ENTITY_TABLES['body-metrics'].table, rows);
    await page.reload();
    await page.getByRole('tab', { name: 'Progress' }).waitFor();
    const first = await openProgress(page);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await backToHistory(page);
      times.push(await openProgress(page));
    }
    return [
      {
        suite: SUITE,
        name: `My Workouts → Progress usable with ${DAYS} days of weigh-ins, first open`,
        value: first,
        unit: 'ms',
        note: `${rows.length} body measurements; the charts' code loads on this open`,
      },
      {
        suite: SUITE,
        name: `My Workouts → Progress usable with ${DAYS} days of weigh-ins (median)`,
        value: median(times),
        unit: 'ms',
        budget: PROGRESS_BUDGET_MS,
        note: `p95 ${Math.round(percentile(times, 95))} ms; runs (ms): ${times.map((ms) => Math.round(ms)).join(', ')}`,
      },
    ];
  } finally {
    await context?.close();
    await server.stop();
    data.remove();
    profile.remove();
  }
}
