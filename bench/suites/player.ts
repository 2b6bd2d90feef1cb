import { randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import type { BrowserContext, Page } from '@playwright/test';
import type { RecordOf } from '../../core/records/index';
import { ENTITY_TABLES } from '../../src/data/local/database';
import { launchProfile, PHONE } from '../lib/browser';
import { changeOnDevice, storeOnDevice } from '../lib/device-tables';
import type { Measurement } from '../lib/report';
import { median, percentile, startServer, tempDir } from '../lib/server';
import { scheduleForDemoClient, signInDemoClient } from '../lib/signed-in';
import { FIRST_SCREEN_BUDGETS, forgetInstall, loadFirstScreen } from '../../e2e/first-screen';
import { firstScreenRows } from './bundle';
import { auditRuns, lighthouseRows } from './lighthouse';
import { markedTime, markWhen } from './offline-start';

const SUITE = 'player';
const LABEL = '/workout/{id}';
/** Sets of each superset exercise and rounds of the circuit: 3 × 11 = 33 sets to log. */
const SETS = 11;
const OFFLINE_RUNS = 11;
// docs/performance.md: a client at the gym opens the workout with no signal and starts at once.
const OFFLINE_INTERACTIVE_BUDGET_MS = 500;
// Two years of training (the admin suite's dashboard history), over several exercises.
const HISTORY_SET_LOGS = 100_000;
const HISTORY_EXERCISES = 10;
const SETS_PER_HISTORY_SESSION = 20;
const HISTORY_DAYS = 730;
// docs/performance.md: a tap answers within a frame or three, or it feels like it did not take.
const LOG_SET_P95_BUDGET_MS = 50;
/** After these taps (both superset exercises logged), new pages open the session again. */
const SETS_BEFORE_RESTART = 4;
const RESTARTS_WITH_HISTORY = 5;
/**
 * Between taps: a write starts a sync attempt after a second (sync/engine/engine.ts, debounced),
 * which must not run into the next tap's measurement; at the gym a minute passes.
 */
const PAUSE_BETWEEN_TAPS_MS = 1_500;

/** The Log set button can be used: in the document, shown, enabled. */
const LOG_SET_READY = `[...document.querySelectorAll('button')].some((button) =>
  button.textContent.trim().startsWith('Log set') && !button.disabled && button.getAttribute('aria-disabled') !== 'true' && button.getClientRects().length > 0)`;
const PLAYER_INTERACTIVE = '__playerInteractiveAt';

const SET_LOGS_TABLE = ENTITY_TABLES['set-logs'].table;
const SESSIONS_TABLE = ENTITY_TABLES['workout-sessions'].table;
/** The player's own state per session (src/data/local/database.ts, PlayerState). */
const PLAYER_TABLE = 'player';
/** The index the player reads a client's history of an exercise on (src/data/local/database.ts, version 2). */
const HISTORY_INDEX = '[client_id+exercise_id+logged_at]';

/**
 * What a tap on Log set does, timed in the page. `at` is the click's event time. `rowDoneAt` is when
 * the tapped set's row in "All sets" stopped being the current one and gained its Correct button.
 * Every read on the history index is a lookup: `end` when IndexedDB answered, `settled` when the
 * task that answered had run its promise callbacks, i.e. the player had done what it does with
 * those rows (sessionPersonalBests in src/data/player.ts compares every set of the exercise).
 */
const TAP_PROBE = `
  window.__tap = { at: null, rowDoneAt: null, nextAt: null, lookups: [] };
  const getAll = IDBIndex.prototype.getAll;
  IDBIndex.prototype.getAll = function (...args) {
    const request = getAll.apply(this, args);
    if (this.objectStore.name === ${JSON.stringify(SET_LOGS_TABLE)} && this.name === ${JSON.stringify(HISTORY_INDEX)}) {
      const lookup = { start: performance.now(), end: null, settled: null, rows: 0 };
      window.__tap.lookups.push(lookup);
      request.addEventListener('success', () => {
        lookup.end = performance.now();
        lookup.rows = request.result.length;
        const channel = new MessageChannel();
        channel.port1.onmessage = () => { lookup.settled = performance.now(); };
        channel.port2.postMessage(null);
      });
    }
    return request;
  };
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && button.textContent.trim().startsWith('Log set')) window.__tap.at = event.timeStamp;
  }, true);
`;

interface Lookup {
  start: number;
  end: number | null;
  settled: number | null;
  rows: number;
}

interface TapWindow {
  __tap: { at: number | null; rowDoneAt: number | null; nextAt: number | null; lookups: Lookup[] };
}

interface Tap {
  total: number;
  row: number;
  /** Until the next set's Log set button can be used; null after the last set. */
  next: number | null;
  /** IndexedDB's time for the history reads the tap caused, and their rows. */
  read: number;
  rows: number;
}

const load = () => `load average ${(loadavg()[0] ?? 0).toFixed(2)} on ${availableParallelism()} cores`;

/** 100,000 set logs over two years in 5,000 sessions of 20 sets, each of four of the exercises. */
export function history(
  clientId: string,
  coachId: string,
  exerciseIds: readonly string[],
): { sessions: RecordOf<'workout-sessions'>[]; logs: RecordOf<'set-logs'>[] } {
  const sessions: RecordOf<'workout-sessions'>[] = [];
  const logs: RecordOf<'set-logs'>[] = [];
  const count = HISTORY_SET_LOGS / SETS_PER_HISTORY_SESSION;
  const spacing = (HISTORY_DAYS * 86_400_000) / count;
  const first = Date.now() - HISTORY_DAYS * 86_400_000;
  let version = 1;
  for (let s = 0; s < count; s++) {
    const started = first + s * spacing;
    const session: RecordOf<'workout-sessions'> = {
      id: randomUUID(),
      client_id: clientId,
      coach_id: coachId,
      calendar_entry_id: null,
      workout_id: null,
      prescription: { name: 'History', blocks: [] },
      started_at: new Date(started).toISOString(),
      finished_at: new Date(started + 3_600_000).toISOString(),
      rating: null,
      notes: null,
      import_source: null,
      import_file: null,
      run_by: null,
      run_by_name: null,
      version: version++,
      updated_at: new Date(started + 3_600_000).toISOString(),
    };
    sessions.push(session);
    const perExercise = SETS_PER_HISTORY_SESSION / 4;
    for (let set = 0; set < SETS_PER_HISTORY_SESSION; set++) {
      const exerciseId = exerciseIds[(s * 4 + Math.floor(set / perExercise)) % exerciseIds.length] ?? '';
      const loggedAt = new Date(started + (set + 1) * 120_000).toISOString();
      // Two years of progress, below what today's workout asks, so records are rare as in life.
      const weight = Math.round((20 + 25 * (s / count) + (s % 3) * 2.5) / 2.5) * 2.5;
      logs.push({
        id: randomUUID(),
        session_id: session.id,
        client_id: clientId,
        coach_id: coachId,
        exercise_id: exerciseId,
        block_id: null,
        item_id: null,
        set_index: set % perExercise,
        reps: 5 + ((s + set) % 8),
        weight_kg: weight,
        duration_seconds: null,
        distance_m: null,
        rpe: null,
        logged_at: loggedAt,
        notes: null,
        logged_by: null,
        version: version++,
        updated_at: loggedAt,
      });
    }
  }
  return { sessions, logs };
}

/**
 * Forgets the bests before the session that the player keeps in its state (src/data/player.ts,
 * sessionBests): they were read when the session started, before the history was written beside
 * the app, and a device that had synced the history would have read them with it.
 */
async function forgetSessionBests(page: Page): Promise<void> {
  await changeOnDevice(page, PLAYER_TABLE, { forgetField: 'bests' });
}

async function logSetEnabled(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Log set/, disabled: false }).waitFor();
}

/**
 * The history reads of a page just opened (the player reads the bests before the session once the
 * set card is up), from the first one's start until the last has run, waiting until none has run
 * for a second: the taps are timed from then on.
 */
async function readsAtOpen(page: Page): Promise<{ ms: number; rows: number }> {
  const since = await page.evaluate(() => performance.now());
  await page.waitForFunction((since) => {
    const { lookups } = (window as unknown as TapWindow).__tap;
    if (lookups.some((lookup) => lookup.settled === null)) return false;
    return performance.now() - Math.max(since, ...lookups.map((lookup) => lookup.settled ?? 0)) > 1_000;
  }, since);
  return page.evaluate(() => {
    const { lookups } = (window as unknown as TapWindow).__tap;
    if (lookups.length === 0) return { ms: 0, rows: 0 };
    return {
      ms: Math.max(...lookups.map((lookup) => lookup.settled ?? 0)) - Math.min(...lookups.map((lookup) => lookup.start)),
      rows: lookups.reduce((sum, lookup) => sum + lookup.rows, 0),
    };
  });
}

/** One tap on Log set, timed in the page until the set shows as done and the lookups it caused have run. */
async function tapLogSet(page: Page, last: boolean): Promise<Tap> {
  const skip = page.getByRole('button', { name: 'Skip rest' });
  if (await skip.isVisible()) await skip.click();
  await logSetEnabled(page);
  await page.waitForTimeout(PAUSE_BETWEEN_TAPS_MS);
  await page.evaluate(() => {
    const tap = (window as unknown as TapWindow).__tap;
    tap.at = null;
    tap.rowDoneAt = null;
    tap.nextAt = null;
    tap.lookups = [];
    // The row is found again by its place on every change: the list may draw it as a new element.
    // (No named function in here: tsx would wrap it in a helper the page does not have.)
    const list = 'section[aria-label="All sets"] li';
    const index = [...document.querySelectorAll(list)].findIndex((li) => li.getAttribute('aria-current') === 'step');
    if (index < 0) throw new Error('no current set in "All sets"');
    const tapped = [...document.querySelectorAll('button')].find((button) => button.textContent.trim().startsWith('Log set'))?.textContent;
    const observer = new MutationObserver(() => {
      const row = document.querySelectorAll(list)[index];
      if (tap.rowDoneAt === null && row && !row.hasAttribute('aria-current') && row.querySelector('button'))
        tap.rowDoneAt = performance.now();
      if (
        tap.nextAt === null &&
        [...document.querySelectorAll('button')].some(
          (button) => button.textContent.trim().startsWith('Log set') && button.textContent !== tapped && !button.disabled,
        )
      )
        tap.nextAt = performance.now();
      if (tap.rowDoneAt !== null && tap.nextAt !== null) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
  });
  await page.getByRole('button', { name: /^Log set/ }).click();
  // Done when the row changed, the next set can be logged, and every lookup since the tap has run,
  // with nothing new for 300 ms.
  const settled = page.waitForFunction((last) => {
    const { at, rowDoneAt, nextAt, lookups } = (window as unknown as TapWindow).__tap;
    if (at === null || rowDoneAt === null || (nextAt === null && !last)) return false;
    const since = lookups.filter((lookup) => lookup.start >= at);
    // A tap may need no history read at all (the next set is of an exercise already read).
    if (since.some((lookup) => lookup.settled === null)) return false;
    return performance.now() - Math.max(rowDoneAt, nextAt ?? 0, ...since.map((lookup) => lookup.settled ?? 0)) > 300;
  }, last);
  await settled.catch(async (error: unknown) => {
    const state = await page.evaluate(() => JSON.stringify((window as unknown as TapWindow).__tap));
    throw new Error(`the tap did not settle: ${state}`, { cause: error });
  });
  return page.evaluate(() => {
    const { at, rowDoneAt, nextAt, lookups } = (window as unknown as TapWindow).__tap;
    const tapAt = at ?? 0;
    const since = lookups.filter((lookup) => lookup.start >= tapAt);
    return {
      total: Math.max(rowDoneAt ?? 0, ...since.map((lookup) => lookup.settled ?? 0)) - tapAt,
      row: (rowDoneAt ?? 0) - tapAt,
      next: nextAt === null ? null : nextAt - tapAt,
      read: since.reduce((sum, lookup) => sum + ((lookup.end ?? 0) - lookup.start), 0),
      rows: since.reduce((sum, lookup) => sum + lookup.rows, 0),
    };
  });
}

/**
 * Offline cold starts into the started session: new pages on the address, the worker warm (the
 * context is offline and carries markWhen(PLAYER_INTERACTIVE, LOG_SET_READY)). The first run is not
 * counted: it alone pays for compiling the worker's and the app's code after the install.
 */
async function offlineStarts(context: BrowserContext, url: string, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run <= runs; run++) {
    const page = await context.newPage();
    await page.goto(url);
    const at = await markedTime(page, PLAYER_INTERACTIVE);
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null)))
      throw new Error('the page was not served by the service worker');
    await page.close();
    if (run > 0) times.push(at);
  }
  return times;
}

/**
 * The workout player (docs/performance.md): its first visit on a signed-in, synced phone (JS and
 * Lighthouse), an offline cold start into a started session, and a set logged on a device that
 * holds 100,000 set logs of history. One server, one client profile, one calendar entry for today
 * made through the real API as the Chromium test makes it.
 */
export async function playerSuite(): Promise<Measurement[]> {
  const data = tempDir('treneris-bench-player-');
  const profile = tempDir('treneris-bench-player-profile-');
  const server = await startServer({ DATA_DIR: data.path });
  const out: Measurement[] = [];
  let context: BrowserContext | undefined;
  try {
    const workout = await scheduleForDemoClient(server.url, SETS);
    const path = `/workout/${workout.entryId}`;
    const url = `${server.url}${path}`;
    const startButton = (page: Page) => page.getByRole('button', { name: 'Start workout' }).waitFor();

    // 1. The first visit of a device that has signed in and synced: no worker, nothing cached.
    context = await launchProfile(profile.path, { ...PHONE, baseURL: server.url });
    const synced = await signInDemoClient(context, path, startButton);
    await forgetInstall(synced);
    await synced.close();
    const page = await context.newPage();
    out.push(...firstScreenRows(SUITE, LABEL, await loadFirstScreen(page, url, () => startButton(page)), FIRST_SCREEN_BUDGETS.workout));
    await context.close();
    context = undefined;
    const loadBefore = load();
    const audits = lighthouseRows(SUITE, LABEL, await auditRuns(url, profile.path));
    out.push(
      ...audits.map((row, index) => (index === 0 ? { ...row, note: `${row.note ?? ''}; ${loadBefore} before, ${load()} after` } : row)),
    );

    // 2. Offline cold start into a session already started.
    context = await launchProfile(profile.path, { ...PHONE, baseURL: server.url });
    const player = await signInDemoClient(context, path, startButton);
    await player.getByRole('button', { name: 'Start workout' }).click();
    await logSetEnabled(player);
    await context.addInitScript({ content: markWhen(PLAYER_INTERACTIVE, LOG_SET_READY) });
    await context.setOffline(true);
    const starts = await offlineStarts(context, url, OFFLINE_RUNS);
    out.push({
      suite: SUITE,
      name: `${LABEL} interactive (Log set), worker warm, network off`,
      value: median(starts),
      unit: 'ms',
      budget: OFFLINE_INTERACTIVE_BUDGET_MS,
      note: `median of ${starts.length} new pages after one not counted; runs (ms): ${starts.map((ms) => Math.round(ms)).join(', ')}; ${load()}`,
    });

    // 3. Log set with the history on the device, still offline.
    const others = workout.library
      .filter((id) => !workout.exerciseIds.includes(id))
      .slice(0, HISTORY_EXERCISES - workout.exerciseIds.length);
    const { sessions, logs } = history(workout.clientId, workout.coachId, [...workout.exerciseIds, ...others]);
    await storeOnDevice(player, SESSIONS_TABLE, sessions);
    await storeOnDevice(player, SET_LOGS_TABLE, logs);
    await forgetSessionBests(player);
    await context.addInitScript({ content: TAP_PROBE });
    // Read from the database again: what was written beside the app is not in its query cache.
    await player.reload();
    await logSetEnabled(player);
    await player.getByText(/^Last time:/).waitFor();
    const opening = await readsAtOpen(player);
    const restarts: number[] = [];
    const taps: Tap[] = [];
    for (let set = 0; set < 3 * SETS; set++) {
      taps.push(await tapLogSet(player, set === 3 * SETS - 1));
      // Mid-session, the player opens on the records of the exercises already logged.
      if (set === SETS_BEFORE_RESTART - 1) restarts.push(...(await offlineStarts(context, url, RESTARTS_WITH_HISTORY)));
    }
    const totals = taps.map((tap) => tap.total);
    const nexts = taps.flatMap((tap) => (tap.next === null ? [] : [tap.next]));
    out.push(
      { suite: SUITE, name: `Log set with ${HISTORY_SET_LOGS} set logs: median`, value: median(totals), unit: 'ms' },
      {
        suite: SUITE,
        name: `Log set with ${HISTORY_SET_LOGS} set logs: p95`,
        value: percentile(totals, 95),
        unit: 'ms',
        budget: LOG_SET_P95_BUDGET_MS,
        note: `${taps.length} taps, network off; ${load()}; per tap (ms): ${totals.map((ms) => Math.round(ms)).join(', ')}`,
      },
      {
        suite: SUITE,
        name: 'Log set: the row shows the set done (median)',
        value: median(taps.map((tap) => tap.row)),
        unit: 'ms',
        note: `p95 ${Math.round(
          percentile(
            taps.map((tap) => tap.row),
            95,
          ),
        )} ms; per tap (ms): ${taps.map((tap) => Math.round(tap.row)).join(', ')}`,
      },
      {
        suite: SUITE,
        name: "Log set: the next set's Log set can be used (median)",
        value: median(nexts),
        unit: 'ms',
        note: `p95 ${Math.round(percentile(nexts, 95))} ms`,
      },
      {
        suite: SUITE,
        name: `${LABEL} opened with ${HISTORY_SET_LOGS} set logs: history reads after the set card is up`,
        value: opening.ms,
        unit: 'ms',
        note: `${opening.rows} rows, from the first read's start until the last has run`,
      },
      {
        suite: SUITE,
        name: 'Log set: history reads in IndexedDB (median)',
        value: median(taps.map((tap) => tap.read)),
        unit: 'ms',
        note: `rows read per tap (median): ${median(taps.map((tap) => tap.rows))}`,
      },
      {
        suite: SUITE,
        name: `${LABEL} interactive, network off, ${HISTORY_SET_LOGS} set logs, ${SETS_BEFORE_RESTART} sets done`,
        value: median(restarts),
        unit: 'ms',
        note: `runs (ms): ${restarts.map((ms) => Math.round(ms)).join(', ')}`,
      },
    );
    return out;
  } finally {
    await context?.close();
    await server.stop();
    data.remove();
    profile.remove();
  }
}
