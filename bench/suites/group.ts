import { randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { request, type BrowserContext } from '@playwright/test';
import { ENTITY_TABLES } from '../../src/data/local/database';
import { DEMO, signIn } from '../../e2e/fixtures';
import { Pwa } from '../../e2e/pages/pwa';
import { SyncApiDevice } from '../../e2e/sync-api';
import { scheduleToday, today } from '../../e2e/workout-data';
import { launchProfile } from '../lib/browser';
import { storeOnDevice } from '../lib/device-tables';
import type { Measurement } from '../lib/report';
import { median, percentile, startServer, tempDir } from '../lib/server';
import { history } from './player';

const SUITE = 'group';
/** A full class: six clients, a column each (core/records/calendar.ts, GROUP_MAX_CLIENTS). */
const CLIENTS = 6;
/** Sets of each superset exercise: 3 × 11 = 33 sets per client, 5 taps each. */
const SETS = 11;
const TAPS = 30;
// docs/performance.md: a tap answers within a frame or three, whoever it is for.
const LOG_SET_P95_BUDGET_MS = 50;
const TABLET = { viewport: { width: 1024, height: 768 }, hasTouch: true };

const load = () => `load average ${(loadavg()[0] ?? 0).toFixed(2)} on ${availableParallelism()} cores`;

/**
 * One tap on a client's Log set in the group's screen, timed in the page: from the click until
 * that client's column says one more set is done and the browser has painted it.
 */
const TAP = `async (clientId) => {
  const column = document.querySelector('[data-member="' + clientId + '"]');
  const done = () => (column.textContent.match(/(\\d+) of \\d+ sets done/) ?? [])[1];
  const before = done();
  const button = [...column.querySelectorAll('button')].find((one) => one.textContent.trim().startsWith('Log set') && !one.disabled);
  if (!button) throw new Error('no Log set for ' + clientId);
  const start = performance.now();
  button.click();
  await new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (done() !== before) {
        observer.disconnect();
        resolve();
      }
    });
    observer.observe(column, { subtree: true, childList: true, characterData: true });
  });
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return performance.now() - start;
}`;

/**
 * The coach's tablet running a group of six (src/features/player/GroupPage.tsx), each client with
 * 100,000 set logs on the device: logging a set for one client must not wait on the others.
 */
export async function groupSuite(): Promise<Measurement[]> {
  const data = tempDir('treneris-bench-group-');
  const profile = tempDir('treneris-bench-group-profile-');
  const server = await startServer({ DATA_DIR: data.path });
  const api = await request.newContext({ baseURL: server.url });
  let context: BrowserContext | undefined;
  try {
    const coach = await SyncApiDevice.signIn(api, DEMO.coach);
    const scheduled = await scheduleToday(coach, { sets: SETS });
    const pulled = await coach.pullAll();
    const workoutId = String(pulled.find((change) => change.id === scheduled.entryId)?.data?.workout_id);
    const library = pulled.filter((change) => change.entity === 'exercises' && change.data?.owner_id === null).map((change) => change.id);
    const groupId = randomUUID();
    const others = Array.from({ length: CLIENTS - 1 }, (_, index) => ({ id: randomUUID(), name: `Bench ${index + 1}` }));
    await coach.push([
      { name: 'calendar-entries.patch', args: { id: scheduled.entryId, changes: { group_id: groupId } } },
      ...others.map((one) => ({ name: 'clients.put', args: { id: one.id, name: one.name } })),
      ...others.map((one) => ({
        name: 'calendar-entries.put',
        args: { id: randomUUID(), client_id: one.id, workout_id: workoutId, date: today(), group_id: groupId },
      })),
    ]);
    const clientIds = [scheduled.clientId, ...others.map((one) => one.id)];

    context = await launchProfile(profile.path, { ...TABLET, baseURL: server.url });
    const page = await context.newPage();
    await signIn(page, DEMO.coach);
    await page.goto(`/group/${groupId}`);
    await new Pwa(page).waitUntilControlled();
    await page.getByRole('button', { name: `Start the group (${CLIENTS} clients)` }).waitFor({ timeout: 120_000 });
    // Two years of training each, written beside the app, as a coach's tablet holds it after a full download.
    const exerciseIds = [...scheduled.exerciseIds, ...library.filter((id) => !scheduled.exerciseIds.includes(id)).slice(0, 7)];
    let rows = 0;
    for (const clientId of clientIds) {
      const { sessions, logs } = history(clientId, scheduled.coachId, exerciseIds);
      await storeOnDevice(page, ENTITY_TABLES['workout-sessions'].table, sessions);
      await storeOnDevice(page, ENTITY_TABLES['set-logs'].table, logs);
      rows += logs.length;
    }
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: `Start the group (${CLIENTS} clients)` }).click();
    // Every column's set card up (each read its client's last time), and the reads it started done.
    await page
      .getByText(/^Last time:/)
      .nth(CLIENTS - 1)
      .waitFor({ timeout: 60_000 });
    await page.waitForTimeout(3_000);
    const taps: number[] = [];
    for (let tap = 0; tap < TAPS; tap++) {
      const clientId = clientIds[tap % CLIENTS] ?? '';
      await page
        .locator(`[data-member="${clientId}"]`)
        .getByRole('button', { name: /^Log set/ })
        .waitFor();
      await page.waitForTimeout(600);
      taps.push(await page.evaluate(`(${TAP})(${JSON.stringify(clientId)})`));
    }
    return [
      {
        suite: SUITE,
        name: `Log set for one of ${CLIENTS} clients, ${rows} set logs on the tablet: median`,
        value: median(taps),
        unit: 'ms',
      },
      {
        suite: SUITE,
        name: `Log set for one of ${CLIENTS} clients, ${rows} set logs on the tablet: p95`,
        value: percentile(taps, 95),
        unit: 'ms',
        budget: LOG_SET_P95_BUDGET_MS,
        note: `${taps.length} taps, network off, 1024 px; ${load()}; per tap (ms): ${taps.map((ms) => Math.round(ms)).join(', ')}`,
      },
    ];
  } finally {
    await context?.close();
    await api.dispose();
    await server.stop();
    data.remove();
    profile.remove();
  }
}
