import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from '@playwright/test';

/** Debian's Chromium (this machine cannot download Playwright's own browsers). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The phone the player's Chromium test uses (e2e/player.spec.ts). */
export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS });
}

/**
 * A browser profile kept in `dir`: what a device has signed in, downloaded and installed outlives
 * the browser, so Lighthouse (which starts its own Chromium) can audit the same device.
 */
export function launchProfile(dir: string, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return chromium.launchPersistentContext(dir, { executablePath: CHROMIUM_PATH, args: ARGS, ...options });
}
