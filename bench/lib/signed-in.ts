import { request, type BrowserContext, type Page } from '@playwright/test';
import { DEMO, signIn } from '../../e2e/fixtures';
import { Pwa } from '../../e2e/pages/pwa';
import { SyncApiDevice } from '../../e2e/sync-api';
import { scheduleToday, type ScheduledWorkout } from '../../e2e/workout-data';

/**
 * The demo client's calendar entry for today with `sets` sets per exercise, made through the real
 * API by the demo coach's device exactly as the player's Chromium test makes it.
 */
export async function scheduleForDemoClient(serverUrl: string, sets: number): Promise<ScheduledWorkout & { library: string[] }> {
  const api = await request.newContext({ baseURL: serverUrl });
  try {
    const coach = await SyncApiDevice.signIn(api, DEMO.coach);
    const scheduled = await scheduleToday(coach, { sets });
    const library = (await coach.pullAll())
      .filter((change) => change.entity === 'exercises' && change.data?.owner_id === null)
      .map((change) => change.id);
    return { ...scheduled, library };
  } finally {
    await api.dispose();
  }
}

/**
 * The demo client signs in on this profile (e2e/fixtures.ts) and opens `path`; returns once the
 * service worker controls the page and `ready` holds: the first download has brought what the
 * page shows.
 */
export async function signInDemoClient(context: BrowserContext, path: string, ready: (page: Page) => Promise<void>): Promise<Page> {
  const page = await context.newPage();
  await signIn(page, DEMO.client);
  await page.goto(path);
  await new Pwa(page).waitUntilControlled();
  await ready(page);
  return page;
}
