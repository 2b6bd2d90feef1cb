import { randomUUID } from 'node:crypto';
import { request, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { DEMO, signIn } from '../../e2e/fixtures';
import { SyncApiDevice } from '../../e2e/sync-api';
import { launchChromium } from '../lib/browser';
import type { Measurement } from '../lib/report';
import { median, startServer } from '../lib/server';
import { postgresTarget } from '../lib/targets';

const SUITE = 'plans';
// docs/performance.md "Plans": a coach gives a 12-week, 4-days-a-week plan to 20 clients at once.
const CLIENTS = 20;
const WEEKS = 12;
const DAYS = [1, 2, 4, 5];
const DEVICE_BUDGET_MS = 200;
const SERVER_BUDGET_MS = 1_000;
const SERVER_RUNS = 5;
const DEVICE_RUNS = 3;
const STUCK_MS = 20_000;
const TABLET = { viewport: { width: 1024, height: 768 }, hasTouch: true };

const nextMonday = () => DateTime.now().setZone('Europe/Riga').startOf('week').plus({ weeks: 1 }).toISODate() ?? '';
const set = (reps: number, load_kg: number) => ({ reps, load_kg, rest_seconds: 120 });

/** The coach's clients, four workouts of three exercises and the plan, as the coach's device would push them. */
async function coachData(coach: SyncApiDevice) {
  const exercises = (await coach.pullAll())
    .filter((change) => change.entity === 'exercises' && change.data?.owner_id === null)
    .slice(0, 12)
    .map((change) => change.id);
  if (exercises.length < 12) throw new Error('the bench needs the bundled exercise library');
  const clients = Array.from({ length: CLIENTS }, (_, index) => ({
    id: randomUUID(),
    name: `Plan client ${String(index + 1).padStart(2, '0')}`,
  }));
  const workouts = DAYS.map((_day, index) => ({
    id: randomUUID(),
    name: `Day ${index + 1}`,
    blocks: [
      {
        id: randomUUID(),
        kind: 'straight',
        items: exercises
          .slice(index * 3, index * 3 + 3)
          .map((exercise) => ({ id: randomUUID(), exercise_id: exercise, sets: [set(5, 60), set(5, 60), set(5, 60)] })),
      },
    ],
  }));
  const plan = {
    id: randomUUID(),
    name: 'Twelve weeks',
    weeks: WEEKS,
    days: Array.from({ length: WEEKS }, (_, week) =>
      DAYS.map((day, index) => ({ week: week + 1, day, workout_id: workouts[index]?.id })),
    ).flat(),
    progressions: exercises.map((exercise) => ({ exercise_id: exercise, kind: 'load_kg', amount: 2.5 })),
    deload: { every_weeks: 4, percent: 60 },
  };
  await coach.push([
    ...clients.map((args) => ({ name: 'clients.put', args })),
    ...workouts.map((args) => ({ name: 'workouts.put', args })),
    { name: 'workout-plans.put', args: plan },
  ]);
  return { clients, plan };
}

/** Presses Assign and watches frame by frame until the page says the plan was given to every client; the milliseconds between. */
async function timedAssign(page: Page): Promise<number> {
  // A string, not a function: tsx would wrap a function's inner closures in a helper the page lacks.
  return page.evaluate<number>(`new Promise((resolve, reject) => {
    const button = [...document.querySelectorAll('[role="dialog"] button')].find((candidate) => candidate.textContent === 'Assign');
    if (!button) throw new Error('no Assign button');
    const started = performance.now();
    button.click();
    const check = () => {
      if (document.body.textContent.includes('The plan was assigned to ${CLIENTS} clients.')) resolve(performance.now() - started);
      else if (performance.now() - started > ${STUCK_MS}) reject(new Error('the assignment never finished'));
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })`);
}

/**
 * `npm run bench -- plans`: a 12-week plan given to 20 clients. On the coach's tablet, from pressing
 * Assign to the confirmation, which follows the one local transaction holding the 20 assignments
 * and their 960 entries; on the server (PostgreSQL), one push of the 20 assignments, which it
 * expands itself.
 */
export async function plansSuite(postgresAdminUrl: string): Promise<Measurement[]> {
  const target = await postgresTarget(postgresAdminUrl)();
  // A PostgreSQL installation has no demo accounts unless asked for; the bench signs in as the demo coach.
  const server = await startServer({ ...target.env, SEED_DEMO: 'true' });
  const browser = await launchChromium();
  try {
    const setup = await request.newContext({ baseURL: server.url });
    const { clients, plan } = await coachData(await SyncApiDevice.signIn(setup, DEMO.coach)).finally(() => setup.dispose());
    const planId = plan.id;
    const context = await browser.newContext({ ...TABLET, baseURL: server.url });
    const page = await context.newPage();
    await signIn(page, DEMO.coach);
    // The first download (the library, the clients, the plan) ends first.
    await page.goto('/workout-plan');
    await page.getByRole('button', { name: 'Sync: All changes synced' }).waitFor({ timeout: 120_000 });
    const deviceRuns: number[] = [];
    for (let run = 0; run < DEVICE_RUNS; run++) {
      await page.goto(`/workout-plan?plan=${planId}`);
      await page.getByRole('button', { name: 'Assign to clients' }).click({ timeout: 120_000 });
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: 'Clients' }).click();
      for (let index = 1; index <= CLIENTS; index++)
        await page.getByRole('menuitemcheckbox', { name: `Plan client ${String(index).padStart(2, '0')}` }).click();
      await page.keyboard.press('Escape');
      try {
        deviceRuns.push(await timedAssign(page));
      } catch (error) {
        throw new Error(`assigning on the tablet: ${(await dialog.textContent()) ?? ''}`, { cause: error });
      }
      // Let the sync that follows the write finish before the next run.
      await page.getByRole('button', { name: 'Sync: All changes synced' }).waitFor({ timeout: 60_000 });
    }
    await context.close();
    // Then the server alone, from a device of its own: the same 20 assignments in one push.
    const api = await request.newContext({ baseURL: server.url });
    const serverRuns: number[] = [];
    try {
      const coach = await SyncApiDevice.signIn(api, DEMO.coach);
      for (let run = 0; run < SERVER_RUNS; run++) {
        const assignments = clients.map((client) => ({
          name: 'plan-assignments.assign',
          args: { assignment: { id: randomUUID(), plan_id: plan.id, client_id: client.id, start_date: nextMonday() } },
        }));
        const started = performance.now();
        await coach.push(assignments);
        serverRuns.push(performance.now() - started);
      }
    } finally {
      await api.dispose();
    }
    const runs = (values: number[]) => values.map((ms) => Math.round(ms)).join(', ');
    const entries = CLIENTS * WEEKS * DAYS.length;
    return [
      {
        suite: SUITE,
        name: `assign a ${WEEKS}-week plan to ${CLIENTS} clients on the tablet (${entries} entries), until confirmed`,
        value: median(deviceRuns),
        unit: 'ms',
        budget: DEVICE_BUDGET_MS,
        note: `median of ${deviceRuns.length}; runs (ms): ${runs(deviceRuns)}`,
      },
      {
        suite: SUITE,
        name: `server applies the ${CLIENTS} assignments (PostgreSQL, one push)`,
        value: median(serverRuns),
        unit: 'ms',
        budget: SERVER_BUDGET_MS,
        note: `median of ${serverRuns.length}; runs (ms): ${runs(serverRuns)}`,
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
    await target.cleanup();
  }
}
