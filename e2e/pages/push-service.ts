import { expect, type BrowserContext, type CDPSession, type Page } from '@playwright/test';

interface PushRecord {
  eventName: string;
  status?: string;
}

/**
 * A push service as the browser's DevTools protocol lets a test play one: it hands a payload to
 * the page's service worker the way a real push service's message arrives. Chromium's own record
 * of each push (the Application panel's "Push messaging" log) says whether the worker's handler
 * ran and how it ended, so a push that never reached the worker is told apart from one the
 * worker failed to show.
 */
export class PushService {
  private readonly records: PushRecord[] = [];

  private constructor(
    private readonly cdp: CDPSession,
    private readonly origin: string,
    private readonly registrationId: string,
  ) {
    cdp.on('BackgroundService.backgroundServiceEventReceived', ({ backgroundServiceEvent: event }) => {
      if (event.service !== 'pushMessaging') return;
      const status = event.eventMetadata.find((one) => one.key === 'Status')?.value;
      this.records.push({ eventName: event.eventName, ...(status === undefined ? {} : { status }) });
    });
  }

  /** For a page its app's service worker controls. */
  static async attach(context: BrowserContext, page: Page, origin: string) {
    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
        const active = versions.find((one) => one.status === 'activated');
        if (active) resolve(active.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    await cdp.send('BackgroundService.setRecording', { shouldRecord: true, service: 'pushMessaging' });
    await cdp.send('BackgroundService.startObserving', { service: 'pushMessaging' });
    return new PushService(cdp, origin, await registration);
  }

  /**
   * Delivers one push and waits until the worker's handler has finished with it, expecting it to
   * have succeeded (its `waitUntil` promise, the notification shown, resolved).
   */
  async deliver(payload: object) {
    const before = this.completed().length;
    await this.cdp.send('ServiceWorker.deliverPushMessage', {
      origin: this.origin,
      registrationId: this.registrationId,
      data: JSON.stringify(payload),
    });
    await expect
      .poll(() => this.completed().length, {
        message: `the push was handled; the browser recorded ${JSON.stringify(this.records)}`,
        timeout: 30_000,
      })
      .toBeGreaterThan(before);
    expect(this.completed().at(-1)?.status, 'how the worker finished the push').toBe('Success');
  }

  private completed() {
    return this.records.filter((one) => one.eventName === 'Push event completed');
  }
}
