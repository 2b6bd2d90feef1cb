import { randomUUID } from 'node:crypto';
import { request, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { PUSH_BATCH_MAX } from '../../sync/protocol';
import { DEMO, signIn } from '../../e2e/fixtures';
import { SyncApiDevice } from '../../e2e/sync-api';
import { launchChromium } from '../lib/browser';
import type { Measurement } from '../lib/report';
import { median, percentile, startServer, tempDir } from '../lib/server';

const SUITE = 'calendar';
// A busy coach: 50 clients training about two and a half times a week, a month of it on the device.
const CLIENTS = 50;
const ENTRIES_PER_MONTH = 2_000;
const WORKOUTS = 20;
// docs/performance.md "The calendar": paging must feel immediate, a drop must land within a frame or three.
const WEEK_BUDGET_MS = 100;
const MONTH_BUDGET_MS = 200;
const DROP_P95_BUDGET_MS = 50;
const PAGINGS = 10;
/** A measurement that has not ended by then never will: report what the page shows instead of waiting on. */
const STUCK_MS = 20_000;
const DROPS = 20;
/**
 * Between drops: the write reaches the database and a sync attempt starts a second later
 * (sync/engine/engine.ts, debounced), which must not run into the next drop's measurement; a
 * coach takes longer than that between two moves anyway.
 */
const PAUSE_BETWEEN_DROPS_MS = 1_500;
const TABLET = { viewport: { width: 1024, height: 768 }, hasTouch: true };

const riga = () => DateTime.now().setZone('Europe/Riga');
const iso = (date: DateTime) => date.toISODate() ?? '';

/** The coach's clients, workouts, and ENTRIES_PER_MONTH entries in each month, spread over its days, as the coach's device would push them. */
function coachMutations(months: DateTime[]) {
  const clients = Array.from({ length: CLIENTS }, (_, index) => ({
    id: randomUUID(),
    name: `Client ${String(index + 1).padStart(2, '0')}`,
  }));
  const workouts = Array.from({ length: WORKOUTS }, (_, index) => ({ id: randomUUID(), name: `Workout ${index + 1}`, blocks: [] }));
  const entries = months.flatMap((month) =>
    Array.from({ length: ENTRIES_PER_MONTH }, (_, index) => ({
      id: randomUUID(),
      client_id: (clients[index % CLIENTS] as { id: string }).id,
      workout_id: (workouts[index % WORKOUTS] as { id: string }).id,
      date: iso(month.plus({ days: index % (month.daysInMonth ?? 28) })),
      time: `${String(6 + (index % 14)).padStart(2, '0')}:00`,
      status: 'planned',
    })),
  );
  const mutations = [
    ...clients.map((args) => ({ name: 'clients.put', args })),
    ...workouts.map((args) => ({ name: 'workouts.put', args })),
    ...entries.map((args) => ({ name: 'calendar-entries.put', args })),
  ];
  return { entries, mutations };
}

/**
 * Clicks `button` and waits, frame by frame, until the page shows `day` with `count` entries in
 * the view; the milliseconds from the click to that frame.
 */
async function timedPaging(page: Page, button: string, day: string, count: number): Promise<number> {
  // A string, not a function: tsx would wrap a function's inner closures in a helper the page lacks.
  return page.evaluate<number>(`new Promise((resolve, reject) => {
    const target = [...document.querySelectorAll('button')].find((candidate) => candidate.getAttribute('aria-label') === ${JSON.stringify(button)});
    if (!target) throw new Error('no ${button} button');
    const started = performance.now();
    target.click();
    const check = () => {
      const shown = document.querySelectorAll('[data-entry-id]').length;
      if (document.querySelector('[data-day="${day}"]') && shown === ${count}) resolve(performance.now() - started);
      else if (performance.now() - started > ${STUCK_MS}) reject(new Error('after ${button}: ' + shown + ' entries shown, ${count} expected'));
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })`);
}

/** Drops a picked-up entry one day on with the keyboard; milliseconds from the drop key to the frame that shows it there. */
async function timedDrop(page: Page, entryId: string, arrow: 'ArrowRight' | 'ArrowLeft', day: string): Promise<number> {
  await page.locator(`[data-entry-id="${entryId}"]`).focus();
  await page.keyboard.press('Space');
  // dnd-kit listens for the arrows from the task after the pick-up, and a person waits for each
  // announcement anyway: the next key comes once the last one was announced.
  const announcement = page.getByRole('status').filter({ hasText: / is over / });
  await announcement.waitFor({ state: 'attached', timeout: 5_000 });
  const over = await announcement.textContent();
  await page.keyboard.press(arrow);
  await page.waitForFunction(
    (before) =>
      [...document.querySelectorAll('[role="status"]')].some(
        (region) => region.textContent.includes(' is over ') && region.textContent !== before,
      ),
    over,
  );
  // The drop key's time is noted by a listener set up before the key, then the frames are watched
  // until one shows the entry on its new day (a frame late at most, so the figure errs high).
  await page.evaluate(
    `window.__dropKeyAt = 0; addEventListener('keydown', () => (window.__dropKeyAt = performance.now()), { capture: true, once: true });`,
  );
  await page.keyboard.press('Space');
  return page.evaluate<number>(`new Promise((resolve, reject) => {
    const since = performance.now();
    const check = () => {
      if (document.querySelector('[data-day="${day}"] [data-entry-id="${entryId}"]')) resolve(performance.now() - window.__dropKeyAt);
      else if (performance.now() - since > ${STUCK_MS}) reject(new Error('the entry never showed on ${day}'));
      else requestAnimationFrame(check);
    };
    check();
  })`);
}

/** `npm run bench -- calendar`: a coach's week and month on a tablet, and moving an entry. */
export async function calendarSuite(): Promise<Measurement[]> {
  const data = tempDir('treneris-bench-calendar-');
  const server = await startServer({ DATA_DIR: data.path });
  const browser = await launchChromium();
  try {
    const month = riga().startOf('month');
    // The second full week of the month; the month after it has as many entries.
    const monday = month.plus({ weeks: 1 }).startOf('week');
    // Through the server, as the coach's device would have sent them: a record only on the device
    // would be refused by the next sync and taken back while the bench moves it.
    const { entries, mutations } = coachMutations([month, month.plus({ months: 1 })]);
    const api = await request.newContext({ baseURL: server.url });
    try {
      const coachDevice = await SyncApiDevice.signIn(api, DEMO.coach);
      for (let start = 0; start < mutations.length; start += PUSH_BATCH_MAX)
        await coachDevice.push(mutations.slice(start, start + PUSH_BATCH_MAX));
    } finally {
      await api.dispose();
    }
    const context = await browser.newContext({ ...TABLET, baseURL: server.url });
    const page = await context.newPage();
    await signIn(page, DEMO.coach);
    await page.goto(`/calendar?view=week&date=${iso(monday)}`);
    const inDays = (from: DateTime, days: number) =>
      entries.filter((entry) => entry.date >= iso(from) && entry.date < iso(from.plus({ days }))).length;
    const next = monday.plus({ weeks: 1 });
    // How many entries each page shows once settled (the demo client's own entries count too), so
    // a timed paging can tell the frame where all of them are there.
    const settled = async (button: string, day: string) => {
      await page.getByRole('button', { name: button }).click();
      await page.locator(`[data-day="${day}"]`).waitFor();
      await page.waitForTimeout(1_000);
      return page.locator('[data-entry-id]').count();
    };
    // The first download brings the two months.
    await page.waitForFunction((count) => document.querySelectorAll('[data-entry-id]').length >= count, inDays(monday, 7), {
      timeout: 120_000,
    });
    const shownNextWeek = await settled('Next week', iso(next));
    const shownWeek = await settled('Previous week', iso(monday));
    if (shownWeek < inDays(monday, 7)) throw new Error(`the week shows ${shownWeek} entries, fewer than the ${inDays(monday, 7)} stored`);
    const weeks: number[] = [];
    for (let run = 0; run < PAGINGS; run++) {
      weeks.push(await timedPaging(page, 'Next week', iso(next), shownNextWeek));
      weeks.push(await timedPaging(page, 'Previous week', iso(monday), shownWeek));
    }

    const drops: number[] = [];
    const entry = await page
      .locator(`[data-day="${iso(monday)}"] [data-entry-id]`)
      .first()
      .getAttribute('data-entry-id');
    if (!entry) throw new Error('no entry to move');
    for (let run = 0; run < DROPS; run++) {
      const forward = run % 2 === 0;
      try {
        drops.push(await timedDrop(page, entry, forward ? 'ArrowRight' : 'ArrowLeft', iso(monday.plus({ days: forward ? 1 : 0 }))));
        await page.waitForTimeout(PAUSE_BETWEEN_DROPS_MS);
      } catch (error) {
        throw new Error(`drop ${run + 1}: ${(await page.getByRole('status').allTextContents()).join(' | ')}`, { cause: error });
      }
    }

    await page.goto(`/calendar?view=month&date=${iso(month)}`);
    await page.locator(`[data-day="${iso(month)}"]`).waitFor();
    const shownNextMonth = await settled('Next month', iso(month.plus({ months: 1 })));
    const shownMonth = await settled('Previous month', iso(month));
    const months: number[] = [];
    for (let run = 0; run < PAGINGS; run++) {
      months.push(await timedPaging(page, 'Next month', iso(month.plus({ months: 1 })), shownNextMonth));
      months.push(await timedPaging(page, 'Previous month', iso(month), shownMonth));
    }
    await context.close();
    const runs = (values: number[]) => values.map((ms) => Math.round(ms)).join(', ');
    return [
      {
        suite: SUITE,
        name: `week view after Next/Previous, ${shownWeek} entries of ${CLIENTS + 1} clients`,
        value: median(weeks),
        unit: 'ms',
        budget: WEEK_BUDGET_MS,
        note: `median of ${weeks.length}; p95 ${Math.round(percentile(weeks, 95))}; runs (ms): ${runs(weeks)}`,
      },
      {
        suite: SUITE,
        name: `month view after Next/Previous, ${ENTRIES_PER_MONTH} entries a month`,
        value: median(months),
        unit: 'ms',
        budget: MONTH_BUDGET_MS,
        note: `median of ${months.length}; p95 ${Math.round(percentile(months, 95))}; runs (ms): ${runs(months)}`,
      },
      {
        suite: SUITE,
        name: 'keyboard drop to the next day, until shown there (p95)',
        value: percentile(drops, 95),
        unit: 'ms',
        budget: DROP_P95_BUDGET_MS,
        note: `median ${Math.round(median(drops))} of ${drops.length}; runs (ms): ${runs(drops)}`,
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
    data.remove();
  }
}
