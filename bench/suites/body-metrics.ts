import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';
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
/** A weekly check-in's three poses for a year: the photos a client keeps. */
const PHOTOS = 150;
// docs/performance.md: a phone photo is made small and clean on the device in a second at most.
const PREPARE_BUDGET_MS = 1000;
const PREPARE_RUNS = 5;

/** A phone camera's photo of about 4 MB: 4032 × 3024 px with a sensor's grain, so JPEG cannot shrink it. */
async function phonePhoto(): Promise<Buffer> {
  const width = 4032;
  const height = 3024;
  const raw = Buffer.alloc(width * height * 3);
  for (let index = 0; index < raw.length; index++) raw[index] = (Math.sin(index / 5000) * 60 + 100 + Math.random() * 100) | 0;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .blur(0.6)
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: 'Phonemaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '56/1 56/1 0/1' } })
    .toBuffer();
}

/** The progress photos of a year of weekly check-ins, with their pictures kept on the device as the app keeps them. */
async function storePhotos(page: Page, clientId: string, coachId: string): Promise<void> {
  const day = today();
  const poses = ['front', 'side', 'back'] as const;
  const records: RecordOf<'progress-photos'>[] = Array.from({ length: PHOTOS }, (_, index) => ({
    id: randomUUID(),
    client_id: clientId,
    pose: poses[index % 3] ?? 'front',
    taken_on: addDays(day, -7 * Math.floor(index / 3)),
    uploaded_at: `${day}T07:00:00.000Z`,
    width: 1200,
    height: 1600,
    byte_size: 250_000,
    coach_id: coachId,
    version: index + 1,
    updated_at: `${day}T07:00:00.000Z`,
  }));
  await storeOnDevice(page, ENTITY_TABLES['progress-photos'].table, records);
  const picture = (side: number) =>
    sharp({ create: { width: side * 3, height: side * 4, channels: 3, background: { r: 190, g: 140, b: 120 } } })
      .jpeg()
      .toBuffer();
  const [full, thumbnail] = await Promise.all([picture(400), picture(90)]);
  await page.evaluate(
    async ({ ids, full, thumbnail }) => {
      // No named function in here: tsx would wrap it in a helper the page does not have.
      const fullBytes = Uint8Array.from(atob(full), (char) => char.charCodeAt(0)).buffer;
      const thumbnailBytes = Uint8Array.from(atob(thumbnail), (char) => char.charCodeAt(0)).buffer;
      const name = (await indexedDB.databases()).map((one) => one.name ?? '').find((one) => one.startsWith('treneris-user-'));
      if (!name) throw new Error('no database');
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(new Error(String(open.error)));
      });
      await new Promise<void>((resolve, reject) => {
        const transaction = db.transaction(['photoFiles', 'photoBytes'], 'readwrite');
        for (const id of ids) {
          transaction
            .objectStore('photoFiles')
            .put({ id, state: 'stored', type: 'image/jpeg', thumbnail: thumbnailBytes, saved_at: Date.now() });
          transaction.objectStore('photoBytes').put({ id, bytes: fullBytes });
        }
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(new Error(String(transaction.error)));
      });
      db.close();
    },
    { ids: records.map((record) => record.id), full: full.toString('base64'), thumbnail: thumbnail.toString('base64') },
  );
}

/** Clicks the Progress tab and times until the photo grid's first pictures are drawn. */
async function openPhotos(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const tab = [...document.querySelectorAll('[role="tab"]')].find((element) => element.textContent.trim().startsWith('Progress'));
    if (!(tab instanceof HTMLElement)) throw new Error('no Progress tab');
    const start = performance.now();
    tab.click();
    for (;;) {
      const pictures = [...document.querySelectorAll('section[aria-labelledby="progress-photos-title"] ul img')];
      if (
        pictures.length >= 24 &&
        pictures.every((picture) => picture instanceof HTMLImageElement && picture.complete && picture.naturalWidth > 0)
      )
        break;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    return performance.now() - start;
  });
}

/** Chooses a phone photo in the photo section and times until it is on the device (its notice shows). */
async function addPhoto(page: Page, photo: string): Promise<number> {
  return page.evaluate(async (base64) => {
    const input = document.querySelector('section[aria-labelledby="progress-photos-title"] input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no photo input');
    const file = new File([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], 'IMG_0001.jpg', { type: 'image/jpeg' });
    const chosen = new DataTransfer();
    chosen.items.add(file);
    const start = performance.now();
    input.files = chosen.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    while (
      ![...document.querySelectorAll('[role="status"], [role="alert"], .fui-Toast')].some((element) =>
        /^Photo (added|kept)/.test(element.textContent.trim()),
      )
    )
      await new Promise((resolve) => requestAnimationFrame(resolve));
    return performance.now() - start;
  }, photo);
}

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
 * A client's progress with three years of daily weigh-ins and a year of weekly photos on the phone
 * (docs/performance.md): the first open of the Progress tab (its code loads then), the opens after
 * it, the photo grid, and a phone photo added.
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
    await storePhotos(page, workout.clientId, workout.coachId);
    await page.reload();
    await page.getByRole('tab', { name: 'Progress' }).waitFor();
    const first = await openProgress(page);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await backToHistory(page);
      times.push(await openProgress(page));
    }
    const photoTimes: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await backToHistory(page);
      photoTimes.push(await openPhotos(page));
    }
    const photo = (await phonePhoto()).toString('base64');
    const prepareTimes: number[] = [];
    for (let run = 0; run < PREPARE_RUNS; run++) {
      prepareTimes.push(await addPhoto(page, photo));
      // The notice goes before the next photo is chosen, so each run waits for its own.
      await page.waitForFunction(
        () => ![...document.querySelectorAll('.fui-Toast')].some((element) => /^Photo/.test(element.textContent.trim())),
        undefined,
        { timeout: 30_000 },
      );
    }
    return [
      {
        suite: SUITE,
        name: `My Workouts → Progress: the first 24 of ${PHOTOS} photos drawn (median)`,
        value: median(photoTimes),
        unit: 'ms',
        budget: PROGRESS_BUDGET_MS,
        note: `p95 ${Math.round(percentile(photoTimes, 95))} ms; thumbnails from the device's database, with ${DAYS} days of weigh-ins beside them`,
      },
      {
        suite: SUITE,
        name: 'A 4 MB phone photo made small and clean and kept on the device (median)',
        value: median(prepareTimes),
        unit: 'ms',
        budget: PREPARE_BUDGET_MS,
        note: `${Math.round(Buffer.byteLength(photo, 'base64') / 1024)} KB, 4032 × 3024 px with EXIF and GPS; decoded, drawn at 1600 px, encoded and stored; runs (ms): ${prepareTimes.map((ms) => Math.round(ms)).join(', ')}`,
      },
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
