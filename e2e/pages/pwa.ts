import { expect, type Page } from '@playwright/test';

/** `window.__trenerisPwa` (src/app/pwa/service-worker.ts). Functions passed to evaluate() run in the page, so each reads it there. */
interface PwaWindow {
  __trenerisPwa?: { checkForUpdate: () => Promise<void>; updateOffered: () => boolean };
}

/** The app's service worker as a test drives it: through the browser and the app's window hook. */
export class Pwa {
  constructor(readonly page: Page) {}

  /** Waits until the worker controls the page and the app has registered it (the hook exists). */
  async waitUntilControlled() {
    await this.page.waitForFunction(() => navigator.serviceWorker.controller !== null && (window as PwaWindow).__trenerisPwa !== undefined);
  }

  build() {
    return this.page.locator('html').getAttribute('data-build');
  }

  /** One update check, as the hourly timer or the tab becoming visible would run it. */
  async checkForUpdate() {
    await this.page.evaluate(async () => {
      const pwa = (window as PwaWindow).__trenerisPwa;
      if (!pwa) throw new Error('the app has not registered its service worker');
      await pwa.checkForUpdate();
    });
  }

  async waitUntilUpdateOffered() {
    await expect.poll(() => this.page.evaluate(() => (window as PwaWindow).__trenerisPwa?.updateOffered() ?? false)).toBe(true);
    // Let React render whatever the offer leads to before the test looks at the screen.
    await this.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }

  prompt() {
    return this.page.getByTestId('update-prompt');
  }
}
