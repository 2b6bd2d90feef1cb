import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { conversationId, conversationReadId } from '../../core/records/conversations';
import type { RecordOf } from '../../core/records/index';
import { ENTITY_TABLES } from '../../src/data/local/database';
import { launchProfile, PHONE } from '../lib/browser';
import { storeOnDevice } from '../lib/device-tables';
import type { Measurement } from '../lib/report';
import { median, percentile, startServer, tempDir } from '../lib/server';
import { scheduleForDemoClient, signInDemoClient } from '../lib/signed-in';

const SUITE = 'messages';
/** Years of a coach and a client talking most days. */
const MESSAGES = 10_000;
const RUNS = 10;
// docs/performance.md: a conversation of years opens at once on a phone.
const OPEN_BUDGET_MS = 200;
/** Frames of a fast fling up through the conversation. */
const SCROLL_FRAMES = 120;

/** The signed-in user's id, from their database's name on the device. */
async function userIdOf(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const name = (await indexedDB.databases()).map((one) => one.name ?? '').find((one) => one.startsWith('treneris-user-'));
    if (!name) throw new Error('no database');
    return name.slice('treneris-user-'.length);
  });
}

function conversation(
  clientId: string,
  coachId: string,
  userId: string,
): { record: RecordOf<'conversations'>; messages: RecordOf<'conversation-messages'>[] } {
  const id = conversationId(clientId, userId);
  const start = Date.now() - MESSAGES * 3_600_000;
  const messages = Array.from({ length: MESSAGES }, (_, index): RecordOf<'conversation-messages'> => {
    const author = index % 3 === 0 ? userId : coachId;
    const at = new Date(start + index * 3_600_000).toISOString();
    return {
      id: randomUUID(),
      conversation_id: id,
      body: `Message ${index + 1}: ${index % 5 === 0 ? 'How did the squats feel today? Any pain in the knee after the third set?' : 'Good, add 2.5 kg next week.'}`,
      has_photo: false,
      photo_uploaded_at: null,
      ref_entity: null,
      ref_id: null,
      removed: false,
      author_id: author,
      written_at: at,
      edited_at: null,
      client_id: clientId,
      coach_id: coachId,
      client_user_id: userId,
      version: 100 + index,
      updated_at: at,
    };
  });
  const record = {
    id,
    client_id: clientId,
    coach_id: coachId,
    client_user_id: userId,
    version: 99,
    updated_at: new Date(start).toISOString(),
  };
  return { record, messages };
}

/** From the home page, follows its link to the messages and times until the newest message and the box are on screen. */
async function openConversation(page: Page, newest: string): Promise<number> {
  return page.evaluate(async (text) => {
    // The home page's own link: the navigation's is in a closed drawer on a phone.
    const link = [...document.querySelectorAll('main a')].find((element) => element.getAttribute('href') === '/messages');
    if (!(link instanceof HTMLElement)) throw new Error('no link to the messages');
    const start = performance.now();
    link.click();
    // No named function in here: tsx would wrap it in a helper the page does not have.
    for (;;) {
      const shown = [...document.querySelectorAll('[data-testid="message"]')].some((element) => element.textContent.includes(text));
      if (shown && document.querySelector('textarea')) break;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    return performance.now() - start;
  }, newest);
}

/** Flings the conversation up, a screen and a half per frame, and answers the time between frames. */
async function fling(page: Page): Promise<number[]> {
  return page.evaluate(async (frames) => {
    const log = document.querySelector('[role="log"]');
    if (!(log instanceof HTMLElement)) throw new Error('no conversation');
    const gaps: number[] = [];
    let last = performance.now();
    for (let frame = 0; frame < frames; frame++) {
      log.scrollTop -= log.clientHeight * 1.5;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = performance.now();
      gaps.push(now - last);
      last = now;
    }
    return gaps;
  }, SCROLL_FRAMES);
}

/**
 * A client's conversation of 10,000 messages on a phone (docs/performance.md): opened from the home
 * page (first, when its code loads, then again), and flung through.
 */
export async function messagesSuite(): Promise<Measurement[]> {
  const data = tempDir('treneris-bench-messages-');
  const profile = tempDir('treneris-bench-messages-profile-');
  const server = await startServer({ DATA_DIR: data.path });
  let context: BrowserContext | undefined;
  try {
    const workout = await scheduleForDemoClient(server.url, 2);
    context = await launchProfile(profile.path, { ...PHONE, baseURL: server.url });
    const page = await signInDemoClient(context, '/', (opened) => opened.getByRole('link', { name: 'Message your coach' }).waitFor());
    const { record, messages } = conversation(workout.clientId, workout.coachId, await userIdOf(page));
    await storeOnDevice(page, ENTITY_TABLES.conversations.table, [record]);
    await storeOnDevice(page, ENTITY_TABLES['conversation-messages'].table, messages);
    // Read before: opening it writes nothing (a write would be refused by a server that has none of this).
    const readUntil = messages.at(-1)?.written_at ?? '';
    const mark = { id: conversationReadId(record.id, record.client_user_id ?? ''), conversation_id: record.id, read_until: readUntil };
    await storeOnDevice(page, ENTITY_TABLES['conversation-reads'].table, [
      {
        ...mark,
        user_id: record.client_user_id,
        client_id: record.client_id,
        coach_id: record.coach_id,
        client_user_id: record.client_user_id,
        version: 98,
        updated_at: readUntil,
      },
    ]);
    await page.reload();
    const homeLink = page.locator('main a[href="/messages"]');
    await homeLink.waitFor();
    const newest = messages.at(-1)?.body ?? '';
    const first = await openConversation(page, newest);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await page.goBack();
      await homeLink.waitFor();
      times.push(await openConversation(page, newest));
    }
    const gaps = await fling(page);
    // Where the fling stopped, the messages replace their places as they are read.
    const filled = await page.evaluate(async () => {
      const start = performance.now();
      while (document.querySelector('[data-testid="message-loading"]')) await new Promise((resolve) => requestAnimationFrame(resolve));
      return performance.now() - start;
    });
    const long = gaps.filter((gap) => gap > 50).length;
    return [
      {
        suite: SUITE,
        name: `Home → a conversation of ${MESSAGES.toLocaleString('en-US')} messages, first open`,
        value: first,
        unit: 'ms',
        note: 'the conversation’s code and words load on this open',
      },
      {
        suite: SUITE,
        name: `Home → a conversation of ${MESSAGES.toLocaleString('en-US')} messages (median)`,
        value: median(times),
        unit: 'ms',
        budget: OPEN_BUDGET_MS,
        note: `p95 ${Math.round(percentile(times, 95))} ms; runs (ms): ${times.map((ms) => Math.round(ms)).join(', ')}`,
      },
      {
        suite: SUITE,
        name: `Flinging up through it: frame time (p95 of ${SCROLL_FRAMES})`,
        value: percentile(gaps, 95),
        unit: 'ms',
        note: `median ${Math.round(median(gaps))} ms; ${long} frames over 50 ms`,
      },
      {
        suite: SUITE,
        name: 'Where the fling stops, the messages shown',
        value: filled,
        unit: 'ms',
        note: 'places drawn at once, filled by windows of 150 messages read by position; the windows the fling passed are read first',
      },
    ];
  } finally {
    await context?.close();
    await server.stop();
    data.remove();
    profile.remove();
  }
}
